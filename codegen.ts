import type { CodegenConfig } from '@graphql-codegen/cli';

// One contract, two consumers: resolver types for the server, typed documents for the client.
// Generated files are committed and checked for drift by `npm run codegen:check`.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/generated/**'],
  ignoreNoDocuments: true,
  generates: {
    'server/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../app/context.js#Context',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: { input: 'string', output: 'Date | string' } },
        mappers: {
          User: '../features/users/user.entity.js#UserEntity',
          AdminUser: '../features/users/user.entity.js#UserEntity',
          Role: '../features/users/role.entity.js#RoleEntity',
          UserRoleAssignment: '../features/users/user-role.entity.js#UserRoleEntity',
          DocumentType: '../features/user-resources/document-type.entity.js#DocumentTypeEntity',
          NotificationType: '../features/user-resources/notification-type.entity.js#NotificationTypeEntity',
          SubscriptionPlan: '../features/subscriptions/subscription-plan.entity.js#SubscriptionPlanEntity',
          UserDocument: '../features/user-resources/user-document.entity.js#UserDocumentEntity',
          UserPayment: '../features/user-resources/user-payment.entity.js#UserPaymentEntity',
          UserWallet: '../features/user-resources/user-wallet.entity.js#UserWalletEntity',
          UserNotificationDelivery:
            '../features/user-resources/user-notification-delivery.entity.js#UserNotificationDeliveryEntity',
          UserDevice: '../features/user-resources/user-device.entity.js#UserDeviceEntity',
          UserSurveyAnswer: '../features/user-resources/user-survey-answer.entity.js#UserSurveyAnswerEntity',
          UserFeedback: '../features/user-resources/user-feedback.entity.js#UserFeedbackEntity',
          Message: '../features/inbox/inbox-item.entity.js#InboxItemEntity',
          Notification: '../features/inbox/inbox-item.entity.js#InboxItemEntity',
          Shortcut: '../features/shortcuts/shortcut.entity.js#ShortcutEntity',
          Chat: '../features/chat/chat.service.js#ChatView',
          ChatMessage: '../features/chat/chat-message.entity.js#ChatMessageEntity',
          ChatContact: '../features/users/user.entity.js#UserEntity',
          ChatProfile: '../features/users/user.entity.js#UserEntity',
          Contact: '../features/contacts/contact.entity.js#ContactEntity',
          Country: '../features/contacts/country.entity.js#CountryEntity',
          ContactTag: '../features/tags/tag.entity.js#TagEntity',
          Task: '../features/tasks/task.entity.js#TaskEntity',
          TaskTag: '../features/tags/tag.entity.js#TagEntity',
          ConversationMembership: '../features/chat/conversation-member.entity.js#ConversationMemberEntity',
        },
      },
    },
    'client/src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string' },
      },
    },
    'client/src/generated/error-codes.ts': {
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsTypes: true },
    },
  },
};

export default config;
