import {
  Badge,
  Box,
  Button,
  Card,
  DataList,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { LuPencil, LuUserPlus } from 'react-icons/lu';
import { archiveLabels, RecordArchiveButton } from '../../../components/ui/record-archive-button';
import { PageHeader } from '../../../components/ui/page-header';
import { BackLink, RecordPageFallback } from '../../../components/ui/record-page';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useFeatureErrors } from '../../../lib/apollo/feature-errors';
import { todayIso } from '../../../lib/dates';
import { useDates } from '../../../lib/dates-hook';
import { PATHS } from '../../../lib/paths';
import { TeamAthleteDialog } from '../components/team-athlete-dialog';
import { TeamFormDialog } from '../components/team-form-dialog';
import { TeamAttendanceSection } from '../components/team-attendance-section';
import { TeamStaffPanel } from '../components/team-staff-panel';
import { TeamProfileDocument } from '../graphql/teams';
import { useArchiveTeam } from '../hooks/use-team-mutations';
import { useStructureCapabilities } from '../use-structure-capabilities';

/** An athlete's page (built by the athletes feature). */
const athletePath = (id: string) => `/fbiad-pages/athletes-profile/${encodeURIComponent(id)}`;

/** fbiad-pages/teams-profile/:id: a team's details, roster and staff. */
export function TeamProfilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const dates = useDates();
  const capabilities = useStructureCapabilities();
  const { data, loading, error, refetch } = useQuery(TeamProfileDocument, { variables: { id } });
  const team = data?.team;
  useDocumentTitle(team?.name ?? t('teams.title'));
  const [editing, setEditing] = useState(false);
  const [addingAthlete, setAddingAthlete] = useState(false);
  const archiving = useArchiveTeam();
  const errors = useFeatureErrors('teams');

  const back = <BackLink to={PATHS.teams} label={t('teams.actions.back')} />;
  if (loading || !team) {
    return (
      <RecordPageFallback
        back={back}
        error={team ? undefined : error}
        describe={errors.describe}
        retry={{ label: t('teams.actions.retry'), onRetry: () => void refetch() }}
        placeholder={<Text color="fg.muted">…</Text>}
      />
    );
  }

  const roster = data.teamMemberships;
  // The count is the team's own: a viewer who may not see the roster (a coach of another team, a
  // parent of another team, a company) reads fewer rows than the team has athletes, or none.
  const members = team.memberCount;
  const over = members > team.capacity;
  const hidden = roster.length < members;
  // A team whose season has ended keeps its roster and staff as they were.
  const ended = team.season.endsOn < todayIso();
  const mayChangeRoster = capabilities.scopedAdmin && !team.archivedAt && !ended;

  return (
    <Stack gap="6">
      {back}
      <PageHeader
        title={team.name}
        subtitle={`${team.branch.name} · ${team.department.name} · ${team.season.name}`}
        actions={
          capabilities.scopedAdmin ? (
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" onClick={() => setEditing(true)}>
                <LuPencil aria-hidden="true" />
                {t('teams.actions.edit')}
              </Button>
              <RecordArchiveButton
                target={team}
                archiving={archiving}
                archived={Boolean(team.archivedAt)}
                describeError={errors.explain}
                labels={archiveLabels(t, 'teams', team.name)}
              />
            </HStack>
          ) : null
        }
      />
      {team.archivedAt ? (
        <Badge alignSelf="start" variant="outline">
          {t('teams.archived')}
        </Badge>
      ) : null}
      <Card.Root>
        <Card.Body>
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t('teams.columns.age')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Badge variant="subtle">{team.ageCategory}</Badge>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('teams.columns.birthYears')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {team.birthYearMin}–{team.birthYearMax}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('teams.columns.gender')}</DataList.ItemLabel>
              <DataList.ItemValue>{t(`teams.gender.${team.gender}`)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('teams.columns.members')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <HStack gap="2">
                  <Text
                    as="span"
                    color={over ? 'fg.error' : undefined}
                    fontWeight={over ? 'semibold' : undefined}
                  >
                    {members} / {team.capacity}
                  </Text>
                  {over ? (
                    <Badge colorPalette="red" size="sm">
                      {t('teams.overCapacity')}
                    </Badge>
                  ) : null}
                </HStack>
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Stack gap="3" as="section" aria-labelledby="team-roster" minW="0">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Heading as="h2" size="lg" id="team-roster">
              {t('teams.profile.roster')}
            </Heading>
            {mayChangeRoster ? (
              <Button size="sm" variant="outline" onClick={() => setAddingAthlete(true)}>
                <LuUserPlus aria-hidden="true" />
                {t('teams.roster.add')}
              </Button>
            ) : null}
          </HStack>
          {ended ? <Text color="fg.muted">{t('teams.roster.seasonEnded')}</Text> : null}
          {hidden ? (
            <Text color="fg.muted" data-testid="roster-private">
              {t('teams.roster.private', { count: members })}
            </Text>
          ) : null}
          {roster.length === 0 ? (
            hidden ? null : (
              <Text color="fg.muted">{t('teams.profile.rosterEmpty')}</Text>
            )
          ) : (
            <Box minW="0">
              <Table.ScrollArea borderWidth="1px" rounded="l3" bg="bg.panel" maxW="100%">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row bg="bg.subtle">
                      <Table.ColumnHeader w="16">{t('teams.profile.jersey')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('teams.profile.athlete')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('teams.profile.position')}</Table.ColumnHeader>
                      <Table.ColumnHeader display={{ base: 'none', sm: 'table-cell' }}>
                        {t('teams.profile.since')}
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {roster.map((membership) => (
                      <Table.Row key={membership.id}>
                        <Table.Cell fontVariantNumeric="tabular-nums">
                          {membership.jerseyNumber ?? '—'}
                        </Table.Cell>
                        <Table.Cell>
                          <Link asChild fontWeight="medium">
                            <RouterLink to={athletePath(membership.athlete.id)}>
                              {membership.athlete.fullName}
                            </RouterLink>
                          </Link>
                        </Table.Cell>
                        <Table.Cell>{membership.position ?? '—'}</Table.Cell>
                        <Table.Cell display={{ base: 'none', sm: 'table-cell' }}>
                          {dates.calendarDate(membership.fromOn)}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Box>
          )}
        </Stack>
        <Stack gap="3" as="section" aria-labelledby="team-staff" minW="0">
          <Heading as="h2" size="lg" id="team-staff">
            {t('teams.profile.staff')}
          </Heading>
          <TeamStaffPanel
            teamId={team.id}
            staff={team.staff}
            canManage={capabilities.scopedAdmin && !team.archivedAt && !ended}
          />
        </Stack>
      </SimpleGrid>
      <TeamAttendanceSection teamId={team.id} manages={capabilities.scopedAdmin} />

      {editing ? <TeamFormDialog team={team} onClose={() => setEditing(false)} /> : null}
      {addingAthlete ? (
        <TeamAthleteDialog
          teamId={team.id}
          gender={team.gender}
          birthYearMin={team.birthYearMin}
          rosterAthleteIds={new Set(roster.map((membership) => membership.athlete.id))}
          onClose={() => setAddingAthlete(false)}
        />
      ) : null}
    </Stack>
  );
}
