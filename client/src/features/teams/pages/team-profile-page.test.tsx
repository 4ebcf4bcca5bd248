import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoleKey } from '../../../generated/graphql';
import { PATHS } from '../../../lib/paths';
import { renderAnsweredRoutes, viewerAnswers } from '../../../test/answered-routes';
import { TeamProfilePage } from './team-profile-page';

const TEAM_ID = '3a9d2c41-6b7e-4f80-9a1b-2c3d4e5f6a05';

const membership = (id: string, athleteId: string, fullName: string, jerseyNumber: number) => ({
  __typename: 'TeamMembership',
  id,
  teamId: TEAM_ID,
  jerseyNumber,
  position: null,
  status: 'active',
  fromOn: '2026-09-01',
  athlete: { __typename: 'Athlete', id: athleteId, fullName },
});

const team = (endsOn: string, memberCount: number) => ({
  __typename: 'Team',
  id: TEAM_ID,
  name: 'Futbol U16 Erkek',
  branchId: 'b1',
  branch: { __typename: 'Branch', id: 'b1', name: 'Kadıköy' },
  departmentId: 'd1',
  department: { __typename: 'Department', id: 'd1', name: 'Futbol' },
  seasonId: 's1',
  season: { __typename: 'Season', id: 's1', name: '2026–2027', current: true, endsOn },
  birthYearMin: 2011,
  birthYearMax: 2012,
  ageCategory: 'U16',
  gender: 'boys',
  capacity: 24,
  memberCount,
  archivedAt: null,
  staff: [],
});

/** The team's page as the viewer holding `role` sees it. */
function renderTeam(
  role: RoleKey,
  {
    endsOn = '2099-06-30',
    memberCount = 14,
    roster = [] as unknown[],
    staff = false,
    attendance = [] as unknown[],
  } = {},
) {
  renderAnsweredRoutes(
    [{ path: PATHS.team, Component: TeamProfilePage }],
    `/fbiad-pages/teams-profile/${TEAM_ID}`,
    {
      ...viewerAnswers({ name: 'Elif Şahin', email: 'e@x.example', role, scopeId: 'o1' }),
      ViewerAccess: { viewerAccess: { __typename: 'ViewerAccess', staff } },
      TeamProfile: { team: team(endsOn, memberCount), teamMemberships: roster },
      TeamAttendance: { team: { __typename: 'Team', id: TEAM_ID, attendanceByMonth: attendance } },
      StaffCandidates: { professionals: { __typename: 'ProfessionalConnection', nodes: [] } },
      TeamAthleteCandidates: {
        athletes: {
          __typename: 'AthleteConnection',
          nodes: [
            {
              __typename: 'Athlete',
              id: 'a1',
              fullName: 'Arda Yılmaz',
              gender: 'male',
              licenceNumber: 'L-1',
            },
            {
              __typename: 'Athlete',
              id: 'a3',
              fullName: 'Ceren Aydın',
              gender: 'female',
              licenceNumber: null,
            },
            { __typename: 'Athlete', id: 'a2', fullName: 'Berk Kaya', gender: 'male', licenceNumber: null },
          ],
        },
      },
      AddTeamAthlete: { addTeamMembership: membership('m2', 'a2', 'Berk Kaya', 7) },
    },
  );
}

describe('a team’s page', { timeout: 20_000 }, () => {
  it('tells a viewer who may not see the roster how many play, not that the team is empty', async () => {
    renderTeam('user', { staff: true });
    expect(await screen.findByText('14 / 24')).toBeInTheDocument();
    expect(screen.getByTestId('roster-private')).toHaveTextContent(
      "14 athletes play in this team. The roster is visible to the team's staff and families.",
    );
    expect(screen.queryByText('No athletes in this team yet.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add athlete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add staff' })).toBeNull();
  });

  it('shows its admins the attendance by month, and leaves it out for those the API answers none', async () => {
    const month = (from: string, present: number, absent: number) => ({
      __typename: 'AttendanceRate',
      from,
      marked: present + absent,
      present,
      late: 0,
      excused: 0,
      absent,
      rate: present + absent === 0 ? null : present / (present + absent),
    });
    renderTeam('org_admin', { attendance: [month('2026-10-01', 0, 0), month('2026-11-01', 9, 1)] });
    const section = await screen.findByTestId('team-attendance');
    expect(within(section).getByRole('heading', { name: 'Attendance' })).toBeInTheDocument();
    expect(within(section).getByTestId('attendance-rate')).toHaveTextContent('90% attended');
    expect(
      within(section).getByText('Present or late, out of 10 marks (athletes at sessions)'),
    ).toBeInTheDocument();
    expect(within(section).getAllByTestId('attendance-month')).toHaveLength(2);
  });

  it('drops the section once the API answers no months (a viewer who may not see them)', async () => {
    renderTeam('org_admin', { attendance: [] });
    expect(await screen.findByText('14 / 24')).toBeInTheDocument();
    // The answer is in (the page's own queries and the section's are answered alike): no section.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByTestId('team-attendance')).toBeNull();
  });

  it('lets an admin add an athlete who is not on the roster yet', async () => {
    renderTeam('org_admin', { memberCount: 1, roster: [membership('m1', 'a1', 'Arda Yılmaz', 10)] });
    expect(await screen.findByText('1 / 24')).toBeInTheDocument();
    expect(screen.queryByTestId('roster-private')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add staff' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add athlete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an athlete to the team' });
    const athlete = within(dialog).getByLabelText(/^Athlete/);
    await within(athlete).findByRole('option', { name: 'Berk Kaya' });
    // Those on the roster already, and a girl for a boys' team, are not offered.
    expect(within(athlete).queryByRole('option', { name: /Arda Yılmaz/ })).toBeNull();
    expect(within(athlete).queryByRole('option', { name: /Ceren Aydın/ })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/^Jersey/), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add athlete' }));
    expect(await within(dialog).findByText('Choose an athlete.')).toBeInTheDocument();
    expect(within(dialog).getByText('A whole number from 0 to 99.')).toBeInTheDocument();
    fireEvent.change(athlete, { target: { value: 'a2' } });
    fireEvent.change(within(dialog).getByLabelText(/^Jersey/), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add athlete' }));
    expect(await screen.findByRole('link', { name: 'Berk Kaya' })).toBeInTheDocument();
    expect(screen.getByText('2 / 24')).toBeInTheDocument();
  });

  it('offers no roster or staff changes for a team whose season has ended', async () => {
    renderTeam('org_admin', { endsOn: '2020-06-30', memberCount: 0 });
    expect(await screen.findByText(/season has ended/)).toBeInTheDocument();
    expect(screen.getByText('No athletes in this team yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add athlete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add staff' })).toBeNull();
  });
});
