import { authResolvers } from '../features/auth/auth.resolvers.js';
import { authRestRows } from '../features/auth/auth.rest.js';
import { usersResolvers } from '../features/users/users.resolvers.js';
import { usersRestRows } from '../features/users/users.rest.js';
import type { Resolvers } from '../generated/graphql.js';
import type { RestRow } from '../shared/rest.js';

// Adding a feature means adding its resolvers and REST rows here, and its entities in db/entities.ts.
export const featureResolvers: Resolvers[] = [usersResolvers, authResolvers];

export const restRows: RestRow[] = [...authRestRows, ...usersRestRows];
