import type { FileRoute } from '../../shared/file-route.js';
import type { RestRow } from '../../shared/rest.js';
import type { UserResourcesService } from './user-resources.service.js';

type Row = Record<string, unknown>;

/** camelCase GraphQL fields → the spec's snake_case keys, shallowly (additional_data keeps its own keys). */
function snake(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snake);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value as Row).map(([key, item]) => [
      key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      item,
    ]),
  );
}

/** A sub-resource of one user: `api/users/:id/<path>` running `field(userId)`. */
function perUser(path: string, field: string, fields: string): RestRow {
  const name = `RestUser${field.charAt(0).toUpperCase()}${field.slice(1)}`;
  return {
    method: 'GET',
    path: `api/users/:id/${path}`,
    document: `query ${name}($userId: ID!) { ${field}(userId: $userId) { ${fields} } }`,
    variables: ({ params }) => ({ userId: params.id }),
    pick: (data) => snake(data[field]),
  };
}

export const userResourcesRestRows: RestRow[] = [
  {
    method: 'GET',
    path: 'api/document-types',
    document: 'query RestDocumentTypes { documentTypes { id name description allowedExtensions } }',
    pick: (data) => snake(data.documentTypes),
  },
  {
    method: 'GET',
    path: 'api/notification-types',
    document: 'query RestNotificationTypes { notificationTypes { id name description defaultEnabled } }',
    pick: (data) => snake(data.notificationTypes),
  },
  {
    method: 'GET',
    path: 'api/subscriptions',
    document:
      'query RestSubscriptionPlans { subscriptionPlans { id name description price storageQuotaBytes features } }',
    pick: (data) => snake(data.subscriptionPlans),
  },
  perUser('documents', 'userDocuments', 'id userId documentTypeId documentUrl uploadedAt'),
  perUser('payments', 'userPayments', 'id userId amount currency status paymentAt'),
  perUser('notification-types', 'userNotificationPreferences', 'userId notificationTypeId enabled'),
  perUser('wallet', 'userWallet', 'id userId token balance createdAt'),
  perUser(
    'notifications',
    'userNotificationDeliveries',
    'id userId notificationTypeId additionalData { title message } lastTryAt tryCount sentAt readAt',
  ),
  perUser('devices', 'userDevices', 'id userId deviceToken deviceInfo lastActiveAt'),
  perUser('survey-answers', 'userSurveyAnswers', 'id userId surveyQuestionAnswerId answeredAt'),
  perUser('feedbacks', 'userFeedbacks', 'id userId content rating createdAt'),
];

/**
 * A document's file (its `downloadUrl`): only for the owner and the administrators who may see them,
 * 404 for anyone else exactly as for an unknown id; sent as an attachment with its media type.
 */
export const userResourcesFileRoutes = ({
  userResources,
}: {
  userResources: UserResourcesService;
}): FileRoute[] => [
  {
    path: 'api/users/:id/documents/:documentId/file',
    handle: ({ viewer, params }) =>
      userResources.documentFile(viewer, params.id ?? '', params.documentId ?? ''),
  },
];
