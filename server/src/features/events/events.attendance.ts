import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { staffTeamIdsSql } from '../../shared/auth/scope.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { bindParam } from '../../shared/db/bind.js';
import { badInput, forbidden, notFound } from '../../shared/errors.js';
import { isUuid, optionalText, validate } from '../../shared/validation.js';
import { isParentOf } from '../athletes/index.js';
import { z } from 'zod';
import { ATTENDANCE_MARKS, RSVP_ANSWERS, type AttendanceMark, type RsvpAnswer } from './event.entity.js';
import { eventWritable } from './events.policy.js';
import { localDate } from './events.recurrence.js';
import type { OccurrenceNode } from './events.sql.js';

// RSVP and the roll of one occurrence (docs/domain.md, "Activity"). Those invited are the athletes who
// are members of one of the event's teams on the occurrence's day (team events only), and anyone who
// already has an answer or a mark there. Who sees them: the event's staff and the admins who change it
// see everyone; a guardian sees their own children; nobody else sees anyone. A guardian answers for their
// children; the staff and admins answer on a family's behalf and take the roll.

/** An attendee as the contract serves it. */
export interface AttendeeNode {
  athleteId: string;
  athleteName: string;
  rsvp: RsvpAnswer | null;
  rsvpNote: string | null;
  rsvpAt: Date | null;
  attendance: AttendanceMark | null;
  checkedByName: string | null;
  checkedAt: Date | null;
}

/** The attendees of one occurrence the viewer sees, and whether they see everyone (then the counts). */
export interface OccurrenceRoster {
  attendees: AttendeeNode[];
  everyone: boolean;
}

/** The contract's RsvpCounts. */
export interface RsvpCountsNode {
  going: number;
  notGoing: number;
  maybe: number;
  unanswered: number;
}

const NOTE_LIMIT = 500;
const rsvpSchema = z.object({
  answer: z.enum(RSVP_ANSWERS, { error: 'Answer going, not_going or maybe' }),
  note: optionalText('Note', NOTE_LIMIT).optional(),
});
const marksSchema = z
  .array(
    z.object({
      athleteId: z.string().refine(isUuid, 'Athlete must be a UUID'),
      mark: z.enum(ATTENDANCE_MARKS, { error: 'Mark present, late, excused or absent' }).nullish(),
    }),
  )
  .min(1, 'Give at least one mark')
  .max(200, 'At most 200 marks at once');

/** SQL over the event `e`: the viewer sees every attendee (changes the event, or is staff of one of its teams). */
function seesEveryone(viewer: Viewer, params: unknown[]): string {
  const staffed = staffTeamIdsSql(bindParam(params, viewer.userId, 'uuid'));
  return `((${eventWritable(viewer, params)})
    OR EXISTS (SELECT 1 FROM event_teams se WHERE se.event_id = e.id AND se.team_id IN (${staffed})))`;
}

/** SQL over the athlete `a`: one of the viewer's children (a parent of the viewer's organization). */
function ownChild(viewer: Viewer, params: unknown[]): string {
  if (!isParentOf(viewer, viewer.organizationId)) return 'FALSE';
  const user = bindParam(params, viewer.userId, 'uuid');
  const organization = bindParam(params, viewer.organizationId, 'uuid');
  return `(a.organization_id = ${organization} AND EXISTS (SELECT 1 FROM guardian_links ogl
            WHERE ogl.athlete_id = a.id AND ogl.user_id = ${user} AND ogl.archived_at IS NULL))`;
}

/**
 * The attendees of many occurrences in one statement: `keys` are occurrences (their event, original
 * start, and the local day whose team memberships count).
 */
async function rosters(
  dataSource: DataSource,
  viewer: Viewer,
  keys: readonly { eventId: string; originalStart: Date; day: string }[],
): Promise<OccurrenceRoster[]> {
  const params: unknown[] = [
    keys.map((key) => key.eventId),
    keys.map((key) => key.originalStart),
    keys.map((key) => key.day),
  ];
  const everyone = seesEveryone(viewer, params);
  const child = ownChild(viewer, params);
  const rows = await dataSource.query<(AttendeeNode & { n: number; everyone: boolean })[]>(
    `WITH occ AS (SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::date[]) WITH ORDINALITY AS o(event_id, original_start, day, n)),
          invited AS (
            SELECT occ.n, tm.athlete_id FROM occ
              JOIN event_teams et ON et.event_id = occ.event_id
              JOIN team_memberships tm ON tm.team_id = et.team_id AND tm.from_on <= occ.day
                                      AND (tm.to_on IS NULL OR tm.to_on >= occ.day)
            UNION
            SELECT occ.n, r.athlete_id FROM occ
              JOIN event_attendance r ON r.event_id = occ.event_id AND r.original_start = occ.original_start)
     SELECT occ.n::int AS n, (${everyone}) AS everyone, a.id AS "athleteId",
            a.first_name || ' ' || a.last_name AS "athleteName", r.rsvp, r.rsvp_note AS "rsvpNote",
            r.rsvp_at AS "rsvpAt", r.attendance, cu.name AS "checkedByName", r.checked_at AS "checkedAt"
       FROM occ
       JOIN events e ON e.id = occ.event_id
       JOIN invited i ON i.n = occ.n
       JOIN athletes a ON a.id = i.athlete_id AND a.archived_at IS NULL
       LEFT JOIN event_attendance r ON r.event_id = occ.event_id AND r.original_start = occ.original_start
                                   AND r.athlete_id = a.id
       LEFT JOIN users cu ON cu.id = r.checked_by
      WHERE (${everyone}) OR ${child}
      ORDER BY occ.n, a.last_name, a.first_name, a.id`,
    params,
  );
  const everyoneParams: unknown[] = [keys.map((key) => key.eventId)];
  const flags = await dataSource.query<{ id: string; everyone: boolean }[]>(
    `SELECT e.id, (${seesEveryone(viewer, everyoneParams)}) AS everyone FROM events e WHERE e.id = ANY($1::uuid[])`,
    everyoneParams,
  );
  const flagOf = new Map(flags.map((flag) => [flag.id, flag.everyone]));
  return keys.map((key, index) => ({
    attendees: rows
      .filter((row) => row.n === index + 1)
      .map(({ n: _n, everyone: _everyone, ...attendee }) => attendee),
    everyone: flagOf.get(key.eventId) === true,
  }));
}

/** Counts of a roster's answers. */
export function countsOf(roster: OccurrenceRoster): RsvpCountsNode | null {
  if (!roster.everyone) return null;
  const count = (answer: RsvpAnswer | null) => roster.attendees.filter((a) => a.rsvp === answer).length;
  return {
    going: count('going'),
    notGoing: count('not_going'),
    maybe: count('maybe'),
    unanswered: count(null),
  };
}

/** RSVP and the roll; reads batch per request (one statement for every occurrence a response names). */
export class EventAttendance {
  private readonly loaders = new WeakMap<object, DataLoader<OccurrenceNode, OccurrenceRoster>>();

  constructor(private readonly dataSource: DataSource) {}

  /** The roster of an occurrence as the viewer sees it; batched per `request` (the GraphQL context). */
  roster(request: object, viewer: Viewer | null, occurrence: OccurrenceNode): Promise<OccurrenceRoster> {
    const current = requireViewer(viewer);
    let loader = this.loaders.get(request);
    if (!loader) {
      loader = new DataLoader(
        (occurrences) =>
          rosters(
            this.dataSource,
            current,
            occurrences.map((o) => ({
              eventId: o.eventId,
              originalStart: o.originalStart,
              day: localDate(o.originalStart, o.event.timeZone),
            })),
          ),
        { cacheKeyFn: (o) => o.id },
      );
      this.loaders.set(request, loader);
    }
    return loader.load(occurrence);
  }

  /** A guardian's (or the staff's) answer for a child. */
  async answerRsvp(
    viewer: Viewer | null,
    occurrence: OccurrenceNode,
    athleteId: string,
    input: { answer: unknown; note?: unknown },
  ): Promise<AttendeeNode> {
    const current = requireViewer(viewer);
    const data = validate(rsvpSchema, input);
    if (occurrence.status === 'cancelled') throw badInput('answer', 'The occurrence is cancelled');
    if (occurrence.endsAt.getTime() <= Date.now()) throw badInput('answer', 'The occurrence is over');
    // Read, then one atomic upsert: no transaction spans the two, since the roster is read through the
    // pool (on the embedded database a second connection waits for an open transaction to end).
    const attendee = await this.invitedAthlete(current, occurrence, athleteId);
    if (!attendee.mayAnswer)
      throw forbidden('Only the athlete’s guardians and the event’s staff answer for them.');
    await this.dataSource.query(
      `INSERT INTO event_attendance (event_id, original_start, athlete_id, rsvp, rsvp_note, rsvp_by, rsvp_at)
       VALUES ($1, $2, $3, $4, $5, $6, now())
       ON CONFLICT (event_id, original_start, athlete_id) DO UPDATE
         SET rsvp = EXCLUDED.rsvp, rsvp_note = EXCLUDED.rsvp_note, rsvp_by = EXCLUDED.rsvp_by, rsvp_at = now()`,
      [
        occurrence.eventId,
        occurrence.originalStart,
        athleteId,
        data.answer,
        data.note ?? null,
        current.userId,
      ],
    );
    return this.attendee(current, occurrence, athleteId);
  }

  /** The roll: each athlete's mark (the event's staff and admins). */
  async takeAttendance(
    viewer: Viewer | null,
    occurrence: OccurrenceNode,
    input: unknown,
  ): Promise<AttendeeNode[]> {
    const current = requireViewer(viewer);
    const marks = validate(marksSchema, input);
    if (occurrence.status === 'cancelled') throw badInput('marks', 'The occurrence is cancelled');
    const today = localDate(new Date(), occurrence.event.timeZone);
    if (localDate(occurrence.startsAt, occurrence.event.timeZone) > today) {
      throw badInput('marks', 'The roll is taken from the day of the occurrence on');
    }
    // Checks, then one atomic upsert (see answerRsvp for why no transaction spans them).
    const params: unknown[] = [occurrence.eventId];
    const [event] = await this.dataSource.query<{ everyone: boolean }[]>(
      `SELECT (${eventWritable(current, params)}) OR EXISTS (SELECT 1 FROM event_teams se WHERE se.event_id = e.id
                  AND se.team_id IN (${staffTeamIdsSql(bindParam(params, current.userId, 'uuid'))})) AS everyone
           FROM events e WHERE e.id = $1`,
      params,
    );
    if (!event?.everyone) throw forbidden('Only the event’s staff and admins take the roll.');
    const roster = await this.roster({}, current, occurrence);
    const invited = new Set(roster.attendees.map((attendee) => attendee.athleteId));
    const stranger = marks.find((mark) => !invited.has(mark.athleteId));
    if (stranger) throw badInput('marks', 'Mark only the athletes invited to the occurrence');
    await this.dataSource.query(
      `INSERT INTO event_attendance (event_id, original_start, athlete_id, attendance, checked_by, checked_at)
         SELECT $1, $2, m.athlete_id, m.mark::attendance_mark, $5, CASE WHEN m.mark IS NULL THEN NULL ELSE now() END
           FROM unnest($3::uuid[], $4::text[]) AS m(athlete_id, mark)
         ON CONFLICT (event_id, original_start, athlete_id) DO UPDATE
           SET attendance = EXCLUDED.attendance,
               checked_by = CASE WHEN event_attendance.attendance IS NOT DISTINCT FROM EXCLUDED.attendance
                                 THEN event_attendance.checked_by ELSE EXCLUDED.checked_by END,
               checked_at = CASE WHEN event_attendance.attendance IS NOT DISTINCT FROM EXCLUDED.attendance
                                 THEN event_attendance.checked_at ELSE EXCLUDED.checked_at END`,
      [
        occurrence.eventId,
        occurrence.originalStart,
        marks.map((mark) => mark.athleteId),
        marks.map((mark) => mark.mark ?? null),
        current.userId,
      ],
    );
    const after = await this.roster({}, current, occurrence);
    const marked = new Set(marks.map((mark) => mark.athleteId));
    return after.attendees.filter((attendee) => marked.has(attendee.athleteId));
  }

  /** Whether the athlete is invited and the viewer may answer for them (NOT_FOUND when they see neither). */
  private async invitedAthlete(viewer: Viewer, occurrence: OccurrenceNode, athleteId: string) {
    if (!isUuid(athleteId)) throw notFound('Athlete');
    const roster = await this.roster({}, viewer, occurrence);
    const attendee = roster.attendees.find((candidate) => candidate.athleteId === athleteId);
    if (!attendee) throw notFound('Athlete');
    // Those who see an athlete here answer for them: their guardians, the event's staff and admins.
    return { mayAnswer: true, attendee };
  }

  private async attendee(
    viewer: Viewer,
    occurrence: OccurrenceNode,
    athleteId: string,
  ): Promise<AttendeeNode> {
    const roster = await this.roster({}, viewer, occurrence);
    const attendee = roster.attendees.find((candidate) => candidate.athleteId === athleteId);
    if (!attendee) throw notFound('Athlete');
    return attendee;
  }
}
