import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { OrganizationHomeQuery } from '../../../generated/graphql';
import { HomeCards } from '../../../lib/home-cards';
import type { HomeKind } from '../../../lib/viewer/viewer-home';
import { ViewerAccessDocument } from '../../../lib/viewer/graphql/viewer-access';
import {
  HomeCoachTeamsDocument,
  HomeInboxDocument,
  HomeOrganizationDocument,
} from '../graphql/organization-home';
import { AccountSummary } from './account-summary';
import { CoachTeamsCard, ownStaffRoles } from './coach-teams-card';
import { CompanySponsorshipsCard } from './company-sponsorships-card';
import { HomeInboxList } from './home-inbox-list';
import { OrganizationCard } from './organization-card';
import { ParentChildrenCard } from './parent-children-card';
import { WelcomeCard } from './welcome-card';

interface PersonalHomeProps {
  kind: Exclude<HomeKind, 'admin'>;
  me: OrganizationHomeQuery['me'];
  roles: readonly string[];
}

/**
 * The home of a parent, a sponsor company or a regular member: their organization (its name and how to
 * reach it), what is addressed to them (their notifications and messages) and their account. It links
 * nowhere they have no screen for: a company reaches its company and sponsorships, a parent their
 * children. Other features add their cards for the viewer's kind of home (lib/home-cards.tsx): a parent's
 * coming week with their children's answers, for one.
 */
export function PersonalHome({ kind, me, roles }: PersonalHomeProps) {
  const { t } = useTranslation();
  const inbox = useQuery(HomeInboxDocument);
  const place = useQuery(HomeOrganizationDocument);
  // Undefined while loading (or when it could not be read); null without an organization.
  const organization = place.data ? place.data.me.organization : undefined;
  const next = kind === 'company' || kind === 'parent' ? kind : null;
  // A professional on a team's staff (a coach) is told what they are and shown their teams.
  const access = useQuery(ViewerAccessDocument);
  const staff = kind === 'member' && access.data?.viewerAccess.staff === true;
  const coachTeams = useQuery(HomeCoachTeamsDocument, { skip: !staff });
  const teams = coachTeams.data?.teams.nodes;
  const titles = staff
    ? (() => {
        const roles = ownStaffRoles(teams ?? [], me.id).map((role) => t(`organization.coach.role.${role}`));
        return roles.length > 0 ? roles : [t('organization.coach.staff')];
      })()
    : [];

  return (
    <Stack gap="8" data-testid={`home-${kind}`}>
      <WelcomeCard
        name={me.name}
        avatar={me.avatar}
        intro={staff ? t('organization.coach.intro') : t(`organization.${kind}.intro`)}
      >
        <AccountSummary me={me} roles={roles} titles={titles} />
      </WelcomeCard>
      {staff ? <CoachTeamsCard teams={teams} viewerId={me.id} /> : null}
      <HomeCards kind={kind} />
      {organization !== null || next ? (
        <SimpleGrid
          columns={{ base: 1, lg: next && organization !== null ? 2 : 1 }}
          gap="6"
          alignItems="stretch"
        >
          {place.error ? null : <OrganizationCard kind={kind} organization={organization} />}
          {next === 'company' ? <CompanySponsorshipsCard organizationName={organization?.name} /> : null}
          {next === 'parent' ? <ParentChildrenCard organizationName={organization?.name} /> : null}
        </SimpleGrid>
      ) : null}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="stretch">
        <HomeInboxList kind="notifications" entries={inbox.data?.notifications} />
        <HomeInboxList kind="messages" entries={inbox.data?.messages} />
      </SimpleGrid>
    </Stack>
  );
}
