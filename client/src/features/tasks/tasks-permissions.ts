// What the tasks screen offers, from the signed-in user's own role grants. Mirrors the server's rule for
// data an organization owns (shared/auth/organization.ts): every member reads; changing needs `write`,
// deleting `delete` (`all` grants both). The server decides in the end (FORBIDDEN).

export interface TasksGrant {
  role: { permissions: readonly string[] };
}

export interface TasksCapabilities {
  /** May add, edit, tick and reorder tasks and sections, and manage task tags. */
  canWrite: boolean;
  /** May delete tasks and sections. */
  canDelete: boolean;
}

export const READ_ONLY: TasksCapabilities = { canWrite: false, canDelete: false };

export function tasksCapabilities(grants: readonly TasksGrant[]): TasksCapabilities {
  const permissions = new Set(grants.flatMap((grant) => grant.role.permissions));
  const all = permissions.has('all');
  return { canWrite: all || permissions.has('write'), canDelete: all || permissions.has('delete') };
}
