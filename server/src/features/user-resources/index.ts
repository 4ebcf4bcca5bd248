import { defineFeature, type Deps } from '../../shared/feature.js';
import { DocumentTypeEntity } from './document-type.entity.js';
import { NotificationTypeEntity } from './notification-type.entity.js';
import { SurveyQuestionAnswerEntity } from './survey-question-answer.entity.js';
import { SurveyQuestionEntity } from './survey-question.entity.js';
import { UserDeviceEntity } from './user-device.entity.js';
import { UserDocumentEntity } from './user-document.entity.js';
import { UserFeedbackEntity } from './user-feedback.entity.js';
import { UserNotificationDeliveryEntity } from './user-notification-delivery.entity.js';
import { UserNotificationPreferenceEntity } from './user-notification-preference.entity.js';
import { userResourcesResolvers } from './user-resources.resolvers.js';
import { userResourcesFileRoutes, userResourcesRestRows } from './user-resources.rest.js';
import { seedDemoUserResources, seedUserResourceTypes } from './user-resources.seed.js';
import { UserResourcesService } from './user-resources.service.js';
import { UserSurveyAnswerEntity } from './user-survey-answer.entity.js';

// The GraphQL types' server shapes (codegen mappers: user-resources.mappers.ts).
export type {
  DocumentTypeEntity,
  NotificationTypeEntity,
  UserDeviceEntity,
  UserDocumentEntity,
  UserFeedbackEntity,
  UserNotificationDeliveryEntity,
  UserSurveyAnswerEntity,
};

/** A user's documents, payments, wallet, devices, notifications, surveys and feedback (spec 001 §3). */
export const userResourcesModule = defineFeature({
  name: 'userResources',
  entities: [
    DocumentTypeEntity,
    NotificationTypeEntity,
    UserDocumentEntity,
    UserNotificationPreferenceEntity,
    UserNotificationDeliveryEntity,
    UserDeviceEntity,
    SurveyQuestionEntity,
    SurveyQuestionAnswerEntity,
    UserSurveyAnswerEntity,
    UserFeedbackEntity,
  ],
  resolvers: userResourcesResolvers,
  restRows: userResourcesRestRows,
  createService: ({ dataSource, filesDir }: Deps) => new UserResourcesService(dataSource, filesDir),
  fileRoutes: userResourcesFileRoutes,
  seed: {
    reference: seedUserResourceTypes,
    demo: seedDemoUserResources,
    after: ['organizations', 'users'],
  },
});
