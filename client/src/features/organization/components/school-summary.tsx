import { Button, HStack, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LuArrowRight, LuBadgeCheck, LuFileWarning, LuUsers, LuUsersRound } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { ATHLETES_ONLY, PATHS } from '../../../lib/paths';
import { HomeOrganizationDocument, HomeSchoolDocument } from '../graphql/organization-home';
import { StatTile } from './stat-tile';

const MISSING_CONSENTS = `${PATHS.athletes}?only=${ATHLETES_ONLY.missingConsent}`;

/**
 * The school at a glance on an admin's home: athletes, missing consents, teams over capacity and
 * certifications expiring soon (the school dashboard's numbers for the admin's scope), each opening the
 * list it counts, and the way to the dashboard. Left out for whoever may not read the dashboard.
 */
export function SchoolSummary() {
  const { t } = useTranslation();
  const place = useQuery(HomeOrganizationDocument);
  const organizationId = place.data?.me.organization?.id;
  const school = useQuery(HomeSchoolDocument, {
    variables: { organizationId: organizationId ?? '' },
    skip: !organizationId,
  });
  if (!organizationId || school.error) return null;
  const data = school.data?.schoolDashboard;

  return (
    <Stack as="section" gap="4" aria-labelledby="home-school" data-testid="home-school">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h2" id="home-school" size="md">
          {t('organization.school.title')}
        </Heading>
        <Button asChild size="sm" variant="ghost">
          <RouterLink to={PATHS.schoolDashboard}>
            {t('organization.school.openDashboard')}
            <LuArrowRight aria-hidden="true" />
          </RouterLink>
        </Button>
      </HStack>
      <SimpleGrid columns={{ base: 2, '2xl': 4 }} gap={{ base: '3', md: '4' }}>
        <StatTile
          label={t('organization.school.athletes')}
          linkLabel={t('organization.school.openAthletes')}
          value={data?.athleteCount}
          icon={LuUsers}
          to={PATHS.athletes}
          testId="home-athletes-count"
        />
        <StatTile
          label={t('organization.school.missingConsents')}
          linkLabel={t('organization.school.openMissingConsents')}
          value={data?.missingConsentCount}
          icon={LuFileWarning}
          to={MISSING_CONSENTS}
          testId="home-missing-consents-count"
        />
        <StatTile
          label={t('organization.school.overCapacity')}
          linkLabel={t('organization.school.openTeams')}
          value={data?.teamsOverCapacity.length}
          icon={LuUsersRound}
          to={PATHS.teams}
          testId="home-over-capacity-count"
        />
        <StatTile
          label={t('organization.school.expiring')}
          linkLabel={t('organization.school.openProfessionals')}
          value={data?.expiringCertifications.length}
          icon={LuBadgeCheck}
          to={PATHS.professionals}
          testId="home-expiring-count"
        />
      </SimpleGrid>
    </Stack>
  );
}
