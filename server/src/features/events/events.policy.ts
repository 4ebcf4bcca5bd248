import { adminScopes, staffTeamIdsSql } from '../../shared/auth/scope.js';
import type { Viewer } from '../../shared/auth/viewer.js';
import { bindParam, oneOf } from '../../shared/db/bind.js';
import { isParentOf } from '../athletes/index.js';
import { memberCondition } from '../organizations/index.js';

// Who reads and changes events (docs/domain.md, "Activity"), as SQL over `events` aliased `e`:
//
// - scope organization: every member of the organization reads it (companies and regular users too);
//   its organization admins change it.
// - scope branch: the admins of the organization and of the branch, the staff of the branch's teams
//   and the guardians (parents) of their athletes read it; the organization's and the branch's admins
//   change it.
// - scope teams: the admins of any of the teams' scope (organization, branch, department), the teams'
//   staff and the guardians of their athletes read it; it is changed by whoever administers or staffs
//   every one of its teams (a coach of two teams changes their joint training; a coach of one does not
//   change an event that also names another coach's team).
//
// "The viewer's teams" are the teams they are current staff of and, for a parent of the organization,
// the current teams of their children (guardian links that hold, athletes not archived). Nothing crosses
// the viewer's organization except for a super admin, and nobody else reads another organization's
// events: they answer NOT_FOUND like an unknown id.

/** SQL: the ids of the teams whose events reach the viewer as staff or guardian. */
function viewerTeamIds(viewer: Viewer, params: unknown[]): string {
  const user = bindParam(params, viewer.userId, 'uuid');
  const paths = [staffTeamIdsSql(user)];
  if (isParentOf(viewer, viewer.organizationId)) {
    const organization = bindParam(params, viewer.organizationId, 'uuid');
    paths.push(`SELECT gtm.team_id FROM guardian_links ggl
        JOIN athletes ga ON ga.id = ggl.athlete_id AND ga.archived_at IS NULL
        JOIN team_memberships gtm ON gtm.athlete_id = ggl.athlete_id AND gtm.to_on IS NULL
       WHERE ggl.user_id = ${user} AND ggl.archived_at IS NULL AND ga.organization_id = ${organization}`);
  }
  return paths.join(' UNION ');
}

/** SQL over a team `t`: the viewer administers its scope (branch or department; organization below). */
function administersTeam(viewer: Viewer, params: unknown[]): string {
  const scopes = adminScopes(viewer);
  const clauses: string[] = [];
  if (scopes.branches.length > 0) clauses.push(oneOf(params, 't.branch_id', scopes.branches, 'uuid'));
  if (scopes.departments.length > 0)
    clauses.push(oneOf(params, 't.department_id', scopes.departments, 'uuid'));
  return clauses.length > 0 ? `(${clauses.join(' OR ')})` : 'FALSE';
}

/** The teams of the event `e`, as rows `t`. */
const EVENT_TEAMS = 'event_teams et JOIN teams t ON t.id = et.team_id WHERE et.event_id = e.id';

/** SQL: the viewer reads the event `e`. */
export function eventReadable(viewer: Viewer, params: unknown[]): string {
  const scopes = adminScopes(viewer);
  if (scopes.superAdmin) return 'TRUE';
  const member = memberCondition(viewer, 'e.organization_id', params);
  const paths = [`e.scope = 'organization'`];
  if (scopes.organizations.length > 0)
    paths.push(oneOf(params, 'e.organization_id', scopes.organizations, 'uuid'));
  if (scopes.branches.length > 0) paths.push(oneOf(params, 'e.branch_id', scopes.branches, 'uuid'));
  const teamAdmin = administersTeam(viewer, params);
  if (teamAdmin !== 'FALSE') paths.push(`EXISTS (SELECT 1 FROM ${EVENT_TEAMS} AND ${teamAdmin})`);
  const mine = viewerTeamIds(viewer, params);
  paths.push(`EXISTS (SELECT 1 FROM event_teams mt WHERE mt.event_id = e.id AND mt.team_id IN (${mine}))`);
  paths.push(
    `(e.scope = 'branch' AND e.branch_id IN (SELECT bt.branch_id FROM teams bt WHERE bt.id IN (${mine})))`,
  );
  return `(${member} AND (${paths.join(' OR ')}))`;
}

/**
 * SQL: the viewer may hold an event of `scope` in the organization at `organization`, for the branch at
 * `branch` or the teams `teams` (a FROM … WHERE naming the event's teams as `t`). Used for an event as
 * it is (`eventWritable`) and as a change would make it.
 */
export function scopeWritable(
  viewer: Viewer,
  params: unknown[],
  target: { scope: string; organization: string; branch: string; teams: string },
): string {
  const scopes = adminScopes(viewer);
  if (scopes.superAdmin) return 'TRUE';
  const organizationAdmin = oneOf(params, target.organization, scopes.organizations, 'uuid');
  const branchAdmin = oneOf(params, target.branch, scopes.branches, 'uuid');
  const teamAdmin = administersTeam(viewer, params);
  const staffed = `t.id IN (${staffTeamIdsSql(bindParam(params, viewer.userId, 'uuid'))})`;
  return `(${organizationAdmin}
    OR (${target.scope} = 'branch' AND ${branchAdmin})
    OR (${target.scope} = 'teams' AND EXISTS (SELECT 1 FROM ${target.teams})
        AND NOT EXISTS (SELECT 1 FROM ${target.teams} AND NOT (${teamAdmin} OR ${staffed}))))`;
}

/** SQL: the viewer may change the event `e`. */
export function eventWritable(viewer: Viewer, params: unknown[]): string {
  return scopeWritable(viewer, params, {
    scope: 'e.scope',
    organization: 'e.organization_id',
    branch: 'e.branch_id',
    teams: EVENT_TEAMS,
  });
}
