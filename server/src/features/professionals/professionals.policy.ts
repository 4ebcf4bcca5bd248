import { adminScopeCondition } from '../../shared/auth/scope.js';
import type { Viewer } from '../../shared/auth/viewer.js';
import { memberCondition, organizationAdminCondition } from '../organizations/index.js';

// Who reads and changes professionals (docs/domain.md), as SQL over `professionals` aliased `p`:
//
// - the profile (name, title, specialties, bio) is the organization's public data: every member of the
//   organization reads it (a super admin every organization's). Another organization's professional
//   answers NOT_FOUND like an unknown id. Archived records: only the organization's admins.
// - private details (the account's e-mail and the certifications with their numbers and documents):
//   the organization's admins, the admins of a branch or department where the professional currently
//   staffs a team, and the professional themself. For anyone else the fields are null, and a single
//   certification is NOT_FOUND.
// - changes: the organization's admins; the professional themself edits their own profile and
//   certifications. Creating, archiving and restoring a professional: the organization's admins only.

/** SQL: the professional `p` is one the viewer reads. `archived` 'admins' lets organization admins read archived ones. */
export function professionalReadable(viewer: Viewer, params: unknown[], archived: 'hide' | 'admins'): string {
  const member = memberCondition(viewer, 'p.organization_id', params);
  if (archived === 'hide') return `(${member} AND p.archived_at IS NULL)`;
  return `(${member} AND (p.archived_at IS NULL OR ${organizationAdminCondition(viewer, 'p.organization_id', params)}))`;
}

/** SQL: the viewer reads the private details of the professional `p`. */
export function professionalPrivate(viewer: Viewer, params: unknown[]): string {
  params.push(viewer.userId);
  const self = `p.user_id = $${params.length}::uuid`;
  const organizationAdmin = organizationAdminCondition(viewer, 'p.organization_id', params);
  const teamScope = adminScopeCondition(
    viewer,
    { organization: 'pt.organization_id', branch: 'pt.branch_id', department: 'pt.department_id' },
    params,
  ).sql;
  const staffsInScope =
    teamScope === 'FALSE'
      ? 'FALSE'
      : `EXISTS (SELECT 1 FROM team_staff pts JOIN teams pt ON pt.id = pts.team_id
                  WHERE pts.professional_id = p.id AND pts.archived_at IS NULL AND pt.archived_at IS NULL
                    AND ${teamScope})`;
  return `(${self} OR ${organizationAdmin} OR ${staffsInScope})`;
}

/** SQL: the viewer may change the professional `p`'s profile and certifications (admin or themself). */
export function professionalEditable(viewer: Viewer, params: unknown[]): string {
  params.push(viewer.userId);
  return `(p.user_id = $${params.length}::uuid OR ${organizationAdminCondition(viewer, 'p.organization_id', params)})`;
}
