import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { LuPlus } from 'react-icons/lu';
import {
  CsvExportButton,
  DataTable,
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
import type { TeamGender, TeamRowFragment, TeamSort } from '../../../generated/graphql';
import { useFeatureErrors } from '../../../lib/apollo/feature-errors';
import { PATHS } from '../../../lib/paths';
import { FilterCheckbox, FilterSelect } from '../../../components/data-table';
import { TEAM_GENDERS, TeamFormDialog } from '../components/team-form-dialog';
import { TeamMembersCell } from '../components/team-members-cell';
import { TeamsPageDocument, TeamStructureDocument } from '../graphql/teams';
import { useStructureCapabilities } from '../use-structure-capabilities';

const PAGE_SIZE = 50;
const TEAM_SORTS: readonly TeamSort[] = ['NAME_ASC', 'NAME_DESC', 'AGE_ASC', 'AGE_DESC', 'CREATED_DESC'];
const isTeamSort = (value: string): value is TeamSort => (TEAM_SORTS as readonly string[]).includes(value);
const isGender = (value: string): value is TeamGender => (TEAM_GENDERS as readonly string[]).includes(value);

/** fbiad-pages/teams-profile: the organization's teams, filtered and searched in the address. */
export function TeamsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('teams.title'));
  const navigate = useNavigate();
  const capabilities = useStructureCapabilities();
  const { params, setParam, query, setQuery, search } = useTableSearchParams({
    defaults: { branch: '', department: '', season: '', gender: '', sort: 'NAME_ASC', archived: '' },
  });
  const sort: TeamSort = isTeamSort(params.sort) ? params.sort : 'NAME_ASC';
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
  const { explain } = useFeatureErrors('teams');
  const onLoadMoreError = useCallback(
    (error: unknown) => appToaster.create({ type: 'error', title: explain(error) }),
    [explain],
  );
  const { list, rows, fetchPage, tableProps } = useKeysetList(TeamsPageDocument, {
    variables,
    connection: (data) => data.teams,
    pageSize: PAGE_SIZE,
    onLoadMoreError,
  });
  const structure = useQuery(TeamStructureDocument);
  const [creating, setCreating] = useState(false);

  const open = (team: TeamRowFragment) => void navigate(generatePath(PATHS.team, { id: team.id }));

  const columns = useMemo<ListColumn<TeamRowFragment>[]>(
    () => [
      {
        id: 'NAME',
        header: t('teams.columns.name'),
        sortable: true,
        csv: (team) => team.name,
        cell: (team) => (
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium">{team.name}</Text>
            {team.archivedAt ? (
              <Badge size="sm" variant="outline">
                {t('teams.archived')}
              </Badge>
            ) : null}
          </HStack>
        ),
      },
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
    <Stack gap="6">
      <PageHeader
        title={t('teams.title')}
        subtitle={t('teams.subtitle')}
        actions={
          capabilities.scopedAdmin ? (
            <Button onClick={() => setCreating(true)}>
              <LuPlus aria-hidden="true" />
              {t('teams.actions.create')}
            </Button>
          ) : null
        }
      />
      <TableToolbar
        query={query}
        onQueryChange={setQuery}
        searchLabel={t('teams.search')}
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
            <FilterSelect
              label={t('teams.sort.label')}
              value={sort}
              options={TEAM_SORTS.map((value) => ({ value, label: t(`teams.sort.${value}`) }))}
              onChange={(value) => setParam('sort', value)}
            />
            {capabilities.scopedAdmin ? (
              <FilterCheckbox
                label={t('teams.filters.archived')}
                value={params.archived}
                onChange={(value) => setParam('archived', value)}
              />
            ) : null}
          </>
        }
        actions={
          <CsvExportButton<TeamRowFragment>
            fileName={t('teams.exportFile')}
            disabled={rows.length === 0}
            columns={csvColumnsOf(columns)}
            fetchPage={fetchPage}
          />
        }
      />
      <DataTable
        caption={t('teams.caption')}
        columns={columns}
        {...tableProps}
        getRowId={(team) => team.id}
        emptyText={t('teams.empty')}
        onOpen={open}
        sort={tableSort}
        onSortChange={onSortChange}
      />
      {creating ? (
        <TeamFormDialog
          team={null}
          onClose={() => setCreating(false)}
          onCreated={() => {
            // Where a new team falls in the list depends on the sort and filters: the list asks again.
            void list.refetch();
          }}
        />
      ) : null}
    </Stack>
  );
}
