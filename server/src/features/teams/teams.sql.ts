import type { DataSource } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
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
