import { featureErrors } from '../../../lib/apollo/feature-errors';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { LuPlus } from 'react-icons/lu';
import {
  CsvExportButton,
  DataTable,
  FilterCheckbox,
  FilterSelect,
  TableToolbar,
  useKeysetList,
  useTableSearchParams,
  csvColumnsOf,
  type ListColumn,
  type DataTableSort,
} from '../../../components/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { appToaster } from '../../../components/ui/toaster';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { CompanyRowFragment, CompanySort } from '../../../generated/graphql';
import { useDates } from '../../../lib/dates-hook';
import { PATHS } from '../../../lib/paths';
import { CompaniesOnly } from '../components/companies-only';
import { CompanyFormDialog } from '../components/company-form-dialog';
import { CompaniesPageDocument, CompanyOrganizationsDocument } from '../graphql/companies';
import { useCompaniesCapabilities } from '../use-companies-capabilities';

const PAGE_SIZE = 50;
const SORTS: readonly CompanySort[] = ['name_asc', 'name_desc', 'newest', 'oldest'];
const isSort = (value: string): value is CompanySort => (SORTS as readonly string[]).includes(value);

/**
 * fbiad-pages/companies-profile: the sponsor companies the viewer reads (admins: their organization's,
 * a super admin every one; a company user their own), searched and filtered in the address.
 */
export function CompaniesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('companies.title'));
  return (
    <CompaniesOnly>
      <CompaniesList />
    </CompaniesOnly>
  );
}

function CompaniesList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dates = useDates();
  const capabilities = useCompaniesCapabilities();
  const { params, setParam, query, setQuery, search } = useTableSearchParams({
    defaults: { sort: 'name_asc', archived: '', organization: '' },
  });
  const sort: CompanySort = isSort(params.sort) ? params.sort : 'name_asc';
  const variables = {
    query: search || null,
    sort,
    includeArchived: capabilities.manageCompanies && params.archived === '1' ? true : null,
    organizationId: capabilities.superAdmin && params.organization ? params.organization : null,
  };
  const onLoadMoreError = useCallback(
    (error: unknown) =>
      appToaster.create({ type: 'error', title: featureErrors(t, 'companies').explain(error) }),
    [t],
  );
  const { list, rows, fetchPage, tableProps } = useKeysetList(CompaniesPageDocument, {
    variables,
    connection: (data) => data.companies,
    pageSize: PAGE_SIZE,
    onLoadMoreError,
  });
  const organizations = useQuery(CompanyOrganizationsDocument, { skip: !capabilities.superAdmin });
  const [creating, setCreating] = useState(false);
  const organizationNames = useMemo(
    () => new Map((organizations.data?.organizations.nodes ?? []).map((entry) => [entry.id, entry.name])),
    [organizations.data],
  );

  const open = (company: CompanyRowFragment) =>
    void navigate(generatePath(PATHS.company, { id: company.id }));

  const columns = useMemo<ListColumn<CompanyRowFragment>[]>(
    () => [
      {
        id: 'name',
        header: t('companies.columns.name'),
        sortable: true,
        csv: (company) => company.name,
        cell: (company) => (
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium">{company.name}</Text>
            {company.archivedAt ? (
              <Badge size="sm" variant="outline" colorPalette="orange">
                {t('companies.archived')}
              </Badge>
            ) : null}
          </HStack>
        ),
      },
      ...(capabilities.superAdmin
        ? [
            {
              id: 'organization',
              header: t('companies.columns.organization'),
              cell: (company: CompanyRowFragment) => organizationNames.get(company.organizationId) ?? '—',
              from: 'md' as const,
            },
          ]
        : []),
      {
        id: 'taxNumber',
        header: t('companies.columns.taxNumber'),
        cell: (company) => company.taxNumber ?? '—',
        csv: (company) => company.taxNumber ?? '',
        from: 'sm',
      },
      {
        id: 'taxOffice',
        header: t('companies.columns.taxOffice'),
        csv: (company) => company.taxOffice ?? '',
        csvOnly: true,
      },
      {
        id: 'contact',
        header: t('companies.columns.contact'),
        cell: (company) => company.email ?? company.phone ?? '—',
        from: 'md',
      },
      {
        id: 'email',
        header: t('companies.columns.email'),
        csv: (company) => company.email ?? '',
        csvOnly: true,
      },
      {
        id: 'phone',
        header: t('companies.columns.phone'),
        csv: (company) => company.phone ?? '',
        csvOnly: true,
      },
      {
        id: 'website',
        header: t('companies.columns.website'),
        csv: (company) => company.website ?? '',
        csvOnly: true,
      },
      {
        id: 'created',
        header: t('companies.columns.created'),
        cell: (company) => dates.date(company.createdAt),
        csv: (company) => dates.date(company.createdAt),
        from: 'lg',
      },
      {
        id: 'archivedAt',
        header: t('companies.columns.archivedAt'),
        csv: (company) => (company.archivedAt ? dates.date(company.archivedAt) : ''),
        csvOnly: true,
      },
    ],
    [t, dates, capabilities.superAdmin, organizationNames],
  );

  const tableSort: DataTableSort | null = sort.startsWith('name')
    ? { id: 'name', desc: sort === 'name_desc' }
    : null;
  const onSortChange = (next: DataTableSort) => setParam('sort', next.desc ? 'name_desc' : 'name_asc');

  return (
    <Stack gap="6">
      <PageHeader
        title={t('companies.title')}
        subtitle={capabilities.manageSponsorships ? t('companies.subtitle') : t('companies.subtitleOwn')}
        actions={
          capabilities.manageCompanies ? (
            <Button onClick={() => setCreating(true)}>
              <LuPlus aria-hidden="true" />
              {t('companies.actions.create')}
            </Button>
          ) : null
        }
      />
      <TableToolbar
        query={query}
        onQueryChange={setQuery}
        searchLabel={t('companies.search')}
        filters={
          <>
            {capabilities.superAdmin ? (
              <FilterSelect
                label={t('companies.filters.organization')}
                allLabel={t('companies.filters.allOrganizations')}
                value={params.organization}
                options={(organizations.data?.organizations.nodes ?? []).map((entry) => ({
                  value: entry.id,
                  label: entry.name,
                }))}
                onChange={(value) => setParam('organization', value)}
              />
            ) : null}
            <FilterSelect
              label={t('companies.sort.label')}
              value={sort}
              options={SORTS.map((value) => ({ value, label: t(`companies.sort.${value}`) }))}
              onChange={(value) => setParam('sort', value)}
            />
            {capabilities.manageCompanies ? (
              <FilterCheckbox
                label={t('companies.filters.archived')}
                value={params.archived}
                onChange={(value) => setParam('archived', value)}
              />
            ) : null}
          </>
        }
        actions={
          <CsvExportButton<CompanyRowFragment>
            fileName={t('companies.exportFile')}
            disabled={rows.length === 0}
            columns={csvColumnsOf(columns)}
            fetchPage={fetchPage}
          />
        }
      />
      <DataTable
        caption={t('companies.caption')}
        columns={columns}
        {...tableProps}
        getRowId={(company) => company.id}
        emptyText={t('companies.empty')}
        onOpen={open}
        sort={tableSort}
        onSortChange={onSortChange}
      />
      {creating ? (
        <CompanyFormDialog
          company={null}
          pickOrganization={capabilities.superAdmin}
          organizationId={params.organization || null}
          onClose={() => setCreating(false)}
          onSaved={(company) => {
            void list.refetch();
            void navigate(generatePath(PATHS.company, { id: company.id }));
          }}
        />
      ) : null}
    </Stack>
  );
}
