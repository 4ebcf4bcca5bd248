import { appendPage, laterPage } from '../../../lib/apollo/keyset-pages';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Avatar, Button, Container, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import {
  CsvExportButton,
  DataTable,
  FilterSelect,
  TableToolbar,
  useTableSearchParams,
  csvColumnsOf,
  type ListColumn,
} from '../../../components/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { AthleteRowFragment, AthleteSort, AthleteStatus } from '../../../generated/graphql';
import { ATHLETES_ONLY } from '../../../lib/paths';
import { athleteProfilePath, birthYearOf, useAthletesViewer } from '../athletes-viewer';
import { AthleteFormDialog } from '../components/athlete-form-dialog';
import { AthleteStatusBadge } from '../components/athlete-status-badge';
import { AthletesListDocument, AthleteTeamOptionsDocument } from '../graphql/athletes';

const PAGE_SIZE = 25;
const STATUSES: AthleteStatus[] = ['active', 'trial', 'waitlist', 'left'];
const SORTS: AthleteSort[] = ['name_asc', 'name_desc', 'newest', 'oldest'];

const isStatus = (value: string): value is AthleteStatus => (STATUSES as string[]).includes(value);
const isSort = (value: string): value is AthleteSort => (SORTS as string[]).includes(value);

/** A birth year from the address, or undefined when missing or not a year. */
const yearParam = (value: string) => (/^\d{4}$/.test(value) ? Number(value) : undefined);
const minOf = (a?: number, b?: number) => (a !== undefined && b !== undefined ? Math.min(a, b) : a);
const maxOf = (a?: number, b?: number) => (a !== undefined && b !== undefined ? Math.max(a, b) : b);

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
    defaults: { team: '', status: '', from: '', to: '', only: '', sort: 'name_asc', archived: '' },
  });
  const sort: AthleteSort = isSort(params.sort) ? params.sort : 'name_asc';
  const variables = {
    query: search || undefined,
    first: PAGE_SIZE,
    sort,
    status: isStatus(params.status) ? params.status : undefined,
    teamId: params.team || undefined,
    // A range given the wrong way round is read the right way round.
    birthYearFrom: minOf(yearParam(params.from), yearParam(params.to)),
    birthYearTo: maxOf(yearParam(params.from), yearParam(params.to)),
    // The school dashboard's tiles link here with `only`.
    newThisSeason: params.only === ATHLETES_ONLY.newThisSeason || undefined,
    missingConsent: params.only === ATHLETES_ONLY.missingConsent || undefined,
    includeArchived: params.archived === '1',
  };
  const list = useQuery(AthletesListDocument, { variables, notifyOnNetworkStatusChange: true });
  const teams = useQuery(AthleteTeamOptionsDocument, { variables: {} });
  const [loadingMore, setLoadingMore] = useState(false);

  const connection = list.data?.athletes;
  const rows = connection?.nodes ?? [];

  const loadMore = async () => {
    if (!connection?.endCursor) return;
    setLoadingMore(true);
    try {
      await list.fetchMore({
        variables: laterPage({}, connection.endCursor),
        updateQuery: (previous, { fetchMoreResult }) => ({
          athletes: previous.athletes
            ? appendPage(previous.athletes, fetchMoreResult.athletes)
            : fetchMoreResult.athletes,
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  const columns = useMemo<ListColumn<AthleteRowFragment>[]>(
    () => [
      {
        id: 'name',
        header: t('athletes.list.name'),
        sortable: true,
        csv: (athlete) => athlete.fullName,
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
        csv: (athlete) => athlete.licenceNumber,
        cellProps: { color: 'fg.muted' },
      },
      {
        id: 'birthYear',
        header: t('athletes.list.birthYear'),
        from: 'md',
        cell: (athlete) => birthYearOf(athlete.private?.birthDate) ?? '—',
      },
      {
        id: 'birthDate',
        header: t('athletes.list.birthDate'),
        csv: (athlete) => athlete.private?.birthDate,
        csvOnly: true,
      },
      {
        id: 'gender',
        header: t('athletes.list.gender'),
        csv: (athlete) => t(`athletes.gender.${athlete.gender}`),
        csvOnly: true,
      },
      {
        id: 'teams',
        header: t('athletes.list.teams'),
        from: 'lg',
        csv: (athlete) =>
          currentTeams(athlete)
            .map((team) => team.name)
            .join('; '),
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
        csv: (athlete) => t(`athletes.status.${athlete.status}`),
        cell: (athlete) => (
          <AthleteStatusBadge status={athlete.status} archived={Boolean(athlete.archivedAt)} />
        ),
      },
    ],
    [t],
  );

  const fetchPage = async (after: string | null) => {
    const { data } = await client.query({
      query: AthletesListDocument,
      variables: after ? laterPage(variables, after, 200) : { ...variables, first: 200, withCount: false },
      fetchPolicy: 'network-only',
    });
    const page = data?.athletes;
    return {
      rows: page?.nodes ?? [],
      endCursor: page?.endCursor,
      hasNextPage: Boolean(page?.endCursor),
    };
  };

  const thisYear = new Date().getFullYear();
  const yearOptions = Array.from({ length: 20 }, (_, index) => {
    const year = String(thisYear - 4 - index);
    return { value: year, label: year };
  });

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
                allLabel={t('athletes.list.allTeams')}
                value={params.team}
                options={(teams.data?.teams.nodes ?? []).map((team) => ({
                  value: team.id,
                  label: `${team.name} · ${team.ageCategory} · ${team.branch.name}`,
                }))}
                onChange={(value) => setParam('team', value)}
              />
              <FilterSelect
                label={t('athletes.list.filterYearFrom')}
                allLabel={t('athletes.list.anyYear')}
                value={params.from}
                options={yearOptions}
                onChange={(value) => setParam('from', value)}
              />
              <FilterSelect
                label={t('athletes.list.filterYearTo')}
                allLabel={t('athletes.list.anyYear')}
                value={params.to}
                options={yearOptions}
                onChange={(value) => setParam('to', value)}
              />
              <FilterSelect
                label={t('athletes.list.filterStatus')}
                allLabel={t('athletes.list.allStatuses')}
                value={params.status}
                options={STATUSES.map((status) => ({ value: status, label: t(`athletes.status.${status}`) }))}
                onChange={(value) => setParam('status', value)}
              />
              <FilterSelect
                label={t('athletes.list.filterOnly')}
                allLabel={t('athletes.list.everyone')}
                value={params.only}
                options={[
                  { value: ATHLETES_ONLY.newThisSeason, label: t('athletes.list.onlyNew') },
                  { value: ATHLETES_ONLY.missingConsent, label: t('athletes.list.onlyMissingConsent') },
                ]}
                onChange={(value) => setParam('only', value)}
              />
              {viewer.isAdmin ? (
                <FilterSelect
                  label={t('athletes.list.filterArchived')}
                  allLabel={t('athletes.list.hideArchived')}
                  value={params.archived}
                  options={[{ value: '1', label: t('athletes.list.showArchived') }]}
                  onChange={(value) => setParam('archived', value)}
                />
              ) : null}
            </>
          }
          actions={
            <CsvExportButton
              fileName={`athletes-${new Date().toISOString().slice(0, 10)}`}
              columns={csvColumnsOf(columns)}
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
            search || params.team || params.status || params.from || params.to || params.only
              ? t('athletes.list.noMatch')
              : viewer.isParent
                ? t('athletes.list.noChildren')
                : t('athletes.list.empty')
          }
          totalCount={connection?.totalCount}
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
