import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { OrganizationHomeQuery } from '../../../generated/graphql';
import type { HomeKind } from '../../../lib/viewer/viewer-home';
import { HomeInboxDocument } from '../graphql/organization-home';
import { AccountSummary } from './account-summary';
import { HomeInboxList } from './home-inbox-list';
import { WelcomeCard } from './welcome-card';

interface PersonalHomeProps {
  kind: Exclude<HomeKind, 'admin'>;
  me: OrganizationHomeQuery['me'];
  roles: readonly string[];
}

/**
 * The home of a parent, a sponsor company or a regular member: their account and what is addressed to
 * them (their notifications and messages). It links nowhere they have no screen for; a parent's children
 * and a company's sponsorships join it once those screens exist.
 */
export function PersonalHome({ kind, me, roles }: PersonalHomeProps) {
  const { t } = useTranslation();
  const inbox = useQuery(HomeInboxDocument);

  return (
    <Stack gap="8" data-testid={`home-${kind}`}>
      <WelcomeCard name={me.name} avatar={me.avatar} intro={t(`organization.${kind}.intro`)}>
        <AccountSummary me={me} roles={roles} />
      </WelcomeCard>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="stretch">
        <HomeInboxList kind="notifications" entries={inbox.data?.notifications} />
        <HomeInboxList kind="messages" entries={inbox.data?.messages} />
      </SimpleGrid>
    </Stack>
  );
}
