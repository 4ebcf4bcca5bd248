import type { DataSource } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import type { InvitedAccountsService } from '../invited-accounts/index.js';
import { UsersAdminQueries } from './users-admin.queries.js';
import { UsersAdminRoles } from './users-admin.roles.js';
import { UsersAdminScopeOptions } from './users-admin.scope-options.js';
import { UsersAdminWrites } from './users-admin.writes.js';

export type { AdminUserPage } from './users-admin.queries.js';

/**
 * User administration (spec 001 §3, §7): lists, reads and changes users and their role grants.
 * Every method takes the viewer first; visibility is an SQL condition, so another tenant's user is
 * NOT_FOUND exactly like an id that does not exist. The work is split by concern: reads
 * (users-admin.queries.ts), user writes (users-admin.writes.ts) and role grants (users-admin.roles.ts).
 */
export class UsersAdminService {
  private readonly queries: UsersAdminQueries;
  private readonly writes: UsersAdminWrites;
  private readonly grants: UsersAdminRoles;
  private readonly scopeOptions: UsersAdminScopeOptions;

  constructor(dataSource: DataSource, invitedAccounts: Pick<InvitedAccountsService, 'create'>) {
    this.queries = new UsersAdminQueries(dataSource);
    this.writes = new UsersAdminWrites(dataSource, invitedAccounts);
    this.grants = new UsersAdminRoles(dataSource);
    this.scopeOptions = new UsersAdminScopeOptions(dataSource);
  }

  list(viewer: Viewer | null, args: unknown, fields?: Iterable<string>) {
    return this.queries.list(viewer, args, fields);
  }

  get(viewer: Viewer | null, id: string) {
    return this.queries.get(viewer, id);
  }

  listRoles(viewer: Viewer | null) {
    return this.queries.listRoles(viewer);
  }

  roleUsers(viewer: Viewer | null, roleId: string) {
    return this.queries.roleUsers(viewer, roleId);
  }

  listAssignments(viewer: Viewer | null) {
    return this.queries.listAssignments(viewer);
  }

  userAssignments(viewer: Viewer | null, userId: string) {
    return this.queries.userAssignments(viewer, userId);
  }

  create(viewer: Viewer | null, input: unknown) {
    return this.writes.create(viewer, input);
  }

  update(viewer: Viewer | null, id: string, input: unknown) {
    return this.writes.update(viewer, id, input);
  }

  delete(viewer: Viewer | null, id: string) {
    return this.writes.delete(viewer, id);
  }

  assignRole(viewer: Viewer | null, args: unknown) {
    return this.grants.assignRole(viewer, args);
  }

  roleScopeOptions(viewer: Viewer | null, args: Record<string, unknown>) {
    return this.scopeOptions.roleScopeOptions(viewer, args);
  }

  unassignRole(viewer: Viewer | null, userId: string, roleId: string) {
    return this.grants.unassignRole(viewer, userId, roleId);
  }
}
