import { isStaff } from '../../shared/auth/staff.js';
import { hasPermission, hasRole, type Viewer } from '../../shared/auth/viewer.js';
import type { NavigationAccess } from './navigation.data.js';

/**
 * Whether the viewer may see a menu entry — the one rule the menu, its variants and the pages search
 * follow. No rule means everyone signed in. A role of `exceptRoles` leaves the entry out, whatever else
 * the viewer holds. Otherwise an entry without `roles`, `permissions` or `staff` is everyone's; with
 * them, any listed role or permission is enough, and `staff` lets the school's staff see it
 * (shared/auth/staff.ts, the same rule the staff apps' policies apply). A super admin (permission
 * `all`) passes every such check: the template's demo sections are listed for that role alone
 * (navigation.data.ts), so no other role's menu shows them.
 */
export function canSeeNavigationItem(viewer: Viewer, access: NavigationAccess | undefined): boolean {
  if (!access) return true;
  if (access.exceptRoles?.some((role) => hasRole(viewer, role))) return false;
  if (!access.roles && !access.permissions && !access.staff) return true;
  if (hasPermission(viewer, 'all')) return true;
  if (access.staff && isStaff(viewer)) return true;
  if (access.roles?.some((role) => hasRole(viewer, role))) return true;
  return access.permissions?.some((permission) => hasPermission(viewer, permission)) ?? false;
}
