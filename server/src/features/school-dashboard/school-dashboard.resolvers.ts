import type { Resolvers } from '../../generated/graphql.js';

export const schoolDashboardResolvers: Resolvers = {
  Query: {
    schoolDashboard: (_parent, { organizationId }, ctx) =>
      ctx.services.schoolDashboard.get(ctx.viewer, organizationId),
  },
};
