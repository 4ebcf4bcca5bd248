import { Badge, HStack, IconButton, Link, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LuArchive, LuPencil, LuRotateCcw } from 'react-icons/lu';
import {
  FilterSelect,
  RecordListPage,
  recordNameColumn,
  useRecordList,
  useTableSearchParams,
  type ListColumn,
  type DataTableSort,
} from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { BranchRowFragment } from '../../../generated/graphql';
import { PATHS } from '../../../lib/paths';
import { BranchFormDialog } from '../components/branch-form-dialog';
import { BranchesPageDocument } from '../graphql/branches';
import { useArchiveBranch } from '../hooks/use-team-mutations';
import { useStructureCapabilities } from '../use-structure-capabilities';

function BranchTeamsCell({ branch }: { branch: BranchRowFragment }) {
  const { t } = useTranslation();
  return (
    <Link asChild onClick={(event) => event.stopPropagation()}>
      <RouterLink
        to={`${PATHS.teams}?branch=${encodeURIComponent(branch.id)}`}
        aria-label={t('teams.branches.openTeams', { name: branch.name })}
      >
        {branch.teamCount}
      </RouterLink>
    </Link>
  );
}

/** fbiad-pages/branches-profile: the organization's sites and their teams; admins keep them. */
export function BranchesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('teams.branches.title'));
  const capabilities = useStructureCapabilities();
  const table = useTableSearchParams({ defaults: { active: '', sort: 'NAME_ASC', archived: '' } });
  const { params, setParam, search } = table;
  const desc = params.sort === 'NAME_DESC';
  const variables = {
    query: search || null,
    active: params.active === 'open' ? true : params.active === 'closed' ? false : null,
    sort: desc ? ('NAME_DESC' as const) : ('NAME_ASC' as const),
    includeArchived: capabilities.organizationAdmin ? true : null,
  };
  const list = useRecordList('teams', BranchesPageDocument, variables, (data) => data.branches);
  const [editing, setEditing] = useState<{ branch: BranchRowFragment | null } | null>(null);
  const [archiving, setArchiving] = useState<BranchRowFragment | null>(null);
  const branchArchive = useArchiveBranch();
  const restore = (branch: BranchRowFragment) => void branchArchive.restore(branch);
  const archive = async () => {
    if (archiving) await branchArchive.archive(archiving);
    setArchiving(null);
  };

  const columns = useMemo<ListColumn<BranchRowFragment>[]>(() => {
    const base: ListColumn<BranchRowFragment>[] = [
      recordNameColumn({ id: 'NAME', header: t('teams.branches.name'), archivedLabel: t('teams.archived') }),
      {
        id: 'address',
        header: t('teams.branches.address'),
        cell: (branch) => branch.address ?? '—',
        csv: (branch) => branch.address,
        from: 'md',
      },
      {
        id: 'phone',
        header: t('teams.branches.phone'),
        cell: (branch) => branch.phone ?? '—',
        csv: (branch) => branch.phone,
        from: 'lg',
      },
      {
        id: 'active',
        header: t('teams.branches.active'),
        csv: (branch) => (branch.active ? t('teams.branches.open') : t('teams.branches.closed')),
        cell: (branch) => (
          <Badge colorPalette={branch.active ? 'green' : 'gray'} variant="subtle">
            {branch.active ? t('teams.branches.open') : t('teams.branches.closed')}
          </Badge>
        ),
      },
      {
        id: 'teams',
        header: t('teams.branches.teams'),
        cell: (branch) => <BranchTeamsCell branch={branch} />,
      },
    ];
    if (!capabilities.organizationAdmin) return base;
    return [
      ...base,
      {
        id: 'actions',
        header: <Text srOnly>{t('teams.actions.edit')}</Text>,
        width: '24',
        cell: (branch) => (
          <HStack
            gap="1"
            onClick={(event) => event.stopPropagation()}
            onKeyDown={(event) => event.stopPropagation()}
          >
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={`${t('teams.actions.edit')}: ${branch.name}`}
              onClick={() => setEditing({ branch })}
            >
              <LuPencil />
            </IconButton>
            {branch.archivedAt ? (
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`${t('teams.actions.restore')}: ${branch.name}`}
                onClick={() => restore(branch)}
              >
                <LuRotateCcw />
              </IconButton>
            ) : (
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={`${t('teams.actions.archive')}: ${branch.name}`}
                onClick={() => setArchiving(branch)}
              >
                <LuArchive />
              </IconButton>
            )}
          </HStack>
        ),
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, capabilities.organizationAdmin]);

  const tableSort: DataTableSort = { id: 'NAME', desc };

  return (
    <RecordListPage
      ns="teams.branches"
      subtitle={t('teams.branches.subtitle')}
      create={
        capabilities.organizationAdmin
          ? { label: t('teams.branches.create'), onCreate: () => setEditing({ branch: null }) }
          : null
      }
      table={table}
      // An organization admin's list holds the archived branches, marked, without asking.
      showArchived={false}
      filters={
        <FilterSelect
          label={t('teams.branches.active')}
          allLabel={t('teams.branches.allStatuses')}
          value={params.active}
          options={[
            { value: 'open', label: t('teams.branches.open') },
            { value: 'closed', label: t('teams.branches.closed') },
          ]}
          onChange={(value) => setParam('active', value)}
        />
      }
      columns={columns}
      list={list}
      tableSort={tableSort}
      onSortChange={(next) => setParam('sort', next.desc ? 'NAME_DESC' : 'NAME_ASC')}
    >
      {editing ? (
        <BranchFormDialog
          branch={editing.branch}
          onClose={() => setEditing(null)}
          onCreated={() => void list.list.refetch()}
        />
      ) : null}
      <ConfirmDialog
        open={archiving !== null}
        title={t('teams.branches.archiveTitle')}
        cancelLabel={t('teams.actions.cancel')}
        confirmLabel={t('teams.actions.archive')}
        onCancel={() => setArchiving(null)}
        onConfirm={() => void archive()}
        confirming={branchArchive.archiving}
      >
        {t('teams.branches.archiveQuestion', { name: archiving?.name ?? '' })}
      </ConfirmDialog>
    </RecordListPage>
  );
}
