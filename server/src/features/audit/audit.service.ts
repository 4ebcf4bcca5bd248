import type { DataSource, EntityMetadata, ObjectLiteral } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import { boundParams } from '../../shared/db/bind.js';
import { likePattern } from '../../shared/db/like.js';
import { byCreated, checkCursor, keysetPage, type Page, type SortKey } from '../../shared/db/paging.js';
import { hydrate, selectColumns } from '../../shared/db/rows-by-id.js';
import { AppError, notFound } from '../../shared/errors.js';
import { isUuid, validate } from '../../shared/validation.js';
import { AuditLogEntity } from './audit-log.entity.js';
import { auditReadableOrganizations, auditRowsCondition } from './audit.policy.js';
import { auditLogPageSchema, type AuditSort } from './audit.validation.js';

/** One page of audit rows, as AuditLogConnection serves it. */
export type AuditLogPage = Page<AuditLogEntity>;

// The order is (created_at, seq): the time as the database writes it, with microseconds (a JavaScript
// Date keeps milliseconds only, and rows of one millisecond would be lost); `seq` (write order)
// breaks ties between rows of the same instant.
const AUDIT_ORDER: Record<AuditSort, SortKey> = {
  newest: byCreated('a.created_at'),
  oldest: byCreated('a.created_at', 'ASC'),
};
const TIEBREAK = { column: 'a.seq', cast: 'bigint' } as const;

/**
 * The audit log (audit.policy.ts): organization admins read their organization's, super admins any;
 * everyone else is refused. Rows are written by `recordAudit` in the transactions of the changes.
 */
export class AuditService {
  private readonly metadata: EntityMetadata;
  private readonly columns: string;

  constructor(private readonly dataSource: DataSource) {
    this.metadata = dataSource.getMetadata(AuditLogEntity);
    this.columns = selectColumns(this.metadata, 'a');
  }

  /**
   * Keyset pages over (created_at, seq), newest or oldest first, served by
   * audit_log_organization_created_idx; filters in SQL; the count only when asked for.
   */
  async page(viewer: Viewer | null, args: unknown, options: { count?: boolean } = {}): Promise<AuditLogPage> {
    const readable = auditReadableOrganizations(viewer);
    const parsed = validate(auditLogPageSchema, args);
    if (parsed.organizationId && readable !== 'all' && !readable.includes(parsed.organizationId)) {
      throw new AppError('FORBIDDEN', 'You may read your own organization’s audit log only.');
    }
    checkCursor(parsed.after, AUDIT_ORDER[parsed.sort], TIEBREAK);

    const { params, bind } = boundParams();
    const filters = [auditRowsCondition(readable, 'a', params)];
    if (parsed.organizationId) filters.push(`a.organization_id = ${bind(parsed.organizationId, 'uuid')}`);
    if (parsed.actorId) filters.push(`a.actor_user_id = ${bind(parsed.actorId, 'uuid')}`);
    if (parsed.entityType) filters.push(`a.entity_type = ${bind(parsed.entityType)}`);
    if (parsed.entityId) filters.push(`a.entity_id = ${bind(parsed.entityId, 'uuid')}`);
    if (parsed.actions && parsed.actions.length > 0)
      filters.push(`a.action = ANY(${bind(parsed.actions, 'audit_action[]')})`);
    if (parsed.from) filters.push(`a.created_at >= ${bind(parsed.from.toISOString(), 'timestamptz')}`);
    if (parsed.to) filters.push(`a.created_at < ${bind(parsed.to.toISOString(), 'timestamptz')}`);
    if (parsed.query) {
      const pattern = bind(likePattern(parsed.query));
      filters.push(
        `(a.summary ILIKE ${pattern} OR a.translations->'tr'->>'summary' ILIKE ${pattern} OR a.entity_type ILIKE ${pattern})`,
      );
    }
    const page = await keysetPage<ObjectLiteral>(this.dataSource, {
      select: this.columns,
      from: 'audit_log a',
      where: filters,
      params,
      sort: AUDIT_ORDER[parsed.sort],
      id: TIEBREAK.column,
      idCast: TIEBREAK.cast,
      first: parsed.first,
      after: parsed.after,
      count: options.count !== false,
    });
    return { ...page, nodes: page.nodes.map((row) => hydrate<AuditLogEntity>(this.metadata, row)) };
  }

  /** One row the viewer reads; NOT_FOUND otherwise (FORBIDDEN first for a viewer who reads no log). */
  async get(viewer: Viewer | null, id: string): Promise<AuditLogEntity> {
    const readable = auditReadableOrganizations(viewer);
    if (!isUuid(id)) throw notFound('Audit entry');
    const params: unknown[] = [id];
    const [row] = await this.dataSource.query<ObjectLiteral[]>(
      `SELECT ${this.columns} FROM audit_log a WHERE a.id = $1 AND ${auditRowsCondition(readable, 'a', params)}`,
      params,
    );
    if (!row) throw notFound('Audit entry');
    return hydrate<AuditLogEntity>(this.metadata, row);
  }
}
