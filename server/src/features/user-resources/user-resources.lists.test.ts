import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed.js';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_PERSONAS, demoMembers } from '../users/index.js';
import { DOCUMENT_TYPES, NOTIFICATION_TYPES } from './user-resources.seed.js';
import { anadoluMember, kartalMember, userResourcesSuite } from './user-resources.test-kit.js';

// The reference lists (roles, document and notification types, subscription plans) and each user's
// sub-resources over REST, in the spec shapes: who may read whose, what a user without rows gets, that
// seeding again changes nothing, and the seeded text in the viewer's language (Accept-Language).

const { t, gql, query } = userResourcesSuite();

const SUB_RESOURCES = [
  'documents',
  'payments',
  'notification-types',
  'wallet',
  'notifications',
  'devices',
  'survey-answers',
  'feedbacks',
];

describe('reference lists', () => {
  it('need a signed-in user', async () => {
    for (const path of ['api/roles', 'api/document-types', 'api/notification-types', 'api/subscriptions']) {
      expect((await t.http.request('GET', path)).status, path).toBe(401);
    }
  });

  it('GET api/document-types: the five types with their extensions (spec §9)', async () => {
    const response = await t.http.request<{ id: string; name: string; allowed_extensions: string[] }[]>(
      'GET',
      'api/document-types',
      { token: t.tokens.regular },
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      Object.values(DOCUMENT_TYPES).map((type) => ({
        id: type.id,
        name: type.name,
        description: type.description,
        allowed_extensions: type.allowedExtensions,
      })),
    );
    expect(response.body.find((type) => type.name === 'Contract')?.allowed_extensions).toEqual([
      '.pdf',
      '.doc',
      '.docx',
    ]);
  });

  it('GET api/notification-types: email, push, system and security on; SMS and marketing off', async () => {
    const response = await t.http.request<{ name: string; default_enabled: boolean }[]>(
      'GET',
      'api/notification-types',
      { token: t.tokens.regular },
    );
    expect(Object.fromEntries(response.body.map((type) => [type.name, type.default_enabled]))).toEqual({
      Email: true,
      Push: true,
      SMS: false,
      'System alerts': true,
      'Security alerts': true,
      Marketing: false,
    });
  });

  it('GET api/subscriptions: the four plans with their prices', async () => {
    const response = await t.http.request<{ name: string; price: number; features: string[] }[]>(
      'GET',
      'api/subscriptions',
      { token: t.tokens.regular },
    );
    expect(response.body.map((plan) => [plan.name, plan.price])).toEqual([
      ['Free', 0],
      ['Basic', 9.99],
      ['Premium', 19.99],
      ['Enterprise', 49.99],
    ]);
    const graphql = await gql<{
      subscriptionPlans: { name: string; storageQuotaBytes: number | null }[];
    }>('regular', '{ subscriptionPlans { name storageQuotaBytes } }');
    expect(graphql.data?.subscriptionPlans.map((plan) => plan.storageQuotaBytes)).toEqual([
      10 * 1024 * 1024,
      100 * 1024 * 1024,
      1024 * 1024 * 1024,
      null,
    ]);
  });

  it('in Turkish the plans and the roles read in Turkish, with the same prices and keys', async () => {
    const response = await t.http.request<{
      data?: {
        subscriptionPlans: { name: string; description: string; price: number; features: string[] }[];
        roles: { key: string; name: string; description: string }[];
      };
    }>('POST', 'graphql', {
      token: t.tokens.regular,
      headers: { 'accept-language': 'tr' },
      body: {
        query: '{ subscriptionPlans { name description price features } roles { key name description } }',
      },
    });
    const plans = response.body.data?.subscriptionPlans ?? [];
    expect(plans.map((plan) => [plan.name, plan.price])).toEqual([
      ['Ücretsiz', 0],
      ['Temel', 9.99],
      ['Premium', 19.99],
      ['Kurumsal', 49.99],
    ]);
    expect(plans[0]?.features).toEqual(['1 şube', 'En fazla 30 sporcu', 'Haberler ve duyurular']);
    expect(plans[3]?.description).toBe('Federasyonlar ve çok kulüplü kuruluşlar için.');
    const roles = new Map((response.body.data?.roles ?? []).map((role) => [role.key, role]));
    expect(roles.get('parent')).toMatchObject({
      name: 'Veli',
      description: 'Kendi çocuklarını ilgilendirenleri okur.',
    });
    expect(roles.size).toBe(7);
    expect([...roles.values()].every((role) => role.name !== '' && role.description !== '')).toBe(true);
  });
});

describe('per-user sub-resources', () => {
  it('a regular user reads their own, in the spec shapes', async () => {
    const id = DEMO_PERSONAS.regular.id;
    const get = (path: string) =>
      t.http.request<unknown>('GET', `api/users/${id}/${path}`, { token: t.tokens.regular });

    const documents = (await get('documents')).body as Record<string, unknown>[];
    expect(documents).toHaveLength(2);
    expect(Object.keys(documents[0] ?? {}).sort()).toEqual(
      ['document_type_id', 'document_url', 'id', 'uploaded_at', 'user_id'].sort(),
    );
    const typeIds: string[] = Object.values(DOCUMENT_TYPES).map((type) => type.id);
    expect(typeIds).toContain(documents[0]?.document_type_id);

    // A regular user has no children: no family payments, no wallet (user-resources.money.test.ts).
    expect((await get('payments')).body).toEqual([]);
    expect((await get('wallet')).body).toBeNull();

    const notifications = (await get('notifications')).body as {
      additional_data: { title: string; message: string };
      try_count: number;
    }[];
    expect(notifications).toHaveLength(3);
    expect(Object.keys(notifications[0]?.additional_data ?? {}).sort()).toEqual(['message', 'title']);

    const devices = (await get('devices')).body as { device_token: string }[];
    expect(devices).toHaveLength(1);
    // Two options chosen and one answer written in words (no option: null in the spec's key).
    const answers = (await get('survey-answers')).body as { survey_question_answer_id: string | null }[];
    expect(answers).toHaveLength(3);
    expect(answers.filter((answer) => answer.survey_question_answer_id === null)).toHaveLength(1);
    const feedbacks = (await get('feedbacks')).body as { rating: number }[];
    expect(feedbacks[0]?.rating).toBeGreaterThanOrEqual(1);
    expect(feedbacks[0]?.rating).toBeLessThanOrEqual(5);
  });

  it('notification preferences fall back to the type default, and show explicit choices', async () => {
    type Preference = { notification_type_id: string; enabled: boolean };
    const byType = (prefs: Preference[]) =>
      Object.fromEntries(prefs.map((p) => [p.notification_type_id, p.enabled]));
    // Persona 7 (odd) never chose: every type at its default.
    const regular = await t.http.request<Preference[]>(
      'GET',
      `api/users/${DEMO_PERSONAS.regular.id}/notification-types`,
      {
        token: t.tokens.regular,
      },
    );
    expect(byType(regular.body)).toEqual(
      Object.fromEntries(Object.values(NOTIFICATION_TYPES).map((type) => [type.id, type.defaultEnabled])),
    );
    // Member 104 (even) turned SMS on and push off.
    const chosen = await t.http.request<Preference[]>('GET', `api/users/${kartalMember}/notification-types`, {
      token: t.tokens.orgAdmin,
    });
    expect(byType(chosen.body)).toMatchObject({
      [NOTIFICATION_TYPES.sms.id]: true,
      [NOTIFICATION_TYPES.push.id]: false,
      [NOTIFICATION_TYPES.email.id]: true,
      [NOTIFICATION_TYPES.marketing.id]: false,
    });
  });

  it('a user without rows gets empty lists and a null wallet', async () => {
    const bare = demoMembers()[1]?.id ?? ''; // n = 102: not among the seeded owners
    const wallet = await gql<{ userWallet: unknown; userDocuments: unknown[] }>(
      'orgAdmin',
      'query ($id: ID!) { userWallet(userId: $id) { id } userDocuments(userId: $id) { id } }',
      { id: bare },
    );
    expect(wallet.errors).toBeUndefined();
    expect(wallet.data).toEqual({ userWallet: null, userDocuments: [] });
  });

  it('every sub-resource of a user the viewer may not see is 404, like an unknown id', async () => {
    const random = seedId('user', 0xbeef);
    const cases: [string, string, string][] = [
      [t.tokens.regular, DEMO_PERSONAS.parent.id, 'Kartal regular → Kartal parent'],
      [t.tokens.regular, anadoluMember, 'Kartal regular → Anadolu member'],
      [t.tokens.orgAdmin, anadoluMember, 'Kartal admin → Anadolu member'],
      [t.tokens.otherOrgAdmin, kartalMember, 'Anadolu admin → Kartal member'],
    ];
    for (const [token, hidden, label] of cases) {
      for (const path of SUB_RESOURCES) {
        const onHidden = await t.http.request('GET', `api/users/${hidden}/${path}`, { token });
        const onRandom = await t.http.request('GET', `api/users/${random}/${path}`, { token });
        expect(onHidden.status, `${label} ${path}`).toBe(404);
        expect(onHidden.body).toEqual(onRandom.body);
      }
    }
    expect(
      (await t.http.request('GET', 'api/users/not-a-uuid/payments', { token: t.tokens.orgAdmin })).status,
    ).toBe(404);
  });

  it('organization admins read their own members’ sub-resources', async () => {
    const own = await t.http.request<unknown[]>('GET', `api/users/${anadoluMember}/devices`, {
      token: t.tokens.otherOrgAdmin,
    });
    expect(own.status).toBe(200);
    expect(own.body).toHaveLength(1);
    const answers = await t.http.request<{ survey_question_answer_id: string }[]>(
      'GET',
      `api/users/${anadoluMember}/survey-answers`,
      { token: t.tokens.otherOrgAdmin },
    );
    expect(answers.body).toHaveLength(1);
  });

  it('seeding again changes nothing', async () => {
    const counts = () =>
      query(
        `SELECT (SELECT count(*) FROM user_documents)::int AS documents, (SELECT count(*) FROM user_devices)::int AS devices,
                (SELECT count(*) FROM user_survey_answers)::int AS answers,
                (SELECT count(*) FROM document_types)::int AS types`,
      );
    const before = await counts();
    await seedDatabase(t.server.dataSource, { demo: true, filesDir: t.server.filesDir });
    expect(await counts()).toEqual(before);
  });
});

describe('seeded text in the viewer’s language (Accept-Language)', () => {
  const inTurkish = <T>(path: string) =>
    t.http.request<T>('GET', path, { token: t.tokens.regular, headers: { 'accept-language': 'tr' } });

  it('names and describes document and notification types in Turkish; English stays English', async () => {
    const documentTypes = (
      await inTurkish<{ id: string; name: string; description: string }[]>('api/document-types')
    ).body;
    expect(documentTypes.find((type) => type.id === DOCUMENT_TYPES.identity.id)).toMatchObject({
      name: 'Kimlik belgesi',
      description: 'Kimlik kartı veya pasaport.',
    });
    const notificationTypes = (await inTurkish<{ id: string; name: string }[]>('api/notification-types'))
      .body;
    expect(notificationTypes.find((type) => type.id === NOTIFICATION_TYPES.security.id)?.name).toBe(
      'Güvenlik uyarıları',
    );
    const english = await t.http.request<{ id: string; name: string }[]>('GET', 'api/document-types', {
      token: t.tokens.regular,
    });
    expect(english.body.find((type) => type.id === DOCUMENT_TYPES.identity.id)?.name).toBe(
      'Identity document',
    );
  });

  it('answers a user’s delivered notifications and feedback in Turkish', async () => {
    const id = DEMO_PERSONAS.regular.id;
    const notifications = (
      await inTurkish<
        { notification_type_id: string; additional_data: { title: string; message: string } }[]
      >(`api/users/${id}/notifications`)
    ).body;
    expect(notifications.length).toBeGreaterThan(0);
    for (const notification of notifications) {
      expect(notification.additional_data.message).toBe('Cumartesi antrenmanı 30 dakika geç başlıyor.');
      expect(notification.additional_data.title).toMatch(/: güncelleme \d$/);
    }
    const feedbacks = (await inTurkish<{ content: string }[]>(`api/users/${id}/feedbacks`)).body;
    expect(feedbacks[0]?.content).toMatch(/[ğüşıöçİ]/);
    const english = (
      await t.http.request<{ content: string }[]>('GET', `api/users/${id}/feedbacks`, {
        token: t.tokens.regular,
      })
    ).body;
    expect(english[0]?.content).not.toBe(feedbacks[0]?.content);
  });
});
