import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoleKey } from '../../../generated/graphql';
import { renderAnsweredRoutes, viewerAnswers } from '../../../test/answered-routes';
import { AthleteHealthSection } from './athlete-health-section';

const ATHLETE_ID = '7e1f0c2a-3b4d-4c5e-8f60-718293a4b5c6';

const health = (medicalNotes: string | null) => ({
  __typename: 'AthleteHealth',
  athleteId: ATHLETE_ID,
  medicalNotes,
  healthDataConsent: true,
});

/** The section as the viewer holding `role` (staff of a team or not) sees it. */
function renderSection(role: RoleKey, { full = true, staff = false } = {}) {
  renderAnsweredRoutes(
    [{ path: '/', Component: () => <AthleteHealthSection athleteId={ATHLETE_ID} full={full} /> }],
    '/',
    {
      ...viewerAnswers({ name: 'Elif Şahin', email: 'e@x.example', role, scopeId: 'o1' }),
      ViewerAccess: { viewerAccess: { __typename: 'ViewerAccess', staff } },
      AthleteHealth: { athleteHealth: health('Fıstık alerjisi') },
      UpdateAthleteMedicalNotes: { updateAthleteHealth: health('Fıstık alerjisi; astım spreyi') },
    },
  );
}

describe('the medical notes section', { timeout: 20_000 }, () => {
  it('lets an admin write the notes once read, within the limit it names', async () => {
    renderSection('org_admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Show medical notes' }));
    expect(await screen.findByText('Fıstık alerjisi')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit medical notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Medical notes' });
    const notes = within(dialog).getByLabelText(/^Notes/);
    expect(notes).toHaveValue('Fıstık alerjisi');
    expect(within(dialog).getByText(/15 \/ 5000 characters/)).toBeInTheDocument();
    fireEvent.change(notes, { target: { value: 'x'.repeat(5001) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At most 5000 characters.')).toBeInTheDocument();
    fireEvent.change(notes, { target: { value: 'Fıstık alerjisi; astım spreyi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The saved notes replace the ones shown (the node showing them is rendered anew).
    await waitFor(() => expect(screen.getByText('Fıstık alerjisi; astım spreyi')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Medical notes' })).toBeNull());
  });

  it('lets a coach of the athlete’s team write them too', async () => {
    renderSection('user', { staff: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Show medical notes' }));
    expect(await screen.findByRole('button', { name: 'Edit medical notes' })).toBeInTheDocument();
  });

  it('shows a guardian the notes with nothing to change', async () => {
    renderSection('parent');
    fireEvent.click(await screen.findByRole('button', { name: 'Show medical notes' }));
    expect(await screen.findByText('Fıstık alerjisi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit medical notes' })).toBeNull();
  });

  it('offers nothing to a viewer without full access', async () => {
    renderSection('parent', { full: false });
    expect(await screen.findByText(/shown only to the athlete/)).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
