import { isStaff } from '../../shared/auth/staff.js';
import { hasPermission, hasRole, type Viewer } from '../../shared/auth/viewer.js';
import type { NavigationAccess } from './navigation.data.js';

/**
 * Whether the viewer may see a menu entry: no rule means everyone signed in; otherwise any listed role
 * or permission is enough, and `staff` lets the school's staff see it (shared/auth/staff.ts, the same
 * rule the staff apps' policies apply). A super admin (permission `all`) sees everything.
 */
export function canSeeNavigationItem(viewer: Viewer, access: NavigationAccess | undefined): boolean {
  if (!access) return true;
  if (hasPermission(viewer, 'all')) return true;
  if (access.staff && isStaff(viewer)) return true;
  if (access.roles?.some((role) => hasRole(viewer, role))) return true;
  return access.permissions?.some((permission) => hasPermission(viewer, permission)) ?? false;
}
