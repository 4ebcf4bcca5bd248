// What the contacts screen offers, from the signed-in user's own role grants (spec 001 §6: changing
// needs `write`, deleting `delete`; `all` grants both). The server decides in the end (FORBIDDEN); this
// only keeps the screen from offering what would be refused.

export interface ContactsCapabilities {
  /** May create contacts, edit them, upload avatars and manage tags. */
  canWrite: boolean;
  /** May delete contacts. */
  canDelete: boolean;
}

export const NO_CONTACTS_CAPABILITIES: ContactsCapabilities = { canWrite: false, canDelete: false };

export function contactsCapabilities(
  grants: readonly { role: { permissions: readonly string[] } }[],
): ContactsCapabilities {
  const permissions = new Set(grants.flatMap((grant) => grant.role.permissions));
  const all = permissions.has('all');
  return { canWrite: all || permissions.has('write'), canDelete: all || permissions.has('delete') };
}
