import type { DataSource, EntityManager, Repository } from 'typeorm';
import type { RoleKey, ScopeType } from '../../shared/auth/roles.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { announceAccessChange } from '../../shared/auth/viewer-cache.js';
import { AppError, conflict, forbidden, notFound } from '../../shared/errors.js';
import { validate } from '../../shared/validation.js';
import { recordAudit } from '../audit/index.js';
import { RoleEntity, ROLES, UserEntity, UserRoleEntity } from '../users/index.js';
import {
  canGrantRole,
  canWriteUser,
  isAdminRole,
  scopeForNewMember,
  type PolicyScope,
} from './users-admin.policy.js';
import { notAllowed, visibleTarget, type TargetGrant } from './users-admin.target.js';
import { assignRoleSchema, SCOPE_OF_ROLE } from './users-admin.validation.js';

/** Giving and taking roles: the scope must exist, fit the role and be one the viewer manages. */
export class UsersAdminRoles {
  private readonly users: Repository<UserEntity>;
  private readonly roles: Repository<RoleEntity>;

  constructor(private readonly dataSource: DataSource) {
    this.users = dataSource.getRepository(UserEntity);
    this.roles = dataSource.getRepository(RoleEntity);
  }

  async assignRole(viewer: Viewer | null, args: unknown): Promise<UserRoleEntity> {
    const current = requireViewer(viewer);
    const data = validate(assignRoleSchema, args);
    const target = await visibleTarget(this.users, current, data.userId);
    const role = await this.roles.findOneBy({ id: data.roleId });
    if (!role) throw notFound('Role');
    const requested = defaultScope(current, role.key, target.user.organizationId, {
      type: data.scopeType ?? null,
      id: data.scopeId ?? null,
    });
    const scope = await this.resolveScope(role.key, requested.type, requested.id);
    if (scope && target.user.organizationId !== null && scope.organizationId !== target.user.organizationId) {
      throw new AppError('BAD_USER_INPUT', 'The scope must belong to the user’s organization.', {
        fieldErrors: { scopeId: 'The scope must belong to the user’s organization' },
      });
    }
    if (!canWriteUser(current, target.policy) || !canGrantRole(current, role.key, scope)) throw notAllowed();

    const assignment = await this.dataSource.transaction(async (manager) => {
      const duplicate = target.grants.some(
        (grant) =>
          grant.roleId === role.id &&
          grant.scopeType === (scope?.type ?? null) &&
          grant.scopeId === (scope?.id ?? null),
      );
      if (duplicate) throw conflict(null, 'The user already holds this role with this scope.');
      const created = manager.create(UserRoleEntity, {
        userId: target.user.id,
        roleId: role.id,
        scopeType: scope?.type ?? null,
        scopeId: scope?.id ?? null,
      });
      const saved = await manager.save(created);
      saved.role = role;
      await auditRole(manager, current, 'grant', target.user, role.key, saved, scope);
      return saved;
    });
    announceAccessChange(assignment.userId);
    return assignment;
  }

  /** Takes the role, in every scope of it the viewer manages, from the user. */
  async unassignRole(viewer: Viewer | null, userId: string, roleId: string): Promise<boolean> {
    const current = requireViewer(viewer);
    const target = await visibleTarget(this.users, current, userId);
    const held = target.grants.filter((grant) => grant.roleId === roleId);
    const first = held[0];
    if (!first) throw notFound('Role assignment');
    if (!canWriteUser(current, target.policy)) throw notAllowed();
    const removable: TargetGrant[] = [];
    const scopes: (PolicyScope | null)[] = [];
    for (const grant of held) {
      const scope = await this.scopeOfGrant(grant);
      if (canGrantRole(current, grant.role, scope)) {
        removable.push(grant);
        scopes.push(scope);
      }
    }
    if (removable.length === 0) throw notAllowed();
    if (target.user.id === current.userId && isAdminRole(first.role)) {
      const removed = new Set(removable.map((grant) => grant.id));
      const adminLeft = target.grants.some((grant) => !removed.has(grant.id) && isAdminRole(grant.role));
      if (!adminLeft) throw forbidden('You cannot remove your own last administrator role.');
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(
        UserRoleEntity,
        removable.map((grant) => grant.id),
      );
      for (const [index, grant] of removable.entries()) {
        await auditRole(manager, current, 'withdraw', target.user, grant.role, grant, scopes[index] ?? null);
      }
    });
    announceAccessChange(target.user.id);
    return true;
  }

  /** Checks that the scope exists and fits the role; returns it with its organization. */
  private async resolveScope(
    role: RoleKey,
    type: ScopeType | null,
    id: string | null,
  ): Promise<PolicyScope | null> {
    const allowed = SCOPE_OF_ROLE[role];
    if (allowed.length === 0) {
      if (type !== null || id !== null) {
        throw new AppError('BAD_USER_INPUT', 'This role is global and takes no scope.', {
          fieldErrors: { scopeType: 'This role takes no scope' },
        });
      }
      return null;
    }
    if (type === null || id === null) {
      throw new AppError('BAD_USER_INPUT', `This role needs a scope: ${allowed.join(', ')}.`, {
        fieldErrors: { scopeType: `Choose a scope: ${allowed.join(', ')}` },
      });
    }
    if (!allowed.includes(type)) {
      throw new AppError('BAD_USER_INPUT', `This role takes a scope of type ${allowed.join(', ')}.`, {
        fieldErrors: { scopeType: `Must be ${allowed.join(', ')}` },
      });
    }
    const scope = await this.scopeOfGrant({ scopeType: type, scopeId: id });
    if (!scope) throw notFound(`The ${type}`);
    return scope;
  }

  /** The scope of an existing or proposed grant with its organization; null when global or gone. */
  private async scopeOfGrant(grant: Pick<TargetGrant, 'scopeType' | 'scopeId'>): Promise<PolicyScope | null> {
    if (grant.scopeType === null || grant.scopeId === null) return null;
    const table = {
      organization: 'organizations',
      branch: 'branches',
      department: 'departments',
      team: 'teams',
    }[grant.scopeType];
    const column = grant.scopeType === 'organization' ? 'id' : 'organization_id';
    // A team sits in a branch and a department: their admins may grant member roles scoped to it.
    const teamColumns =
      grant.scopeType === 'team' ? ', branch_id AS "branchId", department_id AS "departmentId"' : '';
    const rows: { organizationId: string; branchId?: string; departmentId?: string }[] =
      await this.dataSource.query(
        `SELECT ${column} AS "organizationId"${teamColumns} FROM ${table} WHERE id = $1`,
        [grant.scopeId],
      );
    const row = rows[0];
    return row ? { type: grant.scopeType, id: grant.scopeId, ...row } : null;
  }
}

/**
 * The scope a grant gets when the request names none (the spec's body is only `{ roleId }`): a branch
 * or department admin's own branch or department when the role fits it, else the target user's
 * organization for a role that can be organization-wide. Given only the type `organization`, the id is
 * the user's organization. Anything else is left as asked, for resolveScope to judge.
 */
function defaultScope(
  viewer: Viewer,
  role: RoleKey,
  userOrganizationId: string | null,
  asked: { type: ScopeType | null; id: string | null },
): { type: ScopeType | null; id: string | null } {
  const allowed = SCOPE_OF_ROLE[role];
  if (asked.id !== null || allowed.length === 0) return asked;
  if (asked.type === null) {
    const own = scopeForNewMember(viewer);
    if (own && allowed.includes(own.type)) return own;
  }
  const organizationWide = asked.type === null || asked.type === 'organization';
  if (organizationWide && allowed.includes('organization') && userOrganizationId !== null) {
    return { type: 'organization', id: userOrganizationId };
  }
  return asked;
}

/**
 * The audit row of a role given or taken, in the same transaction: roles decide who sees what (a
 * minor's data among it), so every change is kept in the log of the scope's organization, else the
 * user's. A global role of a user without an organization has no organization's log to go to.
 */
async function auditRole(
  manager: EntityManager,
  current: Viewer,
  action: 'grant' | 'withdraw',
  user: Pick<UserEntity, 'id' | 'name' | 'organizationId'>,
  role: RoleKey,
  grant: { id: string; scopeType: ScopeType | null; scopeId: string | null },
  scope: PolicyScope | null,
): Promise<void> {
  const organizationId = scope?.organizationId ?? user.organizationId;
  if (organizationId === null) return;
  const row = { userId: user.id, role, scopeType: grant.scopeType, scopeId: grant.scopeId };
  await recordAudit(manager, {
    organizationId,
    actorUserId: current.userId,
    action,
    entityType: 'user_role',
    entityId: grant.id,
    summary: roleChangeSummary(action, user.name, role),
    before: action === 'withdraw' ? row : undefined,
    after: action === 'grant' ? row : undefined,
  });
}

/** The audit summary of a role change, naming the role as each language does ("Veli", not "parent"). */
function roleChangeSummary(action: 'grant' | 'withdraw', person: string, role: RoleKey) {
  const en = ROLES[role].name;
  const tr = ROLES[role].translations.tr?.name ?? en;
  return action === 'grant'
    ? { en: `${person} was given the ${en} role`, tr: `${person} kişisine ${tr} rolü verildi` }
    : { en: `${person} lost the ${en} role`, tr: `${person} kişisinden ${tr} rolü alındı` };
}
