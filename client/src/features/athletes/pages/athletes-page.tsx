import { useApolloClient, useQuery } from '@apollo/client/react';
import { Avatar, Button, Container, HStack, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import {
  CsvExportButton,
  DataTable,
  TableToolbar,
  useTableSearchParams,
  type CsvColumn,
  type DataTableColumn,
} from '../../../components/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { AthleteRowFragment, AthleteSort, AthleteStatus } from '../../../generated/graphql';
import { athleteProfilePath, birthYearOf, useAthletesViewer } from '../athletes-viewer';
import { AthleteFormDialog } from '../components/athlete-form-dialog';
import { AthleteStatusBadge } from '../components/athlete-status-badge';
import { AthletesListDocument, AthleteTeamOptionsDocument } from '../graphql/athletes';

const PAGE_SIZE = 25;
const STATUSES: AthleteStatus[] = ['active', 'trial', 'waitlist', 'left'];
const SORTS: AthleteSort[] = ['name_asc', 'name_desc', 'newest', 'oldest'];

const isStatus = (value: string): value is AthleteStatus => (STATUSES as string[]).includes(value);
const isSort = (value: string): value is AthleteSort => (SORTS as string[]).includes(value);

const currentTeams = (athlete: AthleteRowFragment) =>
  athlete.memberships.filter((membership) => membership.current).map((membership) => membership.team);

/**
 * The athletes in the viewer's charge (an admin's scope, a coach's teams, a parent's own children):
 * search by name or licence, filters by team, birth year and status in the address, keyset pages.
 */
export function AthletesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('athletes.list.title'));
  const navigate = useNavigate();
  const client = useApolloClient();
  const viewer = useAthletesViewer();
  const [creating, setCreating] = useState(false);
  const { params, setParam, query, setQuery, search } = useTableSearchParams({
    defaults: { team: '', status: '', year: '', sort: 'name_asc', archived: '' },
  });
  const sort: AthleteSort = isSort(params.sort) ? params.sort : 'name_asc';
  const variables = {
    query: search || undefined,
    first: PAGE_SIZE,
    sort,
    status: isStatus(params.status) ? params.status : undefined,
    teamId: params.team || undefined,
    includeArchived: params.archived === '1',
  };
  const list = useQuery(AthletesListDocument, { variables, notifyOnNetworkStatusChange: true });
  const teams = useQuery(AthleteTeamOptionsDocument, { variables: {} });
  const [loadingMore, setLoadingMore] = useState(false);

  const connection = list.data?.athletes;
  // The birth year (age) filter works on the loaded rows: the API filters by team, status and search.
  const year = params.year ? Number(params.year) : null;
  const rows = useMemo(
    () =>
      (connection?.nodes ?? []).filter(
        (athlete) => year === null || birthYearOf(athlete.private?.birthDate) === year,
      ),
    [connection, year],
  );

  const loadMore = async () => {
    if (!connection?.endCursor) return;
    setLoadingMore(true);
    try {
      await list.fetchMore({
        variables: { after: connection.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          athletes: {
            ...fetchMoreResult.athletes,
            nodes: [...(previous.athletes?.nodes ?? []), ...fetchMoreResult.athletes.nodes],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  const columns = useMemo<DataTableColumn<AthleteRowFragment>[]>(
    () => [
      {
        id: 'name',
        header: t('athletes.list.name'),
        sortable: true,
        cell: (athlete) => (
          <HStack gap="3" minW="0">
            <Avatar.Root size="sm">
              <Avatar.Fallback name={athlete.fullName} />
              {athlete.photo ? <Avatar.Image src={athlete.photo} alt="" /> : null}
            </Avatar.Root>
            <Stack gap="0" minW="0">
              <Text fontWeight="medium">{athlete.fullName}</Text>
              <Text textStyle="xs" color="fg.muted" display={{ md: 'none' }} truncate>
                {[athlete.licenceNumber, birthYearOf(athlete.private?.birthDate)].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          </HStack>
        ),
      },
      {
        id: 'licence',
        header: t('athletes.list.licence'),
        from: 'md',
        cell: (athlete) => athlete.licenceNumber ?? '—',
        cellProps: { color: 'fg.muted' },
      },
      {
        id: 'birthYear',
        header: t('athletes.list.birthYear'),
        from: 'md',
        cell: (athlete) => birthYearOf(athlete.private?.birthDate) ?? '—',
      },
      {
        id: 'teams',
        header: t('athletes.list.teams'),
        from: 'lg',
        cell: (athlete) => (
          <Wrap gap="1">
            {currentTeams(athlete).map((team) => (
              <Text key={team.id} as="span" textStyle="sm">
                {team.name}
              </Text>
            ))}
          </Wrap>
        ),
      },
      {
        id: 'status',
        header: t('athletes.list.status'),
        cell: (athlete) => (
          <AthleteStatusBadge status={athlete.status} archived={Boolean(athlete.archivedAt)} />
        ),
      },
    ],
    [t],
  );

  const csvColumns: CsvColumn<AthleteRowFragment>[] = [
    { header: t('athletes.list.name'), value: (athlete) => athlete.fullName },
    { header: t('athletes.list.licence'), value: (athlete) => athlete.licenceNumber },
    { header: t('athletes.list.birthDate'), value: (athlete) => athlete.private?.birthDate },
    { header: t('athletes.list.gender'), value: (athlete) => t(`athletes.gender.${athlete.gender}`) },
    {
      header: t('athletes.list.teams'),
      value: (athlete) =>
        currentTeams(athlete)
          .map((team) => team.name)
          .join('; '),
    },
    { header: t('athletes.list.status'), value: (athlete) => t(`athletes.status.${athlete.status}`) },
  ];

  const fetchPage = async (after: string | null) => {
    const { data } = await client.query({
      query: AthletesListDocument,
      variables: { ...variables, first: 200, after },
      fetchPolicy: 'network-only',
    });
    const page = data?.athletes;
    return {
      rows: (page?.nodes ?? []).filter(
        (athlete) => year === null || birthYearOf(athlete.private?.birthDate) === year,
      ),
      endCursor: page?.endCursor,
      hasNextPage: Boolean(page?.endCursor),
    };
  };

  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 20 }, (_, index) => String(thisYear - 4 - index));

  return (
    <Container maxW="7xl" py={{ base: '6', md: '8' }} px={{ base: '4', md: '8' }}>
      <Stack gap="6">
        <PageHeader
          title={viewer.isParent ? t('athletes.list.myChildren') : t('athletes.list.title')}
          subtitle={connection ? t('athletes.list.subtitle', { count: connection.totalCount }) : null}
          actions={
            viewer.isAdmin ? (
              <Button onClick={() => setCreating(true)}>
                <LuPlus aria-hidden="true" />
                {t('athletes.list.add')}
              </Button>
            ) : null
          }
        />
        <TableToolbar
          query={query}
          onQueryChange={setQuery}
          searchLabel={t('athletes.list.search')}
          filters={
            <>
              <FilterSelect
                label={t('athletes.list.filterTeam')}
                name="team"
                value={params.team}
                onChange={(value) => setParam('team', value)}
              >
                <option value="">{t('athletes.list.allTeams')}</option>
                {(teams.data?.teams.nodes ?? []).map((team) => (
                  <option key={team.id} value={team.id}>
                    {team.name} · {team.ageCategory} · {team.branch.name}
                  </option>
                ))}
              </FilterSelect>
              <FilterSelect
                label={t('athletes.list.filterYear')}
                name="year"
                value={params.year}
                onChange={(value) => setParam('year', value)}
              >
                <option value="">{t('athletes.list.allYears')}</option>
                {years.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </FilterSelect>
              <FilterSelect
                label={t('athletes.list.filterStatus')}
                name="status"
                value={params.status}
                onChange={(value) => setParam('status', value)}
              >
                <option value="">{t('athletes.list.allStatuses')}</option>
                {STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`athletes.status.${status}`)}
                  </option>
                ))}
              </FilterSelect>
              {viewer.isAdmin ? (
                <FilterSelect
                  label={t('athletes.list.filterArchived')}
                  name="archived"
                  value={params.archived}
                  onChange={(value) => setParam('archived', value)}
                >
                  <option value="">{t('athletes.list.hideArchived')}</option>
                  <option value="1">{t('athletes.list.showArchived')}</option>
                </FilterSelect>
              ) : null}
            </>
          }
          actions={
            <CsvExportButton
              fileName={`athletes-${new Date().toISOString().slice(0, 10)}`}
              columns={csvColumns}
              fetchPage={fetchPage}
              disabled={!connection || connection.nodes.length === 0}
            />
          }
        />
        <DataTable
          caption={t('athletes.list.title')}
          columns={columns}
          rows={rows}
          getRowId={(athlete) => athlete.id}
          loading={list.loading && !list.data}
          error={list.error}
          onRetry={() => void list.refetch()}
          emptyText={
            search || params.team || params.status || params.year
              ? t('athletes.list.noMatch')
              : viewer.isParent
                ? t('athletes.list.noChildren')
                : t('athletes.list.empty')
          }
          totalCount={year === null ? connection?.totalCount : null}
          hasMore={Boolean(connection?.endCursor)}
          onLoadMore={() => void loadMore()}
          loadingMore={loadingMore}
          onOpen={(athlete) => void navigate(athleteProfilePath(athlete.id))}
          sort={{ id: 'name', desc: sort === 'name_desc' }}
          onSortChange={(next) => setParam('sort', next.desc ? 'name_desc' : 'name_asc')}
        />
      </Stack>
      {creating ? (
        <AthleteFormDialog
          athlete={null}
          open
          onClose={() => setCreating(false)}
          onSaved={(athlete) => {
            setCreating(false);
            void list.refetch();
            void navigate(athleteProfilePath(athlete.id));
          }}
        />
      ) : null}
    </Container>
  );
}

/** A filter of the toolbar: a native select named by its label. */
function FilterSelect({
  label,
  name,
  value,
  onChange,
  children,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string | null) => void;
  children: ReactNode;
}) {
  return (
    <NativeSelect.Root size="md" width={{ base: 'full', sm: '44' }}>
      <NativeSelect.Field
        name={name}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value || null)}
      >
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
