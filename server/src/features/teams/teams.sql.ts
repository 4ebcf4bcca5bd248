import type { DataSource, EntityManager } from 'typeorm';
import { adminScopeCondition } from '../../shared/auth/scope.js';
import type { Viewer } from '../../shared/auth/viewer.js';
import { badInput } from '../../shared/errors.js';
import type { GuardedRow } from '../../shared/db/guarded-write.js';
import { byCreated, byName, entityColumns, type SortKey } from '../../shared/db/paging.js';
import { TeamStaffEntity } from './team-staff.entity.js';
import { TeamEntity } from './team.entity.js';
import { teamReadable, teamWritable } from './teams.policy.js';

// The pieces of the teams feature's statements: the column lists, the staff row's join, the orders of
// the list and the rows a change reads on the guarded write path (shared/db/guarded-write.ts).

/** Every team column under its property name, read from `t`. */
export const teamColumns = (dataSource: DataSource) => entityColumns(dataSource.getMetadata(TeamEntity), 't');

/** Every team staff column under its property name, read from `ts`. */
export const staffColumns = (dataSource: DataSource) =>
  entityColumns(dataSource.getMetadata(TeamStaffEntity), 'ts');

/** A staff row `ts` and its team `t`. */
export const STAFF_WITH_TEAM = 'team_staff ts JOIN teams t ON t.id = ts.team_id';

/** The orders of the teams list. */
export const TEAM_SORT: Record<string, SortKey> = {
  NAME_ASC: byName('t.name'),
  NAME_DESC: byName('t.name', 'DESC'),
  AGE_ASC: { key: 't.birth_year_max', direction: 'DESC', cast: 'int' },
  AGE_DESC: { key: 't.birth_year_min', direction: 'ASC', cast: 'int' },
  CREATED_DESC: byCreated('t.created_at'),
};

/** FORBIDDEN's message for a change of a team. */
export const TEAM_FORBIDDEN = 'Only the admins of the team’s organization, branch or department change it.';

/** FORBIDDEN's message for a change of a team's staff. */
export const STAFF_FORBIDDEN =
  'Only the admins of the team’s organization, branch or department change its staff.';

/**
 * A team as the viewer reads it (archived ones: the admins of its scope), changed by the admins of its
 * scope (FORBIDDEN with `forbidden` for anyone else who reads it).
 */
export function teamRow(viewer: Viewer, columns: string, forbidden = TEAM_FORBIDDEN): GuardedRow<TeamEntity> {
  return {
    label: 'Team',
    from: 'teams t',
    alias: 't',
    columns,
    readable: (params) => teamReadable(viewer, params, 'admins'),
    writable: (params) => teamWritable(viewer, params),
    forbidden,
  };
}

/**
 * A staff row as the viewer reads it: the team's readers read current staff, the team's admins removed
 * staff too; the team's admins change it.
 */
export function staffRow(viewer: Viewer, columns: string): GuardedRow<TeamStaffEntity> {
  return {
    label: 'Team staff member',
    from: STAFF_WITH_TEAM,
    alias: 'ts',
    columns,
    readable: (params) =>
      `${teamReadable(viewer, params, 'admins')} AND (ts.archived_at IS NULL OR ${teamWritable(viewer, params)})`,
    writable: (params) => teamWritable(viewer, params),
    forbidden: STAFF_FORBIDDEN,
  };
}

/**
 * Checks that the branch, department and season belong to the organization and are not archived
 * (BAD_USER_INPUT naming the field), and whether the viewer administers that scope.
 */
export async function checkTeamScope(
  manager: EntityManager,
  viewer: Viewer,
  organizationId: string,
  scope: { branchId: string; departmentId: string; seasonId: string },
): Promise<boolean> {
  const params: unknown[] = [organizationId, scope.branchId, scope.departmentId, scope.seasonId];
  const administers = adminScopeCondition(
    viewer,
    { organization: '$1::uuid', branch: '$2::uuid', department: '$3::uuid' },
    params,
  ).sql;
  const [row] = await manager.query<
    { branch: boolean; department: boolean; season: boolean; administers: boolean }[]
  >(
    `SELECT EXISTS (SELECT 1 FROM branches WHERE id = $2 AND organization_id = $1 AND archived_at IS NULL) AS "branch",
            EXISTS (SELECT 1 FROM departments WHERE id = $3 AND organization_id = $1 AND archived_at IS NULL) AS "department",
            EXISTS (SELECT 1 FROM seasons WHERE id = $4 AND organization_id = $1 AND archived_at IS NULL) AS "season",
            (${administers}) AS "administers"`,
    params,
  );
  if (!row?.branch) throw badInput('branchId', 'Choose a branch of the organization');
  if (!row.department) throw badInput('departmentId', 'Choose a department of the organization');
  if (!row.season) throw badInput('seasonId', 'Choose a season of the organization');
  return row.administers;
}
