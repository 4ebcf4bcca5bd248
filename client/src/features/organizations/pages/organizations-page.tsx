import { Badge, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
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
import { formatBytes } from '../../../lib/format-bytes';
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

const SORTS: readonly OrganizationListSort[] = ['NAME_ASC', 'NAME_DESC', 'CREATED_DESC', 'CREATED_ASC'];
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
  const table = useTableSearchParams({ defaults: { type: '', sort: 'NAME_ASC', archived: '' } });
  const { params, setParam, search } = table;
  const sort = pickSort(SORTS, params.sort, 'NAME_ASC');
  const variables = {
    query: search || null,
    type: isType(params.type) ? params.type : null,
    sort,
    includeArchived: capabilities.superAdmin && params.archived === '1' ? true : null,
  };
  const list = useRecordList(
    'organizations',
    OrganizationsPageDocument,
    variables,
    (data) => data.organizations,
  );
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
      recordNameColumn({
        id: 'NAME',
        header: t('organizations.columns.name'),
        archivedLabel: t('organizations.archived'),
        below: (organization) => (
          <Text textStyle="xs" color="fg.muted">
            {organization.slug}
          </Text>
        ),
      }),
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
      ...contactColumns<OrganizationRowFragment>({
        contact: t('organizations.columns.contact'),
        email: t('organizations.columns.email'),
        phone: t('organizations.columns.phone'),
      }),
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
    <RecordListPage
      ns="organizations"
      subtitle={capabilities.superAdmin ? t('organizations.subtitle') : t('organizations.subtitleOwn')}
      create={
        capabilities.superAdmin
          ? { label: t('organizations.actions.create'), onCreate: () => setCreating(true) }
          : null
      }
      table={table}
      sorts={SORTS}
      sort={sort}
      showArchived={capabilities.superAdmin}
      filters={
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
      }
      columns={columns}
      list={list}
      onOpen={open}
      tableSort={tableSort}
      onSortChange={onSortChange}
    >
      {creating ? (
        <OrganizationFormDialog
          organization={null}
          onClose={() => setCreating(false)}
          onSaved={(organization) => {
            void list.list.refetch();
            void navigate(generatePath(PATHS.organization, { id: organization.id }));
          }}
        />
      ) : null}
    </RecordListPage>
  );
}
