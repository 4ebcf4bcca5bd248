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
import { calendarArgsSchema, EVENT_LIMITS } from './events.validation.js';
import { DAY, occurrenceKey, occurrenceOf } from './events.state.js';

// The calendar window (docs/adr/0009-series-expanded-on-read.md): the readable series that overlap it and
// their occurrence rows, two statements whatever the window holds, expanded in memory.

export async function readCalendar(
  dataSource: DataSource,
  viewer: Viewer | null,
  args: Record<string, unknown>,
): Promise<OccurrenceNode[]> {
  const current = requireViewer(viewer);
  const data = validate(calendarArgsSchema, args);
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
  const events = await dataSource.query<EventNode[]>(
    `SELECT ${columns} FROM events e WHERE ${where.join(' AND ')}`,
    params,
  );
  if (events.length === 0) return [];
  const overrides = await dataSource.query<OccurrenceRow[]>(
    `SELECT ${OCCURRENCE_COLUMNS} FROM event_occurrences x
      WHERE x.event_id = ANY($1::uuid[])
        AND (x.original_start < $3 AND x.original_start > $2::timestamptz - interval '${EVENT_LIMITS.durationDays + 1} days'
             OR x.starts_at < $3 AND x.ends_at > $2)`,
    [events.map((event) => event.id), from, to],
  );
  const byKey = new Map(overrides.map((row) => [occurrenceKey(row.eventId, row.originalStart), row]));
  const occurrences: OccurrenceNode[] = [];
  for (const event of events) {
    const seen = new Set<number>();
    for (const { originalStart, originalEnd } of expand(event, from, to)) {
      seen.add(originalStart.getTime());
      const node = occurrenceOf(
        event,
        originalStart,
        originalEnd,
        byKey.get(occurrenceKey(event.id, originalStart)),
      );
      if (node.startsAt < to && node.endsAt > from) occurrences.push(node);
    }
    // Occurrences moved into the window from a date outside it.
    for (const row of overrides) {
      if (row.eventId !== event.id || seen.has(row.originalStart.getTime())) continue;
      if (!(row.startsAt < to && row.endsAt > from) || !isOccurrence(event, row.originalStart)) continue;
      occurrences.push(occurrenceOf(event, row.originalStart, row.endsAt, row));
    }
  }
  const cancelledToo = data.includeCancelled !== false;
  return occurrences
    .filter((occurrence) => cancelledToo || occurrence.status !== 'cancelled')
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id));
}
