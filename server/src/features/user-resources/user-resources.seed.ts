import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PERSONAS, demoMembers } from '../users/index.js';
import { DocumentTypeEntity } from './document-type.entity.js';
import { NotificationTypeEntity } from './notification-type.entity.js';
import { SurveyQuestionAnswerEntity } from './survey-question-answer.entity.js';
import { SurveyQuestionEntity } from './survey-question.entity.js';
import { UserDeviceEntity } from './user-device.entity.js';
import { UserDocumentEntity } from './user-document.entity.js';
import { UserFeedbackEntity } from './user-feedback.entity.js';
import { UserNotificationDeliveryEntity } from './user-notification-delivery.entity.js';
import { UserNotificationPreferenceEntity } from './user-notification-preference.entity.js';
import { UserPaymentEntity, type PaymentStatus } from './user-payment.entity.js';
import { UserSurveyAnswerEntity } from './user-survey-answer.entity.js';
import { UserWalletEntity } from './user-wallet.entity.js';

/** Spec 001 §9: the five document types and the extensions each accepts. */
export const DOCUMENT_TYPES = {
  identity: {
    id: seedId('documentType', 1),
    name: 'Identity document',
    description: 'Identity card or passport.',
    allowedExtensions: ['.jpg', '.jpeg', '.png', '.pdf'],
  },
  contract: {
    id: seedId('documentType', 2),
    name: 'Contract',
    description: 'A signed membership or employment contract.',
    allowedExtensions: ['.pdf', '.doc', '.docx'],
  },
  invoice: {
    id: seedId('documentType', 3),
    name: 'Invoice',
    description: 'An invoice for fees or purchases.',
    allowedExtensions: ['.pdf', '.xlsx', '.csv'],
  },
  certificate: {
    id: seedId('documentType', 4),
    name: 'Certificate',
    description: 'A coaching, first-aid or health certificate.',
    allowedExtensions: ['.pdf', '.jpg', '.jpeg', '.png'],
  },
  profilePhoto: {
    id: seedId('documentType', 5),
    name: 'Profile photo',
    description: 'A photo shown on the profile.',
    allowedExtensions: ['.jpg', '.jpeg', '.png', '.gif'],
  },
};

/** Spec 001 §9: email, push, system and security alerts on by default; SMS and marketing off. */
export const NOTIFICATION_TYPES = {
  email: {
    id: seedId('notificationType', 1),
    name: 'Email',
    description: 'Messages sent by email.',
    defaultEnabled: true,
  },
  push: {
    id: seedId('notificationType', 2),
    name: 'Push',
    description: 'Push notifications on mobile devices.',
    defaultEnabled: true,
  },
  sms: {
    id: seedId('notificationType', 3),
    name: 'SMS',
    description: 'Text messages to the phone number.',
    defaultEnabled: false,
  },
  system: {
    id: seedId('notificationType', 4),
    name: 'System alerts',
    description: 'Maintenance and service notices.',
    defaultEnabled: true,
  },
  security: {
    id: seedId('notificationType', 5),
    name: 'Security alerts',
    description: 'Sign-ins, password changes and other account security events.',
    defaultEnabled: true,
  },
  marketing: {
    id: seedId('notificationType', 6),
    name: 'Marketing',
    description: 'Offers and news from the school and its sponsors.',
    defaultEnabled: false,
  },
};

async function insertMissing<Entity extends ObjectLiteral>(
  dataSource: DataSource,
  target: EntityTarget<Entity>,
  rows: ObjectLiteral[],
): Promise<void> {
  if (rows.length === 0) return;
  await dataSource
    .createQueryBuilder()
    .insert()
    .into(target)
    .values(rows as never[])
    .orIgnore()
    .execute();
}

/** Reference data: always present. */
export async function seedUserResourceTypes(dataSource: DataSource): Promise<void> {
  await insertMissing(dataSource, DocumentTypeEntity, Object.values(DOCUMENT_TYPES));
  await insertMissing(dataSource, NotificationTypeEntity, Object.values(NOTIFICATION_TYPES));
}

const SURVEYS = [
  {
    organizationId: DEMO_ORGANIZATIONS.kartal.id,
    title: 'Season satisfaction',
    question: 'How happy are you with the training this season?',
  },
  {
    organizationId: DEMO_ORGANIZATIONS.kartal.id,
    title: 'Season satisfaction',
    question: 'How often would you like training sessions?',
  },
  {
    organizationId: DEMO_ORGANIZATIONS.anadolu.id,
    title: 'Pool schedule',
    question: 'Which time suits your swimmer best?',
  },
];
const SURVEY_OPTIONS = [
  ['Very happy', 'Happy', 'Not happy'],
  ['Twice a week', 'Three times a week', 'Every day'],
  ['Mornings', 'Afternoons', 'Weekends'],
];

export const surveyQuestionId = (q: number) => seedId('surveyQuestion', q + 1);
export const surveyOptionId = (q: number, o: number) => seedId('surveyOption', (q + 1) * 16 + o + 1);

// Fixed ids for per-user rows: one block per table, sixteen rows per user at most.
const TABLES = {
  document: 1,
  payment: 2,
  preference: 3,
  wallet: 4,
  delivery: 5,
  device: 6,
  survey: 7,
  feedback: 8,
};
const rowId = (table: keyof typeof TABLES, userN: number, k: number) =>
  seedId('userResource', TABLES[table] * 0x1000000 + userN * 16 + k);

const DAY = 24 * 3600 * 1000;
const BASE = Date.UTC(2026, 9, 1, 9, 0, 0);
const CURRENCIES = ['TRY', 'TRY', 'USD', 'EUR'];
const PAYMENT_STATUSES: PaymentStatus[] = ['completed', 'completed', 'pending', 'failed', 'refunded'];
const DEVICES = ['iPhone 15, iOS 18', 'Pixel 8, Android 15', 'Galaxy S23, Android 14', 'iPad Air, iPadOS 18'];
const FEEDBACK = [
  'The coaches are great, the changing rooms need work.',
  'Please publish the match schedule earlier.',
  'Very happy with the progress reports.',
  'Parking near the pool is difficult.',
];

/** The seeded people who get sub-resources: every persona and every third generated member. */
function seededOwners(): { n: number; id: string; organizationId: string | null }[] {
  const personas = Object.values(DEMO_PERSONAS).map((persona, index) => ({
    n: index + 1,
    id: persona.id,
    organizationId: persona.organizationId,
  }));
  const members = demoMembers()
    .map((member, index) => ({ n: 101 + index, id: member.id, organizationId: member.organizationId }))
    .filter((member) => (member.n - 101) % 3 === 0);
  return [...personas, ...members];
}

/** Demo data: survey questions and each seeded person's documents, payments, wallet and so on. Bulk inserts. */
export async function seedDemoUserResources(dataSource: DataSource): Promise<void> {
  await insertMissing(
    dataSource,
    SurveyQuestionEntity,
    SURVEYS.map((survey, q) => ({
      id: surveyQuestionId(q),
      organizationId: survey.organizationId,
      surveyTitle: survey.title,
      text: survey.question,
      position: q + 1,
    })),
  );
  await insertMissing(
    dataSource,
    SurveyQuestionAnswerEntity,
    SURVEY_OPTIONS.flatMap((options, q) =>
      options.map((text, o) => ({
        id: surveyOptionId(q, o),
        questionId: surveyQuestionId(q),
        text,
        position: o + 1,
      })),
    ),
  );

  const owners = seededOwners();
  const documentTypes = Object.values(DOCUMENT_TYPES);
  const notificationTypes = Object.values(NOTIFICATION_TYPES);
  const at = (n: number, k: number) => new Date(BASE + ((n * 7 + k * 3) % 50) * DAY + k * 3600 * 1000);

  await insertMissing(
    dataSource,
    UserDocumentEntity,
    owners.flatMap(({ n, id }) =>
      [0, 1].map((k) => {
        const type = documentTypes[(n + k) % documentTypes.length] ?? DOCUMENT_TYPES.identity;
        return {
          id: rowId('document', n, k),
          userId: id,
          documentTypeId: type.id,
          documentUrl: `/files/users/${id}/document-${k + 1}${type.allowedExtensions[0] ?? '.pdf'}`,
          uploadedAt: at(n, k),
        };
      }),
    ),
  );
  await insertMissing(
    dataSource,
    UserPaymentEntity,
    owners.flatMap(({ n, id }) =>
      [0, 1, 2].map((k) => ({
        id: rowId('payment', n, k),
        userId: id,
        amount: (((n * 37 + k * 53) % 900) + 100 + 0.5 * (k % 2)).toFixed(2),
        currency: CURRENCIES[(n + k) % CURRENCIES.length] ?? 'TRY',
        status: PAYMENT_STATUSES[(n + k) % PAYMENT_STATUSES.length] ?? 'completed',
        paymentAt: at(n, k + 2),
      })),
    ),
  );
  // Explicit choices differing from the defaults, for some users: SMS on, marketing on or push off.
  await insertMissing(
    dataSource,
    UserNotificationPreferenceEntity,
    owners
      .filter(({ n }) => n % 2 === 0)
      .flatMap(({ n, id }) => [
        {
          id: rowId('preference', n, 0),
          userId: id,
          notificationTypeId: NOTIFICATION_TYPES.sms.id,
          enabled: true,
        },
        {
          id: rowId('preference', n, 1),
          userId: id,
          notificationTypeId: NOTIFICATION_TYPES.push.id,
          enabled: false,
        },
      ]),
  );
  await insertMissing(
    dataSource,
    UserWalletEntity,
    owners.map(({ n, id }) => ({
      id: rowId('wallet', n, 0),
      userId: id,
      token: `wlt_${id.replace(/-/g, '').slice(-16)}`,
      balance: (((n * 29) % 500) + 20).toFixed(2),
      createdAt: at(n, 0),
    })),
  );
  await insertMissing(
    dataSource,
    UserNotificationDeliveryEntity,
    owners.flatMap(({ n, id }) =>
      [0, 1, 2].map((k) => {
        const type = notificationTypes[(n + k) % notificationTypes.length] ?? NOTIFICATION_TYPES.email;
        const sent = k !== 2;
        return {
          id: rowId('delivery', n, k),
          userId: id,
          notificationTypeId: type.id,
          additionalData: {
            title: `${type.name}: update ${k + 1}`,
            message: 'Training starts 30 minutes later on Saturday.',
          },
          lastTryAt: at(n, k),
          tryCount: sent ? 1 : 3,
          sentAt: sent ? at(n, k) : null,
          readAt: k === 0 ? at(n, k + 1) : null,
        };
      }),
    ),
  );
  await insertMissing(
    dataSource,
    UserDeviceEntity,
    owners.map(({ n, id }) => ({
      id: rowId('device', n, 0),
      userId: id,
      deviceToken: `device-${id.slice(-12)}`,
      deviceInfo: DEVICES[n % DEVICES.length] ?? 'Browser',
      lastActiveAt: at(n, 1),
    })),
  );
  await insertMissing(
    dataSource,
    UserSurveyAnswerEntity,
    owners.flatMap(({ n, id, organizationId }) => {
      const questions = organizationId === DEMO_ORGANIZATIONS.anadolu.id ? [2] : [0, 1];
      return questions.map((q, k) => ({
        id: rowId('survey', n, k),
        userId: id,
        surveyQuestionAnswerId: surveyOptionId(q, n % 3),
        answeredAt: at(n, k),
      }));
    }),
  );
  await insertMissing(
    dataSource,
    UserFeedbackEntity,
    owners.map(({ n, id }) => ({
      id: rowId('feedback', n, 0),
      userId: id,
      content: FEEDBACK[n % FEEDBACK.length] ?? 'Thank you.',
      rating: (n % 5) + 1,
      createdAt: at(n, 2),
    })),
  );
}
