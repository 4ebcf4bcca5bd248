import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoleKey } from '../../../generated/graphql';
import { PATHS } from '../../../lib/paths';
import { renderAnsweredRoutes, viewerAnswers } from '../../../test/answered-routes';
import { OrganizationProfilePage } from './organization-profile-page';
import { OrganizationsPage } from './organizations-page';

const KARTAL = '5d1f3a2e-8c4b-4e6f-9a7d-2b1c0e9f8a01';

const organization = (administered: boolean) => ({
  __typename: 'Organization',
  id: KARTAL,
  name: 'Kartal Spor Akademisi',
  slug: 'kartal',
  type: 'club',
  logo: null,
  email: 'info@kartal.example',
  phone: null,
  address: 'Bağdat Caddesi 120, Kadıköy, İstanbul',
  locale: 'tr',
  timeZone: 'Europe/Istanbul',
  plan: administered ? { __typename: 'SubscriptionPlan', id: 'p3', name: 'Premium' } : null,
  storageUsedBytes: administered ? 950 * 1024 ** 2 : null,
  storageQuotaBytes: administered ? 1024 ** 3 : null,
  archivedAt: null,
  createdAt: '2026-01-15T10:00:00.000Z',
});

/** An organizations screen as the viewer holding `role` (scoped to `scopeId`) sees it. */
function renderOrganizations(
  role: RoleKey,
  path: string,
  {
    scopeId = KARTAL,
    answers = {},
    language = 'en',
  }: { scopeId?: string | null; answers?: Record<string, unknown>; language?: 'en' | 'tr' } = {},
) {
  const administered = role === 'super_admin' || (role === 'org_admin' && scopeId === KARTAL);
  const all: Record<string, unknown> = {
    ...viewerAnswers({ name: 'Elif Şahin', email: 'e@x.example', role, scopeId }),
    OrganizationsPage: {
      organizations: {
        __typename: 'OrganizationConnection',
        nodes: [organization(administered)],
        totalCount: 1,
        endCursor: null,
      },
    },
    OrganizationProfile: {
      organization: {
        ...organization(administered),
        branches: [{ __typename: 'Branch', id: 'b1', name: 'Kadıköy', address: null, active: true }],
        departments: [{ __typename: 'Department', id: 'd1', name: 'Futbol', sport: 'football' }],
        currentSeason: null,
      },
      seasons: {
        __typename: 'SeasonConnection',
        nodes: [
          {
            __typename: 'Season',
            id: 's1',
            name: '2026–2027',
            startsOn: '2026-09-01',
            endsOn: '2027-06-30',
            current: true,
          },
        ],
      },
    },
    ...answers,
  };
  renderAnsweredRoutes(
    [
      { path: PATHS.organizations, Component: OrganizationsPage },
      { path: PATHS.organization, Component: OrganizationProfilePage },
    ],
    path,
    all,
    { language },
  );
}

const profilePath = `/fbiad-pages/organizations-profile/${KARTAL}`;

describe('the organizations list', { timeout: 15_000 }, () => {
  it('offers a super admin every organization, its plan and storage, and a new one', async () => {
    renderOrganizations('super_admin', PATHS.organizations, { scopeId: null });
    const row = await screen.findByRole('row', { name: /Kartal Spor Akademisi/ });
    expect(row).toHaveTextContent('Club');
    expect(within(row).getByText('Premium')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New organization' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Show archived' })).toBeInTheDocument();
  });

  it('shows anyone else their own organization, without the ways to add', async () => {
    renderOrganizations('user', PATHS.organizations);
    expect(await screen.findByRole('row', { name: /Kartal Spor Akademisi/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New organization' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Show archived' })).toBeNull();
  });
});

describe('an organization’s page', { timeout: 15_000 }, () => {
  it('gives its admin the details, plan and storage, and the edit', async () => {
    renderOrganizations('org_admin', profilePath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kartal Spor Akademisi' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Plan and storage' })).toBeInTheDocument();
    expect(screen.getByTestId('organization-storage')).toHaveTextContent('950 MB of 1 GB');
    expect(screen.getByRole('progressbar', { name: '93% of the quota used' })).toBeInTheDocument();
    expect(screen.getByText('Futbol')).toBeInTheDocument();
    expect(screen.getByText('2026–2027')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    // Archiving is the super admin's.
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
  });

  it('gives a member the public details only', async () => {
    renderOrganizations('user', profilePath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kartal Spor Akademisi' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Plan and storage' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('does not offer another organization’s admin the edit', async () => {
    renderOrganizations('org_admin', profilePath, { scopeId: '7a0e1d9c-1111-4222-8333-444455556666' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kartal Spor Akademisi' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('says an organization the viewer may not read is not found', async () => {
    renderOrganizations('user', profilePath, { answers: { OrganizationProfile: new Error('NOT_FOUND') } });
    expect(await screen.findByTestId('organization-not-found')).toHaveTextContent('Organization not found');
  });

  it('reads in Turkish', async () => {
    renderOrganizations('org_admin', profilePath, { language: 'tr' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kartal Spor Akademisi' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Paket ve depolama' })).toBeInTheDocument();
    expect(screen.getByText('Kulüp')).toBeInTheDocument();
    expect(screen.getByText('2026–2027')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Düzenle' })).toBeInTheDocument();
  });
});
