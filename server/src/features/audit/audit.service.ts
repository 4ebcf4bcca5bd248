import type { DataSource, EntityMetadata, ObjectLiteral } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import { boundParams } from '../../shared/db/bind.js';
import { likePattern } from '../../shared/db/like.js';
import { hydrate, selectColumns } from '../../shared/db/rows-by-id.js';
import { AppError, notFound } from '../../shared/errors.js';
import { isUuid, validate } from '../../shared/validation.js';
import { AuditLogEntity } from './audit-log.entity.js';
import { auditReadableOrganizations, auditRowsCondition } from './audit.policy.js';
import { auditLogPageSchema } from './audit.validation.js';

/** One page of audit rows, as AuditLogConnection serves it. */
export interface AuditLogPage {
  nodes: AuditLogEntity[];
  totalCount: number;
  endCursor: string | null;
}

const invalidCursor = () =>
  new AppError('BAD_USER_INPUT', 'Invalid input: after', {
    fieldErrors: { after: 'Cursor is not valid: pass the endCursor of the previous page' },
    fieldErrorCodes: { after: 'invalid' },
  });

// The cursor is the last row's (created_at, seq) in base64url JSON. The time is the database's text form
// with microseconds: a JavaScript Date keeps milliseconds only, and rows of one millisecond would be lost.
// `seq` (write order) breaks ties between rows of the same instant.
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

function encodeCursor(createdAt: string, seq: string): string {
  return Buffer.from(JSON.stringify([createdAt, seq])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      CURSOR_TIME.test(value[0]) &&
      typeof value[1] === 'string' &&
      /^\d{1,19}$/.test(value[1])
    ) {
      return [value[0], value[1]];
    }
  } catch {
    // not JSON: reported below
  }
  throw invalidCursor();
}

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
    const cursor = parsed.after ? decodeCursor(parsed.after) : null;

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
    const matching = filters.join(' AND ');
    const countParams = [...params];

    const descending = parsed.sort === 'newest';
    const pageFilters = [matching];
    if (cursor) {
      pageFilters.push(
        `(a.created_at, a.seq) ${descending ? '<' : '>'} (${bind(cursor[0], 'timestamptz')}, ${bind(cursor[1], 'bigint')})`,
      );
    }
    const direction = descending ? 'DESC' : 'ASC';
    const limit = bind(parsed.first + 1, 'int');
    const [rows, counted] = await Promise.all([
      this.dataSource.query<ObjectLiteral[]>(
        `SELECT ${this.columns}, a.created_at::text AS "cursorAt" FROM audit_log a
          WHERE ${pageFilters.join(' AND ')}
          ORDER BY a.created_at ${direction}, a.seq ${direction} LIMIT ${limit}`,
        params,
      ),
      options.count === false
        ? null
        : this.dataSource.query<{ count: number }[]>(
            `SELECT count(*)::int AS count FROM audit_log a WHERE ${matching}`,
            countParams,
          ),
    ]);
    const page = rows.slice(0, parsed.first);
    const last = page.at(-1);
    return {
      nodes: page.map(({ cursorAt: _cursor, ...row }) => hydrate<AuditLogEntity>(this.metadata, row)),
      totalCount: counted?.[0]?.count ?? 0,
      endCursor:
        rows.length > parsed.first && last ? encodeCursor(String(last.cursorAt), String(last.seq)) : null,
    };
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
