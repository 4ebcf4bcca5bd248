import type { DataSource, EntityManager } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import type { GuardedRow } from '../../shared/db/guarded-write.js';
import { isUuid } from '../../shared/validation.js';
import { AthletePolicy } from './athletes.policy.js';
import {
  athleteNodeSql,
  athleteNotFound,
  athleteRecordColumns,
  toAthleteNode,
  type AthleteNode,
  type AthleteRecord,
  type Queryable,
} from './athletes.sql.js';

/**
 * The athlete row on the guarded write path (shared/db/guarded-write.ts): read by whoever sees the
 * athlete (archived ones: their admins only), changed by those with `right` (`write`: admins of the
 * athlete's scope and staff of a current team; `manage`: the admins), FORBIDDEN with `forbidden` for
 * anyone else who sees it.
 */
export function athleteRow(
  viewer: Viewer,
  right: 'write' | 'manage',
  forbidden: string,
): GuardedRow<AthleteRecord> {
  return {
    label: 'Athlete',
    from: 'athletes a',
    alias: 'a',
    columns: athleteRecordColumns,
    readable: (params) => {
      const policy = new AthletePolicy(viewer, params);
      return `(${policy.full('a')} OR ${policy.roster('a')}) AND (a.archived_at IS NULL OR ${policy.admin('a')})`;
    },
    writable: (params) => new AthletePolicy(viewer, params)[right]('a'),
    forbidden,
    toRow: (row) => row as AthleteRecord,
  };
}

/** What a write reads first: the athlete as the writer sees it, and what the writer may do to it. */
export interface WriteTarget {
  record: AthleteRecord;
  canWrite: boolean;
  canManage: boolean;
}

/**
 * The athlete as the athletes, memberships and guardians services read it: the node a viewer may see,
 * the write target locked under the policy, the audit record. One instance, composed in index.ts and
 * handed to the three services, so none of them constructs or calls another for these.
 */
export class AthleteAccess {
  constructor(private readonly dataSource: DataSource) {}

  /** One athlete as the viewer may see them; NOT_FOUND otherwise (archived ones: their admins only). */
  async get(viewer: Viewer | null, id: string, runner: Queryable = this.dataSource): Promise<AthleteNode> {
    const current = requireViewer(viewer);
    if (!isUuid(id)) throw athleteNotFound();
    const node = await this.readNode(current, id, runner);
    if (!node) throw athleteNotFound();
    return node;
  }

  /** The node, or null when the viewer may not see it. */
  async readNode(
    viewer: Viewer,
    id: string,
    runner: Queryable = this.dataSource,
  ): Promise<AthleteNode | null> {
    const params: unknown[] = [id];
    const policy = new AthletePolicy(viewer, params);
    const node = athleteNodeSql(policy);
    const [row] = await runner.query<Record<string, unknown>[]>(
      `SELECT ${node.columns} FROM ${node.from}
        WHERE a.id = $1 AND ${node.visible} AND (a.archived_at IS NULL OR ${policy.admin('a')})`,
      params,
    );
    return row ? toAthleteNode(row) : null;
  }

  /**
   * Locks the athlete row for a write and answers it with what the viewer may do; NOT_FOUND when the
   * viewer may not see it (archived athletes: for their admins only).
   */
  async writeTarget(manager: EntityManager, viewer: Viewer, id: string): Promise<WriteTarget> {
    if (!isUuid(id)) throw athleteNotFound();
    const params: unknown[] = [id];
    const policy = new AthletePolicy(viewer, params);
    const node = athleteNodeSql(policy);
    const [row] = await manager.query<Record<string, unknown>[]>(
      `SELECT ${athleteRecordColumns}, ${policy.write('a')} AS "canWrite", ${policy.manage('a')} AS "canManage"
         FROM ${node.from}
        WHERE a.id = $1 AND ${node.visible} AND (a.archived_at IS NULL OR ${policy.admin('a')})
          FOR UPDATE OF a`,
      params,
    );
    if (!row) throw athleteNotFound();
    const { canWrite, canManage, ...record } = row;
    return { record: record as unknown as AthleteRecord, canWrite: !!canWrite, canManage: !!canManage };
  }

  /** The athlete's record for an audit snapshot (no medical notes). */
  async record(manager: Queryable, id: string): Promise<AthleteRecord> {
    const [row] = await manager.query<AthleteRecord[]>(
      `SELECT ${athleteRecordColumns} FROM athletes a WHERE a.id = $1`,
      [id],
    );
    if (!row) throw athleteNotFound();
    return row;
  }
}
