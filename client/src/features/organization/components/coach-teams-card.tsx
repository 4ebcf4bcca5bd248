import { Card, Heading, HStack, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router';
import type { HomeCoachTeamsQuery } from '../../../generated/graphql';
import { PATHS } from '../../../lib/paths';

type CoachTeam = HomeCoachTeamsQuery['teams']['nodes'][number];

/** The staff roles in the order they rank, for the viewer's title on their home. */
export const STAFF_ROLE_ORDER = [
  'head_coach',
  'assistant_coach',
  'goalkeeper_coach',
  'physio',
  'manager',
] as const;

/** The viewer's roles on these teams' staff, highest first, each once. */
export function ownStaffRoles(teams: readonly CoachTeam[], viewerId: string) {
  const held = new Set(
    teams.flatMap((team) =>
      team.staff.filter((row) => row.professional.userId === viewerId).map((row) => row.role),
    ),
  );
  return STAFF_ROLE_ORDER.filter((role) => held.has(role));
}

/** A coach's teams on their home: name, season and members against capacity, each opening the team. */
export function CoachTeamsCard({
  teams,
  viewerId,
}: {
  teams: readonly CoachTeam[] | undefined;
  viewerId: string;
}) {
  const { t } = useTranslation();
  return (
    <Card.Root
      as="section"
      variant="outline"
      aria-labelledby="home-coach-teams"
      data-testid="home-coach-teams"
    >
      <Card.Header>
        <Heading as="h2" size="md" id="home-coach-teams">
          {t('organization.coach.teams')}
        </Heading>
      </Card.Header>
      <Card.Body>
        {teams === undefined ? (
          <Skeleton h="16" rounded="l2" />
        ) : teams.length === 0 ? (
          <Text color="fg.muted">{t('organization.coach.noTeams')}</Text>
        ) : (
          <List.Root variant="plain" gap="3">
            {teams.map((team) => {
              const roles = ownStaffRoles([team], viewerId);
              return (
                <List.Item key={team.id} display="block">
                  <HStack justify="space-between" gap="3" wrap="wrap">
                    <Stack gap="0" minW="0">
                      <Link asChild fontWeight="medium">
                        <RouterLink to={generatePath(PATHS.team, { id: team.id })}>{team.name}</RouterLink>
                      </Link>
                      <Text textStyle="xs" color="fg.muted">
                        {[
                          t('organization.coach.season', { season: team.season.name }),
                          ...roles.map((role) => t(`organization.coach.role.${role}`)),
                        ].join(' · ')}
                      </Text>
                    </Stack>
                    <Text textStyle="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                      {t('organization.coach.members', { count: team.memberCount, capacity: team.capacity })}
                    </Text>
                  </HStack>
                </List.Item>
              );
            })}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
