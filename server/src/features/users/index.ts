import { defineFeature, type Deps } from '../../shared/feature.js';
import { RoleEntity } from './role.entity.js';
import { seedRoles } from './roles.seed.js';
import { UserAvatarImageEntity } from './user-avatar-image.entity.js';
import { UserRoleEntity } from './user-role.entity.js';
import { UserEntity } from './user.entity.js';
import { createUserLoaders } from './users.loaders.js';
import { usersResolvers } from './users.resolvers.js';
import { usersRestRows } from './users.rest.js';
import { seedDemoUsers } from './users.seed.js';
import { UsersService } from './users.service.js';

export { RoleEntity } from './role.entity.js';
export { ROLES } from './roles.seed.js';
export { UserRoleEntity } from './user-role.entity.js';
export { ACCOUNT_STATUSES, UserEntity, type AccountStatus } from './user.entity.js';
export type { UserLoaders } from './users.loaders.js';
export { visibleUsersCondition } from './users.policy.js';
export { restUser, USER_FIELDS } from './users.rest.js';
export { DEMO_PERSONAS, demoMembers } from './users.seed.js';
export { revokeTokens, UsersService } from './users.service.js';

/** Accounts, roles and grants; the signed-in user's own profile. */
export const usersModule = defineFeature({
  name: 'users',
  entities: [UserEntity, RoleEntity, UserRoleEntity, UserAvatarImageEntity],
  resolvers: usersResolvers,
  restRows: usersRestRows,
  createService: ({ dataSource, pubsub, preparedStatements }: Deps) =>
    new UsersService(dataSource, pubsub, { preparedStatements }),
  loaders: createUserLoaders,
  seed: { reference: seedRoles, demo: seedDemoUsers, after: ['organizations'] },
});
