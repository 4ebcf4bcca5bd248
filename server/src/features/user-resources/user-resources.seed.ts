import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { fillSeededTranslations } from '../../shared/localized-text.js';
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
import { UserSurveyAnswerEntity } from './user-survey-answer.entity.js';
import { DEMO_EXTENSIONS } from './user-resources.demo-files.js';

/** Spec 001 §9: the five document types and the extensions each accepts. */
export const DOCUMENT_TYPES = {
  identity: {
    id: seedId('documentType', 1),
    name: 'Identity document',
    description: 'Identity card or passport.',
    translations: { tr: { name: 'Kimlik belgesi', description: 'Kimlik kartı veya pasaport.' } },
    allowedExtensions: ['.jpg', '.jpeg', '.png', '.pdf'],
  },
  contract: {
    id: seedId('documentType', 2),
    name: 'Contract',
    description: 'A signed membership or employment contract.',
    translations: { tr: { name: 'Sözleşme', description: 'İmzalı üyelik veya iş sözleşmesi.' } },
    allowedExtensions: ['.pdf', '.doc', '.docx'],
  },
  invoice: {
    id: seedId('documentType', 3),
    name: 'Invoice',
    description: 'An invoice for fees or purchases.',
    translations: { tr: { name: 'Fatura', description: 'Aidatlar veya satın alımlar için fatura.' } },
    allowedExtensions: ['.pdf', '.xlsx', '.csv'],
  },
  certificate: {
    id: seedId('documentType', 4),
    name: 'Certificate',
    description: 'A coaching, first-aid or health certificate.',
    translations: {
      tr: { name: 'Sertifika', description: 'Antrenörlük, ilk yardım veya sağlık sertifikası.' },
    },
    allowedExtensions: ['.pdf', '.jpg', '.jpeg', '.png'],
  },
  profilePhoto: {
    id: seedId('documentType', 5),
    name: 'Profile photo',
    description: 'A photo shown on the profile.',
    translations: { tr: { name: 'Profil fotoğrafı', description: 'Profilde gösterilen fotoğraf.' } },
    allowedExtensions: ['.jpg', '.jpeg', '.png', '.gif'],
  },
};

/** Spec 001 §9: email, push, system and security alerts on by default; SMS and marketing off. */
export const NOTIFICATION_TYPES = {
  email: {
    id: seedId('notificationType', 1),
    name: 'Email',
    description: 'Messages sent by email.',
    translations: { tr: { name: 'E-posta', description: 'E-postayla gönderilen mesajlar.' } },
    defaultEnabled: true,
  },
  push: {
    id: seedId('notificationType', 2),
    name: 'Push',
    description: 'Push notifications on mobile devices.',
    translations: { tr: { name: 'Anlık bildirim', description: 'Mobil cihazlarda anlık bildirimler.' } },
    defaultEnabled: true,
  },
  sms: {
    id: seedId('notificationType', 3),
    name: 'SMS',
    description: 'Text messages to the phone number.',
    translations: { tr: { name: 'SMS', description: 'Telefon numarasına gönderilen kısa mesajlar.' } },
    defaultEnabled: false,
  },
  system: {
    id: seedId('notificationType', 4),
    name: 'System alerts',
    description: 'Maintenance and service notices.',
    translations: { tr: { name: 'Sistem uyarıları', description: 'Bakım ve hizmet duyuruları.' } },
    defaultEnabled: true,
  },
  security: {
    id: seedId('notificationType', 5),
    name: 'Security alerts',
    description: 'Sign-ins, password changes and other account security events.',
    translations: {
      tr: {
        name: 'Güvenlik uyarıları',
        description: 'Oturum açmalar, parola değişiklikleri ve diğer hesap güvenliği olayları.',
      },
    },
    defaultEnabled: true,
  },
  marketing: {
    id: seedId('notificationType', 6),
    name: 'Marketing',
    description: 'Offers and news from the school and its sponsors.',
    translations: {
      tr: { name: 'Pazarlama', description: 'Okuldan ve sponsorlarından kampanyalar ve haberler.' },
    },
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

/** Reference data: always present; types seeded before translations existed get theirs unless edited. */
export async function seedUserResourceTypes(dataSource: DataSource): Promise<void> {
  await insertMissing(dataSource, DocumentTypeEntity, Object.values(DOCUMENT_TYPES));
  await insertMissing(dataSource, NotificationTypeEntity, Object.values(NOTIFICATION_TYPES));
  for (const [table, types] of [
    ['document_types', Object.values(DOCUMENT_TYPES)],
    ['notification_types', Object.values(NOTIFICATION_TYPES)],
  ] as const) {
    await fillSeededTranslations(
      dataSource,
      table,
      types.map(({ id, name, description, translations }) => ({
        id,
        translations,
        seeded: { name, description },
      })),
    );
  }
}

const SURVEYS = [
  {
    organizationId: DEMO_ORGANIZATIONS.kartal.id,
    title: 'Season satisfaction',
    question: 'How happy are you with the training this season?',
    translations: {
      tr: { surveyTitle: 'Sezon memnuniyeti', text: 'Bu sezonki antrenmanlardan ne kadar memnunsunuz?' },
    },
  },
  {
    organizationId: DEMO_ORGANIZATIONS.kartal.id,
    title: 'Season satisfaction',
    question: 'How often would you like training sessions?',
    translations: {
      tr: { surveyTitle: 'Sezon memnuniyeti', text: 'Antrenmanların ne sıklıkta olmasını istersiniz?' },
    },
  },
  {
    organizationId: DEMO_ORGANIZATIONS.anadolu.id,
    title: 'Pool schedule',
    question: 'Which time suits your swimmer best?',
    translations: { tr: { surveyTitle: 'Havuz programı', text: 'Yüzücünüze en uygun saat hangisi?' } },
  },
];
/** Each question's options: [English, Turkish]. */
const SURVEY_OPTIONS: [en: string, tr: string][][] = [
  [
    ['Very happy', 'Çok memnunum'],
    ['Happy', 'Memnunum'],
    ['Not happy', 'Memnun değilim'],
  ],
  [
    ['Twice a week', 'Haftada iki kez'],
    ['Three times a week', 'Haftada üç kez'],
    ['Every day', 'Her gün'],
  ],
  [
    ['Mornings', 'Sabahları'],
    ['Afternoons', 'Öğleden sonraları'],
    ['Weekends', 'Hafta sonları'],
  ],
];

export const surveyQuestionId = (q: number) => seedId('surveyQuestion', q + 1);

/** A question answered in words (it has no options), and what the seeded members wrote. */
const WRITTEN_SURVEY = {
  id: seedId('surveyQuestion', 0x10),
  organizationId: DEMO_ORGANIZATIONS.kartal.id,
  title: 'Season satisfaction',
  question: 'What should we improve next season?',
  translations: { tr: { surveyTitle: 'Sezon memnuniyeti', text: 'Gelecek sezon neyi iyileştirmeliyiz?' } },
};
/** What the seeded members wrote: [English, Turkish]. */
const WRITTEN_ANSWERS: [en: string, tr: string][] = [
  ['More friendly matches against other clubs.', 'Diğer kulüplerle daha çok hazırlık maçı.'],
  ['Start Saturday training an hour earlier.', 'Cumartesi antrenmanı bir saat erken başlasın.'],
  [
    'Hot water in the changing rooms after evening sessions.',
    'Akşam antrenmanlarından sonra soyunma odalarında sıcak su.',
  ],
];
/** A seeded member's written answer with its translation. */
function writtenAnswer(n: number) {
  const [text, tr] = WRITTEN_ANSWERS[n % WRITTEN_ANSWERS.length] ?? ['More matches.', 'Daha çok maç.'];
  return { text, translations: { tr: { text: tr } } };
}
export const surveyOptionId = (q: number, o: number) => seedId('surveyOption', (q + 1) * 16 + o + 1);

// Fixed ids for per-user rows: one block per table, sixteen rows per user at most. (Blocks 2 and 4 held
// sample payments and wallets: a user's money is their family's, in the fees feature.)
const TABLES = {
  document: 1,
  preference: 3,
  delivery: 5,
  device: 6,
  survey: 7,
  feedback: 8,
};
const rowId = (table: keyof typeof TABLES, userN: number, k: number) =>
  seedId('userResource', TABLES[table] * 0x1000000 + userN * 16 + k);

/** The extension of a seeded document of a type accepting `extensions`: one the demo can give a file for. */
function demoExtension(extensions: readonly string[]): string {
  return DEMO_EXTENSIONS.find((kind) => extensions.includes(kind)) ?? extensions[0] ?? '.pdf';
}

const DAY = 24 * 3600 * 1000;
const BASE = Date.UTC(2026, 9, 1, 9, 0, 0);
const DEVICES = ['iPhone 15, iOS 18', 'Pixel 8, Android 15', 'Galaxy S23, Android 14', 'iPad Air, iPadOS 18'];
/** What the seeded people wrote, in English and Turkish. */
const FEEDBACK: [text: string, tr: string][] = [
  [
    'The coaches are great, the changing rooms need work.',
    'Antrenörler harika, soyunma odalarının elden geçmesi lazım.',
  ],
  ['Please publish the match schedule earlier.', 'Lütfen maç programını daha erken yayımlayın.'],
  ['Very happy with the progress reports.', 'Gelişim raporlarından çok memnunuz.'],
  ['Parking near the pool is difficult.', 'Havuzun yakınında park etmek zor.'],
];
/** The message of the seeded notification deliveries, in English and Turkish. */
const DELIVERY_MESSAGE = {
  en: 'Training starts 30 minutes later on Saturday.',
  tr: 'Cumartesi antrenmanı 30 dakika geç başlıyor.',
};

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

/** Demo data: survey questions and each seeded person's documents, preferences, deliveries and so on. Bulk inserts. */
export async function seedDemoUserResources(dataSource: DataSource): Promise<void> {
  await insertMissing(
    dataSource,
    SurveyQuestionEntity,
    SURVEYS.map((survey, q) => ({
      id: surveyQuestionId(q),
      organizationId: survey.organizationId,
      surveyTitle: survey.title,
      text: survey.question,
      translations: survey.translations,
      position: q + 1,
    })),
  );
  await insertMissing(
    dataSource,
    SurveyQuestionAnswerEntity,
    SURVEY_OPTIONS.flatMap((options, q) =>
      options.map(([text, tr], o) => ({
        id: surveyOptionId(q, o),
        questionId: surveyQuestionId(q),
        text,
        translations: { tr: { text: tr } },
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
          // A PDF where the type takes one, else a PNG (user-resources.demo-files.ts).
          documentUrl: `/files/users/${id}/document-${k + 1}${demoExtension(type.allowedExtensions)}`,
          uploadedAt: at(n, k),
        };
      }),
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
  const deliveries = owners.flatMap(({ n, id }) =>
    [0, 1, 2].map((k) => {
      const type = notificationTypes[(n + k) % notificationTypes.length] ?? NOTIFICATION_TYPES.email;
      const sent = k !== 2;
      return {
        id: rowId('delivery', n, k),
        userId: id,
        notificationTypeId: type.id,
        additionalData: {
          title: `${type.name}: update ${k + 1}`,
          message: DELIVERY_MESSAGE.en,
        },
        translations: {
          tr: { title: `${type.translations.tr.name}: güncelleme ${k + 1}`, message: DELIVERY_MESSAGE.tr },
        },
        lastTryAt: at(n, k),
        tryCount: sent ? 1 : 3,
        sentAt: sent ? at(n, k) : null,
        readAt: k === 0 ? at(n, k + 1) : null,
      };
    }),
  );
  await insertMissing(dataSource, UserNotificationDeliveryEntity, deliveries);
  await fillSeededTranslations(
    dataSource,
    'user_notification_deliveries',
    deliveries.map(({ id, additionalData, translations }) => ({
      id,
      translations,
      seeded: { additional_data: additionalData },
    })),
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
        questionId: surveyQuestionId(q),
        surveyQuestionAnswerId: surveyOptionId(q, n % 3),
        answeredAt: at(n, k),
      }));
    }),
  );
  await insertMissing(dataSource, SurveyQuestionEntity, [
    {
      id: WRITTEN_SURVEY.id,
      organizationId: WRITTEN_SURVEY.organizationId,
      surveyTitle: WRITTEN_SURVEY.title,
      text: WRITTEN_SURVEY.question,
      translations: WRITTEN_SURVEY.translations,
      position: SURVEYS.length + 1,
    },
  ]);
  await insertMissing(
    dataSource,
    UserSurveyAnswerEntity,
    owners
      .filter(({ n, organizationId }) => organizationId === WRITTEN_SURVEY.organizationId && n % 2 === 1)
      .map(({ n, id }) => ({
        id: rowId('survey', n, 8),
        userId: id,
        questionId: WRITTEN_SURVEY.id,
        surveyQuestionAnswerId: null,
        ...writtenAnswer(n),
        answeredAt: at(n, 3),
      })),
  );
  const feedbacks = owners.map(({ n, id }) => {
    const [content, tr] = FEEDBACK[n % FEEDBACK.length] ?? ['Thank you.', 'Teşekkürler.'];
    return {
      id: rowId('feedback', n, 0),
      userId: id,
      content,
      translations: { tr: { content: tr } },
      rating: (n % 5) + 1,
      createdAt: at(n, 2),
    };
  });
  await insertMissing(dataSource, UserFeedbackEntity, feedbacks);
  await fillSeededTranslations(
    dataSource,
    'user_feedbacks',
    feedbacks.map(({ id, content, translations }) => ({ id, translations, seeded: { content } })),
  );
}
