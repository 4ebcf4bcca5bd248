import type { Viewer } from '../../shared/auth/viewer.js';
import type { InboxKind } from './inbox-item.entity.js';

/**
 * Messages and notifications are private: a viewer reads and changes only their own, whatever their
 * role (a super admin included). The condition every statement carries, so another user's row is
 * indistinguishable from a missing one (NOT_FOUND).
 */
export function ownInboxItems(viewer: Viewer, kind: InboxKind): { userId: string; kind: InboxKind } {
  return { userId: viewer.userId, kind };
}
