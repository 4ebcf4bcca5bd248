import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../../../tests/support/auth.js';
import { createHttp } from '../../../../tests/support/http.js';
import { startTestServer, type TestServer } from '../../../../tests/support/server.js';
import { seedId } from '../../shared/seed-ids.js';
import { seedDatabase } from '../../db/seed/seed.js';
import { DEMO_PERSONAS, demoMembers } from '../users/index.js';
import { DOCUMENT_TYPES, NOTIFICATION_TYPES, surveyQuestionId } from './user-resources.seed.js';

let t: TestServer;
let http: ReturnType<typeof createHttp>;
let regularToken: string;
let orgToken: string;
let otherOrgToken: string;
let superToken: string;
let branchToken: string;
let parentToken: string;
// DATA_DIR of the test server: stored files live in its files/ folder.
let dataDir: string;

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
  dataDir = await mkdtemp(path.join(tmpdir(), 'arena-user-resources-'));
  t = await startTestServer({ DATA_DIR: dataDir });
  http = createHttp(t.url);
  [regularToken, orgToken, otherOrgToken, superToken, branchToken, parentToken] = await Promise.all([
    signInToken(t.url, DEMO_PERSONAS.regular),
    signInToken(t.url, DEMO_PERSONAS.orgAdmin),
    signInToken(t.url, DEMO_PERSONAS.otherOrgAdmin),
    signInToken(t.url, DEMO_PERSONAS.superAdmin),
    signInToken(t.url, DEMO_PERSONAS.branchAdmin),
    signInToken(t.url, DEMO_PERSONAS.parent),
  ]);
});
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
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

  it('in Turkish the plans and the roles read in Turkish, with the same prices and keys', async () => {
    const response = await http.request<{
      data?: {
        subscriptionPlans: { name: string; description: string; price: number; features: string[] }[];
        roles: { key: string; name: string; description: string }[];
      };
    }>('POST', 'graphql', {
      token: regularToken,
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

interface DocumentRow {
  id: string;
  userId: string;
  documentUrl: string;
  fileName: string;
  downloadUrl: string;
  fileAvailable: boolean;
  documentType: { id: string; name: string };
}
const DOCUMENTS = `query ($id: ID!) {
  userDocuments(userId: $id) { id userId documentUrl fileName downloadUrl fileAvailable documentType { id name } }
}`;

/** GET of a document's file with the raw bytes (the JSON helper would decode them as text). */
async function download(url: string, token?: string) {
  const response = await fetch(`${t.url}${url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    json: () => JSON.parse(bytes.toString()),
  };
}

async function documentsOf(userId: string, token: string): Promise<DocumentRow[]> {
  const answer = await http.graphql<{ userDocuments: DocumentRow[] }>(DOCUMENTS, { id: userId }, token);
  expect(answer.errors).toBeUndefined();
  return answer.data?.userDocuments ?? [];
}

describe('the user drawer’s data, readable as it is', () => {
  it('survey answers carry the survey, the question and the answer text, chosen or written', async () => {
    const answer = await http.graphql<{
      userSurveyAnswers: {
        questionId: string;
        surveyQuestionAnswerId: string | null;
        surveyTitle: string;
        questionText: string;
        answerText: string;
      }[];
    }>(
      `query ($id: ID!) { userSurveyAnswers(userId: $id) {
        questionId surveyQuestionAnswerId surveyTitle questionText answerText } }`,
      { id: DEMO_PERSONAS.regular.id },
      regularToken,
    );
    expect(answer.errors).toBeUndefined();
    const rows = answer.data?.userSurveyAnswers ?? [];
    const byQuestion = new Map(rows.map((row) => [row.questionId, row]));
    // Persona 7 chose option 7 % 3 = 1 of both Kartal questions.
    expect(byQuestion.get(surveyQuestionId(0))).toMatchObject({
      surveyTitle: 'Season satisfaction',
      questionText: 'How happy are you with the training this season?',
      answerText: 'Happy',
    });
    expect(byQuestion.get(surveyQuestionId(1))).toMatchObject({
      questionText: 'How often would you like training sessions?',
      answerText: 'Three times a week',
    });
    const written = rows.find((row) => row.surveyQuestionAnswerId === null);
    expect(written?.questionText).toBe('What should we improve next season?');
    expect(written?.answerText.length).toBeGreaterThan(5);
    expect(rows.every((row) => !/^[0-9a-f-]{36}$/.test(row.answerText))).toBe(true);
  });

  it('in Turkish the survey, the question, the chosen option and a seeded written answer read in Turkish', async () => {
    const response = await http.request<{
      data?: {
        userSurveyAnswers: {
          questionId: string;
          surveyQuestionAnswerId: string | null;
          surveyTitle: string;
          questionText: string;
          answerText: string;
        }[];
      };
    }>('POST', 'graphql', {
      token: regularToken,
      headers: { 'accept-language': 'tr' },
      body: {
        query: `query ($id: ID!) { userSurveyAnswers(userId: $id) {
          questionId surveyQuestionAnswerId surveyTitle questionText answerText } }`,
        variables: { id: DEMO_PERSONAS.regular.id },
      },
    });
    const rows = response.body.data?.userSurveyAnswers ?? [];
    const byQuestion = new Map(rows.map((row) => [row.questionId, row]));
    expect(byQuestion.get(surveyQuestionId(0))).toMatchObject({
      surveyTitle: 'Sezon memnuniyeti',
      questionText: 'Bu sezonki antrenmanlardan ne kadar memnunsunuz?',
      answerText: 'Memnunum',
    });
    const written = rows.find((row) => row.surveyQuestionAnswerId === null);
    expect(written?.questionText).toBe('Gelecek sezon neyi iyileştirmeliyiz?');
    expect(written?.answerText).toMatch(/[çğıöşü]/);
  });

  it('a wallet balance comes with its currency (TRY unless set)', async () => {
    const answer = await http.graphql<{ userWallet: { balance: number; currency: string } }>(
      'query ($id: ID!) { userWallet(userId: $id) { balance currency } }',
      { id: DEMO_PERSONAS.regular.id },
      regularToken,
    );
    expect(answer.data?.userWallet.currency).toBe('TRY');
    expect(typeof answer.data?.userWallet.balance).toBe('number');
    await t.dataSource.query(`UPDATE user_wallets SET currency = 'EUR' WHERE user_id = $1`, [kartalMember]);
    const changed = await http.graphql<{ userWallet: { currency: string } }>(
      'query ($id: ID!) { userWallet(userId: $id) { currency } }',
      { id: kartalMember },
      orgToken,
    );
    expect(changed.data?.userWallet.currency).toBe('EUR');
  });

  it('documents name their type and file, and link to their download', async () => {
    const documents = await documentsOf(DEMO_PERSONAS.regular.id, regularToken);
    expect(documents).toHaveLength(2);
    for (const document of documents) {
      const type = Object.values(DOCUMENT_TYPES).find((known) => known.id === document.documentType.id);
      expect(document.documentType.name).toBe(type?.name);
      expect(document.fileName).toMatch(/^document-\d\.(pdf|png)$/);
      expect(document.downloadUrl).toBe(
        `/api/users/${DEMO_PERSONAS.regular.id}/documents/${document.id}/file`,
      );
      expect(document.fileAvailable).toBe(true);
    }
  });
});

describe('GET api/users/:id/documents/:documentId/file', () => {
  it('gives the owner their document as an attachment with its media type', async () => {
    const [document] = await documentsOf(DEMO_PERSONAS.regular.id, regularToken);
    const file = await download(document!.downloadUrl, regularToken);
    expect(file.status).toBe(200);
    const pdf = document!.fileName.endsWith('.pdf');
    expect(file.headers.get('content-type')).toBe(pdf ? 'application/pdf' : 'image/png');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="${document!.fileName}"; filename*=UTF-8''${document!.fileName}`,
    );
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Number(file.headers.get('content-length'))).toBe(file.bytes.length);
    // Real files of their kind: a PDF or a PNG, by their signature.
    expect(file.bytes.subarray(0, pdf ? 5 : 8)).toEqual(
      pdf ? Buffer.from('%PDF-') : Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
  });

  it('serves both kinds the demo documents have: PDF pages and PNG pictures', async () => {
    const kinds = new Map<string, Buffer>();
    for (const member of demoMembers()
      .filter((_, index) => index % 3 === 0)
      .slice(0, 6)) {
      for (const document of await documentsOf(member.id, superToken)) {
        const file = await download(document.downloadUrl, superToken);
        expect(file.status, document.documentUrl).toBe(200);
        kinds.set(file.headers.get('content-type') ?? '', file.bytes);
      }
    }
    expect([...kinds.keys()].sort()).toEqual(['application/pdf', 'image/png']);
    expect(kinds.get('application/pdf')?.toString('latin1')).toContain('%%EOF');
  });

  it('is for the owner and the administrators who may see them, in both organizations; 404 for anyone else', async () => {
    const [kartalDocument] = await documentsOf(kartalMember, orgToken);
    const [anadoluDocument] = await documentsOf(anadoluMember, otherOrgToken);
    const [parentDocument] = await documentsOf(DEMO_PERSONAS.parent.id, parentToken);
    const unknown = `/api/users/${kartalMember}/documents/${seedId('userResource', 0xfffffff)}/file`;
    const refusedBody = (await download(unknown, orgToken)).json();
    expect(refusedBody).toEqual({ code: 'NOT_FOUND', message: 'Document not found.' });

    const cases: [string, string, string, number][] = [
      ['Kartal admin', orgToken, kartalDocument!.downloadUrl, 200],
      ['super admin, Kartal', superToken, kartalDocument!.downloadUrl, 200],
      ['super admin, Anadolu', superToken, anadoluDocument!.downloadUrl, 200],
      ['Anadolu admin, Anadolu', otherOrgToken, anadoluDocument!.downloadUrl, 200],
      ['parent, own', parentToken, parentDocument!.downloadUrl, 200],
      ['Anadolu admin → Kartal', otherOrgToken, kartalDocument!.downloadUrl, 404],
      ['Kartal admin → Anadolu', orgToken, anadoluDocument!.downloadUrl, 404],
      ['regular user → another member', regularToken, kartalDocument!.downloadUrl, 404],
      ['regular user → the parent', regularToken, parentDocument!.downloadUrl, 404],
      ['parent → another member', parentToken, kartalDocument!.downloadUrl, 404],
      // Member 104 holds no grant in the branch admin's branch.
      ['branch admin → member outside the branch', branchToken, kartalDocument!.downloadUrl, 404],
    ];
    for (const [label, token, url, status] of cases) {
      const file = await download(url, token);
      expect(file.status, label).toBe(status);
      if (status === 404) expect(file.json(), label).toEqual(refusedBody);
    }
    // A document asked for under another user's id is not found either.
    const swapped = kartalDocument!.downloadUrl.replace(kartalMember, DEMO_PERSONAS.regular.id);
    expect((await download(swapped, superToken)).status).toBe(404);
    expect((await download(`/api/users/not-a-uuid/documents/x/file`, superToken)).status).toBe(404);
    expect((await download(kartalDocument!.downloadUrl)).status).toBe(401);
    expect((await download(kartalDocument!.downloadUrl, 'not-a-token')).status).toBe(401);
  });

  it('answers a stored file’s own bytes, and says so when a file is missing from storage', async () => {
    const userId = DEMO_PERSONAS.regular.id;
    const insert = async (documentUrl: string) =>
      (
        (await t.dataSource.query(
          `INSERT INTO user_documents (user_id, document_type_id, document_url) VALUES ($1, $2, $3) RETURNING id`,
          [userId, DOCUMENT_TYPES.invoice.id, documentUrl],
        )) as { id: string }[]
      )[0]!.id;
    const folder = path.join(dataDir, 'files', 'users', userId);
    await mkdir(folder, { recursive: true });
    const csv = 'date,amount\n2026-10-01,450.00\n';
    await writeFile(path.join(folder, 'fatura ekim.csv'), csv);
    const stored = await insert(`/files/users/${userId}/fatura%20ekim.csv`);
    const missing = await insert(`/files/users/${userId}/lost-invoice.pdf`);
    const outside = await insert('/files/../../../etc/passwd');
    const encodedOutside = await insert('/files/users/%2e%2e/%2e%2e/..%2Fjwt-secret');
    const external = await insert('https://example.com/invoice.pdf');

    const documents = new Map((await documentsOf(userId, regularToken)).map((d) => [d.id, d]));
    expect(documents.get(stored)).toMatchObject({ fileName: 'fatura ekim.csv', fileAvailable: true });
    for (const id of [missing, outside, encodedOutside, external])
      expect(documents.get(id)?.fileAvailable, id).toBe(false);

    const file = await download(documents.get(stored)!.downloadUrl, regularToken);
    expect(file.status).toBe(200);
    expect(file.bytes.toString()).toBe(csv);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="fatura ekim.csv"; filename*=UTF-8''fatura%20ekim.csv`,
    );
    for (const id of [missing, outside, encodedOutside, external]) {
      const refused = await download(documents.get(id)!.downloadUrl, regularToken);
      expect(refused.status, id).toBe(404);
      expect(refused.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'The file of this document is missing from storage.',
      });
    }
    await t.dataSource.query('DELETE FROM user_documents WHERE id = ANY($1)', [
      [stored, missing, outside, external],
    ]);
  });
});

describe('seeded text in the viewer’s language (Accept-Language)', () => {
  const inTurkish = <T>(path: string) =>
    http.request<T>('GET', path, { token: regularToken, headers: { 'accept-language': 'tr' } });

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
    const english = await http.request<{ id: string; name: string }[]>('GET', 'api/document-types', {
      token: regularToken,
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
      await http.request<{ content: string }[]>('GET', `api/users/${id}/feedbacks`, { token: regularToken })
    ).body;
    expect(english[0]?.content).not.toBe(feedbacks[0]?.content);
  });
});
