import { adminScopeCondition, staffTeamIdsSql } from '../../shared/auth/scope.js';
import type { Viewer } from '../../shared/auth/viewer.js';
import { readableCondition } from '../organizations/index.js';

// Who reads and changes teams and their staff (docs/domain.md), as SQL over `teams` aliased `t`:
//
// - every member of the organization reads its teams and who staffs them (public organization data);
//   a super admin every organization's. Another organization's team answers NOT_FOUND like an unknown id.
// - archived teams: only the admins of the team's scope (its organization, its branch, its department).
// - changes (the team, its staff): the admins of the team's scope; moving a team to another branch or
//   department also needs the admins of the new scope. Team staff themselves do not change the team:
//   their write access is to their teams' athletes (staffTeamIdsSql), which the athletes feature applies.

export const TEAM_SCOPE = {
  organization: 't.organization_id',
  branch: 't.branch_id',
  department: 't.department_id',
} as const;

/** SQL: the team `t` is one the viewer reads; 'admins' lets the admins of its scope read archived ones. */
export function teamReadable(viewer: Viewer, params: unknown[], archived: 'hide' | 'admins'): string {
  return readableCondition(viewer, { ...TEAM_SCOPE, archivedAt: 't.archived_at' }, params, archived);
}

/** SQL: the viewer administers the team `t` (changes it and its staff). */
export function teamWritable(viewer: Viewer, params: unknown[]): string {
  return adminScopeCondition(viewer, TEAM_SCOPE, params).sql;
}

/** SQL: the team `t` is one the viewer is current staff of. */
export function teamStaffedBy(viewer: Viewer, params: unknown[]): string {
  params.push(viewer.userId);
  return `t.id IN (${staffTeamIdsSql(`$${params.length}`)})`;
}
