import { Badge } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import {
  FilterSelect,
  pickSort,
  RecordListPage,
  recordNameColumn,
  useRecordList,
  useTableSearchParams,
  type ListColumn,
  type DataTableSort,
} from '../../../components/data-table';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { TeamGender, TeamRowFragment, TeamSort } from '../../../generated/graphql';
import { PATHS } from '../../../lib/paths';
import { TEAM_GENDERS, TeamFormDialog } from '../components/team-form-dialog';
import { TeamMembersCell } from '../components/team-members-cell';
import { TeamsPageDocument, TeamStructureDocument } from '../graphql/teams';
import { useStructureCapabilities } from '../use-structure-capabilities';

const TEAM_SORTS: readonly TeamSort[] = ['NAME_ASC', 'NAME_DESC', 'AGE_ASC', 'AGE_DESC', 'CREATED_DESC'];
const isGender = (value: string): value is TeamGender => (TEAM_GENDERS as readonly string[]).includes(value);

/** fbiad-pages/teams-profile: the organization's teams, filtered and searched in the address. */
export function TeamsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('teams.title'));
  const navigate = useNavigate();
  const capabilities = useStructureCapabilities();
  const table = useTableSearchParams({
    defaults: { branch: '', department: '', season: '', gender: '', sort: 'NAME_ASC', archived: '' },
  });
  const { params, setParam, search } = table;
  const sort = pickSort(TEAM_SORTS, params.sort, 'NAME_ASC');
  const variables = {
    query: search || null,
    // A branch or department admin's list keeps to the teams they manage, decided by the server.
    managedByMe: capabilities.ownBranchId || capabilities.ownDepartmentId ? true : null,
    branchId: capabilities.ownBranchId ? null : params.branch || null,
    departmentId: capabilities.ownDepartmentId ? null : params.department || null,
    seasonId: params.season || null,
    gender: isGender(params.gender) ? params.gender : null,
    sort,
    includeArchived: params.archived === '1' ? true : null,
  };
  const list = useRecordList('teams', TeamsPageDocument, variables, (data) => data.teams);
  const structure = useQuery(TeamStructureDocument);
  const [creating, setCreating] = useState(false);

  const open = (team: TeamRowFragment) => void navigate(generatePath(PATHS.team, { id: team.id }));

  const columns = useMemo<ListColumn<TeamRowFragment>[]>(
    () => [
      recordNameColumn({ id: 'NAME', header: t('teams.columns.name'), archivedLabel: t('teams.archived') }),
      {
        id: 'branch',
        header: t('teams.columns.branch'),
        cell: (team) => team.branch.name,
        csv: (team) => team.branch.name,
        from: 'md',
      },
      {
        id: 'department',
        header: t('teams.columns.department'),
        cell: (team) => team.department.name,
        csv: (team) => team.department.name,
        from: 'md',
      },
      {
        id: 'season',
        header: t('teams.columns.season'),
        cell: (team) => team.season.name,
        csv: (team) => team.season.name,
        from: 'lg',
      },
      {
        id: 'AGE',
        header: t('teams.columns.age'),
        sortable: true,
        cell: (team) => <Badge variant="subtle">{team.ageCategory}</Badge>,
        csv: (team) => team.ageCategory,
      },
      {
        id: 'gender',
        header: t('teams.columns.gender'),
        cell: (team) => t(`teams.gender.${team.gender}`),
        csv: (team) => t(`teams.gender.${team.gender}`),
        from: 'sm',
      },
      {
        id: 'members',
        header: t('teams.columns.members'),
        cell: (team) => <TeamMembersCell members={team.memberCount} capacity={team.capacity} />,
      },
      {
        id: 'birthYears',
        header: t('teams.columns.birthYears'),
        csv: (team) => `${team.birthYearMin}–${team.birthYearMax}`,
        csvOnly: true,
      },
      { id: 'capacity', header: t('teams.columns.capacity'), csv: (team) => team.capacity, csvOnly: true },
    ],
    [t],
  );

  // The sort enum as the table's header sort: NAME and AGE, each ascending or descending.
  const tableSort: DataTableSort | null =
    sort === 'CREATED_DESC'
      ? null
      : { id: sort.startsWith('NAME') ? 'NAME' : 'AGE', desc: sort.endsWith('DESC') };
  const onSortChange = (next: DataTableSort) => setParam('sort', `${next.id}_${next.desc ? 'DESC' : 'ASC'}`);

  const branches = structure.data?.branches.nodes ?? [];
  const departments = structure.data?.departments.nodes ?? [];
  const seasons = structure.data?.seasons.nodes ?? [];

  return (
    <RecordListPage
      ns="teams"
      subtitle={t('teams.subtitle')}
      create={
        capabilities.scopedAdmin
          ? { label: t('teams.actions.create'), onCreate: () => setCreating(true) }
          : null
      }
      table={table}
      sorts={TEAM_SORTS}
      sort={sort}
      showArchived={capabilities.scopedAdmin}
      filters={
        <>
          {capabilities.ownBranchId ? null : (
            <FilterSelect
              label={t('teams.filters.branch')}
              allLabel={t('teams.filters.allBranches')}
              value={params.branch}
              options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
              onChange={(value) => setParam('branch', value)}
            />
          )}
          {capabilities.ownDepartmentId ? null : (
            <FilterSelect
              label={t('teams.filters.department')}
              allLabel={t('teams.filters.allDepartments')}
              value={params.department}
              options={departments.map((department) => ({ value: department.id, label: department.name }))}
              onChange={(value) => setParam('department', value)}
            />
          )}
          <FilterSelect
            label={t('teams.filters.season')}
            allLabel={t('teams.filters.allSeasons')}
            value={params.season}
            options={seasons.map((season) => ({ value: season.id, label: season.name }))}
            onChange={(value) => setParam('season', value)}
          />
          <FilterSelect
            label={t('teams.filters.gender')}
            allLabel={t('teams.filters.allGenders')}
            value={params.gender}
            options={TEAM_GENDERS.map((gender) => ({ value: gender, label: t(`teams.gender.${gender}`) }))}
            onChange={(value) => setParam('gender', value)}
          />
        </>
      }
      columns={columns}
      list={list}
      onOpen={open}
      tableSort={tableSort}
      onSortChange={onSortChange}
    >
      {creating ? (
        <TeamFormDialog
          team={null}
          onClose={() => setCreating(false)}
          onCreated={() => {
            // Where a new team falls in the list depends on the sort and filters: the list asks again.
            void list.list.refetch();
          }}
        />
      ) : null}
    </RecordListPage>
  );
}
