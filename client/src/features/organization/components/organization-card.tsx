import { Badge, Card, Heading, HStack, Icon, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBuilding2, LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import type { HomeOrganizationQuery } from '../../../generated/graphql';
import type { HomeKind } from '../../../lib/viewer/viewer-home';

type Organization = NonNullable<HomeOrganizationQuery['me']['organization']>;

interface OrganizationCardProps {
  kind: Exclude<HomeKind, 'admin'>;
  /** Undefined while it loads; null for a viewer who belongs to no organization. */
  organization: Organization | null | undefined;
}

/**
 * The viewer's organization on their home: its name and kind, and how to reach it (email and phone open
 * the viewer's own mail and phone apps; nothing links into screens the viewer does not have).
 */
export function OrganizationCard({ kind, organization }: OrganizationCardProps) {
  const { t } = useTranslation();
  if (organization === null) return null;
  const contacts = organization
    ? [
        organization.email
          ? { icon: LuMail, label: organization.email, href: `mailto:${organization.email}` }
          : null,
        organization.phone
          ? {
              icon: LuPhone,
              label: organization.phone,
              href: `tel:${organization.phone.replace(/[^\d+]/g, '')}`,
            }
          : null,
        organization.address ? { icon: LuMapPin, label: organization.address, href: null } : null,
      ].filter((contact) => contact !== null)
    : [];

  return (
    <Card.Root
      as="section"
      variant="outline"
      bg="bg.panel"
      aria-labelledby="home-organization"
      h="full"
      data-testid="home-organization"
    >
      <Card.Header pb="2">
        <Text textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
          {t('organization.place.label')}
        </Text>
        {organization ? (
          <HStack gap="2" align="center" wrap="wrap">
            <Icon as={LuBuilding2} color="brand.fg" boxSize="5" aria-hidden="true" />
            <Heading as="h2" size="lg" id="home-organization" wordBreak="break-word">
              {organization.name}
            </Heading>
            <Badge variant="surface" colorPalette="brand">
              {t(`organization.place.types.${organization.type}`)}
            </Badge>
          </HStack>
        ) : (
          <Skeleton h="7" w="60%" id="home-organization" />
        )}
      </Card.Header>
      <Card.Body pt="2" gap="3">
        <Text textStyle="sm" color="fg.muted">
          {t(`organization.place.hint.${kind}`, {
            organization: organization?.name ?? t('organization.place.yourOrganization'),
          })}
        </Text>
        {organization ? (
          contacts.length === 0 ? (
            <Text textStyle="sm">{t('organization.place.noContact')}</Text>
          ) : (
            <Stack
              as="ul"
              gap="2"
              listStyleType="none"
              m="0"
              p="0"
              aria-label={t('organization.place.contact')}
            >
              {contacts.map((contact) => (
                <HStack as="li" key={contact.label} gap="2" align="start" textStyle="sm">
                  <Icon as={contact.icon} mt="0.5" color="fg.muted" aria-hidden="true" />
                  {contact.href ? (
                    <Link href={contact.href} color="brand.fg" wordBreak="break-word">
                      {contact.label}
                    </Link>
                  ) : (
                    <Text wordBreak="break-word">{contact.label}</Text>
                  )}
                </HStack>
              ))}
            </Stack>
          )
        ) : (
          <Stack gap="2" aria-busy="true">
            <Skeleton h="4" w="70%" />
            <Skeleton h="4" w="50%" />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
