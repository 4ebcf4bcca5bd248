import { AppError } from '../errors.js';
import { readableOrganization, writableOrganization } from './organization.js';
import type { RoleKey } from './roles.js';
import { hasRole, requireViewer, type Viewer } from './viewer.js';

/**
 * Who the school's staff are: the people the staff work apps are for (contacts, tasks and their tags,
 * and the work apps the menu marks `staff`). The address book holds other families' phone numbers and
 * home addresses, and the task board is the staff's internal work, so parents, companies and regular
 * users never read them (docs/domain.md). This file is the ONE place that says who counts as staff:
 * policies and the menu ask `isStaff` and nothing else.
 */

/** The spec's admin roles (docs/domain.md): super admin, and organization, branch and department admins. */
export const ADMIN_ROLES = [
  'super_admin',
  'org_admin',
  'branch_admin',
  'dept_admin',
] as const satisfies readonly RoleKey[];

/** Whether the viewer holds one of the admin roles, at any scope. */
export function isAdmin(viewer: Viewer): boolean {
  return ADMIN_ROLES.some((role) => hasRole(viewer, role));
}

/**
 * Whether the viewer is an active professional of their organization (docs/domain.md: coaches, assistants,
 * physios, managers — a row of the professionals feature, not archived), as the token check read it.
 */
export function isProfessional(viewer: Viewer): boolean {
  return viewer.professional === true;
}

/** The staff rule: an admin role or a professional of the school. */
export function isStaff(viewer: Viewer): boolean {
  return isAdmin(viewer) || isProfessional(viewer);
}

/**
 * The organization whose staff data the viewer reads, or null: they read none (not staff, or a super
 * admin without an organization). Lists answer empty and single reads NOT_FOUND, exactly as for rows of
 * another organization, so nothing tells a non-staff viewer what exists. Anonymous: UNAUTHENTICATED.
 */
export function staffReadableOrganization(viewer: Viewer | null): string | null {
  const current = requireViewer(viewer);
  return isStaff(current) ? readableOrganization(current) : null;
}

/**
 * The organization whose staff data the viewer may change with the permission (`write`, or `delete`);
 * FORBIDDEN for anyone who is not staff, before any row is looked at.
 */
export function staffWritableOrganization(
  viewer: Viewer | null,
  permission: 'write' | 'delete' = 'write',
): string {
  const current = requireViewer(viewer);
  if (!isStaff(current)) {
    throw new AppError('FORBIDDEN', 'This app is for the school’s staff.');
  }
  return writableOrganization(current, permission);
}
