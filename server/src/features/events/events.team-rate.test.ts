import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { DEMO_PERSONAS } from '../users/index.js';
import { eventsSuite, TEAMS, type Persona } from './events.test-kit.js';

// A team's attendance by month (`Team.attendanceByMonth`, events.stats.ts) through the real API: the
// marks of its members at its events, month by month in the organization's zone, for the admins of the
// team's scope and its staff; empty for every other persona, a guardian included.

const { create, gql, codeOf, query } = eventsSuite();

const U10 = TEAMS.futbolU10Erkek.id;
const ZONE = 'Europe/Istanbul';
const RATE = `query ($id: ID!) { team(id: $id) { id attendanceByMonth { from marked present late excused absent rate } } }`;

interface Month {
  from: string;
  marked: number;
  present: number;
  late: number;
  excused: number;
  absent: number;
  rate: number | null;
}

async function months(who: Persona, teamId = U10): Promise<Month[]> {
  const answer = await gql<{ team: { attendanceByMonth: Month[] } }>(who, RATE, { id: teamId });
  if (!answer.data) throw new Error(`team: ${JSON.stringify(answer.errors)}`);
  return answer.data.team.attendanceByMonth;
}

/** The team's marks counted again straight from the rows, by local month. */
async function recount(teamId: string): Promise<Map<string, number>> {
  const rows = await query<{ month: string; marked: number }>(
    `SELECT to_char(r.original_start AT TIME ZONE $2, 'YYYY-MM') AS month, count(*)::int AS marked
       FROM event_attendance r
      WHERE r.attendance IS NOT NULL
        AND EXISTS (SELECT 1 FROM event_teams et WHERE et.event_id = r.event_id AND et.team_id = $1)
        AND r.athlete_id IN (SELECT tm.athlete_id FROM team_memberships tm WHERE tm.team_id = $1)
      GROUP BY 1`,
    [teamId, ZONE],
  );
  return new Map(rows.map((row) => [row.month, row.marked]));
}

describe('a team’s attendance by month', () => {
  it('counts its members’ marks at its events for the last six months, a new roll included', async () => {
    const answer = await months('orgAdmin');
    const thisMonth = DateTime.now().setZone(ZONE).startOf('month');
    expect(answer.map((month) => month.from)).toEqual(
      [5, 4, 3, 2, 1, 0].map((back) => thisMonth.minus({ months: back }).toISODate()),
    );
    const counted = await recount(U10);
    for (const month of answer) {
      expect(month.marked).toBe(counted.get(month.from.slice(0, 7)) ?? 0);
      expect(month.present + month.late + month.excused + month.absent).toBe(month.marked);
      expect(month.rate).toBe(month.marked === 0 ? null : (month.present + month.late) / month.marked);
    }
    // The demo season has rolls of the last weeks.
    expect(answer.some((month) => month.marked > 0)).toBe(true);

    // A roll of a session that just ended adds its marks.
    const start = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3 * 3_600_000);
    const session = await create('coach', {
      type: 'training',
      title: 'Rate session',
      scope: 'teams',
      teamIds: [U10],
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
    });
    const members = await query<{ id: string }>(
      `SELECT tm.athlete_id AS id FROM team_memberships tm JOIN athletes a ON a.id = tm.athlete_id
        WHERE tm.team_id = $1 AND tm.to_on IS NULL AND a.archived_at IS NULL`,
      [U10],
    );
    const rolled = await gql(
      'coach',
      `mutation ($id: ID!, $at: DateTime!, $marks: [AttendanceInput!]!) {
         takeAttendance(eventId: $id, occurrenceStart: $at, marks: $marks) { athleteId }
       }`,
      {
        id: session.id,
        at: session.startsAt,
        marks: members.map((member, index) => ({
          athleteId: member.id,
          mark: index === 0 ? 'absent' : 'present',
        })),
      },
    );
    expect(rolled.errors).toBeUndefined();
    const after = await months('orgAdmin');
    const total = (list: Month[]) => list.reduce((sum, month) => sum + month.marked, 0);
    expect(total(after)).toBe(total(answer) + members.length);
    expect(after.reduce((sum, month) => sum + month.absent, 0)).toBe(
      answer.reduce((sum, month) => sum + month.absent, 0) + 1,
    );
  });

  it('is for the admins of the team’s scope and its staff; empty for everyone else', async () => {
    const full = await months('orgAdmin');
    const [team] = await query<{ departmentId: string; branchId: string }>(
      'SELECT department_id AS "departmentId", branch_id AS "branchId" FROM teams WHERE id = $1',
      [U10],
    );
    const administers = (who: 'branchAdmin' | 'deptAdmin') =>
      DEMO_PERSONAS[who].scope?.id === (who === 'branchAdmin' ? team!.branchId : team!.departmentId);
    const expected: Record<Exclude<Persona, 'otherOrgAdmin'>, boolean> = {
      superAdmin: true,
      orgAdmin: true,
      branchAdmin: administers('branchAdmin'),
      deptAdmin: administers('deptAdmin'),
      coach: true,
      parent: false,
      company: false,
      regular: false,
    };
    for (const [who, sees] of Object.entries(expected) as [Exclude<Persona, 'otherOrgAdmin'>, boolean][]) {
      expect(await months(who), who).toEqual(sees ? full : []);
    }
    // A coach reads another team of the school, not its attendance.
    expect(await months('coach', TEAMS.basketbolU14Kiz.id)).toEqual([]);
    // Another organization's team is not found at all.
    expect(codeOf(await gql('otherOrgAdmin', RATE, { id: U10 }))).toBe('NOT_FOUND');
  });
});
