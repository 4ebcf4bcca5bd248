import type { EntityManager } from 'typeorm';
import type { AuditAction } from './audit-log.entity.js';

/** One audit row to write; see `recordAudit`. */
export interface AuditEntry {
  /** The organization whose log holds the row (the changed row's organization). */
  organizationId: string;
  /** Who acted; null for the system. */
  actorUserId: string | null;
  action: AuditAction;
  /** The kind of row, e.g. `athlete`, `guardian_link`, `consent`, `company`, `sponsorship`. */
  entityType: string;
  entityId: string;
  /** A short line for people: English, or English and Turkish (the log is read in either language). */
  summary?: string | { en: string; tr: string };
  /** The row (or the changed fields) before a change; any JSON-serialisable value. */
  before?: unknown;
  /** The row (or the changed fields) after a change. */
  after?: unknown;
}

/** JSON text for a jsonb parameter (Dates as ISO strings, undefined dropped); null when absent. */
function snapshot(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value) ?? null;
}

/**
 * Writes one audit row through the caller's entity manager, i.e. in the caller's transaction: the row
 * is committed with the change it records and rolled back with it. Call it inside
 * `dataSource.transaction(async (manager) => …)` with that `manager`.
 */
export async function recordAudit(manager: EntityManager, entry: AuditEntry): Promise<void> {
  const summary =
    entry.summary === undefined
      ? null
      : typeof entry.summary === 'string'
        ? { en: entry.summary, tr: '' }
        : entry.summary;
  await manager.query(
    `INSERT INTO audit_log (organization_id, actor_user_id, action, entity_type, entity_id, summary, before, after,
                            translations)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::jsonb)`,
    [
      entry.organizationId,
      entry.actorUserId,
      entry.action,
      entry.entityType,
      entry.entityId,
      summary === null ? null : summary.en.slice(0, 500),
      snapshot(entry.before),
      snapshot(entry.after),
      summary?.tr ? snapshot({ tr: { summary: summary.tr.slice(0, 500) } }) : null,
    ],
  );
}
