import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoleKey } from '../../../generated/graphql';
import { PATHS } from '../../../lib/paths';
import { renderAnsweredRoutes, viewerAnswers } from '../../../test/answered-routes';
import { ProfessionalProfilePage } from './professional-profile-page';
import { ProfessionalsPage } from './professionals-page';

const PROFESSIONAL_ID = '5d0c1b8e-7a52-4f3e-9c11-2b6a0e9f4d01';

const row = (userId: string) => ({
  __typename: 'Professional',
  id: PROFESSIONAL_ID,
  userId,
  name: 'Elif Karaca',
  avatar: null,
  email: null,
  title: 'Antrenör',
  specialties: ['Kadın futbolu'],
  bio: 'Kız futbol takımını kurdu.',
  archivedAt: null,
  certifications: null,
  staffAssignments: [],
});

/** The professionals screens as the viewer (id u1) holding `role` sees them. */
function renderProfessionals(role: RoleKey, path: string, { professionalUserId = 'u9' } = {}) {
  renderAnsweredRoutes(
    [
      { path: PATHS.professionals, Component: ProfessionalsPage },
      { path: PATHS.professional, Component: ProfessionalProfilePage },
    ],
    path,
    {
      ...viewerAnswers({ name: 'Elif Şahin', email: 'e@x.example', role, scopeId: 'o1' }),
      ViewerAccess: { viewerAccess: { __typename: 'ViewerAccess', staff: false } },
      ProfessionalsPage: {
        professionals: {
          __typename: 'ProfessionalConnection',
          nodes: [row(professionalUserId)],
          totalCount: 1,
          endCursor: null,
        },
      },
      ProfessionalProfile: { professional: row(professionalUserId) },
      ProfessionalUserCandidates: {
        adminUsers: {
          __typename: 'AdminUserPage',
          items: [
            { __typename: 'AdminUser', id: 'u5', fullName: 'Mehmet Arslan', email: 'm@x.example' },
            { __typename: 'AdminUser', id: 'u9', fullName: 'Elif Karaca', email: 'k@x.example' },
          ],
        },
        professionals: {
          __typename: 'ProfessionalConnection',
          nodes: [{ __typename: 'Professional', id: PROFESSIONAL_ID, userId: 'u9' }],
        },
      },
    },
  );
}

const profilePath = `/fbiad-pages/professionals-profile/${PROFESSIONAL_ID}`;

describe('the professionals screens', { timeout: 20_000 }, () => {
  it('offers an organization admin a new professional, checked against the limits', async () => {
    renderProfessionals('org_admin', PATHS.professionals);
    fireEvent.click(await screen.findByRole('button', { name: 'New professional' }));
    const dialog = await screen.findByRole('dialog', { name: 'New professional' });
    // Only users who are not professionals yet are offered.
    const user = within(dialog).getByLabelText(/^User/);
    expect(await within(user).findByRole('option', { name: /Mehmet Arslan/ })).toBeInTheDocument();
    expect(within(user).queryByRole('option', { name: /Elif Karaca/ })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'x'.repeat(101) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Choose a user of your organization who is not a professional yet.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Give a title of 1 to 100 characters.')).toBeInTheDocument();
  });

  it('offers no new professional to a regular user', async () => {
    renderProfessionals('user', PATHS.professionals);
    expect(await screen.findByText('Elif Karaca')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New professional' })).toBeNull();
  });

  it('offers an organization admin the profile’s edit, with the limits named', async () => {
    renderProfessionals('org_admin', profilePath);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit professional' });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Antrenör');
    expect(within(dialog).queryByLabelText(/^User/)).toBeNull();
    const specialties = Array.from({ length: 11 }, (_, index) => `S${index}`).join(', ');
    fireEvent.change(within(dialog).getByLabelText(/^Specialties/), { target: { value: specialties } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('At most 10 specialties, each at most 60 characters.'),
    ).toBeInTheDocument();
  });

  it('lets the professional edit their own profile, and nobody else', async () => {
    renderProfessionals('user', profilePath, { professionalUserId: 'u1' });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('offers a regular user no edit of someone else’s profile', async () => {
    renderProfessionals('user', profilePath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Elif Karaca' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
