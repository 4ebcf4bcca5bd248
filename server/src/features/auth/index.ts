import { defineFeature, type Deps } from '../../shared/feature.js';
import type { UsersService } from '../users/index.js';
import { authResolvers } from './auth.resolvers.js';
import { authRestRows } from './auth.rest.js';
import { AuthService } from './auth.service.js';
import { PasswordResetTokenEntity } from './password-reset-token.entity.js';

export type { AuthService } from './auth.service.js';

/** Sign-in, sign-up, tokens and password resets. */
export const authModule = defineFeature({
  name: 'auth',
  entities: [PasswordResetTokenEntity],
  resolvers: authResolvers,
  restRows: authRestRows,
  createService: ({ dataSource, users, mailer, authSettings }: Deps<{ users: UsersService }>) =>
    new AuthService(dataSource, users, mailer, authSettings),
});
