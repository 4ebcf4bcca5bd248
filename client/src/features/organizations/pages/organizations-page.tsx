import { featureErrors } from '../../../lib/apollo/feature-errors';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
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
import { formatBytes } from '../../../components/organization-details/organization-details';
import { PageHeader } from '../../../components/ui/page-header';
import { appToaster } from '../../../components/ui/toaster';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type {
  OrganizationListSort,
  OrganizationRowFragment,
  OrganizationType,
} from '../../../generated/graphql';
import { useDates } from '../../../lib/dates-hook';
import { PATHS } from '../../../lib/paths';
import { ORGANIZATION_TYPES, OrganizationFormDialog } from '../components/organization-form-dialog';
import { OrganizationsPageDocument } from '../graphql/organizations';
import { useOrganizationsCapabilities } from '../use-organization-capabilities';

const PAGE_SIZE = 50;
const SORTS: readonly OrganizationListSort[] = ['NAME_ASC', 'NAME_DESC', 'CREATED_DESC', 'CREATED_ASC'];
const isSort = (value: string): value is OrganizationListSort => (SORTS as readonly string[]).includes(value);
const isType = (value: string): value is OrganizationType =>
  (ORGANIZATION_TYPES as readonly string[]).includes(value);

/**
 * fbiad-pages/organizations-profile: every organization for a super admin (search, type, sort and
 * archived in the address, create one with its first admin); anyone else sees their own.
 */
export function OrganizationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('organizations.title'));
  const navigate = useNavigate();
  const dates = useDates();
  const capabilities = useOrganizationsCapabilities();
  const { params, setParam, query, setQuery, search } = useTableSearchParams({
    defaults: { type: '', sort: 'NAME_ASC', archived: '' },
  });
  const sort: OrganizationListSort = isSort(params.sort) ? params.sort : 'NAME_ASC';
  const variables = {
    query: search || null,
    type: isType(params.type) ? params.type : null,
    sort,
    includeArchived: capabilities.superAdmin && params.archived === '1' ? true : null,
  };
  const onLoadMoreError = useCallback(
    (error: unknown) =>
      appToaster.create({ type: 'error', title: featureErrors(t, 'organizations').explain(error) }),
    [t],
  );
  const { list, rows, fetchPage, tableProps } = useKeysetList(OrganizationsPageDocument, {
    variables,
    connection: (data) => data.organizations,
    pageSize: PAGE_SIZE,
    onLoadMoreError,
  });
  const [creating, setCreating] = useState(false);

  const open = (organization: OrganizationRowFragment) =>
    void navigate(generatePath(PATHS.organization, { id: organization.id }));

  const storage = useCallback(
    (organization: OrganizationRowFragment) =>
      organization.storageUsedBytes === null || organization.storageUsedBytes === undefined
        ? ''
        : organization.storageQuotaBytes
          ? `${formatBytes(organization.storageUsedBytes, dates.language)} / ${formatBytes(organization.storageQuotaBytes, dates.language)}`
          : formatBytes(organization.storageUsedBytes, dates.language),
    [dates.language],
  );

  const columns = useMemo<ListColumn<OrganizationRowFragment>[]>(
    () => [
      {
        id: 'NAME',
        header: t('organizations.columns.name'),
        sortable: true,
        csv: (organization) => organization.name,
        cell: (organization) => (
          <Stack gap="0.5">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium">{organization.name}</Text>
              {organization.archivedAt ? (
                <Badge size="sm" variant="outline" colorPalette="orange">
                  {t('organizations.archived')}
                </Badge>
              ) : null}
            </HStack>
            <Text textStyle="xs" color="fg.muted">
              {organization.slug}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'slug',
        header: t('organizations.columns.slug'),
        csv: (organization) => organization.slug,
        csvOnly: true,
      },
      {
        id: 'type',
        header: t('organizations.columns.type'),
        csv: (organization) => t(`organizations.types.${organization.type}`),
        cell: (organization) => (
          <Badge variant="subtle">{t(`organizations.types.${organization.type}`)}</Badge>
        ),
      },
      {
        id: 'contact',
        header: t('organizations.columns.contact'),
        cell: (organization) => organization.email ?? organization.phone ?? '—',
        from: 'md',
      },
      {
        id: 'email',
        header: t('organizations.columns.email'),
        csv: (organization) => organization.email ?? '',
        csvOnly: true,
      },
      {
        id: 'phone',
        header: t('organizations.columns.phone'),
        csv: (organization) => organization.phone ?? '',
        csvOnly: true,
      },
      {
        id: 'address',
        header: t('organizations.columns.address'),
        csv: (organization) => organization.address ?? '',
        csvOnly: true,
      },
      {
        id: 'plan',
        header: t('organizations.columns.plan'),
        cell: (organization) => organization.plan?.name ?? '—',
        csv: (organization) => organization.plan?.name ?? '',
        from: 'lg',
      },
      {
        id: 'storage',
        header: t('organizations.columns.storage'),
        cell: (organization) => storage(organization) || '—',
        csv: (organization) => storage(organization),
        from: 'lg',
      },
      {
        id: 'CREATED',
        header: t('organizations.columns.created'),
        sortable: true,
        cell: (organization) => dates.date(organization.createdAt),
        csv: (organization) => dates.date(organization.createdAt),
        from: 'sm',
      },
      {
        id: 'archivedAt',
        header: t('organizations.columns.archivedAt'),
        csv: (organization) => (organization.archivedAt ? dates.date(organization.archivedAt) : ''),
        csvOnly: true,
      },
    ],
    [t, dates, storage],
  );

  const tableSort: DataTableSort = {
    id: sort.startsWith('NAME') ? 'NAME' : 'CREATED',
    desc: sort.endsWith('DESC'),
  };
  const onSortChange = (next: DataTableSort) => setParam('sort', `${next.id}_${next.desc ? 'DESC' : 'ASC'}`);

  return (
    <Stack gap="6">
      <PageHeader
        title={t('organizations.title')}
        subtitle={capabilities.superAdmin ? t('organizations.subtitle') : t('organizations.subtitleOwn')}
        actions={
          capabilities.superAdmin ? (
            <Button onClick={() => setCreating(true)}>
              <LuPlus aria-hidden="true" />
              {t('organizations.actions.create')}
            </Button>
          ) : null
        }
      />
      <TableToolbar
        query={query}
        onQueryChange={setQuery}
        searchLabel={t('organizations.search')}
        filters={
          <>
            <FilterSelect
              label={t('organizations.filters.type')}
              allLabel={t('organizations.filters.allTypes')}
              value={params.type}
              options={ORGANIZATION_TYPES.map((type) => ({
                value: type,
                label: t(`organizations.types.${type}`),
              }))}
              onChange={(value) => setParam('type', value)}
            />
            <FilterSelect
              label={t('organizations.sort.label')}
              value={sort}
              options={SORTS.map((value) => ({ value, label: t(`organizations.sort.${value}`) }))}
              onChange={(value) => setParam('sort', value)}
            />
            {capabilities.superAdmin ? (
              <FilterCheckbox
                label={t('organizations.filters.archived')}
                value={params.archived}
                onChange={(value) => setParam('archived', value)}
              />
            ) : null}
          </>
        }
        actions={
          <CsvExportButton<OrganizationRowFragment>
            fileName={t('organizations.exportFile')}
            disabled={rows.length === 0}
            columns={csvColumnsOf(columns)}
            fetchPage={fetchPage}
          />
        }
      />
      <DataTable
        caption={t('organizations.caption')}
        columns={columns}
        {...tableProps}
        getRowId={(organization) => organization.id}
        emptyText={t('organizations.empty')}
        onOpen={open}
        sort={tableSort}
        onSortChange={onSortChange}
      />
      {creating ? (
        <OrganizationFormDialog
          organization={null}
          onClose={() => setCreating(false)}
          onSaved={(organization) => {
            void list.refetch();
            void navigate(generatePath(PATHS.organization, { id: organization.id }));
          }}
        />
      ) : null}
    </Stack>
  );
}
