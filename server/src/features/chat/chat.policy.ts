import { hasRole, type Viewer } from '../../shared/auth/viewer.js';

// Chats are personal: a viewer reads only the conversations they are a member of (every statement of
// chat.service.ts names the viewer). Who they may start one with is the rule below.

/**
 * Who a viewer may chat with, as a SQL condition over users aliased `alias`: the users of their own
 * organization; a super admin of no organization, everyone. Never the viewer.
 */
export function chatContactsCondition(
  viewer: Viewer,
  alias = 'u',
): { sql: string; params: Record<string, unknown> } {
  const params: Record<string, unknown> = { chatViewerId: viewer.userId };
  if (viewer.organizationId) {
    params.chatOrganizationId = viewer.organizationId;
    return {
      sql: `(${alias}.organization_id = :chatOrganizationId AND ${alias}.id <> :chatViewerId)`,
      params,
    };
  }
  if (hasRole(viewer, 'super_admin')) return { sql: `(${alias}.id <> :chatViewerId)`, params };
  return { sql: 'FALSE', params };
}
