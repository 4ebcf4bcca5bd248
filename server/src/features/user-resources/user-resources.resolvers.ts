import type { Resolvers } from '../../generated/graphql.js';
import { localized, localizedText } from '../../shared/localized-text.js';
import { documentDownloadPath, documentFileName } from './user-resources.files.js';

// numeric and bigint columns come back from PostgreSQL as exact strings; GraphQL answers Floats.
const toNumber = (value: string | null) => (value === null ? null : Number(value));

/** A relation the service joins into every row it answers (user-resources.service.ts). */
function joined<T>(value: T | null | undefined, name: string): T {
  if (value === null || value === undefined) throw new Error(`${name} was not joined`);
  return value;
}

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
    name: (plan, _args, ctx) => localized(plan, 'name', ctx.language),
    description: (plan, _args, ctx) => localized(plan, 'description', ctx.language),
    // The other languages hold the features as one line each.
    features: (plan, _args, ctx) =>
      localizedText(plan.translations, ctx.language, 'features', null)?.split('\n') ?? plan.features,
    price: (plan) => Number(plan.price),
    storageQuotaBytes: (plan) => toNumber(plan.storageQuotaBytes),
  },
  UserDocument: {
    documentType: (document) => joined(document.documentType, 'documentType'),
    fileName: (document) => documentFileName(document.documentUrl),
    downloadUrl: (document) => documentDownloadPath(document),
    fileAvailable: (document, _args, ctx) => ctx.services.userResources.documentFileAvailable(document),
  },
  UserSurveyAnswer: {
    surveyTitle: (answer, _args, ctx) =>
      localized(joined(answer.question, 'question'), 'surveyTitle', ctx.language),
    questionText: (answer, _args, ctx) =>
      localized(joined(answer.question, 'question'), 'text', ctx.language),
    // The chosen option's text, else what the user wrote (the table's check ensures one of them).
    answerText: (answer, _args, ctx) =>
      (answer.surveyQuestionAnswer
        ? localized(answer.surveyQuestionAnswer, 'text', ctx.language)
        : localized(answer, 'text', ctx.language)) ?? '',
  },
  // Seeded human text in the request's language (shared/localized-text.ts).
  DocumentType: {
    name: (type, _args, ctx) => localized(type, 'name', ctx.language),
    description: (type, _args, ctx) => localized(type, 'description', ctx.language),
  },
  NotificationType: {
    name: (type, _args, ctx) => localized(type, 'name', ctx.language),
    description: (type, _args, ctx) => localized(type, 'description', ctx.language),
  },
  UserNotificationDelivery: {
    additionalData: ({ additionalData, translations }, _args, ctx) => ({
      title: localizedText(translations, ctx.language, 'title', additionalData.title),
      message: localizedText(translations, ctx.language, 'message', additionalData.message),
    }),
  },
  UserFeedback: {
    content: (feedback, _args, ctx) => localized(feedback, 'content', ctx.language),
  },
};
