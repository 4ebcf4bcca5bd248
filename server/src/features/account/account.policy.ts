import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';

/**
 * Whose rows an account operation reads and writes: the viewer's own, always, whatever their roles (a
 * super admin's included). Every statement of the feature binds this id as `$1`; no operation takes a
 * user id, so another user's rows can be neither named nor reached.
 */
export function ownUserId(viewer: Viewer | null): string {
  return requireViewer(viewer).userId;
}
