import { Badge, HStack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { OrganizationHomeQuery } from '../../../generated/graphql';
import { useDates } from '../../../lib/dates-hook';
import { roleKey } from '../../../lib/role-keys';
import { HomeAccountDocument } from '../graphql/organization-home';

interface AccountSummaryProps {
  me: OrganizationHomeQuery['me'];
  /** The viewer's role keys. */
  roles: readonly string[];
  /** What the viewer does for the school's teams (a coach's roles), shown instead of "Regular user". */
  titles?: readonly string[];
}

/**
 * The viewer's own account under the welcome: their roles, email, presence and since when. Read only:
 * the name, picture and presence are changed from the user menu.
 */
export function AccountSummary({ me, roles, titles = [] }: AccountSummaryProps) {
  const { t } = useTranslation();
  const dates = useDates();
  // Everyone may read their own user; without an answer the date is left out.
  const account = useQuery(HomeAccountDocument, { variables: { id: me.id } });
  const since = account.data?.adminUser.createdAt;
  const keys = [...new Set(roles.map(roleKey))].filter((key) => titles.length === 0 || key !== 'user');
  const facts = [
    me.email,
    t('organization.account.presence', { status: t(`organization.presence.${me.status}`) }),
    since ? t('organization.account.since', { date: dates.date(since) }) : null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <Wrap gap="2" align="center" data-testid="home-account">
      <HStack gap="1" wrap="wrap">
        {keys.map((key) => (
          <Badge key={key} variant="surface" colorPalette="brand">
            {t(`organization.roles.${key}`)}
          </Badge>
        ))}
        {titles.map((title) => (
          <Badge key={title} variant="surface" colorPalette="brand">
            {title}
          </Badge>
        ))}
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        {facts.join(' · ')}
      </Text>
    </Wrap>
  );
}
