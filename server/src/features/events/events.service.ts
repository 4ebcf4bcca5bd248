import type { DataSource, EntityManager } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { inTransaction, lockForWrite } from '../../shared/db/guarded-write.js';
import { badInput, notFound } from '../../shared/errors.js';
import { isUuid, validate } from '../../shared/validation.js';
import { readableCondition } from '../organizations/index.js';
import type { JobQueue } from '../../shared/jobs/job-queue.js';
import { EventAttendance } from './events.attendance.js';
import { enqueueNotice, type NoticeKind } from './events.notices.js';
import { AttendanceStats } from './events.stats.js';
import {
  isOccurrence,
  lastStart,
  ruleEndingBefore,
  ruleWithCount,
  countBefore,
  specOf,
  type SeriesRow,
} from './events.recurrence.js';
import {
  readEvent,
  eventRow,
  OCCURRENCE_COLUMNS,
  type EventNode,
  type OccurrenceNode,
  type OccurrenceRow,
} from './events.sql.js';
import {
  editTargetSchema,
  eventCreateSchema,
  eventPatchSchema,
  type EditMode,
  type EventPatch,
} from './events.validation.js';
import { auditEvent } from './events.audit.js';
import { readCalendar, readCalendarGrid } from './events.calendar.js';
import {
  changedFields,
  editedDate,
  keptTranslations,
  checkTimes,
  noticeKindOf,
  OCCURRENCE_FIELDS,
  occurrenceOf,
  shiftedTimes,
  stateOf,
  summaryOf,
  type EventState,
} from './events.state.js';
import { checkState, insertEvent, keepMatchingOccurrences, writeSeries } from './events.writes.js';

/**
 * Events and their occurrences (docs/domain.md, "Activity"). Reads filter in SQL with events.policy.ts
 * and expand series for the asked window in memory (events.recurrence.ts): a window is two statements
 * whatever its size. Changes take the guarded write path (shared/db/guarded-write.ts): the event read
 * under the read condition (NOT_FOUND) and the write condition (FORBIDDEN), locked, then changed in a
 * transaction with its audit row; a change that moves the event to another scope is checked again for
 * the scope it would have.
 */
export class EventsService {
  /** RSVP and the roll of occurrences. */
  readonly attendance: EventAttendance;
  /** Attendance figures: an athlete's history and rates, the dashboard's month. */
  readonly stats: AttendanceStats;

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
  ) {
    this.attendance = new EventAttendance(dataSource);
    this.stats = new AttendanceStats(dataSource);
  }

  // ——— reads ———
  calendar(viewer: Viewer | null, args: Record<string, unknown>) {
    return readCalendar(this.dataSource, viewer, args);
  }

  calendarGrid(viewer: Viewer | null, args: Record<string, unknown>) {
    return readCalendarGrid(this.dataSource, viewer, args);
  }

  async event(viewer: Viewer | null, id: string): Promise<EventNode> {
    const current = requireViewer(viewer);
    const row = await readEvent(this.dataSource.manager, current, id);
    if (!row) throw notFound('Event');
    return row;
  }

  /** One occurrence: `occurrenceStart` is its original start (the start of a single event). */
  async occurrence(
    viewer: Viewer | null,
    eventId: string,
    occurrenceStart: unknown,
  ): Promise<OccurrenceNode> {
    const current = requireViewer(viewer);
    const { occurrenceStart: start } = validate(editTargetSchema, { occurrenceStart });
    const event = await readEvent(this.dataSource.manager, current, eventId);
    if (!event) throw notFound('Event');
    if (!start || !isOccurrence(event, start)) {
      throw badInput('occurrenceStart', 'The event has no occurrence starting then');
    }
    const [own] = await this.dataSource.query<OccurrenceRow[]>(
      `SELECT ${OCCURRENCE_COLUMNS} FROM event_occurrences x WHERE x.event_id = $1 AND x.original_start = $2`,
      [event.id, start],
    );
    const end = new Date(start.getTime() + (event.endsAt.getTime() - event.startsAt.getTime()));
    return occurrenceOf(event, start, end, own);
  }

  // ——— changes ———

  async createEvent(viewer: Viewer | null, organizationId: string | null | undefined, input: unknown) {
    const current = requireViewer(viewer);
    const data = validate(eventCreateSchema, input);
    const target = organizationId ?? current.organizationId;
    if (!target) throw badInput('organizationId', 'Choose an organization');
    if (!isUuid(target)) throw notFound('Organization');
    const id = await inTransaction(this.dataSource, async (manager) => {
      const params: unknown[] = [target];
      const readable = readableCondition(
        current,
        { organization: 'o.id', archivedAt: 'o.archived_at' },
        params,
        'hide',
      );
      const [organization] = await manager.query<{ timeZone: string }[]>(
        `SELECT o.time_zone AS "timeZone" FROM organizations o WHERE o.id = $1 AND ${readable}`,
        params,
      );
      if (!organization) throw notFound('Organization');
      const state = stateOf(
        {
          organizationId: target,
          type: data.type,
          title: data.title,
          scope: data.scope,
          branchId: null,
          teamIds: [],
          startsAt: data.startsAt,
          endsAt: data.endsAt,
          timeZone: organization.timeZone,
          rrule: null,
          excludedDates: [],
          venueBranchId: null,
          venue: null,
          capacity: null,
          feeMinor: null,
          notes: null,
          status: 'scheduled',
        },
        data,
      );
      await checkState(manager, current, state);
      const eventId = await insertEvent(manager, current, state, null);
      await auditEvent(manager, current, eventId, state, 'create', undefined, summaryOf(state));
      return eventId;
    });
    return this.event(current, id);
  }

  async updateEvent(
    viewer: Viewer | null,
    id: string,
    input: unknown,
    target: { occurrenceStart?: unknown; mode?: unknown },
  ): Promise<EventNode> {
    const current = requireViewer(viewer);
    const patch = validate(eventPatchSchema, input);
    const { occurrenceStart, mode } = validate(editTargetSchema, target);
    return this.change(current, id, patch, occurrenceStart ?? null, mode ?? 'ALL');
  }

  cancelEvent(
    viewer: Viewer | null,
    id: string,
    target: { occurrenceStart?: unknown; mode?: unknown },
    cancelled: boolean,
  ): Promise<EventNode> {
    const current = requireViewer(viewer);
    const { occurrenceStart, mode } = validate(editTargetSchema, target);
    return this.change(
      current,
      id,
      { status: cancelled ? 'cancelled' : 'scheduled' },
      occurrenceStart ?? null,
      mode ?? 'ALL',
    );
  }

  async deleteEvent(viewer: Viewer | null, id: string): Promise<string> {
    const current = requireViewer(viewer);
    await inTransaction(this.dataSource, async (manager) => {
      const row = await lockForWrite(manager, eventRow(current), id);
      await manager.query('DELETE FROM events WHERE id = $1', [row.id]);
      await auditEvent(manager, current, row.id, row, 'delete', summaryOf(row));
      await this.notice(manager, current, row, row, 'deleted', null, {
        at: row.startsAt,
        when: row.startsAt,
      });
    });
    return id;
  }

  /** A guarded change of an event, one occurrence, or it and the later ones; answers the changed event. */
  private async change(
    viewer: Viewer,
    id: string,
    patch: EventPatch,
    occurrenceStart: Date | null,
    requested: EditMode,
  ): Promise<EventNode> {
    const changedId = await inTransaction(this.dataSource, async (manager) => {
      const row = await lockForWrite(manager, eventRow(viewer), id);
      let mode: EditMode = row.rrule ? requested : 'ALL';
      if (mode !== 'ALL' || (occurrenceStart && row.rrule)) {
        if (!occurrenceStart) throw badInput('occurrenceStart', 'Name the occurrence to change');
        if (!isOccurrence(row, occurrenceStart)) {
          throw badInput('occurrenceStart', 'The event has no occurrence starting then');
        }
      }
      if (mode === 'FOLLOWING' && occurrenceStart!.getTime() === row.startsAt.getTime()) mode = 'ALL';
      if (mode === 'THIS') {
        await this.changeOccurrence(manager, viewer, row, occurrenceStart!, patch);
        const kind = noticeKindOf(patch);
        const when = patch.startsAt ?? occurrenceStart!;
        if (kind)
          await this.notice(manager, viewer, row, row, kind, occurrenceStart, { at: occurrenceStart!, when });
        return row.id;
      }
      // The series' times: a change of one occurrence's times moves the series by as much.
      const anchor = row.rrule && occurrenceStart ? occurrenceStart : row.startsAt;
      const moved = shiftedTimes(row, anchor, patch);
      if (mode === 'ALL') {
        const state = stateOf(
          { ...row, startsAt: moved.startsAt, endsAt: moved.endsAt },
          { ...patch, startsAt: undefined, endsAt: undefined },
          row.startsAt,
        );
        await checkState(manager, viewer, state, row);
        await writeSeries(manager, row.id, state);
        await keepMatchingOccurrences(manager, row.id, state, row);
        const [changedBefore, changedAfter] = changedFields(summaryOf(row), summaryOf(state));
        await auditEvent(manager, viewer, row.id, state, 'update', changedBefore, changedAfter);
        const kind = noticeKindOf(changedAfter);
        const at = editedDate(row, state, occurrenceStart);
        const dates = { at, when: at };
        if (kind)
          await this.notice(manager, viewer, { ...row, ...state, id: row.id }, row, kind, null, dates);
        return row.id;
      }
      // FOLLOWING: the series ends before the occurrence; a new series starts with it.
      const occurrenceEnd = new Date(
        occurrenceStart!.getTime() + (row.endsAt.getTime() - row.startsAt.getTime()),
      );
      const newTimes = shiftedTimes(
        { startsAt: occurrenceStart!, endsAt: occurrenceEnd },
        occurrenceStart!,
        patch,
      );
      let rule = row.rrule!;
      const counted = specOf(rule, row.timeZone).count;
      if (counted !== null)
        rule = ruleWithCount(rule, Math.max(1, counted - countBefore(row, occurrenceStart!)));
      const state = stateOf(
        { ...row, startsAt: newTimes.startsAt, endsAt: newTimes.endsAt, rrule: rule },
        { ...patch, startsAt: undefined, endsAt: undefined },
        occurrenceStart!,
      );
      await checkState(manager, viewer, state, row);
      const older: SeriesRow = { ...row, rrule: ruleEndingBefore(row.rrule!, occurrenceStart!) };
      await manager.query('UPDATE events SET rrule = $2, last_start = $3, updated_at = now() WHERE id = $1', [
        row.id,
        older.rrule,
        lastStart(older) ?? row.startsAt,
      ]);
      const kept = keptTranslations(row, state);
      const newId = await insertEvent(manager, viewer, state, row.id, kept);
      // The later occurrences' own state follows them when they still fall on the same times.
      await manager.query(
        'UPDATE event_occurrences SET event_id = $2 WHERE event_id = $1 AND original_start >= $3',
        [row.id, newId, occurrenceStart],
      );
      await keepMatchingOccurrences(manager, newId, state, row);
      await auditEvent(
        manager,
        viewer,
        newId,
        state,
        'update',
        { splitFrom: row.id, from: occurrenceStart },
        summaryOf(state),
      );
      const kind = noticeKindOf(changedFields(summaryOf(row), summaryOf(state))[1]);
      const first = { at: state.startsAt, when: state.startsAt };
      if (kind)
        await this.notice(manager, viewer, { ...state, id: newId }, row, kind, occurrenceStart, first);
      return newId;
    });
    return this.event(viewer, changedId);
  }

  /**
   * Tells those the event is for of a change (events.notices.ts), in the change's transaction; a change
   * to what is over tells nobody.
   */
  private async notice(
    manager: EntityManager,
    viewer: Viewer,
    event: EventState & { id: string },
    before: EventNode,
    kind: NoticeKind,
    occurrenceStart: Date | null,
    dates: { at: Date; when: Date },
  ): Promise<void> {
    const last = lastStart(event) ?? event.startsAt;
    if ((occurrenceStart ?? last).getTime() < Date.now() && before.lastStart.getTime() < Date.now()) return;
    await enqueueNotice(this.jobs, manager, {
      eventId: event.id,
      kind,
      actorId: viewer.userId,
      occurrenceStart: occurrenceStart?.toISOString() ?? null,
      at: dates.at.toISOString(),
      title: event.title,
      startsAt: dates.when.toISOString(),
      timeZone: event.timeZone,
      organizationId: event.organizationId,
      scope: event.scope,
      // Those of the event before the change are told too (a team taken off it).
      teamIds: [...new Set([...event.teamIds, ...before.teamIds])],
      branchId: event.branchId ?? before.branchId,
    });
  }

  /** "This event": the occurrence's own row, created or changed. */
  private async changeOccurrence(
    manager: EntityManager,
    viewer: Viewer,
    row: EventNode,
    originalStart: Date,
    patch: EventPatch,
  ): Promise<void> {
    const other = Object.keys(patch).filter(
      (field) => patch[field as keyof EventPatch] !== undefined && !OCCURRENCE_FIELDS.has(field),
    );
    if (other.length > 0) {
      throw badInput(other[0]!, 'Only the times, title, venue, notes and status change for one occurrence');
    }
    const [stored] = await manager.query<OccurrenceRow[]>(
      `SELECT ${OCCURRENCE_COLUMNS} FROM event_occurrences x WHERE x.event_id = $1 AND x.original_start = $2`,
      [row.id, originalStart],
    );
    const duration = row.endsAt.getTime() - row.startsAt.getTime();
    const startsAt = patch.startsAt ?? stored?.startsAt ?? originalStart;
    const endsAt =
      patch.endsAt ??
      (patch.startsAt
        ? new Date(startsAt.getTime() + duration)
        : (stored?.endsAt ?? new Date(originalStart.getTime() + duration)));
    checkTimes(startsAt, endsAt);
    const value = <T>(field: 'title' | 'venue' | 'notes' | 'status', fallback: T | null) =>
      patch[field] !== undefined ? patch[field] : fallback;
    await manager.query(
      `INSERT INTO event_occurrences (event_id, original_start, starts_at, ends_at, title, venue, notes, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (event_id, original_start) DO UPDATE
         SET starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at, title = EXCLUDED.title,
             venue = EXCLUDED.venue, notes = EXCLUDED.notes, status = EXCLUDED.status, updated_at = now()`,
      [
        row.id,
        originalStart,
        startsAt,
        endsAt,
        value('title', stored?.title ?? null),
        value('venue', stored?.venue ?? null),
        value('notes', stored?.notes ?? null),
        value('status', stored?.status ?? null),
      ],
    );
    const after = Object.fromEntries(
      Object.entries(patch).filter(([, fieldValue]) => fieldValue !== undefined),
    );
    await auditEvent(
      manager,
      viewer,
      row.id,
      row,
      'update',
      { occurrence: originalStart },
      { occurrence: originalStart, ...after },
    );
  }
}
