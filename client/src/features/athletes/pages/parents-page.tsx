import { appendPage, laterPage } from '../../../lib/apollo/keyset-pages';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Avatar, Badge, Box, Container, HStack, Link, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  DataTable,
  TableToolbar,
  useTableSearchParams,
  CsvExportButton,
  csvColumnsOf,
  type ListColumn,
} from '../../../components/data-table';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { GuardiansListQuery } from '../../../generated/graphql';
import { athleteProfilePath, useAthletesViewer } from '../athletes-viewer';
import { AthleteStatusBadge } from '../components/athlete-status-badge';
import { AthletesListDocument, GuardiansListDocument } from '../graphql/athletes';

// Guardians are grouped from athletes' links: a large page keeps siblings together.
const PAGE_SIZE = 500;

type GuardianAthlete = GuardiansListQuery['athletes']['nodes'][number];
type GuardianUser = NonNullable<GuardianAthlete['guardians']>[number]['guardian'];

interface GuardianRow {
  guardian: GuardianUser;
  children: {
    athlete: GuardianAthlete;
    relationship: string;
    legal: boolean;
    primary: boolean;
    pickUp: boolean;
  }[];
}

/** Guardians with their children, from the guardian links of the athletes loaded so far. */
function groupByGuardian(athletes: readonly GuardianAthlete[]): GuardianRow[] {
  const rows = new Map<string, GuardianRow>();
  for (const athlete of athletes) {
    for (const link of athlete.guardians ?? []) {
      const row = rows.get(link.guardian.id) ?? { guardian: link.guardian, children: [] };
      row.children.push({
        athlete,
        relationship: link.relationship,
        legal: link.legalGuardian,
        primary: link.isPrimary,
        pickUp: link.mayPickUp,
      });
      rows.set(link.guardian.id, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.guardian.name.localeCompare(b.guardian.name, 'tr'));
}

/** The parents page: an admin's guardians list, or a parent's own children. */
export function ParentsPage() {
  const viewer = useAthletesViewer();
  if (!viewer.ready) return null;
  return viewer.isAdmin ? <GuardiansList /> : <MyChildren />;
}

function GuardiansList() {
  const { t } = useTranslation();
  useDocumentTitle(t('athletes.parents.title'));
  const navigate = useNavigate();
  const client = useApolloClient();
  const { query, setQuery, search } = useTableSearchParams({ defaults: {} });
  const list = useQuery(GuardiansListDocument, {
    variables: { first: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const connection = list.data?.athletes;
  const rows = useMemo(() => {
    const needle = search.toLocaleLowerCase('tr');
    return groupByGuardian(connection?.nodes ?? []).filter(
      (row) =>
        !needle ||
        row.guardian.name.toLocaleLowerCase('tr').includes(needle) ||
        row.guardian.email.toLocaleLowerCase('tr').includes(needle) ||
        row.children.some((child) => child.athlete.fullName.toLocaleLowerCase('tr').includes(needle)),
    );
  }, [connection, search]);

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

  const columns: ListColumn<GuardianRow>[] = [
    {
      id: 'name',
      header: t('athletes.parents.guardian'),
      csv: (row) => row.guardian.name,
      cell: (row) => (
        <Stack gap="0" minW="0">
          <Text fontWeight="medium">{row.guardian.name}</Text>
          <Text textStyle="xs" color="fg.muted" truncate>
            {row.guardian.email}
          </Text>
        </Stack>
      ),
    },
    { id: 'email', header: t('athletes.form.email'), csv: (row) => row.guardian.email, csvOnly: true },
    {
      id: 'children',
      header: t('athletes.parents.children'),
      csv: (row) => row.children.map((child) => child.athlete.fullName).join('; '),
      cell: (row) => (
        <Wrap gap="2">
          {row.children.map((child) => (
            <Link asChild key={child.athlete.id} textStyle="sm" onClick={(event) => event.stopPropagation()}>
              <RouterLink to={athleteProfilePath(child.athlete.id)}>
                {child.athlete.fullName} (
                {t(`athletes.relationship.${child.relationship}` as 'athletes.relationship.other')})
              </RouterLink>
            </Link>
          ))}
        </Wrap>
      ),
    },
    {
      id: 'flags',
      header: t('athletes.parents.flags'),
      from: 'md',
      cell: (row) => (
        <Wrap gap="1">
          {row.children.some((child) => child.primary) ? (
            <Badge colorPalette="blue">{t('athletes.guardians.isPrimary')}</Badge>
          ) : null}
          {row.children.some((child) => child.legal) ? (
            <Badge colorPalette="purple">{t('athletes.guardians.legalGuardian')}</Badge>
          ) : null}
        </Wrap>
      ),
    },
  ];

  return (
    <Container maxW="7xl" py={{ base: '6', md: '8' }} px={{ base: '4', md: '8' }}>
      <Stack gap="6">
        <PageHeader
          title={t('athletes.parents.title')}
          subtitle={connection ? t('athletes.parents.subtitle', { count: rows.length }) : null}
        />
        <TableToolbar
          query={query}
          onQueryChange={setQuery}
          searchLabel={t('athletes.parents.search')}
          actions={
            <CsvExportButton
              fileName={`guardians-${new Date().toISOString().slice(0, 10)}`}
              columns={csvColumnsOf(columns)}
              fetchPage={async () => {
                // Every athlete's links, then grouped: a guardian's children may lie on several pages.
                const athletes: GuardianAthlete[] = [];
                let after: string | null = null;
                for (;;) {
                  const { data }: { data?: GuardiansListQuery } = await client.query({
                    query: GuardiansListDocument,
                    variables: { first: 500, after },
                    fetchPolicy: 'network-only',
                  });
                  athletes.push(...(data?.athletes.nodes ?? []));
                  after = data?.athletes.endCursor ?? null;
                  if (!after) break;
                }
                const needle = search.toLocaleLowerCase('tr');
                return {
                  rows: groupByGuardian(athletes).filter(
                    (row) => !needle || row.guardian.name.toLocaleLowerCase('tr').includes(needle),
                  ),
                  endCursor: null,
                  hasNextPage: false,
                };
              }}
            />
          }
        />
        <DataTable
          caption={t('athletes.parents.title')}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.guardian.id}
          loading={list.loading && !list.data}
          error={list.error}
          onRetry={() => void list.refetch()}
          emptyText={search ? t('athletes.list.noMatch') : t('athletes.parents.empty')}
          hasMore={Boolean(connection?.endCursor)}
          onLoadMore={() => void loadMore()}
          loadingMore={loadingMore}
          onOpen={(row) => {
            const first = row.children[0];
            if (first) void navigate(athleteProfilePath(first.athlete.id));
          }}
        />
      </Stack>
    </Container>
  );
}

/** A parent's own children: the athletes list holds exactly them (see schema/athletes.graphql). */
function MyChildren() {
  const { t } = useTranslation();
  useDocumentTitle(t('athletes.parents.myChildren'));
  const list = useQuery(AthletesListDocument, { variables: { first: 50 } });
  const children = list.data?.athletes.nodes ?? [];
  return (
    <Container maxW="5xl" py={{ base: '6', md: '8' }} px={{ base: '4', md: '8' }}>
      <Stack gap="6">
        <PageHeader
          title={t('athletes.parents.myChildren')}
          subtitle={list.data ? t('athletes.parents.myChildrenSubtitle', { count: children.length }) : null}
        />
        {list.error ? (
          <ErrorAlert retry={{ label: t('athletes.actions.retry'), onRetry: () => void list.refetch() }}>
            {t('athletes.errors.generic')}
          </ErrorAlert>
        ) : null}
        {list.data && children.length === 0 ? (
          <Text color="fg.muted">{t('athletes.list.noChildren')}</Text>
        ) : null}
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" as="ul" listStyleType="none">
          {children.map((child) => (
            <Box as="li" key={child.id} borderWidth="1px" rounded="l3" p="4" bg="bg.panel">
              <HStack gap="3">
                <Avatar.Root size="lg">
                  <Avatar.Fallback name={child.fullName} />
                  {child.photo ? <Avatar.Image src={child.photo} alt="" /> : null}
                </Avatar.Root>
                <Stack gap="1" minW="0">
                  <Link asChild fontWeight="semibold">
                    <RouterLink to={athleteProfilePath(child.id)}>{child.fullName}</RouterLink>
                  </Link>
                  <Text textStyle="sm" color="fg.muted" truncate>
                    {child.memberships
                      .filter((membership) => membership.current)
                      .map((membership) => membership.team.name)
                      .join(', ') || t('athletes.profile.noTeams')}
                  </Text>
                  <AthleteStatusBadge status={child.status} />
                </Stack>
              </HStack>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
