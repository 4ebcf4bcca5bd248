// GraphQL type → the server type its resolvers receive, for codegen (app/codegen-mappers.ts collects
// every feature's file). Paths are relative to this folder and point at an index.ts; no imports here.
export default {
  DocumentType: './index.js#DocumentTypeEntity',
  NotificationType: './index.js#NotificationTypeEntity',
  SubscriptionPlan: '../subscriptions/index.js#SubscriptionPlanEntity',
  UserDocument: './index.js#UserDocumentEntity',
  UserNotificationDelivery: './index.js#UserNotificationDeliveryEntity',
  UserDevice: './index.js#UserDeviceEntity',
  UserSurveyAnswer: './index.js#UserSurveyAnswerEntity',
  UserFeedback: './index.js#UserFeedbackEntity',
} satisfies Record<string, string>;
