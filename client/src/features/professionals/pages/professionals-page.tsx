import { featureErrors } from '../../../lib/apollo/feature-errors';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
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
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { ProfessionalRowFragment, ProfessionalSort } from '../../../generated/graphql';
import { PATHS } from '../../../lib/paths';
import { useOrganizationCapabilities, useViewerGrants } from '../../../lib/viewer/use-viewer-permissions';
import { CertificationSummary } from '../components/certification-summary';
import { ProfessionalFormDialog } from '../components/professional-form-dialog';
import { ProfessionalsPageDocument } from '../graphql/professionals';

const PAGE_SIZE = 50;
const SORTS: readonly ProfessionalSort[] = ['NAME_ASC', 'NAME_DESC', 'TITLE_ASC', 'CREATED_DESC'];
const isSort = (value: string): value is ProfessionalSort => (SORTS as readonly string[]).includes(value);

/** fbiad-pages/professionals-profile: the organization's coaches and staff. */
export function ProfessionalsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('professionals.title'));
  const navigate = useNavigate();
  const capabilities = useOrganizationCapabilities();
  const { grants } = useViewerGrants();
  // Making someone a professional is for the organization's admins (and super admins), as on the server.
  const mayCreate = (grants ?? []).some(
    (grant) => grant.role.key === 'org_admin' || grant.role.key === 'super_admin',
  );
  const [creating, setCreating] = useState(false);
  const { params, setParam, query, setQuery, search } = useTableSearchParams({
    defaults: { sort: 'NAME_ASC', archived: '' },
  });
  const sort: ProfessionalSort = isSort(params.sort) ? params.sort : 'NAME_ASC';
  const variables = { query: search || null, sort, includeArchived: params.archived === '1' ? true : null };
  const onLoadMoreError = useCallback(
    (error: unknown) =>
      appToaster.create({ type: 'error', title: featureErrors(t, 'professionals').explain(error) }),
    [t],
  );
  const { rows, fetchPage, tableProps } = useKeysetList(ProfessionalsPageDocument, {
    variables,
    connection: (data) => data.professionals,
    pageSize: PAGE_SIZE,
    onLoadMoreError,
  });

  const columns = useMemo<ListColumn<ProfessionalRowFragment>[]>(
    () => [
      {
        id: 'NAME',
        header: t('professionals.columns.name'),
        sortable: true,
        csv: (professional) => professional.name,
        cell: (professional) => (
          <HStack gap="3">
            <UserAvatar name={professional.name} src={professional.avatar} size="sm" />
            <Stack gap="0" minW="0">
              <Text fontWeight="medium">{professional.name}</Text>
              {professional.archivedAt ? (
                <Badge size="sm" variant="outline" alignSelf="start">
                  {t('professionals.archived')}
                </Badge>
              ) : null}
            </Stack>
          </HStack>
        ),
      },
      {
        id: 'TITLE',
        header: t('professionals.columns.title'),
        sortable: true,
        cell: (row) => row.title,
        csv: (row) => row.title,
      },
      { id: 'email', header: t('professionals.columns.email'), csv: (row) => row.email, csvOnly: true },
      {
        id: 'specialties',
        header: t('professionals.columns.specialties'),
        from: 'lg',
        cell: (row) => row.specialties.join(', ') || '—',
        csv: (row) => row.specialties.join('; '),
      },
      {
        id: 'teams',
        header: t('professionals.columns.teams'),
        from: 'md',
        cell: (row) => row.staffAssignments.map((assignment) => assignment.team.name).join(', ') || '—',
        csv: (row) => row.staffAssignments.map((assignment) => assignment.team.name).join('; '),
      },
      {
        id: 'certifications',
        header: t('professionals.columns.certifications'),
        cell: (row) => <CertificationSummary certifications={row.certifications} />,
      },
    ],
    [t],
  );
  const tableSort: DataTableSort | null =
    sort === 'TITLE_ASC'
      ? { id: 'TITLE', desc: false }
      : sort === 'CREATED_DESC'
        ? null
        : { id: 'NAME', desc: sort === 'NAME_DESC' };
  const onSortChange = (next: DataTableSort) =>
    setParam('sort', next.id === 'TITLE' ? 'TITLE_ASC' : next.desc ? 'NAME_DESC' : 'NAME_ASC');

  return (
    <Stack gap="6">
      <PageHeader
        title={t('professionals.title')}
        subtitle={t('professionals.subtitle')}
        actions={
          mayCreate ? (
            <Button onClick={() => setCreating(true)}>
              <LuPlus aria-hidden="true" />
              {t('professionals.form.new')}
            </Button>
          ) : null
        }
      />
      <TableToolbar
        query={query}
        onQueryChange={setQuery}
        searchLabel={t('professionals.search')}
        filters={
          <>
            <FilterSelect
              label={t('professionals.sort.label')}
              value={sort}
              options={SORTS.map((value) => ({ value, label: t(`professionals.sort.${value}`) }))}
              onChange={(value) => setParam('sort', value)}
            />
            {capabilities.canWrite ? (
              <FilterCheckbox
                label={t('professionals.filters.archived')}
                value={params.archived}
                onChange={(value) => setParam('archived', value)}
              />
            ) : null}
          </>
        }
        actions={
          <CsvExportButton<ProfessionalRowFragment>
            fileName={t('professionals.exportFile')}
            disabled={rows.length === 0}
            columns={csvColumnsOf(columns)}
            fetchPage={fetchPage}
          />
        }
      />
      <DataTable
        caption={t('professionals.caption')}
        columns={columns}
        {...tableProps}
        getRowId={(row) => row.id}
        emptyText={t('professionals.empty')}
        onOpen={(row) => void navigate(generatePath(PATHS.professional, { id: row.id }))}
        sort={tableSort}
        onSortChange={onSortChange}
      />
      {creating ? (
        <ProfessionalFormDialog
          professional={null}
          onClose={() => setCreating(false)}
          onCreated={(id) => void navigate(generatePath(PATHS.professional, { id }))}
        />
      ) : null}
    </Stack>
  );
}
