import type { Resolvers } from '../../generated/graphql.js';

export const shortcutsResolvers: Resolvers = {
  Query: {
    shortcuts: (_parent, _args, ctx) => ctx.services.shortcuts.list(ctx.viewer),
  },
  Mutation: {
    createShortcut: (_parent, { input }, ctx) => ctx.services.shortcuts.create(ctx.viewer, input),
    updateShortcut: (_parent, { id, input }, ctx) => ctx.services.shortcuts.update(ctx.viewer, id, input),
    deleteShortcut: (_parent, { id }, ctx) => ctx.services.shortcuts.remove(ctx.viewer, id),
  },
};
