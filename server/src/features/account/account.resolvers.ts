import type { Resolvers } from '../../generated/graphql.js';

export const accountResolvers: Resolvers = {
  Query: {
    myAccount: (_parent, _args, ctx) => ctx.services.account.account(ctx.viewer, ctx.loaders),
  },
  Mutation: {
    changeMyPassword: (_parent, { input }, ctx) =>
      ctx.services.auth.changePassword(ctx.viewer, input, ctx.language),
    setMyLanguage: (_parent, args, ctx) => ctx.services.account.setLanguage(ctx.viewer, args),
    setMyNotificationPreference: (_parent, { input }, ctx) =>
      ctx.services.account.setNotificationPreference(ctx.viewer, input),
  },
  // The parent is always the viewer's own user (myAccount, setMyLanguage); lists are read for the viewer.
  Account: {
    user: (user) => user,
    memberSince: (user) => user.createdAt,
    roles: (_user, _args, ctx) => ctx.services.account.roles(ctx.viewer),
    notificationPreferences: (_user, _args, ctx) => ctx.services.account.notificationPreferences(ctx.viewer),
  },
};
