import type { EntityManager } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import type { GuardedRow } from '../../shared/db/guarded-write.js';
import { isUuid } from '../../shared/validation.js';
import type { EventEntity, EventStatus } from './event.entity.js';
import { eventReadable, eventWritable } from './events.policy.js';

// The pieces of the events feature's statements: the column list (with the event's teams and whether
// the viewer may change it, so a window of events is one statement) and the row a change reads.

/** An event as the contract serves it. */
export interface EventNode extends Omit<
  EventEntity,
  'organization' | 'branch' | 'venueBranch' | 'splitFrom'
> {
  teamIds: string[];
  canEdit: boolean;
}

/** One occurrence on the calendar. */
export interface OccurrenceNode {
  id: string;
  eventId: string;
  event: EventNode;
  originalStart: Date;
  startsAt: Date;
  endsAt: Date;
  title: string;
  /** Whether the title is the occurrence's own (written by a person) rather than the event's. */
  titleIsOwn: boolean;
  status: EventStatus;
  venue: string | null;
  notes: string | null;
  /** Whether the notes are the occurrence's own rather than the event's. */
  notesIsOwn: boolean;
  changed: boolean;
}

/** A stored occurrence's own state. */
export interface OccurrenceRow {
  eventId: string;
  originalStart: Date;
  startsAt: Date;
  endsAt: Date;
  title: string | null;
  venue: string | null;
  notes: string | null;
  status: EventStatus | null;
}

/** Every event column under its property name from `e`, and its teams. */
export const EVENT_COLUMNS = `e.id, e.organization_id AS "organizationId", e.type, e.title, e.translations, e.scope, e.branch_id AS "branchId",
          e.starts_at AS "startsAt", e.ends_at AS "endsAt", e.time_zone AS "timeZone", e.rrule,
          e.excluded_dates::text[] AS "excludedDates", e.last_start AS "lastStart",
          e.venue_branch_id AS "venueBranchId", e.venue, e.capacity, e.fee_minor AS "feeMinor", e.notes,
          e.status, e.split_from_id AS "splitFromId", e.created_by AS "createdBy",
          e.created_at AS "createdAt", e.updated_at AS "updatedAt",
          ARRAY(SELECT et.team_id FROM event_teams et WHERE et.event_id = e.id ORDER BY et.team_id) AS "teamIds"`;

/** EVENT_COLUMNS and whether the viewer may change the event (binds into `params`). */
export function eventColumns(viewer: Viewer, params: unknown[]): string {
  return `${EVENT_COLUMNS}, (${eventWritable(viewer, params)}) AS "canEdit"`;
}

/** The stored occurrence columns under their property names, from `x`. */
export const OCCURRENCE_COLUMNS = `x.event_id AS "eventId", x.original_start AS "originalStart",
  x.starts_at AS "startsAt", x.ends_at AS "endsAt", x.title, x.venue, x.notes, x.status`;

/** FORBIDDEN's message for a change of an event. */
export const EVENT_FORBIDDEN =
  'Only the admins of the event’s organization, branch or teams, and the staff of all its teams, change it.';

/** An event as the viewer reads it, changed by those `eventWritable` names. */
export function eventRow(viewer: Viewer): GuardedRow<EventNode> {
  return {
    label: 'Event',
    from: 'events e',
    alias: 'e',
    columns: EVENT_COLUMNS,
    toRow: (row) => ({ ...(row as EventNode), canEdit: true }),
    readable: (params) => eventReadable(viewer, params),
    writable: (params) => eventWritable(viewer, params),
    forbidden: EVENT_FORBIDDEN,
  };
}

/** The occurrence's identifier: its event and original start. */
export const occurrenceId = (eventId: string, originalStart: Date) =>
  `${eventId}@${originalStart.toISOString()}`;

/** The event `id` as the viewer reads it; null when it is not one they read (or not an id at all). */
export async function readEvent(
  manager: EntityManager,
  viewer: Viewer,
  id: string,
): Promise<EventNode | null> {
  if (!isUuid(id)) return null;
  const params: unknown[] = [id];
  const [row] = await manager.query<EventNode[]>(
    `SELECT ${eventColumns(viewer, params)} FROM events e WHERE e.id = $1 AND ${eventReadable(viewer, params)}`,
    params,
  );
  return row ?? null;
}
