import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, generatePath, RouterProvider } from 'react-router';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { RoleKey } from '../../../generated/graphql';
import { PATHS } from '../../../lib/paths';
import { renderWithProviders } from '../../../test/render';
import { OrganizationPage } from './organization-page';

const entry = (id: string, title: string, read: boolean) => ({
  __typename: 'Notification',
  id,
  read,
  title,
  description: null,
  icon: null,
  image: null,
  link: '/apps/tasks',
  useRouter: true,
  time: new Date(Date.now() - 2 * 3600_000).toISOString(),
  seen: false,
});

/** The home as the signed-in viewer holding `role` sees it, against a server answering by operation. */
function renderHome(role: RoleKey, language: 'en' | 'tr' = 'en', { staff = false } = {}) {
  const answers: Record<string, unknown> = {
    Shell: { me: me() },
    OrganizationHome: { me: me() },
    ViewerAccess: { viewerAccess: { __typename: 'ViewerAccess', staff: staff || role.endsWith('admin') } },
    HomeCoachTeams: {
      teams: {
        __typename: 'TeamConnection',
        nodes: [
          {
            __typename: 'Team',
            id: 't5',
            name: 'Futbol U16 Erkek',
            capacity: 24,
            memberCount: 14,
            season: { __typename: 'Season', id: 's1', name: '2026–2027' },
            staff: [
              {
                __typename: 'TeamStaff',
                id: 'ts1',
                role: 'head_coach',
                professional: { __typename: 'Professional', id: 'p1', userId: 'u1' },
              },
              {
                __typename: 'TeamStaff',
                id: 'ts2',
                role: 'physio',
                professional: { __typename: 'Professional', id: 'p2', userId: 'u2' },
              },
            ],
          },
        ],
      },
    },
    ViewerRoles: {
      userRoles: [
        {
          __typename: 'UserRoleAssignment',
          id: 'g1',
          scopeType: 'organization',
          scopeId: 'o1',
          role: {
            __typename: 'Role',
            id: 'r1',
            key: role,
            permissions: role.endsWith('admin') ? ['read', 'write', 'delete'] : ['read'],
          },
        },
      ],
    },
    AdminHomeSummary: {
      adminUsers: {
        __typename: 'AdminUserPage',
        pagination: { __typename: 'AdminUserPagination', length: 68 },
      },
      taskCounts: { __typename: 'TaskCounts', total: 30, remaining: 22 },
    },
    AdminHomeContacts: { contacts: { __typename: 'ContactConnection', totalCount: 61 } },
    HomeCompanies: {
      companies: {
        __typename: 'CompanyConnection',
        nodes: [{ __typename: 'Company', id: 'co1', name: 'Anadolu Gıda' }],
      },
    },
    HomeInbox: {
      notifications: [entry('n1', 'Training moved', false), entry('n2', 'Fee is due', true)],
      messages: [{ ...entry('m1', 'Elif Şahin', false), __typename: 'Message' }],
    },
    AdminHomeOrganization: {
      myOrganization: {
        __typename: 'Organization',
        id: 'o1',
        name: 'Kartal Spor Akademisi',
        slug: 'kartal',
        type: 'club',
        logo: null,
        email: 'info@kartal.example',
        phone: '+90 216 555 01 00',
        address: 'Bağdat Caddesi 120, Kadıköy, İstanbul',
        locale: 'tr',
        archivedAt: null,
        plan: { __typename: 'SubscriptionPlan', id: 'p1', name: 'Premium' },
        storageUsedBytes: 256 * 1024 ** 2,
        storageQuotaBytes: 1024 ** 3,
        branches: [
          { __typename: 'Branch', id: 'b1', name: 'Kadıköy', address: null, active: true },
          { __typename: 'Branch', id: 'b2', name: 'Beşiktaş', address: null, active: false },
        ],
        departments: [{ __typename: 'Department', id: 'd1', name: 'Futbol', sport: 'football' }],
        currentSeason: {
          __typename: 'Season',
          id: 's1',
          name: '2026–2027',
          startsOn: '2026-09-01',
          endsOn: '2027-06-30',
          current: true,
        },
      },
    },
    HomeSchool: {
      schoolDashboard: {
        __typename: 'SchoolDashboard',
        organizationId: 'o1',
        athleteCount: 178,
        missingConsentCount: 9,
        teamsOverCapacity: [{ __typename: 'SchoolDashboardTeamCount', teamId: 't1' }],
        expiringCertifications: [
          { __typename: 'SchoolDashboardCertification', id: 'c1' },
          { __typename: 'SchoolDashboardCertification', id: 'c2' },
        ],
      },
    },
    HomeChildren: {
      athletes: {
        __typename: 'AthleteConnection',
        totalCount: 2,
        nodes: [
          child('a1', 'Ela Demir', 'active', [{ id: 'm1', team: 'U12 Kızlar Voleybol' }]),
          child('a2', 'Kerem Demir', 'trial', []),
        ],
      },
    },
    HomeAccount: { adminUser: { __typename: 'AdminUser', id: 'u1', createdAt: '2026-01-15T10:00:00.000Z' } },
    HomeOrganization: {
      me: {
        __typename: 'User',
        id: 'u1',
        organization: {
          __typename: 'Organization',
          id: 'o1',
          name: 'Kartal Spor Akademisi',
          type: 'club',
          email: 'info@kartal.example',
          phone: '+90 216 555 01 00',
          address: 'Bağdat Caddesi 120, Kadıköy, İstanbul',
        },
      },
    },
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        observer.next({ data: answers[operation.operationName ?? ''] as Record<string, unknown> });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const router = createMemoryRouter([{ path: PATHS.signedInHome, Component: OrganizationPage }], {
    initialEntries: [PATHS.signedInHome],
  });
  renderWithProviders(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
    { language },
  );
}

function child(id: string, fullName: string, status: string, memberships: { id: string; team: string }[]) {
  return {
    __typename: 'Athlete',
    id,
    fullName,
    status,
    photo: null,
    memberships: memberships.map((membership) => ({
      __typename: 'TeamMembership',
      id: membership.id,
      team: { __typename: 'Team', id: `t-${membership.id}`, name: membership.team },
    })),
  };
}

function me() {
  return {
    __typename: 'User',
    id: 'u1',
    name: 'Ayşe Demir',
    email: 'parent@arena.local',
    avatar: null,
    status: 'online',
  };
}

// Every address the page links to, hidden or not: the anchors themselves (a role query would work out
// each element's role and visibility, which costs this test most of its time in jsdom).
const links = () => [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href'));

describe('the signed-in home', () => {
  it('gives an admin the summary, each number opening its screen, and the ways to add', async () => {
    renderHome('org_admin');
    expect(await screen.findByTestId('home-admin')).toBeInTheDocument();
    expect(await screen.findByTestId('home-users-count')).toHaveTextContent('68');
    expect(await screen.findByTestId('home-contacts-count')).toHaveTextContent('61');
    expect(screen.getByTestId('home-tasks-count')).toHaveTextContent('22');
    expect(await screen.findByTestId('home-notifications-count')).toHaveTextContent('1');
    // The school's numbers (the dashboard's), each opening the list it counts.
    expect(await screen.findByTestId('home-athletes-count')).toHaveTextContent('178');
    expect(screen.getByTestId('home-missing-consents-count')).toHaveTextContent('9');
    expect(screen.getByTestId('home-over-capacity-count')).toHaveTextContent('1');
    expect(screen.getByTestId('home-expiring-count')).toHaveTextContent('2');
    // The organization's page: details, structure, plan and storage, and the way to edit it.
    const details = await screen.findByTestId('home-organization-details');
    expect(within(details).getByRole('heading', { level: 2 })).toHaveTextContent('Kartal Spor Akademisi');
    expect(within(details).getByText('Kadıköy')).toBeInTheDocument();
    expect(within(details).getByText('Closed')).toBeInTheDocument();
    expect(within(details).getByText('Futbol')).toBeInTheDocument();
    expect(within(details).getByText('Premium')).toBeInTheDocument();
    expect(within(details).getByTestId('organization-storage')).toHaveTextContent('256 MB of 1 GB');
    expect(within(details).getAllByText(/2026–2027/).length).toBeGreaterThan(0);
    expect(links()).toEqual([
      PATHS.organizationSettings,
      'mailto:info@kartal.example',
      'tel:+902165550100',
      PATHS.schoolDashboard,
      PATHS.athletes,
      `${PATHS.athletes}?only=missing-consent`,
      PATHS.teams,
      PATHS.professionals,
      PATHS.users,
      PATHS.contacts,
      PATHS.tasks,
      '/apps/contacts/new',
      '/apps/tasks/new',
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Ayşe Demir');
  });

  it.each([
    ['parent', 'What your school sends you'],
    ['company', 'What your organization sends your company'],
    ['user', 'What your organization sends you'],
  ] as const)(
    'gives a %s what is addressed to them and no link to a screen that is not theirs',
    async (role, intro) => {
      renderHome(role);
      const home = await screen.findByTestId(role === 'user' ? 'home-member' : `home-${role}`);
      expect(within(home).getByText(new RegExp(intro))).toBeInTheDocument();
      expect(await screen.findByText('Training moved')).toBeInTheDocument();
      expect(screen.getByText('Elif Şahin')).toBeInTheDocument();
      expect(screen.getByTestId('home-notifications-unread')).toHaveTextContent('1 unread');
      expect(screen.getAllByText('2 hours ago')).toHaveLength(3);
      expect(await screen.findByText(/Member since Jan 15, 2026/)).toBeInTheDocument();
      expect(screen.queryByTestId('home-admin')).toBeNull();
      // Their organization and how to reach it: mail and phone only, no screen of the app.
      const place = await screen.findByTestId('home-organization');
      expect(within(place).getByRole('heading', { level: 2 })).toHaveTextContent('Kartal Spor Akademisi');
      expect(within(place).getByText('Club')).toBeInTheDocument();
      expect(within(place).getByText('Bağdat Caddesi 120, Kadıköy, İstanbul')).toBeInTheDocument();
      // A company user's link leads to their company once their companies have loaded.
      await waitFor(() =>
        expect(links()).toEqual([
          'mailto:info@kartal.example',
          'tel:+902165550100',
          ...(role === 'company' ? [generatePath(PATHS.company, { id: 'co1' })] : []),
          // A parent's children's own pages, and the parents page with all of them.
          ...(role === 'parent'
            ? ['/fbiad-pages/athletes-profile/a1', '/fbiad-pages/athletes-profile/a2', PATHS.parents]
            : []),
        ]),
      );
    },
  );

  it('leads a company to its company and sponsorships', async () => {
    renderHome('company');
    const card = await screen.findByTestId('home-sponsorships');
    expect(within(card).getByRole('heading')).toHaveTextContent('Your sponsorships');
    expect(await within(card).findByText(/sponsorships of Kartal Spor Akademisi/)).toBeInTheDocument();
    // Straight to the company's own page, not the list.
    await waitFor(() =>
      expect(within(card).getByRole('link', { name: /Open your company/ })).toHaveAttribute(
        'href',
        generatePath(PATHS.company, { id: 'co1' }),
      ),
    );
    expect(screen.queryByTestId('home-children')).toBeNull();
    expect(
      within(screen.getByTestId('home-organization')).getByText(/Your contact at Kartal Spor Akademisi/),
    ).toBeInTheDocument();
  });

  it("shows a parent their children, each linking to the child's page", async () => {
    renderHome('parent');
    const card = await screen.findByTestId('home-children');
    expect(within(card).getByRole('heading')).toHaveTextContent('Your children');
    const ela = await within(card).findByRole('link', { name: 'Ela Demir' });
    expect(ela).toHaveAttribute('href', '/fbiad-pages/athletes-profile/a1');
    expect(within(card).getByText('U12 Kızlar Voleybol')).toBeInTheDocument();
    expect(within(card).getByText('No team yet')).toBeInTheDocument();
    expect(within(card).getByText('Trial')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /All 2 children/ })).toHaveAttribute('href', PATHS.parents);
  });

  it('gives a regular member no note of what comes next', async () => {
    renderHome('user');
    expect(await screen.findByTestId('home-organization')).toBeInTheDocument();
    expect(screen.queryByTestId('home-children')).toBeNull();
  });

  it('names a coach’s role and shows his teams, and nothing of sessions', async () => {
    renderHome('user', 'en', { staff: true });
    const account = await screen.findByTestId('home-account');
    expect(await within(account).findByText('Head coach')).toBeInTheDocument();
    expect(within(account).queryByText('Regular user')).toBeNull();
    expect(within(account).queryByText('Physiotherapist')).toBeNull();
    const teams = await screen.findByTestId('home-coach-teams');
    expect(within(teams).getByRole('link', { name: 'Futbol U16 Erkek' })).toHaveAttribute(
      'href',
      '/fbiad-pages/teams-profile/t5',
    );
    expect(teams).toHaveTextContent('Season 2026–2027');
    expect(teams).toHaveTextContent('14 / 24 athletes');
    expect(document.body.textContent).not.toMatch(/session/i);
  });

  it('reads in Turkish', async () => {
    renderHome('parent', 'tr');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Hoş geldiniz, Ayşe Demir');
    expect(await screen.findByText('Bildirimler')).toBeInTheDocument();
    expect(screen.getAllByText('2 saat önce')).toHaveLength(3);
    expect(await screen.findByText(/15 Oca 2026 tarihinden beri üye/)).toBeInTheDocument();
    expect(await screen.findByText('Kulüp')).toBeInTheDocument();
    expect(await screen.findByText('Henüz takımı yok')).toBeInTheDocument();
    expect(screen.getByTestId('home-children')).toHaveTextContent('Çocuklarınız');
  });
});
