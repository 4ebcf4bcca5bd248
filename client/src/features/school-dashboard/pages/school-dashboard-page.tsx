import {
  Badge,
  Box,
  Flex,
  HStack,
  Link,
  List,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LuBadgeCheck, LuFileWarning, LuSparkles, LuUsers, LuUsersRound } from 'react-icons/lu';
import { generatePath, Link as RouterLink, useSearchParams } from 'react-router';
import { FilterSelect } from '../../../components/data-table';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { AthleteStatus } from '../../../generated/graphql';
import { describeApiError } from '../../../lib/apollo/errors';
import { ATHLETES_ONLY, PATHS } from '../../../lib/paths';
import { AttendancePanel } from '../components/attendance-panel';
import { DashboardPanel } from '../components/dashboard-panel';
import { DashboardTile } from '../components/dashboard-tile';
import { DashboardOrganizationsDocument, SchoolDashboardDocument } from '../graphql/school-dashboard';

/** The address parameter naming the organization (a super admin may pick another). */
const ORGANIZATION_PARAM = 'organization';

const withQuery = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;

/** fbiad-pages/dashboard: the school's numbers from its real data, each opening the list it counts. */
export function SchoolDashboardPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('school-dashboard.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const organizations = useQuery(DashboardOrganizationsDocument);
  const own = organizations.data?.myOrganization?.id ?? organizations.data?.organizations.nodes[0]?.id;
  const organizationId = searchParams.get(ORGANIZATION_PARAM) ?? own ?? null;
  const dashboard = useQuery(SchoolDashboardDocument, {
    variables: { organizationId: organizationId ?? '' },
    skip: organizationId === null,
  });
  const data = dashboard.data?.schoolDashboard;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const choices = organizations.data?.organizations.nodes ?? [];

  const pickOrganization = (id: string) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id === own) next.delete(ORGANIZATION_PARAM);
      else next.set(ORGANIZATION_PARAM, id);
      return next;
    });

  const subtitle = data
    ? data.currentSeason
      ? t('school-dashboard.subtitle', {
          organization: data.organizationName,
          season: data.currentSeason.name,
        })
      : t('school-dashboard.subtitleNoSeason', { organization: data.organizationName })
    : null;

  const error = dashboard.error ?? organizations.error;
  const errorMessage =
    error && describeApiError(error).code === 'FORBIDDEN'
      ? t('school-dashboard.forbidden')
      : t('school-dashboard.error');

  const maxAge = Math.max(1, ...(data?.athletesByAgeGroup.map((group) => group.count) ?? []));

  return (
    <Stack gap="6">
      <PageHeader
        title={t('school-dashboard.title')}
        subtitle={subtitle}
        subtitleTestId="dashboard-subtitle"
        actions={
          choices.length > 1 ? (
            <FilterSelect
              label={t('school-dashboard.organization')}
              value={organizationId ?? ''}
              width="64"
              options={choices.map((choice) => ({ value: choice.id, label: choice.name }))}
              onChange={pickOrganization}
            />
          ) : null
        }
      />
      {data && !data.wholeOrganization ? (
        <Text color="fg.muted">{t('school-dashboard.scopeNote')}</Text>
      ) : null}
      {error ? (
        <ErrorAlert retry={{ label: t('school-dashboard.retry'), onRetry: () => void dashboard.refetch() }}>
          {errorMessage}
        </ErrorAlert>
      ) : null}

      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
        <DashboardTile
          label={t('school-dashboard.tiles.athletes')}
          value={data?.athleteCount}
          icon={LuUsers}
          to={PATHS.athletes}
          linkLabel={t('school-dashboard.tiles.athletesLink')}
          testId="tile-athletes"
        />
        <DashboardTile
          label={t('school-dashboard.tiles.newThisSeason')}
          value={data?.newAthletesThisSeason}
          icon={LuSparkles}
          to={withQuery(PATHS.athletes, { only: ATHLETES_ONLY.newThisSeason, sort: 'newest' })}
          linkLabel={t('school-dashboard.tiles.newThisSeasonLink')}
          testId="tile-new"
        />
        <DashboardTile
          label={t('school-dashboard.tiles.overCapacity')}
          value={data?.teamsOverCapacity.length}
          icon={LuUsersRound}
          to={PATHS.teams}
          linkLabel={t('school-dashboard.tiles.overCapacityLink')}
          warn
          testId="tile-over-capacity"
        />
        <DashboardTile
          label={t('school-dashboard.tiles.expiring')}
          value={data?.expiringCertifications.length}
          icon={LuBadgeCheck}
          to={PATHS.professionals}
          linkLabel={t('school-dashboard.tiles.expiringLink')}
          warn
          testId="tile-expiring"
        />
        <DashboardTile
          label={t('school-dashboard.tiles.missingConsents')}
          value={data?.missingConsentCount}
          icon={LuFileWarning}
          to={withQuery(PATHS.athletes, { only: ATHLETES_ONLY.missingConsent })}
          linkLabel={t('school-dashboard.tiles.missingConsentsLink')}
          warn
          testId="tile-missing-consents"
        />
      </SimpleGrid>

      {dashboard.loading && !data ? (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <Skeleton h="64" rounded="l3" />
          <Skeleton h="64" rounded="l3" />
        </SimpleGrid>
      ) : null}

      {data ? (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
          <DashboardPanel
            title={t('school-dashboard.byTeam.title')}
            empty={data.athletesByTeam.length === 0 ? t('school-dashboard.byTeam.empty') : null}
            testId="panel-teams"
          >
            <List.Root variant="plain" gap="3">
              {data.athletesByTeam.map((team) => {
                const over = team.athleteCount > team.capacity;
                return (
                  <List.Item key={team.teamId} display="block">
                    <Flex justify="space-between" gap="2" wrap="wrap">
                      <Link asChild fontWeight="medium" minW="0">
                        <RouterLink to={generatePath(PATHS.team, { id: team.teamId })}>
                          {team.name}
                        </RouterLink>
                      </Link>
                      <HStack gap="2">
                        {over ? (
                          <Badge colorPalette="orange" size="sm">
                            {t('school-dashboard.byTeam.over')}
                          </Badge>
                        ) : null}
                        <Text textStyle="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                          {t('school-dashboard.byTeam.count', {
                            count: team.athleteCount,
                            capacity: team.capacity,
                          })}
                        </Text>
                      </HStack>
                    </Flex>
                    <Text textStyle="xs" color="fg.muted">
                      {team.branchName} · {team.departmentName}
                    </Text>
                    <Progress.Root
                      size="sm"
                      mt="1"
                      // Each team's fill against its own capacity: a full team draws full.
                      value={Math.min(team.athleteCount, Math.max(1, team.capacity))}
                      max={Math.max(1, team.capacity)}
                      colorPalette={over ? 'orange' : 'brand'}
                      aria-label={`${team.name}: ${team.athleteCount} / ${team.capacity}`}
                    >
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  </List.Item>
                );
              })}
            </List.Root>
          </DashboardPanel>

          <Stack gap="4">
            <DashboardPanel
              title={t('school-dashboard.byAge.title')}
              empty={data.athletesByAgeGroup.length === 0 ? t('school-dashboard.byAge.empty') : null}
              testId="panel-ages"
            >
              <List.Root variant="plain" gap="2">
                {data.athletesByAgeGroup.map((group) => (
                  <List.Item key={group.birthYear} display="block">
                    <Flex justify="space-between" gap="2">
                      <Text textStyle="sm">
                        {t('school-dashboard.byAge.label', { year: group.birthYear, age: group.age })}
                      </Text>
                      <Text textStyle="sm" fontWeight="medium" fontVariantNumeric="tabular-nums">
                        {number.format(group.count)}
                      </Text>
                    </Flex>
                    <Progress.Root
                      size="xs"
                      value={group.count}
                      max={maxAge}
                      aria-label={t('school-dashboard.byAge.label', {
                        year: group.birthYear,
                        age: group.age,
                      })}
                    >
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  </List.Item>
                ))}
              </List.Root>
            </DashboardPanel>

            <DashboardPanel title={t('school-dashboard.byStatus.title')} testId="panel-status">
              <Flex gap="2" wrap="wrap">
                {data.athletesByStatus.map((row) => (
                  <Link asChild key={row.status}>
                    <RouterLink to={withQuery(PATHS.athletes, { status: row.status })}>
                      <Badge size="lg" variant="surface">
                        {t(`school-dashboard.byStatus.${row.status satisfies AthleteStatus}`)}:{' '}
                        {number.format(row.count)}
                      </Badge>
                    </RouterLink>
                  </Link>
                ))}
              </Flex>
            </DashboardPanel>
          </Stack>

          <DashboardPanel
            title={t('school-dashboard.overCapacity.title')}
            empty={data.teamsOverCapacity.length === 0 ? t('school-dashboard.overCapacity.empty') : null}
            testId="panel-over-capacity"
          >
            <List.Root variant="plain" gap="2">
              {data.teamsOverCapacity.map((team) => (
                <List.Item
                  key={team.teamId}
                  display="flex"
                  justifyContent="space-between"
                  gap="2"
                  flexWrap="wrap"
                >
                  <Link asChild fontWeight="medium">
                    <RouterLink to={generatePath(PATHS.team, { id: team.teamId })}>{team.name}</RouterLink>
                  </Link>
                  <Text textStyle="sm" color="orange.fg">
                    {t('school-dashboard.overCapacity.line', {
                      count: team.athleteCount,
                      capacity: team.capacity,
                    })}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          </DashboardPanel>

          <DashboardPanel
            title={t('school-dashboard.certifications.title')}
            empty={
              data.expiringCertifications.length === 0 ? t('school-dashboard.certifications.empty') : null
            }
            testId="panel-certifications"
          >
            <List.Root variant="plain" gap="2">
              {data.expiringCertifications.map((certification) => (
                <List.Item key={certification.id} display="block">
                  <Link asChild fontWeight="medium">
                    <RouterLink to={generatePath(PATHS.professional, { id: certification.professionalId })}>
                      {certification.professionalName}
                    </RouterLink>
                  </Link>
                  <Text textStyle="sm" color="fg.muted">
                    {certification.name} ·{' '}
                    {certification.daysLeft === 0
                      ? t('school-dashboard.certifications.today')
                      : t('school-dashboard.certifications.daysLeft', { count: certification.daysLeft })}{' '}
                    ({certification.expiresOn})
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          </DashboardPanel>

          <AttendancePanel attendance={data.attendance} />

          <Box gridColumn={{ lg: 'span 2' }}>
            <DashboardPanel
              title={t('school-dashboard.consents.title')}
              empty={data.missingConsentCount === 0 ? t('school-dashboard.consents.empty') : null}
              testId="panel-consents"
            >
              <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="2" listStyleType="none">
                {data.missingConsents.map((athlete) => (
                  <Box as="li" key={athlete.athleteId} minW="0">
                    <Link asChild fontWeight="medium">
                      <RouterLink to={`${PATHS.athletes}/${athlete.athleteId}`}>{athlete.name}</RouterLink>
                    </Link>
                    <HStack gap="1" wrap="wrap">
                      {athlete.missingRegistration ? (
                        <Badge size="sm" colorPalette="orange">
                          {t('school-dashboard.consents.registration')}
                        </Badge>
                      ) : null}
                      {athlete.missingHealthData ? (
                        <Badge size="sm" colorPalette="orange">
                          {t('school-dashboard.consents.healthData')}
                        </Badge>
                      ) : null}
                    </HStack>
                  </Box>
                ))}
              </SimpleGrid>
              {data.missingConsentCount > data.missingConsents.length ? (
                <Text mt="2" textStyle="sm" color="fg.muted">
                  {t('school-dashboard.consents.more', {
                    count: data.missingConsentCount - data.missingConsents.length,
                  })}
                </Text>
              ) : null}
            </DashboardPanel>
          </Box>
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
