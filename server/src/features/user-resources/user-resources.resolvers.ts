import type { Resolvers } from '../../generated/graphql.js';

// numeric and bigint columns come back from PostgreSQL as exact strings; GraphQL answers Floats.
const toNumber = (value: string | null) => (value === null ? null : Number(value));

export const userResourcesResolvers: Resolvers = {
  Query: {
    documentTypes: (_parent, _args, ctx) => ctx.services.userResources.documentTypes(ctx.viewer),
    notificationTypes: (_parent, _args, ctx) => ctx.services.userResources.notificationTypes(ctx.viewer),
    subscriptionPlans: (_parent, _args, ctx) => ctx.services.userResources.subscriptionPlans(ctx.viewer),
    userDocuments: (_parent, { userId }, ctx) => ctx.services.userResources.documents(ctx.viewer, userId),
    userPayments: (_parent, { userId }, ctx) => ctx.services.userResources.payments(ctx.viewer, userId),
    userNotificationPreferences: (_parent, { userId }, ctx) =>
      ctx.services.userResources.notificationPreferences(ctx.viewer, userId),
    userWallet: (_parent, { userId }, ctx) => ctx.services.userResources.wallet(ctx.viewer, userId),
    userNotificationDeliveries: (_parent, { userId }, ctx) =>
      ctx.services.userResources.notificationDeliveries(ctx.viewer, userId),
    userDevices: (_parent, { userId }, ctx) => ctx.services.userResources.devices(ctx.viewer, userId),
    userSurveyAnswers: (_parent, { userId }, ctx) =>
      ctx.services.userResources.surveyAnswers(ctx.viewer, userId),
    userFeedbacks: (_parent, { userId }, ctx) => ctx.services.userResources.feedbacks(ctx.viewer, userId),
  },
  SubscriptionPlan: {
    price: (plan) => Number(plan.price),
    storageQuotaBytes: (plan) => toNumber(plan.storageQuotaBytes),
  },
  UserPayment: {
    amount: (payment) => Number(payment.amount),
  },
  UserWallet: {
    balance: (wallet) => Number(wallet.balance),
  },
};
