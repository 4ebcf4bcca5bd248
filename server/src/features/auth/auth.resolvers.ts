import type { Resolvers } from '../../generated/graphql.js';

export const authResolvers: Resolvers = {
  Mutation: {
    signIn: (_parent, { input }, ctx) => ctx.services.auth.signIn(input, ctx.origin),
    unlockSession: (_parent, { input }, ctx) => ctx.services.auth.signIn(input, ctx.origin),
    signInWithToken: (_parent, { accessToken }, ctx) => ctx.services.auth.signInWithToken(accessToken),
    signUp: (_parent, { input }, ctx) => ctx.services.auth.signUp(input, ctx.origin),
    forgotPassword: (_parent, { input }, ctx) => ctx.services.auth.forgotPassword(input, ctx.origin),
    resetPassword: (_parent, { input }, ctx) => ctx.services.auth.resetPassword(input, ctx.origin),
  },
};
