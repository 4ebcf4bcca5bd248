import type { Translations } from '../../shared/localized-text.js';
import type { EntityManager } from 'typeorm';
import { type Viewer } from '../../shared/auth/viewer.js';
import { insertRow } from '../../shared/db/guarded-write.js';
import { badInput, forbidden } from '../../shared/errors.js';
import { scopeWritable } from './events.policy.js';
import { isOccurrence, lastStart } from './events.recurrence.js';
import { type EventNode } from './events.sql.js';
import { checkTimes, type EventState } from './events.state.js';

// The statements of an event change (events.service.ts), in the change's transaction: the checks of what
// the event would be, the rows of a series and its teams, and the occurrence rows a new rule still gives.

/** Drops the stored occurrences the series no longer gives (its times or rule changed). */
export async function keepMatchingOccurrences(
  manager: EntityManager,
  eventId: string,
  state: EventState,
  before: EventNode,
): Promise<void> {
  const unchanged =
    state.rrule === before.rrule &&
    state.startsAt.getTime() === before.startsAt.getTime() &&
    state.excludedDates.join() === before.excludedDates.join();
  if (unchanged) return;
  const stored = await manager.query<{ originalStart: Date }[]>(
    'SELECT original_start AS "originalStart" FROM event_occurrences WHERE event_id = $1',
    [eventId],
  );
  const gone = stored
    .filter((occurrence) => !isOccurrence(state, occurrence.originalStart))
    .map((occurrence) => occurrence.originalStart);
  if (gone.length > 0) {
    await manager.query(
      'DELETE FROM event_occurrences WHERE event_id = $1 AND original_start = ANY($2::timestamptz[])',
      [eventId, gone],
    );
  }
}

/**
 * Checks what an event would be (BAD_USER_INPUT naming the field) and that the viewer may hold it
 * there (FORBIDDEN): its branch and teams belong to its organization and are not archived.
 */
export async function checkState(
  manager: EntityManager,
  viewer: Viewer,
  state: EventState,
  before?: EventNode,
) {
  checkTimes(state.startsAt, state.endsAt);
  if (state.scope === 'branch' && !state.branchId)
    throw badInput('branchId', 'Choose the branch the event is for');
  if (state.scope === 'teams' && state.teamIds.length === 0)
    throw badInput('teamIds', 'Choose the teams the event is for');
  if (state.rrule && lastStart(state) === null) {
    throw badInput('recurrence', 'Every occurrence of the series is excluded');
  }
  const scopeUnchanged =
    before !== undefined &&
    before.scope === state.scope &&
    before.branchId === state.branchId &&
    before.teamIds.join() === [...state.teamIds].sort().join();
  const params: unknown[] = [
    state.organizationId,
    state.branchId,
    state.teamIds,
    state.venueBranchId,
    state.scope,
  ];
  const writable = scopeWritable(viewer, params, {
    scope: '$5::event_scope',
    organization: '$1::uuid',
    branch: '$2::uuid',
    teams: 'teams t WHERE t.id = ANY($3::uuid[])',
  });
  const [row] = await manager.query<{ branch: boolean; teams: number; venue: boolean; writable: boolean }[]>(
    `SELECT ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM branches WHERE id = $2 AND organization_id = $1 AND archived_at IS NULL)) AS "branch",
            (SELECT count(*)::int FROM teams WHERE id = ANY($3::uuid[]) AND organization_id = $1 AND archived_at IS NULL) AS "teams",
            ($4::uuid IS NULL OR EXISTS (SELECT 1 FROM branches WHERE id = $4 AND organization_id = $1 AND archived_at IS NULL)) AS "venue",
            (${writable}) AS "writable", $5::event_scope AS "scope"`,
    params,
  );
  if (!row?.branch) throw badInput('branchId', 'Choose a branch of the organization');
  if (row.teams !== state.teamIds.length) throw badInput('teamIds', 'Choose teams of the organization');
  if (!row.venue) throw badInput('venueBranchId', 'Choose a branch of the organization');
  if (!scopeUnchanged && !row.writable) {
    throw forbidden('You do not administer or coach everyone the event would be for.');
  }
}

export async function insertEvent(
  manager: EntityManager,
  viewer: Viewer,
  state: EventState,
  splitFromId: string | null,
  translations: Translations | null = null,
): Promise<string> {
  const eventId = await insertRow(manager, 'events', [
    ['translations', translations === null ? null : JSON.stringify(translations), 'jsonb'],
    ['organization_id', state.organizationId],
    ['type', state.type, 'event_type'],
    ['title', state.title],
    ['scope', state.scope, 'event_scope'],
    ['branch_id', state.branchId],
    ['starts_at', state.startsAt],
    ['ends_at', state.endsAt],
    ['time_zone', state.timeZone],
    ['rrule', state.rrule],
    ['excluded_dates', state.excludedDates, 'date[]'],
    ['last_start', lastStart(state) ?? state.startsAt],
    ['venue_branch_id', state.venueBranchId],
    ['venue', state.venue],
    ['capacity', state.capacity],
    ['fee_minor', state.feeMinor],
    ['notes', state.notes],
    ['status', state.status, 'event_status'],
    ['split_from_id', splitFromId],
    ['created_by', viewer.userId],
  ]);
  await writeTeams(manager, eventId, state.teamIds);
  return eventId;
}

/**
 * The demo's translations of the title and the notes (shared/localized-text.ts), each dropped once the
 * text it translates changes ($3 the new title, $15 the new notes): a person's text reads as written.
 */
const KEEP_TRANSLATIONS = `NULLIF(translations
                #- CASE WHEN title IS DISTINCT FROM $3::varchar THEN '{tr,title}' ELSE '{}' END::text[]
                #- CASE WHEN notes IS DISTINCT FROM $15::varchar THEN '{tr,notes}' ELSE '{}' END::text[], '{"tr": {}}')`;

export async function writeSeries(manager: EntityManager, eventId: string, state: EventState): Promise<void> {
  await manager.query(
    `UPDATE events SET type = $2::event_type, title = $3::varchar,
              translations = ${KEEP_TRANSLATIONS}, scope = $4::event_scope, branch_id = $5, starts_at = $6,
            ends_at = $7, rrule = $8, excluded_dates = $9::date[], last_start = $10, venue_branch_id = $11,
            venue = $12, capacity = $13, fee_minor = $14, notes = $15, status = $16::event_status,
            updated_at = now()
      WHERE id = $1`,
    [
      eventId,
      state.type,
      state.title,
      state.scope,
      state.branchId,
      state.startsAt,
      state.endsAt,
      state.rrule,
      state.excludedDates,
      lastStart(state) ?? state.startsAt,
      state.venueBranchId,
      state.venue,
      state.capacity,
      state.feeMinor,
      state.notes,
      state.status,
    ],
  );
  await manager.query('DELETE FROM event_teams WHERE event_id = $1', [eventId]);
  await writeTeams(manager, eventId, state.teamIds);
}

export async function writeTeams(
  manager: EntityManager,
  eventId: string,
  teamIds: readonly string[],
): Promise<void> {
  if (teamIds.length === 0) return;
  await manager.query(
    'INSERT INTO event_teams (event_id, team_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING',
    [eventId, teamIds],
  );
}
