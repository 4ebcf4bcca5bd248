import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { bindParam } from '../../shared/db/bind.js';
import { badInput } from '../../shared/errors.js';
import { validate } from '../../shared/validation.js';
import { eventReadable } from './events.policy.js';
import { expand, isOccurrence } from './events.recurrence.js';
import {
  eventColumns,
  OCCURRENCE_COLUMNS,
  type EventNode,
  type OccurrenceNode,
  type OccurrenceRow,
} from './events.sql.js';
import { calendarArgsSchema, calendarGridArgsSchema, EVENT_LIMITS } from './events.validation.js';
import { DAY, occurrenceKey, occurrenceOf } from './events.state.js';

// The calendar window (docs/adr/0009-series-expanded-on-read.md): the readable series that overlap it and
// their occurrence rows, two statements whatever the window holds, expanded in memory.

export async function readCalendar(
  dataSource: DataSource,
  viewer: Viewer | null,
  args: Record<string, unknown>,
): Promise<OccurrenceNode[]> {
  const data = validate(calendarArgsSchema, args);
  return (await readWindow(dataSource, requireViewer(viewer), data)).found.map(built);
}

/** A day of a calendar grid (schema/events.graphql, `CalendarDay`). */
export interface CalendarDayNode {
  date: string;
  total: number;
  hidden: number;
}

/**
 * A month grid's window: the window read and expanded as `readCalendar` reads it, then cut to the first
 * `perDay` occurrences starting on each day of their organization's time zone, with each day's total.
 * What grows with the school is the expansion in memory, not the answer.
 */
export async function readCalendarGrid(
  dataSource: DataSource,
  viewer: Viewer | null,
  args: Record<string, unknown>,
): Promise<{ occurrences: OccurrenceNode[]; days: CalendarDayNode[] }> {
  const data = validate(calendarGridArgsSchema, args);
  const { found, zones } = await readWindow(dataSource, requireViewer(viewer), data);
  const perDay = data.perDay ?? EVENT_LIMITS.perDayDefault;
  const calendars = new Map<string, LocalDays>();
  const days = new Map<string, CalendarDayNode>();
  const shown: OccurrenceNode[] = [];
  for (const occurrence of found) {
    const zone = zones.get(occurrence.event.id) ?? occurrence.event.timeZone;
    let calendar = calendars.get(zone);
    if (!calendar) calendars.set(zone, (calendar = localDays(zone, data.from, data.to)));
    const date = calendar.dateOf(Math.max(occurrence.start, data.from.getTime()));
    let day = days.get(date);
    if (!day) days.set(date, (day = { date, total: 0, hidden: 0 }));
    day.total += 1;
    if (day.total > perDay) day.hidden += 1;
    else shown.push(built(occurrence));
  }
  return { occurrences: shown, days: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)) };
}

interface LocalDays {
  /** The local date (ISO) of an instant inside the window. */
  dateOf(instant: number): string;
}

/**
 * The local days a window covers in `zone`, worked out once (at most about a hundred luxon steps), so
 * that each of thousands of occurrences finds its day by a binary search rather than a zone conversion.
 */
function localDays(zone: string, from: Date, to: Date): LocalDays {
  const starts: number[] = [];
  const dates: string[] = [];
  let day = DateTime.fromJSDate(from, { zone }).startOf('day');
  while (day.toMillis() < to.getTime()) {
    starts.push(day.toMillis());
    dates.push(day.toISODate()!);
    day = day.plus({ days: 1 });
  }
  return {
    dateOf(instant) {
      let low = 0;
      let high = starts.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (starts[middle]! <= instant) low = middle;
        else high = middle - 1;
      }
      return dates[low]!;
    },
  };
}

type WindowArgs = ReturnType<typeof calendarArgsSchema.parse>;

/**
 * The occurrences of a window, ordered by start, and the time zone of each event's organization (the
 * calendar's clock, by which a grid counts days).
 */
async function readWindow(
  dataSource: DataSource,
  current: Viewer,
  data: WindowArgs,
): Promise<{ found: Found[]; zones: Map<string, string> }> {
  const { from, to } = data;
  if (to <= from) throw badInput('to', 'The end of the window must be after its start');
  if (to.getTime() - from.getTime() > EVENT_LIMITS.windowDays * DAY) {
    throw badInput('to', `A calendar window spans at most ${EVENT_LIMITS.windowDays} days`);
  }
  const organizationId = data.organizationId ?? current.organizationId;
  const params: unknown[] = [];
  const columns = eventColumns(current, params);
  const fromParam = bindParam(params, from, 'timestamptz');
  const toParam = bindParam(params, to, 'timestamptz');
  const where = [
    `(e.last_start > ${fromParam} - interval '${EVENT_LIMITS.durationDays} days' AND e.starts_at < ${toParam}
      AND e.last_start + (e.ends_at - e.starts_at) > ${fromParam}
      OR e.id IN (SELECT mx.event_id FROM event_occurrences mx
                   WHERE mx.starts_at < ${toParam} AND mx.ends_at > ${fromParam}))`,
    eventReadable(current, params),
  ];
  if (organizationId) where.push(`e.organization_id = ${bindParam(params, organizationId, 'uuid')}`);
  if (data.branchId) {
    const branch = bindParam(params, data.branchId, 'uuid');
    where.push(`(e.branch_id = ${branch} OR e.venue_branch_id = ${branch}
      OR EXISTS (SELECT 1 FROM event_teams bet JOIN teams bt ON bt.id = bet.team_id
                  WHERE bet.event_id = e.id AND bt.branch_id = ${branch}))`);
  }
  if (data.teamId) {
    const team = bindParam(params, data.teamId, 'uuid');
    where.push(`(e.scope = 'organization'
      OR EXISTS (SELECT 1 FROM event_teams tet WHERE tet.event_id = e.id AND tet.team_id = ${team}))`);
  }
  if (data.types && data.types.length > 0) {
    where.push(`e.type = ANY(${bindParam(params, data.types, 'event_type[]')})`);
  }
  const events = await dataSource.query<(EventNode & { calendarZone: string })[]>(
    `SELECT ${columns},
            (SELECT o.time_zone FROM organizations o WHERE o.id = e.organization_id) AS "calendarZone"
       FROM events e WHERE ${where.join(' AND ')}`,
    params,
  );
  const zones = new Map<string, string>();
  if (events.length === 0) return { found: [], zones };
  const overrides = await dataSource.query<OccurrenceRow[]>(
    `SELECT ${OCCURRENCE_COLUMNS} FROM event_occurrences x
      WHERE x.event_id = ANY($1::uuid[])
        AND (x.original_start < $3 AND x.original_start > $2::timestamptz - interval '${EVENT_LIMITS.durationDays + 1} days'
             OR x.starts_at < $3 AND x.ends_at > $2)`,
    [events.map((event) => event.id), from, to],
  );
  const byKey = new Map(overrides.map((row) => [occurrenceKey(row.eventId, row.originalStart), row]));
  const overridesOf = new Map<string, OccurrenceRow[]>();
  for (const row of overrides) {
    const list = overridesOf.get(row.eventId);
    if (list) list.push(row);
    else overridesOf.set(row.eventId, [row]);
  }
  const cancelledToo = data.includeCancelled !== false;
  const found: Found[] = [];
  const keep = (
    event: EventNode,
    originalStart: Date,
    originalEnd: Date,
    own: OccurrenceRow | undefined,
  ): void => {
    const startsAt = own?.startsAt ?? originalStart;
    const endsAt = own?.endsAt ?? originalEnd;
    if (!(startsAt < to && endsAt > from)) return;
    const cancelled = event.status === 'cancelled' || own?.status === 'cancelled';
    if (cancelled && !cancelledToo) return;
    found.push({ start: startsAt.getTime(), event, originalStart, originalEnd, own });
  };
  for (const { calendarZone, ...event } of events) {
    zones.set(event.id, calendarZone);
    const own = overridesOf.get(event.id) ?? [];
    const seen = new Set<number>();
    for (const { originalStart, originalEnd } of expand(event, from, to)) {
      seen.add(originalStart.getTime());
      const row = own.length > 0 ? byKey.get(occurrenceKey(event.id, originalStart)) : undefined;
      keep(event, originalStart, originalEnd, row);
    }
    // Occurrences moved into the window from a date outside it.
    for (const row of own) {
      if (seen.has(row.originalStart.getTime()) || !isOccurrence(event, row.originalStart)) continue;
      keep(event, row.originalStart, row.endsAt, row);
    }
  }
  // By start, then by identifier (event, original start): the same order on every read.
  found.sort(
    (a, b) =>
      a.start - b.start ||
      (a.event.id < b.event.id ? -1 : a.event.id > b.event.id ? 1 : 0) ||
      a.originalStart.getTime() - b.originalStart.getTime(),
  );
  return { found, zones };
}

/** An occurrence of the window before it is built: what orders and counts it. */
interface Found {
  /** When it starts (moved or not), in ms. */
  start: number;
  event: EventNode;
  originalStart: Date;
  originalEnd: Date;
  own: OccurrenceRow | undefined;
}

const built = ({ event, originalStart, originalEnd, own }: Found): OccurrenceNode =>
  occurrenceOf(event, originalStart, originalEnd, own);
