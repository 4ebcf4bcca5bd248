import { AppError } from '../errors.js';
import type { RoleKey, ScopeType } from './roles.js';

/** One role the viewer holds, with its permission strings and the scope it is limited to (null: global). */
export interface Grant {
  role: RoleKey;
  permissions: readonly string[];
  scope: { type: ScopeType; id: string } | null;
}

/** The signed-in person a request acts for, as read once when the token is checked. */
export interface Viewer {
  userId: string;
  /** The viewer's own tenant; null for a super admin who belongs to none. */
  organizationId: string | null;
  grants: readonly Grant[];
  /**
   * True when the viewer is an active professional (coach, assistant, physio, manager) of their own
   * organization, read together with the grants when the token is checked; absent counts as false.
   */
  professional?: boolean;
}

/** The viewer, or UNAUTHENTICATED for a request without a valid token. */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (viewer === null) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  return viewer;
}

/** True when any grant carries the permission, or `all` (super admin). */
export function hasPermission(viewer: Viewer, permission: string): boolean {
  return viewer.grants.some(
    (grant) => grant.permissions.includes('all') || grant.permissions.includes(permission),
  );
}

export function hasRole(viewer: Viewer, role: RoleKey): boolean {
  return viewer.grants.some((grant) => grant.role === role);
}

/** Scope ids of the given type among the viewer's grants of a role. */
export function scopeIds(viewer: Viewer, role: RoleKey, type: ScopeType): string[] {
  return viewer.grants.flatMap((grant) =>
    grant.role === role && grant.scope?.type === type ? [grant.scope.id] : [],
  );
}
