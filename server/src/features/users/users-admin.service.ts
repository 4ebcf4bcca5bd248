import { pgCode } from '../../shared/db/pg-errors.js';
import { likePattern } from '../../shared/db/like.js';
import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { hashPassword } from '../../shared/auth/passwords.js';
import type { RoleKey, ScopeType } from '../../shared/auth/roles.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { AppError } from '../../shared/errors.js';
import { validate } from '../../shared/validation.js';
import { RoleEntity } from './role.entity.js';
import { UserRoleEntity } from './user-role.entity.js';
import { UserEntity } from './user.entity.js';
import {
  adminUsersArgsSchema,
  assignRoleSchema,
  createAdminUserSchema,
  isUuid,
  SCOPE_OF_ROLE,
  updateAdminUserSchema,
} from './users-admin.validation.js';
import {
  canAdministerUsers,
  canCreateUserIn,
  canDeleteUser,
  canGrantRole,
  canWriteUser,
  isAdminRole,
  scopeForNewMember,
  visibleUsersCondition,
  type PolicyScope,
  type PolicyTarget,
} from './users.policy.js';

export interface AdminUserPage {
  items: UserEntity[];
  pagination: {
    length: number;
    size: number;
    page: number;
    lastPage: number;
    startIndex: number;
    endIndex: number;
  };
}

interface TargetGrant {
  id: string;
  roleId: string;
  role: RoleKey;
  scopeType: ScopeType | null;
  scopeId: string | null;
}

const SORT_COLUMNS = {
  name: 'u.name',
  email: 'u.email',
  status: 'u.accountStatus',
  createdAt: 'u.createdAt',
  updatedAt: 'u.updatedAt',
} as const;

const notFound = (what = 'User') => new AppError('NOT_FOUND', `${what} not found.`);
const forbidden = () => new AppError('FORBIDDEN', 'You may not do this.');
const emailTaken = () =>
  new AppError('CONFLICT', 'An account with this email already exists.', {
    fieldErrors: { email: 'An account with this email already exists' },
  });

/**
 * User administration (spec 001 §3, §7): lists, reads and changes users and their role grants.
 * Every method takes the viewer first; visibility is an SQL condition, so another tenant's user is
 * NOT_FOUND exactly like an id that does not exist.
 */
export class UsersAdminService {
  private readonly users: Repository<UserEntity>;
  private readonly roles: Repository<RoleEntity>;
  private readonly userRoles: Repository<UserRoleEntity>;

  constructor(private readonly dataSource: DataSource) {
    this.users = dataSource.getRepository(UserEntity);
    this.roles = dataSource.getRepository(RoleEntity);
    this.userRoles = dataSource.getRepository(UserRoleEntity);
  }

  /** One page of the users the viewer may see, filtered, sorted and counted in one statement. */
  async list(viewer: Viewer | null, args: unknown): Promise<AdminUserPage> {
    const current = requireViewer(viewer);
    const { page, size, sort, order, search, status, roleId } = validate(adminUsersArgsSchema, args);
    const visible = visibleUsersCondition(current, 'u');
    const query = this.users
      .createQueryBuilder('u')
      .where(visible.sql, visible.params)
      .addSelect('count(*) OVER ()', 'total');
    if (search) {
      query.andWhere("(u.name ILIKE :search ESCAPE '\\' OR u.email::text ILIKE :search ESCAPE '\\')", {
        search: likePattern(search),
      });
    }
    if (status) query.andWhere('u.account_status = :status', { status });
    if (roleId) {
      query.andWhere(
        'EXISTS (SELECT 1 FROM user_roles fr WHERE fr.user_id = u.id AND fr.role_id = :roleId)',
        {
          roleId,
        },
      );
    }
    const direction = order === 'desc' ? 'DESC' : 'ASC';
    query
      .orderBy(SORT_COLUMNS[sort], direction)
      .addOrderBy('u.id', direction)
      .offset(page * size)
      .limit(size);
    const { entities, raw } = await query.getRawAndEntities<{ total: string }>();
    let length = raw[0] ? Number(raw[0].total) : 0;
    if (entities.length === 0 && page > 0) {
      // Beyond the last page the window count has no row to ride on: count separately.
      const counted = query.clone().offset(undefined).limit(undefined).orderBy();
      length = await counted.getCount();
    }
    const lastPage = Math.max(Math.ceil(length / size) - 1, 0);
    const startIndex = page * size;
    return {
      items: entities,
      pagination: {
        length,
        size,
        page,
        lastPage,
        startIndex,
        endIndex: Math.min(startIndex + size, length) - 1,
      },
    };
  }

  /** One visible user, or NOT_FOUND. */
  async get(viewer: Viewer | null, id: string): Promise<UserEntity> {
    const { user } = await this.visibleTarget(requireViewer(viewer), id);
    return user;
  }

  async create(viewer: Viewer | null, input: unknown): Promise<UserEntity> {
    const current = requireViewer(viewer);
    if (!canAdministerUsers(current)) throw forbidden();
    const data = validate(createAdminUserSchema, input);
    const organizationId = data.organizationId ?? current.organizationId;
    if (!canCreateUserIn(current, organizationId)) throw forbidden();
    // Without a password nobody can sign in until one is set: the hash matches no password.
    const passwordHash = data.password
      ? await hashPassword(data.password)
      : `!unusable:${randomBytes(32).toString('hex')}`;
    const status = data.password ? (data.status ?? 'active') : 'inactive';

    return this.dataSource.transaction(async (manager) => {
      await this.checkReferences(manager, {
        organizationId,
        subscriptionId: data.subscriptionId ?? null,
      });
      if (await manager.existsBy(UserEntity, { email: data.email })) throw emailTaken();
      const user = manager.create(UserEntity, {
        name: data.fullName,
        email: data.email,
        phone: data.phone ?? null,
        avatar: data.avatar ?? null,
        subscriptionPlanId: data.subscriptionId ?? null,
        accountStatus: status,
        organizationId,
        passwordHash,
      });
      const saved = await this.saveUser(manager, user);
      // A branch or department admin's new member carries their scope, so it stays in their sight.
      const grantScope = scopeForNewMember(current);
      if (grantScope) {
        const role = await manager.findOneByOrFail(RoleEntity, { key: 'user' });
        await manager.insert(UserRoleEntity, {
          userId: saved.id,
          roleId: role.id,
          scopeType: grantScope.type,
          scopeId: grantScope.id,
        });
      }
      return saved;
    });
  }

  async update(viewer: Viewer | null, id: string, input: unknown): Promise<UserEntity> {
    const current = requireViewer(viewer);
    const target = await this.visibleTarget(current, id);
    if (!canWriteUser(current, target.policy)) throw forbidden();
    const data = validate(updateAdminUserSchema, input);
    if (
      data.organizationId !== undefined &&
      data.organizationId !== target.user.organizationId &&
      !canCreateUserIn(current, data.organizationId)
    ) {
      throw forbidden();
    }
    return this.dataSource.transaction(async (manager) => {
      await this.checkReferences(manager, {
        organizationId: data.organizationId ?? null,
        subscriptionId: data.subscriptionId ?? null,
      });
      if (data.email !== undefined && data.email.toLowerCase() !== target.user.email.toLowerCase()) {
        if (await manager.existsBy(UserEntity, { email: data.email })) throw emailTaken();
      }
      const changes: Partial<UserEntity> = {
        ...(data.fullName !== undefined ? { name: data.fullName } : {}),
        ...(data.email !== undefined ? { email: data.email } : {}),
        ...(data.phone !== undefined ? { phone: data.phone } : {}),
        ...(data.avatar !== undefined ? { avatar: data.avatar } : {}),
        ...(data.subscriptionId !== undefined ? { subscriptionPlanId: data.subscriptionId } : {}),
        ...(data.status !== undefined ? { accountStatus: data.status } : {}),
        ...(data.organizationId !== undefined ? { organizationId: data.organizationId } : {}),
      };
      // updated_at moves even when nothing else does: the spec's PATCH always sets it.
      Object.assign(target.user, changes, { updatedAt: new Date() });
      return this.saveUser(manager, target.user);
    });
  }

  async delete(viewer: Viewer | null, id: string): Promise<boolean> {
    const current = requireViewer(viewer);
    const target = await this.visibleTarget(current, id);
    if (!canDeleteUser(current, target.policy)) throw forbidden();
    try {
      await this.users.delete({ id: target.user.id });
    } catch (error) {
      if (pgCode(error) === '23503') {
        throw new AppError('CONFLICT', 'The user still owns data that must be removed or reassigned first.');
      }
      throw error;
    }
    return true;
  }

  /** The seven roles: reference data every signed-in user may read. */
  async listRoles(viewer: Viewer | null): Promise<RoleEntity[]> {
    requireViewer(viewer);
    return this.roles.find({ order: { id: 'ASC' } });
  }

  /** The visible users holding the role, by name. */
  async roleUsers(viewer: Viewer | null, roleId: string): Promise<UserEntity[]> {
    const current = requireViewer(viewer);
    if (!isUuid(roleId) || !(await this.roles.existsBy({ id: roleId }))) throw notFound('Role');
    const visible = visibleUsersCondition(current, 'u');
    return this.users
      .createQueryBuilder('u')
      .where(visible.sql, visible.params)
      .andWhere('EXISTS (SELECT 1 FROM user_roles fr WHERE fr.user_id = u.id AND fr.role_id = :roleId)', {
        roleId,
      })
      .orderBy('u.name', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .getMany();
  }

  /** Every grant of every visible user, oldest first. */
  async listAssignments(viewer: Viewer | null): Promise<UserRoleEntity[]> {
    const current = requireViewer(viewer);
    const visible = visibleUsersCondition(current, 'u');
    return this.userRoles
      .createQueryBuilder('ur')
      .innerJoinAndSelect('ur.role', 'r')
      .innerJoin('ur.user', 'u')
      .where(visible.sql, visible.params)
      .orderBy('ur.assignedAt', 'ASC')
      .addOrderBy('ur.id', 'ASC')
      .getMany();
  }

  /** The grants of one visible user. */
  async userAssignments(viewer: Viewer | null, userId: string): Promise<UserRoleEntity[]> {
    const { user } = await this.visibleTarget(requireViewer(viewer), userId);
    return this.userRoles.find({
      where: { userId: user.id },
      relations: { role: true },
      order: { assignedAt: 'ASC', id: 'ASC' },
    });
  }

  async assignRole(viewer: Viewer | null, args: unknown): Promise<UserRoleEntity> {
    const current = requireViewer(viewer);
    const data = validate(assignRoleSchema, args);
    const target = await this.visibleTarget(current, data.userId);
    const role = await this.roles.findOneBy({ id: data.roleId });
    if (!role) throw notFound('Role');
    const scope = await this.resolveScope(role.key, data.scopeType ?? null, data.scopeId ?? null);
    if (scope && target.user.organizationId !== null && scope.organizationId !== target.user.organizationId) {
      throw new AppError('BAD_USER_INPUT', 'The scope must belong to the user’s organization.', {
        fieldErrors: { scopeId: 'The scope must belong to the user’s organization' },
      });
    }
    if (!canWriteUser(current, target.policy) || !canGrantRole(current, role.key, scope)) throw forbidden();

    return this.dataSource.transaction(async (manager) => {
      const duplicate = target.grants.some(
        (grant) =>
          grant.roleId === role.id &&
          grant.scopeType === (scope?.type ?? null) &&
          grant.scopeId === (scope?.id ?? null),
      );
      if (duplicate) throw new AppError('CONFLICT', 'The user already holds this role with this scope.');
      const assignment = manager.create(UserRoleEntity, {
        userId: target.user.id,
        roleId: role.id,
        scopeType: scope?.type ?? null,
        scopeId: scope?.id ?? null,
      });
      const saved = await manager.save(assignment);
      saved.role = role;
      return saved;
    });
  }

  /** Takes the role, in every scope of it the viewer manages, from the user. */
  async unassignRole(viewer: Viewer | null, userId: string, roleId: string): Promise<boolean> {
    const current = requireViewer(viewer);
    const target = await this.visibleTarget(current, userId);
    const held = target.grants.filter((grant) => grant.roleId === roleId);
    const first = held[0];
    if (!first) throw notFound('Role assignment');
    if (!canWriteUser(current, target.policy)) throw forbidden();
    const removable: TargetGrant[] = [];
    for (const grant of held) {
      const scope = await this.scopeOfGrant(grant);
      if (canGrantRole(current, grant.role, scope)) removable.push(grant);
    }
    if (removable.length === 0) throw forbidden();
    if (target.user.id === current.userId && isAdminRole(first.role)) {
      const removed = new Set(removable.map((grant) => grant.id));
      const adminLeft = target.grants.some((grant) => !removed.has(grant.id) && isAdminRole(grant.role));
      if (!adminLeft) throw new AppError('FORBIDDEN', 'You cannot remove your own last administrator role.');
    }
    await this.dataSource.transaction((manager) =>
      manager.delete(
        UserRoleEntity,
        removable.map((grant) => grant.id),
      ),
    );
    return true;
  }

  /** The user if the viewer may see it, with the grants it holds; NOT_FOUND otherwise (ids never leak). */
  private async visibleTarget(
    viewer: Viewer,
    id: string,
  ): Promise<{ user: UserEntity; grants: TargetGrant[]; policy: PolicyTarget }> {
    if (!isUuid(id)) throw notFound();
    const visible = visibleUsersCondition(viewer, 'u');
    const { entities, raw } = await this.users
      .createQueryBuilder('u')
      .where('u.id = :targetId', { targetId: id })
      .andWhere(visible.sql, visible.params)
      .addSelect(
        `COALESCE((SELECT json_agg(json_build_object('id', ur.id, 'roleId', ur.role_id, 'role', r.key,
                   'scopeType', ur.scope_type, 'scopeId', ur.scope_id))
                   FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id), '[]'::json)`,
        'grants',
      )
      .getRawAndEntities<{ grants: TargetGrant[] }>();
    const user = entities[0];
    if (!user || !raw[0]) throw notFound();
    const grants = raw[0].grants;
    return {
      user,
      grants,
      policy: { id: user.id, organizationId: user.organizationId, roles: grants.map((grant) => grant.role) },
    };
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
    const table = { organization: 'organizations', branch: 'branches', department: 'departments' }[
      grant.scopeType
    ];
    const column = grant.scopeType === 'organization' ? 'id' : 'organization_id';
    const rows: { organizationId: string }[] = await this.dataSource.query(
      `SELECT ${column} AS "organizationId" FROM ${table} WHERE id = $1`,
      [grant.scopeId],
    );
    const row = rows[0];
    return row ? { type: grant.scopeType, id: grant.scopeId, organizationId: row.organizationId } : null;
  }

  /** Unknown organization or plan ids are input errors, reported per field. */
  private async checkReferences(
    manager: EntityManager,
    refs: { organizationId: string | null; subscriptionId: string | null },
  ): Promise<void> {
    const fieldErrors: Record<string, string> = {};
    if (refs.organizationId !== null) {
      const rows: unknown[] = await manager.query('SELECT 1 FROM organizations WHERE id = $1', [
        refs.organizationId,
      ]);
      if (rows.length === 0) fieldErrors.organizationId = 'No such organization';
    }
    if (refs.subscriptionId !== null) {
      const rows: unknown[] = await manager.query('SELECT 1 FROM subscription_plans WHERE id = $1', [
        refs.subscriptionId,
      ]);
      if (rows.length === 0) fieldErrors.subscriptionId = 'No such subscription plan';
    }
    const fields = Object.keys(fieldErrors);
    if (fields.length > 0) {
      throw new AppError('BAD_USER_INPUT', `Invalid input: ${fields.join(', ')}`, { fieldErrors });
    }
  }

  private async saveUser(manager: EntityManager, user: UserEntity): Promise<UserEntity> {
    try {
      return await manager.save(UserEntity, user);
    } catch (error) {
      // Two requests racing for one address: the unique index decides.
      if (pgCode(error) === '23505') throw emailTaken();
      throw error;
    }
  }
}
