import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import {
  FilterSelect,
  pickSort,
  RecordListPage,
  recordNameColumn,
  contactColumns,
  useRecordList,
  useTableSearchParams,
  type ListColumn,
  type DataTableSort,
} from '../../../components/data-table';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { CompanyRowFragment, CompanySort } from '../../../generated/graphql';
import { useDates } from '../../../lib/dates-hook';
import { PATHS } from '../../../lib/paths';
import { CompaniesOnly } from '../components/companies-only';
import { CompanyFormDialog } from '../components/company-form-dialog';
import { CompaniesPageDocument, CompanyOrganizationsDocument } from '../graphql/companies';
import { useCompaniesCapabilities } from '../use-companies-capabilities';

const SORTS: readonly CompanySort[] = ['name_asc', 'name_desc', 'newest', 'oldest'];

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
  const table = useTableSearchParams({ defaults: { sort: 'name_asc', archived: '', organization: '' } });
  const { params, setParam, search } = table;
  const sort = pickSort(SORTS, params.sort, 'name_asc');
  const variables = {
    query: search || null,
    sort,
    includeArchived: capabilities.manageCompanies && params.archived === '1' ? true : null,
    organizationId: capabilities.superAdmin && params.organization ? params.organization : null,
  };
  const list = useRecordList('companies', CompaniesPageDocument, variables, (data) => data.companies);
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
      recordNameColumn({
        id: 'name',
        header: t('companies.columns.name'),
        archivedLabel: t('companies.archived'),
      }),
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
      ...contactColumns<CompanyRowFragment>({
        contact: t('companies.columns.contact'),
        email: t('companies.columns.email'),
        phone: t('companies.columns.phone'),
      }),
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
    <RecordListPage
      ns="companies"
      subtitle={capabilities.manageSponsorships ? t('companies.subtitle') : t('companies.subtitleOwn')}
      create={
        capabilities.manageCompanies
          ? { label: t('companies.actions.create'), onCreate: () => setCreating(true) }
          : null
      }
      table={table}
      sorts={SORTS}
      sort={sort}
      showArchived={capabilities.manageCompanies}
      filters={
        capabilities.superAdmin ? (
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
        ) : null
      }
      columns={columns}
      list={list}
      onOpen={open}
      tableSort={tableSort}
      onSortChange={onSortChange}
    >
      {creating ? (
        <CompanyFormDialog
          company={null}
          pickOrganization={capabilities.superAdmin}
          organizationId={params.organization || null}
          onClose={() => setCreating(false)}
          onSaved={(company) => {
            void list.list.refetch();
            void navigate(generatePath(PATHS.company, { id: company.id }));
          }}
        />
      ) : null}
    </RecordListPage>
  );
}
