import { staffReadableOrganization, staffWritableOrganization } from '../../shared/auth/staff.js';
import type { Viewer } from '../../shared/auth/viewer.js';
import type { AccountStatus } from '../users/index.js';

// The tasks list is the organization's staff's internal work (spec 001 §6, docs/domain.md): only staff read
// it (shared/auth/staff.ts: the admin roles and, once they exist, the school's professionals); changes
// also need the `write` permission and deleting `delete`. Anyone else reads an empty list (no counts,
// no assignees, no search hits), gets NOT_FOUND for a single task and FORBIDDEN for a change. Every
// statement carries `tasksOfOrganization`, so another organization's task answers exactly like a
// missing one (NOT_FOUND).

/** The organization whose tasks the viewer reads; null reads none (not staff, or no organization). */
export function tasksReadableBy(viewer: Viewer | null): string | null {
  return staffReadableOrganization(viewer);
}

/** The organization whose tasks the viewer may change (or delete); FORBIDDEN with the reason otherwise. */
export function tasksWritableBy(viewer: Viewer | null, action: 'write' | 'delete' = 'write'): string {
  return staffWritableOrganization(viewer, action);
}

/** The SQL condition on tasks (aliased `alias`, '' for none) limiting rows to the bound organization. */
export function tasksOfOrganization(organizationParam: string, alias = 't'): string {
  return `${alias ? `${alias}.` : ''}organization_id = ${organizationParam}`;
}

const ASSIGNABLE_STATUS: AccountStatus = 'active';

/** Who a task may be assigned to, as SQL on users (unaliased): an active member of the organization. */
export function assignableUsersCondition(organizationParam: string): string {
  return `organization_id = ${organizationParam} AND account_status = '${ASSIGNABLE_STATUS}'`;
}

/** The same rule as a repository filter, for the assignee picker. */
export function assignableUsers(organizationId: string) {
  return { organizationId, accountStatus: ASSIGNABLE_STATUS };
}

/** A task shows its assignee only while they still belong to the task's organization. */
export function showsAssignee(
  task: { organizationId: string },
  assignee: { organizationId: string | null } | null,
): boolean {
  return assignee?.organizationId === task.organizationId;
}
