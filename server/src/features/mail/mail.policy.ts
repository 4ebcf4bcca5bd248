import { isStaff } from '../../shared/auth/staff.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { AppError } from '../../shared/errors.js';

// Mail is personal (issue "Mailbox", docs/domain.md): every statement carries `ownedBy`, the viewer's own
// user id, so nobody — a super admin included — reads or changes another user's mail; another mailbox's
// id answers NOT_FOUND exactly like an unknown one. Mail is the staff's tool (families are reached
// through notifications): a mailbox belongs to every staff member (shared/auth/staff.ts: the admin
// roles, super admin included, and the school's professionals). Parents, companies and regular users
// read an empty mailbox (no folders, filters, labels or mails, default settings; a single mail is
// NOT_FOUND) and every change is FORBIDDEN. Anonymous: UNAUTHENTICATED.

/** The user whose mailbox the viewer reads, or null: they hold none. */
export function mailboxReader(viewer: Viewer | null): string | null {
  const current = requireViewer(viewer);
  return isStaff(current) ? current.userId : null;
}

/** The user whose mailbox the viewer changes; FORBIDDEN for anyone without a mailbox. */
export function mailboxWriter(viewer: Viewer | null): string {
  const current = requireViewer(viewer);
  if (!isStaff(current)) throw new AppError('FORBIDDEN', 'The mailbox is for the school’s staff.');
  return current.userId;
}

/** The SQL condition limiting a mailbox table (aliased `alias`) to the owner bound at `param`. */
export function ownedBy(param: string, alias = 'm'): string {
  return `${alias ? `${alias}.` : ''}owner_user_id = ${param}`;
}

/**
 * SQL over `users u`: who gets an Inbox copy rather than an email — an active user of the organization
 * bound at `organizationParam` who holds a mailbox (an admin role, or an active professional of it).
 */
export function mailboxHolders(organizationParam: string): string {
  return `u.organization_id = ${organizationParam} AND u.account_status = 'active'
    AND (EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                  WHERE ur.user_id = u.id
                    AND r.key IN ('super_admin', 'org_admin', 'branch_admin', 'dept_admin'))
         OR EXISTS (SELECT 1 FROM professionals p
                     WHERE p.user_id = u.id AND p.organization_id = u.organization_id
                       AND p.archived_at IS NULL))`;
}
