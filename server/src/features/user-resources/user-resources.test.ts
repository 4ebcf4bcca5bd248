import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../../../tests/support/auth.js';
import { createHttp } from '../../../../tests/support/http.js';
import { startTestServer, type TestServer } from '../../../../tests/support/server.js';
import { seedId } from '../../shared/seed-ids.js';
import { seedDatabase } from '../../db/seed/seed.js';
import { DEMO_PERSONAS, demoMembers } from '../users/index.js';
import { DOCUMENT_TYPES, NOTIFICATION_TYPES } from './user-resources.seed.js';

let t: TestServer;
let http: ReturnType<typeof createHttp>;
let regularToken: string;
let orgToken: string;
let otherOrgToken: string;

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
const anadoluMember = demoMembers()[42]?.id ?? ''; // n = 143: every third member from 101 has rows
const kartalMember = demoMembers()[3]?.id ?? ''; // n = 104

beforeAll(async () => {
  t = await startTestServer();
  http = createHttp(t.url);
  [regularToken, orgToken, otherOrgToken] = await Promise.all([
    signInToken(t.url, DEMO_PERSONAS.regular),
    signInToken(t.url, DEMO_PERSONAS.orgAdmin),
    signInToken(t.url, DEMO_PERSONAS.otherOrgAdmin),
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('reference lists', () => {
  it('need a signed-in user', async () => {
    for (const path of ['api/roles', 'api/document-types', 'api/notification-types', 'api/subscriptions']) {
      expect((await http.request('GET', path)).status, path).toBe(401);
    }
  });

  it('GET api/document-types: the five types with their extensions (spec §9)', async () => {
    const response = await http.request<{ id: string; name: string; allowed_extensions: string[] }[]>(
      'GET',
      'api/document-types',
      { token: regularToken },
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
    const response = await http.request<{ name: string; default_enabled: boolean }[]>(
      'GET',
      'api/notification-types',
      { token: regularToken },
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
    const response = await http.request<{ name: string; price: number; features: string[] }[]>(
      'GET',
      'api/subscriptions',
      { token: regularToken },
    );
    expect(response.body.map((plan) => [plan.name, plan.price])).toEqual([
      ['Free', 0],
      ['Basic', 9.99],
      ['Premium', 19.99],
      ['Enterprise', 49.99],
    ]);
    const graphql = await http.graphql<{
      subscriptionPlans: { name: string; storageQuotaBytes: number | null }[];
    }>('{ subscriptionPlans { name storageQuotaBytes } }', {}, regularToken);
    expect(graphql.data?.subscriptionPlans.map((plan) => plan.storageQuotaBytes)).toEqual([
      10 * 1024 * 1024,
      100 * 1024 * 1024,
      1024 * 1024 * 1024,
      null,
    ]);
  });
});

describe('per-user sub-resources', () => {
  it('a regular user reads their own, in the spec shapes', async () => {
    const id = DEMO_PERSONAS.regular.id;
    const get = (path: string) =>
      http.request<unknown>('GET', `api/users/${id}/${path}`, { token: regularToken });

    const documents = (await get('documents')).body as Record<string, unknown>[];
    expect(documents).toHaveLength(2);
    expect(Object.keys(documents[0] ?? {}).sort()).toEqual(
      ['document_type_id', 'document_url', 'id', 'uploaded_at', 'user_id'].sort(),
    );
    const typeIds: string[] = Object.values(DOCUMENT_TYPES).map((type) => type.id);
    expect(typeIds).toContain(documents[0]?.document_type_id);

    const payments = (await get('payments')).body as {
      amount: number;
      currency: string;
      payment_at: string;
    }[];
    expect(payments).toHaveLength(3);
    expect(typeof payments[0]?.amount).toBe('number');
    const times = payments.map((p) => Date.parse(p.payment_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const wallet = (await get('wallet')).body as Record<string, unknown>;
    expect(Object.keys(wallet).sort()).toEqual(['balance', 'created_at', 'id', 'token', 'user_id'].sort());
    expect(wallet.user_id).toBe(id);

    const notifications = (await get('notifications')).body as {
      additional_data: { title: string; message: string };
      try_count: number;
    }[];
    expect(notifications).toHaveLength(3);
    expect(Object.keys(notifications[0]?.additional_data ?? {}).sort()).toEqual(['message', 'title']);

    const devices = (await get('devices')).body as { device_token: string }[];
    expect(devices).toHaveLength(1);
    const answers = (await get('survey-answers')).body as { survey_question_answer_id: string }[];
    expect(answers).toHaveLength(2);
    const feedbacks = (await get('feedbacks')).body as { rating: number }[];
    expect(feedbacks[0]?.rating).toBeGreaterThanOrEqual(1);
    expect(feedbacks[0]?.rating).toBeLessThanOrEqual(5);
  });

  it('notification preferences fall back to the type default, and show explicit choices', async () => {
    type Preference = { notification_type_id: string; enabled: boolean };
    const byType = (prefs: Preference[]) =>
      Object.fromEntries(prefs.map((p) => [p.notification_type_id, p.enabled]));
    // Persona 7 (odd) never chose: every type at its default.
    const regular = await http.request<Preference[]>(
      'GET',
      `api/users/${DEMO_PERSONAS.regular.id}/notification-types`,
      {
        token: regularToken,
      },
    );
    expect(byType(regular.body)).toEqual(
      Object.fromEntries(Object.values(NOTIFICATION_TYPES).map((type) => [type.id, type.defaultEnabled])),
    );
    // Member 104 (even) turned SMS on and push off.
    const chosen = await http.request<Preference[]>('GET', `api/users/${kartalMember}/notification-types`, {
      token: orgToken,
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
    const wallet = await http.graphql<{ userWallet: unknown; userDocuments: unknown[] }>(
      'query ($id: ID!) { userWallet(userId: $id) { id } userDocuments(userId: $id) { id } }',
      { id: bare },
      orgToken,
    );
    expect(wallet.errors).toBeUndefined();
    expect(wallet.data).toEqual({ userWallet: null, userDocuments: [] });
  });

  it('every sub-resource of a user the viewer may not see is 404, like an unknown id', async () => {
    const random = seedId('user', 0xbeef);
    const cases: [string, string, string][] = [
      [regularToken, DEMO_PERSONAS.parent.id, 'Kartal regular → Kartal parent'],
      [regularToken, anadoluMember, 'Kartal regular → Anadolu member'],
      [orgToken, anadoluMember, 'Kartal admin → Anadolu member'],
      [otherOrgToken, kartalMember, 'Anadolu admin → Kartal member'],
    ];
    for (const [token, hidden, label] of cases) {
      for (const path of SUB_RESOURCES) {
        const onHidden = await http.request('GET', `api/users/${hidden}/${path}`, { token });
        const onRandom = await http.request('GET', `api/users/${random}/${path}`, { token });
        expect(onHidden.status, `${label} ${path}`).toBe(404);
        expect(onHidden.body).toEqual(onRandom.body);
      }
    }
    expect((await http.request('GET', 'api/users/not-a-uuid/payments', { token: orgToken })).status).toBe(
      404,
    );
  });

  it('organization admins read their own members’ sub-resources', async () => {
    const own = await http.request<unknown[]>('GET', `api/users/${anadoluMember}/payments`, {
      token: otherOrgToken,
    });
    expect(own.status).toBe(200);
    expect(own.body).toHaveLength(3);
    const answers = await http.request<{ survey_question_answer_id: string }[]>(
      'GET',
      `api/users/${anadoluMember}/survey-answers`,
      { token: otherOrgToken },
    );
    expect(answers.body).toHaveLength(1);
  });

  it('seeding again changes nothing', async () => {
    const counts = () =>
      t.dataSource.query(
        `SELECT (SELECT count(*) FROM user_documents)::int AS documents, (SELECT count(*) FROM user_payments)::int AS payments,
                (SELECT count(*) FROM user_wallets)::int AS wallets, (SELECT count(*) FROM user_survey_answers)::int AS answers,
                (SELECT count(*) FROM document_types)::int AS types`,
      );
    const before = await counts();
    await seedDatabase(t.dataSource, { demo: true });
    expect(await counts()).toEqual(before);
  });
});
