import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoleKey } from '../../../generated/graphql';
import { PATHS } from '../../../lib/paths';
import { renderAnsweredRoutes, viewerAnswers } from '../../../test/answered-routes';
import { CompaniesPage } from './companies-page';
import { CompanyProfilePage } from './company-profile-page';

const COMPANY_ID = '0b7c4f0e-3c1a-4d7e-9a51-1f0f3c2b9a01';

const sponsorship = (id: string, overrides: Record<string, unknown>) => ({
  __typename: 'Sponsorship',
  id,
  companyId: COMPANY_ID,
  organizationId: 'o1',
  scopeType: 'team',
  scopeId: 't1',
  scopeName: 'U12 Erkek',
  tier: 'gold',
  amount: '150000.00',
  currency: 'TRY',
  startsOn: '2026-09-01',
  endsOn: null,
  notes: null,
  current: true,
  archivedAt: null,
  ...overrides,
});

/** A companies screen as the viewer holding `role` sees it, against a server answering by operation. */
function renderCompanies(role: RoleKey, path: string, answers: Record<string, unknown> = {}) {
  const all: Record<string, unknown> = {
    ...viewerAnswers({ name: 'Can Öztürk', email: 'c@x.example', role, scopeId: 'o1' }),
    CompanyProfile: {
      company: {
        __typename: 'Company',
        id: COMPANY_ID,
        organizationId: 'o1',
        name: 'Boğaziçi Enerji A.Ş.',
        taxNumber: '1234567890',
        taxOffice: 'Kadıköy',
        logo: null,
        email: 'sponsor@bogazici.example',
        phone: null,
        website: 'https://bogazici.example',
        archivedAt: null,
        createdAt: '2026-01-15T10:00:00.000Z',
        updatedAt: '2026-01-15T10:00:00.000Z',
        contacts: [
          {
            __typename: 'CompanyContact',
            id: 'cc1',
            companyId: COMPANY_ID,
            createdAt: '2026-01-15T10:00:00.000Z',
            user: {
              __typename: 'User',
              id: 'u1',
              name: 'Can Öztürk',
              email: 'company@arena.local',
              avatar: null,
            },
          },
        ],
        sponsorships: [
          sponsorship('s1', {}),
          sponsorship('s2', {
            scopeType: 'organization',
            scopeName: 'Kartal Spor Akademisi',
            tier: 'kit',
            amount: null,
            startsOn: '2025-01-01',
            endsOn: '2025-12-31',
            current: false,
          }),
        ],
      },
    },
    ...answers,
  };
  renderAnsweredRoutes(
    [
      { path: PATHS.companies, Component: CompaniesPage },
      { path: PATHS.company, Component: CompanyProfilePage },
    ],
    path,
    all,
  );
}

const companyPath = `/fbiad-pages/companies-profile/${COMPANY_ID}`;

describe('the company page', { timeout: 15_000 }, () => {
  it('shows the company user their company and sponsorships, read only', async () => {
    renderCompanies('company', companyPath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Boğaziçi Enerji A.Ş.' }),
    ).toBeInTheDocument();
    const table = screen.getByTestId('company-sponsorships');
    const [, running, ended] = within(table).getAllByRole('row');
    expect(running).toHaveTextContent('U12 Erkek');
    expect(running).toHaveTextContent('Gold');
    expect(running).toHaveTextContent('₺150,000.00');
    expect(running).toHaveTextContent('Running');
    expect(ended).toHaveTextContent('In kind');
    expect(ended).toHaveTextContent('Ended');
    expect(screen.getByTestId('company-contacts')).toHaveTextContent('Can Öztürk');
    // Nothing to change.
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('link', { name: 'All companies' })).toHaveAttribute('href', PATHS.companies);
  });

  it('offers an organization admin the company’s and the sponsorships’ changes', async () => {
    renderCompanies('org_admin', companyPath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Boğaziçi Enerji A.Ş.' }),
    ).toBeInTheDocument();
    for (const name of ['Edit', 'Archive', 'New sponsorship', 'Add a contact', 'Remove Can Öztürk']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Edit the sponsorship of U12 Erkek' })).toBeInTheDocument();
    // Only a running sponsorship can be ended.
    expect(screen.getAllByRole('button', { name: /^End the sponsorship of/ })).toHaveLength(1);
  });

  it('says a company the viewer may not read is not found', async () => {
    renderCompanies('company', companyPath, { CompanyProfile: new Error('NOT_FOUND') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Company not found' })).toBeInTheDocument();
  });

  it.each(['parent', 'user'] as const)('tells a %s the companies are not theirs', async (role) => {
    renderCompanies(role, PATHS.companies);
    expect(await screen.findByTestId('companies-forbidden')).toHaveTextContent(
      'Companies are not part of your role',
    );
  });
});
