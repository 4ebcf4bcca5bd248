import type { Viewer } from '../../shared/auth/viewer.js';

/**
 * Shortcuts are private to their owner, whatever the role: every statement carries this condition, so
 * another user's shortcut is indistinguishable from a missing one (NOT_FOUND).
 */
export function ownShortcuts(viewer: Viewer): { userId: string } {
  return { userId: viewer.userId };
}
