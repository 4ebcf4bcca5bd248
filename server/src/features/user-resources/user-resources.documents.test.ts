import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_PERSONAS, demoMembers } from '../users/index.js';
import { DOCUMENT_TYPES, surveyQuestionId } from './user-resources.seed.js';
import { anadoluMember, kartalMember, userResourcesSuite } from './user-resources.test-kit.js';

// The user drawer's data as it reads (survey answers with their text, a wallet with its currency,
// documents with their type and file) and the download of a document's file
// (GET api/users/:id/documents/:documentId/file): for whom, with which headers and bytes.

const { t, gql, query, dataDir } = userResourcesSuite();

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
  const response = await fetch(`${t.server.url}${url}`, {
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
  const answer = await gql<{ userDocuments: DocumentRow[] }>({ token }, DOCUMENTS, { id: userId });
  expect(answer.errors).toBeUndefined();
  return answer.data?.userDocuments ?? [];
}

describe('the user drawer’s data, readable as it is', () => {
  it('survey answers carry the survey, the question and the answer text, chosen or written', async () => {
    const answer = await gql<{
      userSurveyAnswers: {
        questionId: string;
        surveyQuestionAnswerId: string | null;
        surveyTitle: string;
        questionText: string;
        answerText: string;
      }[];
    }>(
      'regular',
      `query ($id: ID!) { userSurveyAnswers(userId: $id) {
        questionId surveyQuestionAnswerId surveyTitle questionText answerText } }`,
      { id: DEMO_PERSONAS.regular.id },
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
    const response = await t.http.request<{
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
      token: t.tokens.regular,
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

  it('documents name their type and file, and link to their download', async () => {
    const documents = await documentsOf(DEMO_PERSONAS.regular.id, t.tokens.regular);
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
    const [document] = await documentsOf(DEMO_PERSONAS.regular.id, t.tokens.regular);
    const file = await download(document!.downloadUrl, t.tokens.regular);
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
      for (const document of await documentsOf(member.id, t.tokens.superAdmin)) {
        const file = await download(document.downloadUrl, t.tokens.superAdmin);
        expect(file.status, document.documentUrl).toBe(200);
        kinds.set(file.headers.get('content-type') ?? '', file.bytes);
      }
    }
    expect([...kinds.keys()].sort()).toEqual(['application/pdf', 'image/png']);
    expect(kinds.get('application/pdf')?.toString('latin1')).toContain('%%EOF');
  });

  it('is for the owner and the administrators who may see them, in both organizations; 404 for anyone else', async () => {
    const [kartalDocument] = await documentsOf(kartalMember, t.tokens.orgAdmin);
    const [anadoluDocument] = await documentsOf(anadoluMember, t.tokens.otherOrgAdmin);
    const [parentDocument] = await documentsOf(DEMO_PERSONAS.parent.id, t.tokens.parent);
    const unknown = `/api/users/${kartalMember}/documents/${seedId('userResource', 0xfffffff)}/file`;
    const refusedBody = (await download(unknown, t.tokens.orgAdmin)).json();
    expect(refusedBody).toEqual({ code: 'NOT_FOUND', message: 'Document not found.' });

    const cases: [string, string, string, number][] = [
      ['Kartal admin', t.tokens.orgAdmin, kartalDocument!.downloadUrl, 200],
      ['super admin, Kartal', t.tokens.superAdmin, kartalDocument!.downloadUrl, 200],
      ['super admin, Anadolu', t.tokens.superAdmin, anadoluDocument!.downloadUrl, 200],
      ['Anadolu admin, Anadolu', t.tokens.otherOrgAdmin, anadoluDocument!.downloadUrl, 200],
      ['parent, own', t.tokens.parent, parentDocument!.downloadUrl, 200],
      ['Anadolu admin → Kartal', t.tokens.otherOrgAdmin, kartalDocument!.downloadUrl, 404],
      ['Kartal admin → Anadolu', t.tokens.orgAdmin, anadoluDocument!.downloadUrl, 404],
      ['regular user → another member', t.tokens.regular, kartalDocument!.downloadUrl, 404],
      ['regular user → the parent', t.tokens.regular, parentDocument!.downloadUrl, 404],
      ['parent → another member', t.tokens.parent, kartalDocument!.downloadUrl, 404],
      // Member 104 holds no grant in the branch admin's branch.
      ['branch admin → member outside the branch', t.tokens.branchAdmin, kartalDocument!.downloadUrl, 404],
    ];
    for (const [label, token, url, status] of cases) {
      const file = await download(url, token);
      expect(file.status, label).toBe(status);
      if (status === 404) expect(file.json(), label).toEqual(refusedBody);
    }
    // A document asked for under another user's id is not found either.
    const swapped = kartalDocument!.downloadUrl.replace(kartalMember, DEMO_PERSONAS.regular.id);
    expect((await download(swapped, t.tokens.superAdmin)).status).toBe(404);
    expect((await download(`/api/users/not-a-uuid/documents/x/file`, t.tokens.superAdmin)).status).toBe(404);
    expect((await download(kartalDocument!.downloadUrl)).status).toBe(401);
    expect((await download(kartalDocument!.downloadUrl, 'not-a-token')).status).toBe(401);
  });

  it('answers a stored file’s own bytes, and says so when a file is missing from storage', async () => {
    const userId = DEMO_PERSONAS.regular.id;
    const insert = async (documentUrl: string) =>
      (
        (await query(
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

    const documents = new Map((await documentsOf(userId, t.tokens.regular)).map((d) => [d.id, d]));
    expect(documents.get(stored)).toMatchObject({ fileName: 'fatura ekim.csv', fileAvailable: true });
    for (const id of [missing, outside, encodedOutside, external])
      expect(documents.get(id)?.fileAvailable, id).toBe(false);

    const file = await download(documents.get(stored)!.downloadUrl, t.tokens.regular);
    expect(file.status).toBe(200);
    expect(file.bytes.toString()).toBe(csv);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="fatura ekim.csv"; filename*=UTF-8''fatura%20ekim.csv`,
    );
    for (const id of [missing, outside, encodedOutside, external]) {
      const refused = await download(documents.get(id)!.downloadUrl, t.tokens.regular);
      expect(refused.status, id).toBe(404);
      expect(refused.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'The file of this document is missing from storage.',
      });
    }
    await query('DELETE FROM user_documents WHERE id = ANY($1)', [[stored, missing, outside, external]]);
  });
});
