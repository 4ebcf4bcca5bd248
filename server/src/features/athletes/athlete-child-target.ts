import type { EntityManager } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import { AppError } from '../../shared/errors.js';
import { isUuid } from '../../shared/validation.js';
import { AthletePolicy } from './athletes.policy.js';
import {
  athleteNodeSql,
  consentColumns,
  guardianLinkColumns,
  type ConsentNode,
  type GuardianLinkNode,
} from './athletes.sql.js';

// The rows that hang off an athlete (guardian links, consents) as a write reads them: locked, with the
// athlete's organization and what the viewer may do to it.

const linkNotFound = () => new AppError('NOT_FOUND', 'Guardian link not found.');
const consentNotFound = () => new AppError('NOT_FOUND', 'Consent not found.');

/** A guardian link or consent as a write reads it: with its athlete's organization and the viewer's rights. */
export interface ChildTarget<Row> {
  row: Row;
  organizationId: string;
  athleteName: string;
  athleteArchived: boolean;
  /** An admin of the athlete's scope with the write permission. */
  canManage: boolean;
  /** The viewer is a legal guardian of the athlete. */
  isLegalGuardian: boolean;
}

export function guardianLinkTarget(manager: EntityManager, viewer: Viewer, id: string) {
  if (!isUuid(id)) throw linkNotFound();
  return athleteChildTarget<GuardianLinkNode>(
    manager,
    viewer,
    `SELECT ${guardianLinkColumns('x')}`,
    'guardian_links',
    id,
    linkNotFound,
  );
}

export function consentTarget(manager: EntityManager, viewer: Viewer, id: string) {
  if (!isUuid(id)) throw consentNotFound();
  return athleteChildTarget<ConsentNode>(
    manager,
    viewer,
    `SELECT ${consentColumns('x')}`,
    'consents',
    id,
    consentNotFound,
  );
}

/**
 * A guardian link or consent (table aliased `x`) of an athlete the viewer has full access to, locked
 * for the write; NOT_FOUND otherwise (archived athletes: for their admins only).
 */
async function athleteChildTarget<Row>(
  manager: EntityManager,
  viewer: Viewer,
  select: string,
  table: 'guardian_links' | 'consents',
  id: string,
  notFound: () => AppError,
): Promise<ChildTarget<Row>> {
  const params: unknown[] = [id];
  const policy = new AthletePolicy(viewer, params);
  const node = athleteNodeSql(policy);
  const [row] = await manager.query<Record<string, unknown>[]>(
    `${select}, a.organization_id AS "__organizationId", a.first_name || ' ' || a.last_name AS "__athleteName",
            a.archived_at IS NOT NULL AS "__athleteArchived", ${policy.manage('a')} AS "__canManage",
            ${policy.guardian('a', { legal: true })} AS "__isLegalGuardian"
       FROM ${table} x JOIN ${node.from} ON a.id = x.athlete_id
      WHERE x.id = $1 AND acc.full AND (a.archived_at IS NULL OR ${policy.admin('a')})
        FOR UPDATE OF x`,
    params,
  );
  if (!row) throw notFound();
  const own = Object.fromEntries(Object.entries(row).filter(([key]) => !key.startsWith('__')));
  return {
    row: own as Row,
    organizationId: row.__organizationId as string,
    athleteName: row.__athleteName as string,
    athleteArchived: !!row.__athleteArchived,
    canManage: !!row.__canManage,
    isLegalGuardian: !!row.__isLegalGuardian,
  };
}
