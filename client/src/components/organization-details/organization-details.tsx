import {
  Badge,
  Box,
  Card,
  DataList,
  Heading,
  HStack,
  Image,
  Link,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBuilding2 } from 'react-icons/lu';
import { useDates } from '../../lib/dates-hook';
import { StorageMeter } from './storage-meter';

/** A season as the details show it. */
export interface OrganizationDetailsSeason {
  id: string;
  name: string;
  startsOn: string;
  endsOn: string;
  current: boolean;
}

/**
 * What the details show of an organization: the fields of the schema's Organization (plan and storage
 * are null for a viewer who does not administer it, and are then left out).
 */
export interface OrganizationDetailsData {
  id: string;
  name: string;
  slug: string;
  type: 'school' | 'club' | 'federation';
  logo?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  locale: string;
  archivedAt?: string | null;
  plan?: { name: string } | null;
  storageUsedBytes?: number | null;
  storageQuotaBytes?: number | null;
  branches: readonly { id: string; name: string; address?: string | null; active: boolean }[];
  departments: readonly { id: string; name: string; sport: string }[];
  currentSeason?: OrganizationDetailsSeason | null;
}

interface OrganizationDetailsProps {
  organization: OrganizationDetailsData;
  /** Every season, newest first; without it only the current season is shown. */
  seasons?: readonly OrganizationDetailsSeason[];
  /** Shown next to the name (an "Edit" button or link). */
  actions?: ReactNode;
  /** The heading level of the name: 1 on its own page, 2 inside another page. */
  headingLevel?: 'h1' | 'h2';
}

const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * An organization's details (issue 12: the organization page): name, logo, contact, branches,
 * departments, seasons, and for its administrators the plan and storage use. Shared by the signed-in
 * home and the organizations' profile pages.
 */
export function OrganizationDetails({
  organization,
  seasons,
  actions,
  headingLevel = 'h2',
}: OrganizationDetailsProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const none = (
    <Text as="span" color="fg.muted">
      {t('organization-details.none')}
    </Text>
  );
  const administered = organization.storageUsedBytes !== null && organization.storageUsedBytes !== undefined;
  const used = organization.storageUsedBytes ?? 0;
  const quota = organization.storageQuotaBytes ?? null;
  const sectionLevel = headingLevel === 'h1' ? 'h2' : 'h3';
  const seasonList = seasons ?? (organization.currentSeason ? [organization.currentSeason] : []);
  const seasonDates = (season: OrganizationDetailsSeason) =>
    t('organization-details.seasonDates', {
      from: dates.calendarDate(season.startsOn),
      to: dates.calendarDate(season.endsOn),
    });

  return (
    <Stack gap="6" data-testid="organization-details">
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body gap="5">
          <HStack gap="4" align="start" wrap="wrap" justify="space-between">
            <HStack gap="4" align="center" minW="0">
              {organization.logo ? (
                <Image
                  src={organization.logo}
                  alt={t('organization-details.logoAlt', { name: organization.name })}
                  boxSize="16"
                  rounded="l2"
                  objectFit="contain"
                  bg="bg.subtle"
                  flexShrink={0}
                />
              ) : (
                <Box
                  boxSize="16"
                  rounded="l2"
                  bg="brand.subtle"
                  color="brand.fg"
                  display="grid"
                  placeItems="center"
                  fontSize="2xl"
                  flexShrink={0}
                >
                  <LuBuilding2 aria-hidden="true" />
                </Box>
              )}
              <Stack gap="1" minW="0">
                <Heading as={headingLevel} size="xl" wordBreak="break-word">
                  {organization.name}
                </Heading>
                <HStack gap="2" wrap="wrap">
                  <Badge variant="surface" colorPalette="brand">
                    {t(`organization-details.types.${organization.type}`)}
                  </Badge>
                  {organization.archivedAt ? (
                    <Badge variant="outline" colorPalette="orange">
                      {t('organization-details.archived')}
                    </Badge>
                  ) : null}
                </HStack>
              </Stack>
            </HStack>
            {actions ? <HStack gap="2">{actions}</HStack> : null}
          </HStack>
          <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t('organization-details.slug')}</DataList.ItemLabel>
              <DataList.ItemValue>{organization.slug}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('organization-details.email')}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">
                {organization.email ? (
                  <Link href={`mailto:${organization.email}`} color="brand.fg">
                    {organization.email}
                  </Link>
                ) : (
                  none
                )}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('organization-details.phone')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {organization.phone ? (
                  <Link href={phoneHref(organization.phone)} color="brand.fg">
                    {organization.phone}
                  </Link>
                ) : (
                  none
                )}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('organization-details.address')}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{organization.address ?? none}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('organization-details.locale')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {organization.locale === 'tr' || organization.locale === 'en'
                  ? t(`organization-details.locales.${organization.locale}`)
                  : organization.locale}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('organization-details.currentSeason')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {organization.currentSeason ? (
                  <Text as="span">
                    {organization.currentSeason.name}{' '}
                    <Text as="span" color="fg.muted">
                      ({seasonDates(organization.currentSeason)})
                    </Text>
                  </Text>
                ) : (
                  <Text as="span" color="fg.muted">
                    {t('organization-details.noCurrentSeason')}
                  </Text>
                )}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>

      <SimpleGrid columns={{ base: 1, lg: administered ? 3 : 2 }} gap="6" alignItems="start">
        <DetailsSection
          level={sectionLevel}
          id={`${organization.id}-branches`}
          title={t('organization-details.branches')}
        >
          {organization.branches.length === 0 ? (
            <Text color="fg.muted">{t('organization-details.branchesEmpty')}</Text>
          ) : (
            <List.Root gap="2" variant="plain">
              {organization.branches.map((branch) => (
                <List.Item key={branch.id} display="block">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="medium">{branch.name}</Text>
                    {branch.active ? null : (
                      <Badge size="sm" variant="outline">
                        {t('organization-details.closed')}
                      </Badge>
                    )}
                  </HStack>
                  {branch.address ? (
                    <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
                      {branch.address}
                    </Text>
                  ) : null}
                </List.Item>
              ))}
            </List.Root>
          )}
        </DetailsSection>
        <DetailsSection
          level={sectionLevel}
          id={`${organization.id}-departments`}
          title={t('organization-details.departments')}
        >
          {organization.departments.length === 0 ? (
            <Text color="fg.muted">{t('organization-details.departmentsEmpty')}</Text>
          ) : (
            <List.Root gap="2" variant="plain">
              {organization.departments.map((department) => (
                <List.Item key={department.id}>
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="medium">{department.name}</Text>
                    <Text as="span" textStyle="sm" color="fg.muted">
                      {t(`organization-details.sports.${department.sport}`, {
                        defaultValue: department.sport,
                      })}
                    </Text>
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
          )}
        </DetailsSection>
        {administered ? (
          <DetailsSection
            level={sectionLevel}
            id={`${organization.id}-plan`}
            title={t('organization-details.plan')}
          >
            <DataList.Root size="sm">
              <DataList.Item>
                <DataList.ItemLabel>{t('organization-details.planName')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  {organization.plan?.name ?? (
                    <Text as="span" color="fg.muted">
                      {t('organization-details.noPlan')}
                    </Text>
                  )}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('organization-details.storage')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <StorageMeter used={used} quota={quota} />
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </DetailsSection>
        ) : null}
      </SimpleGrid>

      {seasons ? (
        <DetailsSection
          level={sectionLevel}
          id={`${organization.id}-seasons`}
          title={t('organization-details.seasons')}
        >
          {seasonList.length === 0 ? (
            <Text color="fg.muted">{t('organization-details.seasonsEmpty')}</Text>
          ) : (
            <List.Root gap="2" variant="plain">
              {seasonList.map((season) => (
                <List.Item key={season.id}>
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="medium">{season.name}</Text>
                    <Text as="span" textStyle="sm" color="fg.muted">
                      {seasonDates(season)}
                    </Text>
                    {season.current ? (
                      <Badge size="sm" colorPalette="green">
                        {t('organization-details.current')}
                      </Badge>
                    ) : null}
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
          )}
        </DetailsSection>
      ) : null}
    </Stack>
  );
}

function DetailsSection({
  id,
  title,
  level,
  children,
}: {
  id: string;
  title: string;
  level: 'h2' | 'h3';
  children: ReactNode;
}) {
  const headingId = `organization-details-${id}`;
  return (
    <Card.Root as="section" variant="outline" bg="bg.panel" aria-labelledby={headingId} h="full" minW="0">
      <Card.Header pb="2">
        <Heading as={level} size="md" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}
