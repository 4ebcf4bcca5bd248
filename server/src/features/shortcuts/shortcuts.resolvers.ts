import type { Resolvers } from '../../generated/graphql.js';
import { localized } from '../../shared/localized-text.js';

export const shortcutsResolvers: Resolvers = {
  Query: {
    shortcuts: (_parent, _args, ctx) => ctx.services.shortcuts.list(ctx.viewer),
  },
  Mutation: {
    createShortcut: (_parent, { input }, ctx) => ctx.services.shortcuts.create(ctx.viewer, input),
    updateShortcut: (_parent, { id, input }, ctx) =>
      ctx.services.shortcuts.update(ctx.viewer, id, input, ctx.language),
    deleteShortcut: (_parent, { id }, ctx) => ctx.services.shortcuts.remove(ctx.viewer, id),
  },
  // Seeded shortcuts in the request's language (shared/localized-text.ts).
  Shortcut: {
    label: (shortcut, _args, ctx) => localized(shortcut, 'label', ctx.language),
    description: (shortcut, _args, ctx) => localized(shortcut, 'description', ctx.language),
  },
};
