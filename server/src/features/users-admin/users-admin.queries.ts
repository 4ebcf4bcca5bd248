import type { DataSource, Repository } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { likePattern } from '../../shared/db/like.js';
import { notFound } from '../../shared/errors.js';
import { validate } from '../../shared/validation.js';
import { RoleEntity, UserEntity, UserRoleEntity, visibleUsersCondition } from '../users/index.js';
import { visibleTarget } from './users-admin.target.js';
import { adminUsersArgsSchema, isUuid } from './users-admin.validation.js';

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

const SORT_COLUMNS = {
  name: 'u.name',
  email: 'u.email',
  status: 'u.accountStatus',
  createdAt: 'u.createdAt',
  updatedAt: 'u.updatedAt',
} as const;

/** The user properties behind each AdminUser field (the id is always read). */
const FIELD_PROPERTIES: Record<string, readonly (keyof UserEntity)[]> = {
  id: [],
  fullName: ['name'],
  email: ['email'],
  phone: ['phone'],
  avatar: ['avatar'],
  subscriptionId: ['subscriptionPlanId'],
  status: ['accountStatus'],
  organizationId: ['organizationId'],
  organization: ['organizationId'],
  createdAt: ['createdAt'],
  updatedAt: ['updatedAt'],
  roles: [],
};

/**
 * `u.property` selections for the AdminUser fields asked for; undefined (every column) when a field is
 * not in the map, so a field added later never answers from a column that was not read.
 */
function selectionFor(fields: Iterable<string> | undefined): string[] | undefined {
  if (!fields) return undefined;
  const properties = new Set<string>(['id']);
  for (const field of fields) {
    if (field === '__typename') continue;
    const needed = FIELD_PROPERTIES[field];
    if (!needed) return undefined;
    for (const property of needed) properties.add(property);
  }
  return [...properties].map((property) => `u.${property}`);
}

/** The reads of user administration: users, roles and grants, limited in SQL to the visible users. */
export class UsersAdminQueries {
  private readonly users: Repository<UserEntity>;
  private readonly roles: Repository<RoleEntity>;
  private readonly userRoles: Repository<UserRoleEntity>;

  constructor(dataSource: DataSource) {
    this.users = dataSource.getRepository(UserEntity);
    this.roles = dataSource.getRepository(RoleEntity);
    this.userRoles = dataSource.getRepository(UserRoleEntity);
  }

  /** One page of the users the viewer may see, filtered, sorted and counted in one statement. */
  async list(viewer: Viewer | null, args: unknown, fields?: Iterable<string>): Promise<AdminUserPage> {
    const current = requireViewer(viewer);
    const { page, size, sort, order, search, status, roleId } = validate(adminUsersArgsSchema, args);
    const visible = visibleUsersCondition(current, 'u');
    const query = this.users
      .createQueryBuilder('u')
      .where(visible.sql, visible.params)
      .addSelect('count(*) OVER ()', 'total');
    // Only the columns behind the fields asked for (no password hash, no timestamps nobody returns).
    const selection = selectionFor(fields);
    if (selection) query.select(selection).addSelect('count(*) OVER ()', 'total');
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
    const { user } = await visibleTarget(this.users, requireViewer(viewer), id);
    return user;
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
    const { user } = await visibleTarget(this.users, requireViewer(viewer), userId);
    return this.userRoles.find({
      where: { userId: user.id },
      relations: { role: true },
      order: { assignedAt: 'ASC', id: 'ASC' },
    });
  }
}
