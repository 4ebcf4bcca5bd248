import { boundParams } from '../../shared/db/bind.js';
import { AppError } from '../../shared/errors.js';
import type { AthletePolicy } from './athletes.policy.js';
import { athleteNodeSql, toAthleteNode, type AthleteNode, type Queryable } from './athletes.sql.js';

// The same child registered twice: an athlete of the organization born on the same day whose first and
// last names are equal once folded (arena_name_fold: case, Turkish letters, accents and spaces). Read
// through the expression index athletes_duplicate_idx, one index range at any number of athletes.

/** Who an athlete would duplicate: the organization, both names and the birth date. */
export interface AthleteIdentity {
  organizationId: string;
  firstName: string;
  lastName: string;
  birthDate: string;
}

/** The condition over athletes `a` matching `identity`, binding into `bind`'s parameters. */
function sameChildSql(identity: AthleteIdentity, bind: (value: unknown, cast?: string) => string): string {
  return `a.organization_id = ${bind(identity.organizationId, 'uuid')}
      AND a.birth_date = ${bind(identity.birthDate, 'date')}
      AND arena_name_fold(a.last_name::text) = arena_name_fold(${bind(identity.lastName, 'text')})
      AND arena_name_fold(a.first_name::text) = arena_name_fold(${bind(identity.firstName, 'text')})`;
}

/** CONFLICT for a duplicate, on the three fields that make it one; it never names the other record. */
export const duplicateAthlete = () => {
  const message = 'An athlete with this name and birth date is already registered in the organization';
  return new AppError('CONFLICT', `${message}.`, {
    fieldErrors: { firstName: message, lastName: message, birthDate: message },
    fieldErrorCodes: { firstName: 'not_unique', lastName: 'not_unique', birthDate: 'not_unique' },
  });
};

/**
 * Refuses (CONFLICT) a write that would make `identity` a second record of a child of the organization
 * (archived athletes too), `excludeId` aside. Inside the write's transaction: a transaction-scoped
 * advisory lock on the folded identity makes two writers of the same child wait for each other, so
 * the second sees the first's row.
 */
export async function assertNotDuplicate(
  manager: Queryable,
  identity: AthleteIdentity,
  excludeId: string | null = null,
): Promise<void> {
  await manager.query(
    `SELECT pg_advisory_xact_lock(hashtextextended(
              $1 || '|' || $2 || '|' || arena_name_fold($3::text) || '|' || arena_name_fold($4::text), 0))`,
    [identity.organizationId, identity.birthDate, identity.lastName, identity.firstName],
  );
  const { params, bind } = boundParams();
  const [row] = await manager.query<unknown[]>(
    `SELECT 1 FROM athletes a WHERE ${sameChildSql(identity, bind)}
        AND a.id IS DISTINCT FROM ${bind(excludeId, 'uuid')} LIMIT 1`,
    params,
  );
  if (row) throw duplicateAthlete();
}

/**
 * The athletes `identity` would duplicate that the viewer has full access to (archived ones: their
 * admins only), oldest first, at most 5; `excludeId` aside.
 */
export async function visibleDuplicates(
  runner: Queryable,
  policy: AthletePolicy,
  identity: AthleteIdentity,
  excludeId: string | null,
): Promise<AthleteNode[]> {
  const node = athleteNodeSql(policy, { roster: false });
  const bind = (value: unknown, cast?: string) => policy.bind(value, cast);
  const rows = await runner.query<Record<string, unknown>[]>(
    `SELECT ${node.columns} FROM ${node.from}
      WHERE ${sameChildSql(identity, bind)} AND a.id IS DISTINCT FROM ${bind(excludeId, 'uuid')}
        AND ${node.visible} AND (a.archived_at IS NULL OR ${policy.admin('a')})
      ORDER BY a.created_at, a.id LIMIT 5`,
    policy.params,
  );
  return rows.map(toAthleteNode);
}
