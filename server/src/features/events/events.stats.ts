import type { Translations } from '../../shared/localized-text.js';
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { adminScopeCondition } from '../../shared/auth/scope.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { teamStaffedBy, teamWritable } from '../teams/index.js';
import type { AttendanceMark, EventStatus, EventType } from './event.entity.js';
import { expand } from './events.recurrence.js';
import {
  EVENT_COLUMNS,
  OCCURRENCE_COLUMNS,
  occurrenceId,
  type EventNode,
  type OccurrenceRow,
} from './events.sql.js';

// Attendance figures (docs/domain.md, "Activity"): an athlete's history and monthly rate for those who
// read the athlete in full, and the dashboard's month for the admins of the teams it covers. Sessions
// are the occurrences of team trainings and matches; a rate is (present + late) / marked.

export interface AttendanceRecordNode {
  occurrenceId: string;
  eventId: string;
  title: string;
  /** The event's title in other languages, unless the occurrence has its own title. */
  translations: Translations | null;
  type: EventType;
  startsAt: Date;
  timeZone: string;
  attendance: AttendanceMark;
}

export interface AttendanceRateNode {
  from: string;
  marked: number;
  present: number;
  late: number;
  excused: number;
  absent: number;
  rate: number | null;
}

export interface DashboardSessionNode {
  occurrenceId: string;
  eventId: string;
  originalStart: Date;
  title: string;
  /** As for AttendanceRecordNode. */
  translations: Translations | null;
  startsAt: Date;
}

export interface DashboardAttendanceNode {
  month: string;
  sessions: number;
  sessionsWithRoll: number;
  rate: AttendanceRateNode;
  withoutRoll: DashboardSessionNode[];
}

const ZONE = 'Europe/Istanbul';
const MARK_COUNTS = `count(*)::int AS marked,
  count(*) FILTER (WHERE r.attendance = 'present')::int AS present,
  count(*) FILTER (WHERE r.attendance = 'late')::int AS late,
  count(*) FILTER (WHERE r.attendance = 'excused')::int AS excused,
  count(*) FILTER (WHERE r.attendance = 'absent')::int AS absent`;

const rateOf = (row: Omit<AttendanceRateNode, 'rate'>): AttendanceRateNode => ({
  ...row,
  rate: row.marked === 0 ? null : (row.present + row.late) / row.marked,
});

export class AttendanceStats {
  constructor(private readonly dataSource: DataSource) {}

  /** The athlete's last 50 marks, newest first (the caller has checked full access). */
  async history(athleteId: string): Promise<AttendanceRecordNode[]> {
    const rows = await this.dataSource.query<
      {
        eventId: string;
        originalStart: Date;
        title: string;
        translations: Translations | null;
        type: EventType;
        timeZone: string;
        attendance: AttendanceMark;
      }[]
    >(
      `SELECT r.event_id AS "eventId", r.original_start AS "originalStart", COALESCE(x.title, e.title) AS title,
              CASE WHEN x.title IS NULL THEN e.translations END AS translations, e.type,
              e.time_zone AS "timeZone", r.attendance
         FROM event_attendance r
         JOIN events e ON e.id = r.event_id
         LEFT JOIN event_occurrences x ON x.event_id = r.event_id AND x.original_start = r.original_start
        WHERE r.athlete_id = $1 AND r.attendance IS NOT NULL
        ORDER BY r.original_start DESC LIMIT 50`,
      [athleteId],
    );
    return rows.map((row) => ({
      occurrenceId: occurrenceId(row.eventId, row.originalStart),
      eventId: row.eventId,
      title: row.title,
      translations: row.translations,
      type: row.type,
      startsAt: row.originalStart,
      timeZone: row.timeZone,
      attendance: row.attendance,
    }));
  }

  /** The athlete's marks by month for the last six months, oldest first (full access checked by the caller). */
  async byMonth(athleteId: string): Promise<AttendanceRateNode[]> {
    const first = DateTime.now().setZone(ZONE).startOf('month').minus({ months: 5 });
    const rows = await this.dataSource.query<Omit<AttendanceRateNode, 'rate'>[]>(
      `SELECT to_char(m.month, 'YYYY-MM-DD') AS "from", ${MARK_COUNTS.replaceAll('count(*)', 'count(r.attendance)')}
         FROM generate_series($2::date, $3::date, interval '1 month') AS m(month)
         LEFT JOIN event_attendance r ON r.athlete_id = $1 AND r.attendance IS NOT NULL
               AND r.original_start >= (m.month AT TIME ZONE $4)
               AND r.original_start < ((m.month + interval '1 month') AT TIME ZONE $4)
        GROUP BY m.month ORDER BY m.month`,
      [athleteId, first.toISODate(), first.plus({ months: 5 }).toISODate(), ZONE],
    );
    return rows.map(rateOf);
  }

  /**
   * A team's marks by month for the last six months in its organization's time zone, oldest first: the
   * marks of its members at its events. For the admins of the team's scope and its staff; empty for
   * anyone else (a guardian sees their own child's, never a team's).
   */
  async teamByMonth(viewer: Viewer | null, teamId: string): Promise<AttendanceRateNode[]> {
    const current = requireViewer(viewer);
    const params: unknown[] = [teamId];
    const allowed = `(${teamWritable(current, params)}) OR (${teamStaffedBy(current, params)})`;
    const rows = await this.dataSource.query<Omit<AttendanceRateNode, 'rate'>[]>(
      `WITH team AS (
         SELECT t.id, o.time_zone AS zone FROM teams t JOIN organizations o ON o.id = t.organization_id
          WHERE t.id = $1 AND (${allowed}))
       SELECT to_char(m.month, 'YYYY-MM-DD') AS "from", ${MARK_COUNTS.replaceAll('count(*)', 'count(r.attendance)')}
         FROM team
        CROSS JOIN LATERAL generate_series(
                date_trunc('month', now() AT TIME ZONE team.zone) - interval '5 months',
                date_trunc('month', now() AT TIME ZONE team.zone), interval '1 month') AS m(month)
         LEFT JOIN event_attendance r ON r.attendance IS NOT NULL
               AND r.original_start >= (m.month AT TIME ZONE team.zone)
               AND r.original_start < ((m.month + interval '1 month') AT TIME ZONE team.zone)
               AND r.event_id IN (SELECT et.event_id FROM event_teams et WHERE et.team_id = team.id)
               AND EXISTS (SELECT 1 FROM team_memberships tm
                            WHERE tm.team_id = team.id AND tm.athlete_id = r.athlete_id)
        GROUP BY m.month ORDER BY m.month`,
      params,
    );
    return rows.map(rateOf);
  }

  /** This month in the teams the viewer administers in the organization (the dashboard has checked access). */
  async dashboard(viewer: Viewer | null, organizationId: string): Promise<DashboardAttendanceNode> {
    const current = requireViewer(viewer);
    const now = new Date();
    const [organization] = await this.dataSource.query<{ timeZone: string }[]>(
      'SELECT time_zone AS "timeZone" FROM organizations WHERE id = $1',
      [organizationId],
    );
    const zone = organization?.timeZone ?? ZONE;
    const monthStart = DateTime.fromJSDate(now, { zone }).startOf('month');
    const from = monthStart.toJSDate();
    const params: unknown[] = [organizationId, from, now];
    const administered = adminScopeCondition(
      current,
      { organization: 't.organization_id', branch: 't.branch_id', department: 't.department_id' },
      params,
    ).sql;
    const events = await this.dataSource.query<EventNode[]>(
      `SELECT ${EVENT_COLUMNS}, FALSE AS "canEdit" FROM events e
        WHERE e.organization_id = $1 AND e.scope = 'teams' AND e.type IN ('training', 'match')
          AND e.status <> 'cancelled' AND e.starts_at < $3 AND e.last_start + (e.ends_at - e.starts_at) > $2
          AND EXISTS (SELECT 1 FROM event_teams et JOIN teams t ON t.id = et.team_id
                       WHERE et.event_id = e.id AND t.archived_at IS NULL AND ${administered})`,
      params,
    );
    const ids = events.map((event) => event.id);
    const [own, rolls] = await Promise.all([
      this.dataSource.query<OccurrenceRow[]>(
        `SELECT ${OCCURRENCE_COLUMNS} FROM event_occurrences x WHERE x.event_id = ANY($1::uuid[])
          AND x.original_start >= $2 AND x.original_start < $3`,
        [ids, from, now],
      ),
      this.dataSource.query<
        (Omit<AttendanceRateNode, 'rate' | 'from'> & { eventId: string; originalStart: Date })[]
      >(
        `SELECT r.event_id AS "eventId", r.original_start AS "originalStart", ${MARK_COUNTS}
           FROM event_attendance r
          WHERE r.event_id = ANY($1::uuid[]) AND r.original_start >= $2 AND r.original_start < $3
            AND r.attendance IS NOT NULL
          GROUP BY r.event_id, r.original_start`,
        [ids, from, now],
      ),
    ]);
    const key = (eventId: string, start: Date) => `${eventId}@${start.getTime()}`;
    const ownByKey = new Map(own.map((row) => [key(row.eventId, row.originalStart), row]));
    const rollByKey = new Map(rolls.map((row) => [key(row.eventId, row.originalStart), row]));
    const sessions: DashboardSessionNode[] = [];
    let withRoll = 0;
    for (const event of events) {
      for (const { originalStart, originalEnd } of expand(event, from, now)) {
        const stored = ownByKey.get(key(event.id, originalStart));
        const status: EventStatus = stored?.status ?? event.status;
        const endsAt = stored?.endsAt ?? originalEnd;
        if (status === 'cancelled' || endsAt > now) continue;
        if (rollByKey.has(key(event.id, originalStart))) {
          withRoll += 1;
          continue;
        }
        sessions.push({
          occurrenceId: occurrenceId(event.id, originalStart),
          eventId: event.id,
          originalStart,
          title: stored?.title ?? event.title,
          translations: stored?.title ? null : event.translations,
          startsAt: stored?.startsAt ?? originalStart,
        });
      }
    }
    const totals = rolls.reduce(
      (sum, row) => ({
        marked: sum.marked + row.marked,
        present: sum.present + row.present,
        late: sum.late + row.late,
        excused: sum.excused + row.excused,
        absent: sum.absent + row.absent,
      }),
      { marked: 0, present: 0, late: 0, excused: 0, absent: 0 },
    );
    sessions.sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
    return {
      month: monthStart.toFormat('yyyy-MM'),
      sessions: withRoll + sessions.length,
      sessionsWithRoll: withRoll,
      rate: rateOf({ from: monthStart.toISODate()!, ...totals }),
      withoutRoll: sessions.slice(0, 20),
    };
  }
}
