import type { DataSource } from 'typeorm';

/** One audit row as the tests read it: the English summary, the Turkish one (`tr`), before and after. */
export interface AuditTrailRow {
  action: string;
  actor: string | null;
  organizationId: string;
  entityType: string;
  summary: string | null;
  tr: string | null;
  before: unknown;
  after: unknown;
}

/** Every audit row about one row, in the order they were written. */
export function auditTrail(dataSource: DataSource, entityId: string): Promise<AuditTrailRow[]> {
  return dataSource.query<AuditTrailRow[]>(
    `SELECT action, actor_user_id AS actor, organization_id AS "organizationId", entity_type AS "entityType",
            summary, translations->'tr'->>'summary' AS tr, before, after
       FROM audit_log WHERE entity_id = $1 ORDER BY seq`,
    [entityId],
  );
}
