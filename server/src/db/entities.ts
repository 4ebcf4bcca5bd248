import { PasswordResetTokenEntity } from '../features/auth/password-reset-token.entity.js';
import { InboxItemEntity } from '../features/inbox/inbox-item.entity.js';
import { ShortcutEntity } from '../features/shortcuts/shortcut.entity.js';
import { ChatMessageEntity } from '../features/chat/chat-message.entity.js';
import { ChatProfileEntity } from '../features/chat/chat-profile.entity.js';
import { ConversationMemberEntity } from '../features/chat/conversation-member.entity.js';
import { ConversationEntity } from '../features/chat/conversation.entity.js';
import { BranchEntity } from '../features/organizations/branch.entity.js';
import { DepartmentEntity } from '../features/organizations/department.entity.js';
import { OrganizationEntity } from '../features/organizations/organization.entity.js';
import { SubscriptionPlanEntity } from '../features/subscriptions/subscription-plan.entity.js';
import { RoleEntity } from '../features/users/role.entity.js';
import { UserRoleEntity } from '../features/users/user-role.entity.js';
import { UserEntity } from '../features/users/user.entity.js';
import { MailOutboxEntity } from '../shared/mail/mail-outbox.entity.js';
import { DocumentTypeEntity } from '../features/user-resources/document-type.entity.js';
import { NotificationTypeEntity } from '../features/user-resources/notification-type.entity.js';
import { SurveyQuestionAnswerEntity } from '../features/user-resources/survey-question-answer.entity.js';
import { SurveyQuestionEntity } from '../features/user-resources/survey-question.entity.js';
import { UserDeviceEntity } from '../features/user-resources/user-device.entity.js';
import { UserDocumentEntity } from '../features/user-resources/user-document.entity.js';
import { UserFeedbackEntity } from '../features/user-resources/user-feedback.entity.js';
import { UserNotificationDeliveryEntity } from '../features/user-resources/user-notification-delivery.entity.js';
import { UserNotificationPreferenceEntity } from '../features/user-resources/user-notification-preference.entity.js';
import { UserPaymentEntity } from '../features/user-resources/user-payment.entity.js';
import { UserSurveyAnswerEntity } from '../features/user-resources/user-survey-answer.entity.js';
import { ContactEntity } from '../features/contacts/contact.entity.js';
import { CountryEntity } from '../features/contacts/country.entity.js';
import { TagEntity } from '../features/tags/tag.entity.js';
import { TaskEntity } from '../features/tasks/task.entity.js';
import { UserWalletEntity } from '../features/user-resources/user-wallet.entity.js';

// Listed explicitly: glob loading breaks under vitest and bundlers.
export const entities = [
  SubscriptionPlanEntity,
  OrganizationEntity,
  BranchEntity,
  DepartmentEntity,
  UserEntity,
  RoleEntity,
  UserRoleEntity,
  PasswordResetTokenEntity,
  MailOutboxEntity,
  InboxItemEntity,
  ShortcutEntity,
  ConversationEntity,
  ConversationMemberEntity,
  ChatMessageEntity,
  ChatProfileEntity,
  DocumentTypeEntity,
  NotificationTypeEntity,
  UserDocumentEntity,
  UserPaymentEntity,
  UserNotificationPreferenceEntity,
  UserWalletEntity,
  UserNotificationDeliveryEntity,
  UserDeviceEntity,
  SurveyQuestionEntity,
  SurveyQuestionAnswerEntity,
  UserSurveyAnswerEntity,
  UserFeedbackEntity,
  TagEntity,
  CountryEntity,
  ContactEntity,
  TaskEntity,
];
