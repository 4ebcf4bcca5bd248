import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PERSONAS } from '../users/index.js';
import { COACH, eventsSuite, TEAMS, type EventAnswer } from './events.test-kit.js';

// RSVP and the roll through the real API (events.attendance.ts) as each persona: a guardian sees and
// answers for their own children only; the team's staff and the admins who change the event see
// everyone, answer on a family's behalf and take the roll; the counts are theirs alone; everyone else
// reads no attendee; bad input changes nothing.

const { t, create, gql, codeOf, query, digest } = eventsSuite();

const U10 = TEAMS.futbolU10Erkek.id;
const HOUR = 3600_000;
let future: EventAnswer;
let past: EventAnswer;
let children: { id: string }[] = [];
let teamAthletes: { id: string }[] = [];

const ATTENDEE = 'athleteId athleteName rsvp rsvpNote attendance checkedByName';
const occurrenceQuery = `query ($id: ID!, $at: DateTime!) {
  eventOccurrence(eventId: $id, occurrenceStart: $at) { id attendees { ${ATTENDEE} } rsvpCounts { going notGoing maybe unanswered } }
}`;

type Attendee = {
  athleteId: string;
  rsvp: string | null;
  attendance: string | null;
  checkedByName: string | null;
};
type OccurrenceRead = { id: string; attendees: Attendee[]; rsvpCounts: Record<string, number> | null };

const read = (who: Parameters<typeof gql>[0], event: EventAnswer) =>
  gql<{ eventOccurrence: OccurrenceRead }>(who, occurrenceQuery, { id: event.id, at: event.startsAt });

const rsvp = (
  who: Parameters<typeof gql>[0],
  event: EventAnswer,
  athleteId: string,
  answer = 'going',
  note?: string,
) =>
  gql<{ answerRsvp: Attendee }>(
    who,
    `mutation ($id: ID!, $at: DateTime!, $a: ID!, $answer: RsvpAnswer!, $note: String) {
       answerRsvp(eventId: $id, occurrenceStart: $at, athleteId: $a, answer: $answer, note: $note) { ${ATTENDEE} }
     }`,
    { id: event.id, at: event.startsAt, a: athleteId, answer, note },
  );

const roll = (
  who: Parameters<typeof gql>[0],
  event: EventAnswer,
  marks: { athleteId: string; mark: string | null }[],
) =>
  gql<{ takeAttendance: Attendee[] }>(
    who,
    `mutation ($id: ID!, $at: DateTime!, $marks: [AttendanceInput!]!) {
       takeAttendance(eventId: $id, occurrenceStart: $at, marks: $marks) { ${ATTENDEE} }
     }`,
    { id: event.id, at: event.startsAt, marks },
  );

const digestAll = () => digest('event_attendance');

beforeAll(async () => {
  const at = (offset: number) => new Date(Math.floor(Date.now() / HOUR) * HOUR + offset * HOUR).toISOString();
  const session = (title: string, start: string, end: string) => ({
    type: 'training',
    title,
    scope: 'teams',
    teamIds: [U10],
    startsAt: start,
    endsAt: end,
  });
  future = await create('coach', session('Tomorrow', at(30), at(31)));
  past = await create('coach', session('Earlier', at(-3), at(-2)));
  teamAthletes = await query<{ id: string }>(
    `SELECT a.id FROM team_memberships tm JOIN athletes a ON a.id = tm.athlete_id
      WHERE tm.team_id = $1 AND tm.to_on IS NULL AND a.archived_at IS NULL ORDER BY a.id`,
    [U10],
  );
  children = await query<{ id: string }>(
    `SELECT gl.athlete_id AS id FROM guardian_links gl JOIN team_memberships tm ON tm.athlete_id = gl.athlete_id
      WHERE gl.user_id = $1 AND gl.archived_at IS NULL AND tm.team_id = $2 AND tm.to_on IS NULL`,
    [DEMO_PERSONAS.parent.id, U10],
  );
  expect(children.length).toBeGreaterThan(0);
  expect(teamAthletes.length).toBeGreaterThan(children.length);
});

describe('who sees the attendees', () => {
  it('shows the staff and admins everyone with counts, a guardian their children only', async () => {
    for (const who of ['coach', 'orgAdmin', 'branchAdmin', 'deptAdmin', 'superAdmin'] as const) {
      const answer = await read(who, future);
      expect(answer.errors, who).toBeUndefined();
      expect(answer.data!.eventOccurrence.attendees.map((a) => a.athleteId).sort(), who).toEqual(
        teamAthletes.map((a) => a.id),
      );
      expect(answer.data!.eventOccurrence.rsvpCounts, who).toMatchObject({ unanswered: expect.any(Number) });
    }
    const parent = await read('parent', future);
    expect(parent.data!.eventOccurrence.attendees.map((a) => a.athleteId).sort()).toEqual(
      children.map((c) => c.id).sort(),
    );
    expect(parent.data!.eventOccurrence.rsvpCounts).toBeNull();
  });

  it('answers NOT_FOUND to those who do not read the team’s events', async () => {
    for (const who of ['company', 'regular', 'otherOrgAdmin'] as const) {
      expect(codeOf(await read(who, future)), who).toBe('NOT_FOUND');
    }
  });
});

describe('RSVP', () => {
  it('lets a guardian answer for their child, counted for the staff', async () => {
    const child = children[0]!.id;
    const answer = await rsvp('parent', future, child, 'not_going', 'Dentist at five');
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.answerRsvp).toMatchObject({
      athleteId: child,
      rsvp: 'not_going',
      rsvpNote: 'Dentist at five',
    });
    const staff = await read('coach', future);
    expect(staff.data!.eventOccurrence.rsvpCounts).toMatchObject({ notGoing: 1, going: 0 });
    // Changing one's mind replaces the answer.
    await rsvp('parent', future, child, 'going');
    expect((await read('coach', future)).data!.eventOccurrence.rsvpCounts).toMatchObject({
      notGoing: 0,
      going: 1,
    });
  });

  it('refuses a guardian another family’s child, and an answer to a past or cancelled occurrence', async () => {
    const before = await digestAll();
    const stranger = teamAthletes.find((athlete) => !children.some((child) => child.id === athlete.id))!;
    expect(codeOf(await rsvp('parent', future, stranger.id))).toBe('NOT_FOUND');
    expect(codeOf(await rsvp('parent', past, children[0]!.id))).toBe('BAD_USER_INPUT');
    expect(codeOf(await rsvp('company', future, children[0]!.id))).toBe('NOT_FOUND');
    expect(codeOf(await rsvp('parent', future, children[0]!.id, 'perhaps'))).toBe('BAD_USER_INPUT');
    expect(codeOf(await rsvp('parent', future, children[0]!.id, 'maybe', 'x'.repeat(501)))).toBe(
      'BAD_USER_INPUT',
    );
    expect(await digestAll()).toBe(before);
  });

  it('lets the coach answer on a family’s behalf', async () => {
    const stranger = teamAthletes.find((athlete) => !children.some((child) => child.id === athlete.id))!;
    const answer = await rsvp('coach', future, stranger.id, 'maybe');
    expect(answer.data!.answerRsvp).toMatchObject({ athleteId: stranger.id, rsvp: 'maybe' });
  });
});

const dashboardQuery = `query ($org: ID!) { schoolDashboard(organizationId: $org) {
  attendance { month sessions sessionsWithRoll rate { marked present late rate } withoutRoll { eventId title } } } }`;
type DashboardAttendance = {
  sessions: number;
  sessionsWithRoll: number;
  rate: { marked: number; present: number; late: number; rate: number | null };
  withoutRoll: { eventId: string; title: string }[];
};
const dashboard = async (who: Parameters<typeof gql>[0]) => {
  const answer = await gql<{ schoolDashboard: { attendance: DashboardAttendance } }>(who, dashboardQuery, {
    org: DEMO_PERSONAS.orgAdmin.organizationId,
  });
  expect(answer.errors, String(who)).toBeUndefined();
  return answer.data!.schoolDashboard.attendance;
};
const thisMonth = () =>
  new Date(past.startsAt).getUTCMonth() === new Date(Date.now() + 3 * HOUR).getUTCMonth();

describe('the roll', () => {
  it('is taken by the coach, who is named, and the guardian sees their child’s mark', async () => {
    const before = await dashboard('orgAdmin');
    if (thisMonth()) expect(before.withoutRoll.map((session) => session.eventId)).toContain(past.id);
    const marks = teamAthletes.map((athlete, index) => ({
      athleteId: athlete.id,
      mark: index === 0 ? 'late' : 'present',
    }));
    const answer = await roll('coach', past, marks);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.takeAttendance).toHaveLength(teamAthletes.length);
    expect(answer.data!.takeAttendance.every((a) => a.checkedByName === COACH.name)).toBe(true);
    const parent = await read('parent', past);
    expect(parent.data!.eventOccurrence.attendees.every((a) => a.attendance !== null)).toBe(true);
    // The dashboard counts the roll: one session more with a roll, its marks in the month's rate.
    const after = await dashboard('orgAdmin');
    if (thisMonth()) {
      expect(after.withoutRoll.map((session) => session.eventId)).not.toContain(past.id);
      expect(after.sessionsWithRoll).toBe(before.sessionsWithRoll + 1);
      expect(after.rate.marked).toBe(before.rate.marked + teamAthletes.length);
      expect(after.rate.late).toBe(before.rate.late + 1);
    }
    expect(after.rate.rate).toBeGreaterThan(0.5);
    // The athlete's history, for those who read the athlete in full.
    const history = await gql<{
      athlete: { attendanceHistory: { eventId: string; attendance: string; timeZone: string }[] };
    }>(
      'coach',
      'query ($id: ID!) { athlete(id: $id) { attendanceHistory { eventId attendance timeZone } attendanceByMonth { from marked rate } } }',
      { id: teamAthletes[0]!.id },
    );
    expect(history.errors).toBeUndefined();
    expect(history.data!.athlete.attendanceHistory[0]).toEqual({
      eventId: past.id,
      attendance: 'late',
      timeZone: 'Europe/Istanbul',
    });
    // Taking the same roll again keeps who took it; a change names whoever changed it.
    await roll('orgAdmin', past, marks);
    const again = await read('coach', past);
    expect(again.data!.eventOccurrence.attendees.every((a) => a.checkedByName === COACH.name)).toBe(true);
    await roll('orgAdmin', past, [{ athleteId: teamAthletes[1]!.id, mark: 'excused' }]);
    const changed = (await read('coach', past)).data!.eventOccurrence.attendees.find(
      (a) => a.athleteId === teamAthletes[1]!.id,
    )!;
    expect(changed).toMatchObject({ attendance: 'excused', checkedByName: DEMO_PERSONAS.orgAdmin.name });
  });

  it('limits the dashboard to the teams the admin administers', async () => {
    const [organization, branch] = [await dashboard('orgAdmin'), await dashboard('branchAdmin')];
    expect(branch.sessions).toBeGreaterThan(0);
    expect(branch.sessions).toBeLessThan(organization.sessions);
    expect(branch.rate.marked).toBeLessThan(organization.rate.marked);
  });

  it('refuses guardians and others, tomorrow’s occurrence and athletes not invited; nothing changes', async () => {
    const before = await digestAll();
    const mark = [{ athleteId: children[0]!.id, mark: 'present' }];
    expect(codeOf(await roll('parent', past, mark))).toBe('FORBIDDEN');
    expect(codeOf(await roll('regular', past, mark))).toBe('NOT_FOUND');
    expect(codeOf(await roll('coach', future, mark))).toBe('BAD_USER_INPUT');
    const [outsider] = await query<{ id: string }>(
      `SELECT a.id FROM athletes a WHERE a.organization_id = $1 AND a.id NOT IN
         (SELECT athlete_id FROM team_memberships WHERE team_id = $2) LIMIT 1`,
      [DEMO_PERSONAS.orgAdmin.organizationId, U10],
    );
    expect(codeOf(await roll('coach', past, [{ athleteId: outsider!.id, mark: 'present' }]))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await roll('coach', past, []))).toBe('BAD_USER_INPUT');
    expect(await digestAll()).toBe(before);
  });

  it('reads the attendees of every occurrence of a window in the same statements', async () => {
    const statements = async (from: string, to: string) => {
      const sent = await t.server.queries.during(async () => {
        const answer = await gql(
          'coach',
          `query ($from: DateTime!, $to: DateTime!, $team: ID) {
             calendar(from: $from, to: $to, teamId: $team) { id attendees { athleteId rsvp } rsvpCounts { going } }
           }`,
          { from, to, team: U10 },
        );
        expect(answer.errors).toBeUndefined();
      });
      return sent.length;
    };
    await statements('2027-04-05T00:00:00Z', '2027-04-12T00:00:00Z');
    expect(await statements('2027-04-01T00:00:00Z', '2027-05-01T00:00:00Z')).toBe(
      await statements('2027-04-05T00:00:00Z', '2027-04-12T00:00:00Z'),
    );
  });
});
