import type { Repository } from 'typeorm';
import type { RoleKey, ScopeType } from '../../shared/auth/roles.js';
import type { Viewer } from '../../shared/auth/viewer.js';
import { forbidden, notFound } from '../../shared/errors.js';
import { visibleUsersCondition, type UserEntity } from '../users/index.js';
import type { PolicyTarget } from './users-admin.policy.js';
import { isUuid } from './users-admin.validation.js';

/** One role grant of a target user, with its role key. */
export interface TargetGrant {
  id: string;
  roleId: string;
  role: RoleKey;
  scopeType: ScopeType | null;
  scopeId: string | null;
}

/** A user the viewer may see, the grants they hold, and what the write policy needs of them. */
export interface Target {
  user: UserEntity;
  grants: TargetGrant[];
  policy: PolicyTarget;
}

/** FORBIDDEN for a user or grant the viewer reads but may not change (shared/errors.ts). */
export const notAllowed = () => forbidden('You may not do this.');

/** The user if the viewer may see it, with the grants it holds; NOT_FOUND otherwise (ids never leak). */
export async function visibleTarget(
  users: Repository<UserEntity>,
  viewer: Viewer,
  id: string,
): Promise<Target> {
  if (!isUuid(id)) throw notFound('User');
  const visible = visibleUsersCondition(viewer, 'u');
  const { entities, raw } = await users
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
  if (!user || !raw[0]) throw notFound('User');
  const grants = raw[0].grants;
  return {
    user,
    grants,
    policy: { id: user.id, organizationId: user.organizationId, roles: grants.map((grant) => grant.role) },
  };
}
