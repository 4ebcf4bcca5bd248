import { Button, Heading, SimpleGrid, Stack, Wrap } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LuBell, LuCircleCheck, LuContact, LuListPlus, LuUserPlus, LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { OrganizationHomeQuery } from '../../../generated/graphql';
import { HomeCards } from '../../../lib/home-cards';
import { PATHS } from '../../../lib/paths';
import type { OrganizationCapabilities } from '../../../lib/viewer/viewer-permissions';
import {
  AdminHomeContactsDocument,
  AdminHomeSummaryDocument,
  HomeInboxDocument,
} from '../graphql/organization-home';
import { AccountSummary } from './account-summary';
import { HomeInboxList } from './home-inbox-list';
import { OrganizationOverview } from './organization-overview';
import { SchoolSummary } from './school-summary';
import { StatTile } from './stat-tile';
import { WelcomeCard } from './welcome-card';

// A new contact's and a new task's drafts (the contacts and tasks screens open their editor on them).
const NEW_CONTACT = `${PATHS.contacts}/new`;
const NEW_TASK = `${PATHS.tasks}/new`;

interface AdminHomeProps {
  me: OrganizationHomeQuery['me'];
  /** The viewer's role keys. */
  roles: readonly string[];
  capabilities: OrganizationCapabilities;
}

/**
 * The admins' home: their organization, the school's numbers (the dashboard's, for their scope), the
 * numbers of the work apps (users they administer, the organization's contacts and open tasks, their
 * unread notifications), each opening its screen, the ways to add, and the latest notifications. Every link leads to a screen the admin roles have.
 */
export function AdminHome({ me, roles, capabilities }: AdminHomeProps) {
  const { t } = useTranslation();
  const summary = useQuery(AdminHomeSummaryDocument);
  const contacts = useQuery(AdminHomeContactsDocument, { fetchPolicy: 'no-cache' });
  const inbox = useQuery(HomeInboxDocument);
  const notifications = inbox.data?.notifications;
  const unread = notifications?.filter((entry) => !entry.read).length;

  return (
    <Stack gap="8" data-testid="home-admin">
      <WelcomeCard name={me.name} avatar={me.avatar} intro={t('organization.admin.intro')}>
        <AccountSummary me={me} roles={roles} />
      </WelcomeCard>

      <OrganizationOverview canEdit={roles.includes('org_admin') || roles.includes('super_admin')} />

      <SchoolSummary />

      {/* Other features' cards for admins (the registrations waiting). */}
      <HomeCards kind="admin" />

      <Stack as="section" gap="4" aria-labelledby="home-summary">
        <Heading as="h2" id="home-summary" size="md">
          {t('organization.admin.summary')}
        </Heading>
        <SimpleGrid columns={{ base: 2, '2xl': 4 }} gap={{ base: '3', md: '4' }}>
          <StatTile
            label={t('organization.admin.users')}
            linkLabel={t('organization.admin.openUsers')}
            value={summary.data?.adminUsers.pagination.length}
            icon={LuUsers}
            to={PATHS.users}
            testId="home-users-count"
          />
          <StatTile
            label={t('organization.admin.contacts')}
            linkLabel={t('organization.admin.openContacts')}
            value={contacts.data?.contacts.totalCount}
            icon={LuContact}
            to={PATHS.contacts}
            testId="home-contacts-count"
          />
          <StatTile
            label={t('organization.admin.openTasks')}
            linkLabel={t('organization.admin.openTasksLink')}
            value={summary.data?.taskCounts.remaining}
            icon={LuCircleCheck}
            to={PATHS.tasks}
            testId="home-tasks-count"
          />
          <StatTile
            label={t('organization.admin.unreadNotifications')}
            value={unread}
            icon={LuBell}
            testId="home-notifications-count"
          />
        </SimpleGrid>
      </Stack>

      {capabilities.canWrite ? (
        <Stack as="section" gap="3" aria-labelledby="home-actions">
          <Heading as="h2" id="home-actions" size="md">
            {t('organization.admin.actions')}
          </Heading>
          <Wrap gap="3">
            <Button asChild variant="outline">
              <RouterLink to={NEW_CONTACT}>
                <LuUserPlus aria-hidden="true" />
                {t('organization.admin.addContact')}
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={NEW_TASK}>
                <LuListPlus aria-hidden="true" />
                {t('organization.admin.addTask')}
              </RouterLink>
            </Button>
          </Wrap>
        </Stack>
      ) : null}

      <HomeInboxList kind="notifications" entries={notifications} />
    </Stack>
  );
}
