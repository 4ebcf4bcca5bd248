import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import {
  pickSort,
  RecordListPage,
  recordNameColumn,
  useRecordList,
  useTableSearchParams,
  type ListColumn,
  type DataTableSort,
} from '../../../components/data-table';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { ProfessionalRowFragment, ProfessionalSort } from '../../../generated/graphql';
import { PATHS } from '../../../lib/paths';
import { useOrganizationCapabilities, useViewerGrants } from '../../../lib/viewer/use-viewer-permissions';
import { CertificationSummary } from '../components/certification-summary';
import { ProfessionalFormDialog } from '../components/professional-form-dialog';
import { ProfessionalsPageDocument } from '../graphql/professionals';

const SORTS: readonly ProfessionalSort[] = ['NAME_ASC', 'NAME_DESC', 'TITLE_ASC', 'CREATED_DESC'];

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
  const table = useTableSearchParams({ defaults: { sort: 'NAME_ASC', archived: '' } });
  const { params, setParam, search } = table;
  const sort = pickSort(SORTS, params.sort, 'NAME_ASC');
  const variables = { query: search || null, sort, includeArchived: params.archived === '1' ? true : null };
  const list = useRecordList(
    'professionals',
    ProfessionalsPageDocument,
    variables,
    (data) => data.professionals,
  );

  const columns = useMemo<ListColumn<ProfessionalRowFragment>[]>(
    () => [
      recordNameColumn({
        id: 'NAME',
        header: t('professionals.columns.name'),
        archivedLabel: t('professionals.archived'),
        before: (professional) => <UserAvatar name={professional.name} src={professional.avatar} size="sm" />,
      }),
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
    <RecordListPage
      ns="professionals"
      subtitle={t('professionals.subtitle')}
      create={mayCreate ? { label: t('professionals.form.new'), onCreate: () => setCreating(true) } : null}
      table={table}
      sorts={SORTS}
      sort={sort}
      showArchived={capabilities.canWrite}
      columns={columns}
      list={list}
      onOpen={(row) => void navigate(generatePath(PATHS.professional, { id: row.id }))}
      tableSort={tableSort}
      onSortChange={onSortChange}
    >
      {creating ? (
        <ProfessionalFormDialog
          professional={null}
          onClose={() => setCreating(false)}
          onCreated={(id) => void navigate(generatePath(PATHS.professional, { id }))}
        />
      ) : null}
    </RecordListPage>
  );
}
