import { oneOf } from '../../shared/db/bind.js';
import { adminScopes } from '../../shared/auth/scope.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { AppError } from '../../shared/errors.js';

// Who reads the audit log (docs/domain.md, "Audit"): an organization's admins read their
// organization's log, super admins every organization's; nobody else reads any (FORBIDDEN, whatever
// they ask for). Branch and department admins, staff, parents, companies and regular users included:
// the log names whose health data was read and holds the rows before and after each change.
// Rows are filtered by the same condition in SQL for lists and single reads; a row of an organization
// the viewer may not read answers NOT_FOUND like an unknown id.

/** The organizations whose log the viewer reads: 'all' for a super admin; FORBIDDEN when none. */
export function auditReadableOrganizations(viewer: Viewer | null): 'all' | string[] {
  const current = requireViewer(viewer);
  const scopes = adminScopes(current);
  if (scopes.superAdmin) return 'all';
  if (scopes.organizations.length === 0) {
    throw new AppError('FORBIDDEN', 'Only organization admins read the audit log.');
  }
  return scopes.organizations;
}

/** The SQL condition limiting audit rows (aliased `alias`) to the readable organizations. */
export function auditRowsCondition(readable: 'all' | string[], alias: string, params: unknown[]): string {
  if (readable === 'all') return 'TRUE';
  return oneOf(params, `${alias}.organization_id`, readable, 'uuid');
}
