import { mkdtempSync } from 'node:fs';
import { mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_TEAMS } from '../teams/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { DOCUMENT_MAX_BYTES } from './registrations.documents.js';
import { DATA_PERSONAS, familyInput, submitted, unique } from './registrations.test-kit.js';

// Documents with a registration through the real HTTP API: a family uploads a file on the public form
// (POST api/register/:slug/documents, signed out), its bytes decide whether it is taken, the submission
// attaches it, and only the admins who decide the registration and its guardians download it
// (GET api/registrations/:id/documents/:documentId/file). The hourly sweep forgets what was never sent.

const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-registration-documents-'));
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});
const t = useTestServer(DATA_PERSONAS, { TRUST_PROXY: 'true', DATA_DIR: dataDir });
const { gql, codeOf, query } = suiteCalls(t);
// The form's team takes every child these tests approve.
beforeAll(async () => {
  await query('UPDATE teams SET capacity = 200 WHERE id = ANY($1::uuid[])', [
    [DEMO_TEAMS.futbolU10Erkek.id, DEMO_TEAMS.futbolU12Erkek.id],
  ]);
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let address = 0;
/** Uploads from an address of its own (each test keeps its own rate limit). */
async function upload(
  bytes: Buffer,
  query: { kind?: string; name?: string },
  options: { slug?: string; ip?: string; contentType?: string } = {},
) {
  const search = new URLSearchParams(query as Record<string, string>).toString();
  const response = await fetch(
    `${t.server.url}/api/register/${options.slug ?? 'kartal'}/documents?${search}`,
    {
      method: 'POST',
      headers: {
        'content-type': options.contentType ?? 'application/octet-stream',
        'x-forwarded-for': options.ip ?? `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
      },
      body: new Uint8Array(bytes),
    },
  );
  return {
    status: response.status,
    body: (await response.json()) as {
      id?: string;
      kind?: string;
      fileName?: string;
      contentType?: string;
      sizeBytes?: number;
      code?: string;
      fieldErrors?: Record<string, string>;
      fieldErrorCodes?: Record<string, string>;
    },
  };
}

async function download(url: string, token?: string) {
  const response = await fetch(`${t.server.url}${url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    bytes: Buffer.from(await response.arrayBuffer()),
    headers: response.headers,
  };
}

const rows = async () =>
  (await query<{ n: number }>('SELECT count(*)::int AS n FROM registration_documents'))[0]!.n;

const DOCUMENTS = `query ($id: ID!) {
  registration(id: $id) { id documents { id kind fileName contentType sizeBytes downloadUrl } }
}`;
type Documents = {
  registration: {
    documents: { id: string; kind: string; fileName: string; contentType: string; downloadUrl: string }[];
  };
};

describe('uploading a document on the public form', () => {
  it('takes a file by its bytes, whatever it is called or declared, under its own name without folders', async () => {
    const photo = await upload(
      PNG,
      { kind: 'photo', name: '../../etc/Ela fotoğraf.png' },
      { contentType: 'text/plain' },
    );
    expect(photo.status).toBe(201);
    expect(photo.body).toMatchObject({
      kind: 'photo',
      fileName: 'Ela fotoğraf.png',
      contentType: 'image/png',
      sizeBytes: PNG.length,
    });
    // A PDF named like a picture is still a PDF: a health report may be one.
    const report = await upload(PDF, { kind: 'health_report', name: 'rapor.jpg' });
    expect(report.status).toBe(201);
    expect(report.body.contentType).toBe('application/pdf');
  });

  it('refuses what it cannot take with a typed error, and keeps nothing', async () => {
    const before = await rows();
    const fieldCode = (answer: Awaited<ReturnType<typeof upload>>) => answer.body.fieldErrorCodes;
    const text = await upload(Buffer.from('just text, named as a picture'), { kind: 'photo', name: 'a.jpg' });
    expect([text.status, text.body.code, fieldCode(text)]).toEqual([
      400,
      'BAD_USER_INPUT',
      { file: 'invalid_format' },
    ]);
    const pdfAsPhoto = await upload(PDF, { kind: 'photo', name: 'a.pdf' });
    expect(fieldCode(pdfAsPhoto)).toEqual({ file: 'invalid_format' });
    const empty = await upload(Buffer.alloc(0), { kind: 'photo', name: 'a.png' });
    expect(fieldCode(empty)).toEqual({ file: 'required' });
    const kind = await upload(PNG, { kind: 'passport', name: 'a.png' });
    expect([kind.status, fieldCode(kind)]).toEqual([400, { kind: 'invalid' }]);
    const school = await upload(PNG, { kind: 'photo' }, { slug: 'no-such-school' });
    expect([school.status, school.body.code]).toEqual([404, 'NOT_FOUND']);
    const big = Buffer.concat([PNG, Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    const tooBig = await upload(big, { kind: 'photo', name: 'big.png' });
    expect([tooBig.status, tooBig.body.code]).toEqual([413, 'BAD_REQUEST']);
    const twice = await fetch(`${t.server.url}/api/register/kartal/documents?kind=photo&kind=photo`, {
      method: 'POST',
      body: new Uint8Array(PNG),
    });
    expect(twice.status).toBe(400);
    expect(await rows()).toBe(before);
  });
});

describe('documents sent with a registration', () => {
  it('are attached by the submission and read only by the admins who decide it, never by another family', async () => {
    const photo = (await upload(PNG, { kind: 'photo', name: 'ela.png' })).body.id!;
    const report = (await upload(PDF, { kind: 'health_report', name: 'rapor.pdf' })).body.id!;
    // Sent as an integrator may: the optional note left out rather than null.
    const { note: _note, ...input } = await familyInput(t, { documentIds: [photo, report] });
    const id = await submitted(t, input);

    const answer = await gql<Documents>('orgAdmin', DOCUMENTS, { id });
    expect(answer.errors).toBeUndefined();
    const documents = answer.data!.registration.documents;
    expect(documents.map((d) => [d.kind, d.fileName, d.contentType])).toEqual([
      ['health_report', 'rapor.pdf', 'application/pdf'],
      ['photo', 'ela.png', 'image/png'],
    ]);
    const url = documents[1]!.downloadUrl;
    expect(url).toBe(`/api/registrations/${id}/documents/${photo}/file`);
    const file = await download(url, t.tokens.branchAdmin);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(PNG)).toBe(true);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toMatch(/no-store/);

    for (const persona of ['parent', 'company', 'regular', 'otherOrgAdmin', 'coach'] as const) {
      expect((await download(url, t.tokens[persona])).status, persona).toBe(404);
    }
    expect((await download(url)).status).toBe(401);
    // Another registration's address does not reach this document.
    const other = await submitted(t, await familyInput(t));
    expect(
      (await download(`/api/registrations/${other}/documents/${photo}/file`, t.tokens.orgAdmin)).status,
    ).toBe(404);
    expect(
      (await download(`/api/registrations/${id}/documents/not-a-uuid/file`, t.tokens.orgAdmin)).status,
    ).toBe(404);
  });

  it('are read by a guardian once approval linked their account; sending the form again lets a dropped one go', async () => {
    const photo = (await upload(PNG, { kind: 'photo', name: 'kerem.png' })).body.id!;
    const report = (await upload(PDF, { kind: 'health_report', name: 'rapor.pdf' })).body.id!;
    // For the coach persona's team (Kadıköy U12 football), so that its coach reads the registration.
    const [team] = await query<{ year: number }>('SELECT birth_year_max AS year FROM teams WHERE id = $1', [
      DEMO_TEAMS.futbolU12Erkek.id,
    ]);
    const input = await familyInput(t, {
      teamId: DEMO_TEAMS.futbolU12Erkek.id,
      birthDate: `${team!.year}-03-01`,
      documentIds: [photo, report],
      guardians: [
        {
          firstName: 'Ayşe',
          lastName: 'Demir',
          email: DEMO_PERSONAS.parent.email,
          phone: '+90 532 000 00 00',
          relationship: 'mother',
        },
      ],
    });
    const id = await submitted(t, input);
    // The same child again with the report only: the photo is no longer the registration's.
    await submitted(t, { ...input, documentIds: [report] });
    const [kept] = await query<{ ids: string[] }>(
      'SELECT array_agg(id) AS ids FROM registration_documents WHERE registration_id = $1',
      [id],
    );
    expect(kept!.ids).toEqual([report]);

    const approved = await gql(
      'orgAdmin',
      'mutation ($id: ID!) { approveRegistration(id: $id) { status } }',
      { id },
    );
    expect(approved.errors).toBeUndefined();
    const read = await gql<Documents>('parent', DOCUMENTS, { id });
    expect(read.errors).toBeUndefined();
    expect(read.data!.registration.documents.map((d) => d.kind)).toEqual(['health_report']);
    const file = await download(read.data!.registration.documents[0]!.downloadUrl, t.tokens.parent);
    expect([file.status, file.bytes.equals(PDF)]).toEqual([200, true]);
    // A coach of the team reads the registration, not its documents.
    const coach = await gql<Documents>('coach', DOCUMENTS, { id });
    expect(coach.errors).toBeUndefined();
    expect(coach.data!.registration.documents).toEqual([]);
    const url = read.data!.registration.documents[0]!.downloadUrl;
    expect((await download(url, t.tokens.coach)).status).toBe(404);
  });

  it('refuses documents that are not this form’s to attach, and stores nothing', async () => {
    const [anadolu] = await query<{ id: string }>(
      `SELECT id FROM organizations WHERE slug <> 'kartal' LIMIT 1`,
    );
    const [foreign] = await query<{ id: string }>(
      `INSERT INTO registration_documents (organization_id, kind, file_name, content_type, size_bytes, storage_key)
       VALUES ($1, 'photo', 'x.png', 'image/png', 1, 'registrations/x/x.png') RETURNING id`,
      [anadolu!.id],
    );
    const photo = (await upload(PNG, { kind: 'photo', name: 'a.png' })).body.id!;
    const second = (await upload(PNG, { kind: 'photo', name: 'b.png' })).body.id!;
    const before = await query<{ n: number }>('SELECT count(*)::int AS n FROM registrations');
    for (const documentIds of [[foreign!.id], [photo, second], ['not-a-uuid']]) {
      const answer = await gql(
        null,
        'mutation ($input: SubmitRegistrationInput!) { submitRegistration(input: $input) { received } }',
        {
          input: await familyInput(t, { documentIds }),
        },
      );
      expect(codeOf(answer), documentIds.join()).toBe('BAD_USER_INPUT');
    }
    expect(await query('SELECT count(*)::int AS n FROM registrations')).toEqual(before);
  });
});

describe('the sweep', () => {
  it('forgets uploads never sent after a day and deletes files no row names once they are an hour old', async () => {
    const staged = (await upload(PNG, { kind: 'photo', name: 'left.png' })).body.id!;
    const fresh = (await upload(PNG, { kind: 'photo', name: 'fresh.png' })).body.id!;
    await query(`UPDATE registration_documents SET created_at = now() - interval '25 hours' WHERE id = $1`, [
      staged,
    ]);
    const folder = path.join(dataDir, 'files', 'registrations', 'stray');
    await mkdir(folder, { recursive: true });
    const old = path.join(folder, `${unique()}.png`);
    const young = path.join(folder, `${unique()}.png`);
    await writeFile(old, PNG);
    await writeFile(young, PNG);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);
    await utimes(old, hoursAgo(2), hoursAgo(2));
    // The staged row's file, named by no row once the row goes, is old too.
    const [row] = await query<{ key: string }>(
      'SELECT storage_key AS key FROM registration_documents WHERE id = $1',
      [staged],
    );
    const stagedFile = path.join(dataDir, 'files', row!.key);
    await utimes(stagedFile, hoursAgo(25), hoursAgo(25));

    const swept = await t.server.server.services.registrations.documents.sweep();
    expect(swept.rows).toBeGreaterThanOrEqual(1);
    const left = await query<{ id: string }>(
      'SELECT id FROM registration_documents WHERE id = ANY($1::uuid[])',
      [[staged, fresh]],
    );
    expect(left.map((r) => r.id)).toEqual([fresh]);
    expect(await readdir(folder)).toEqual([path.basename(young)]);
    await expect(readdir(path.dirname(stagedFile))).resolves.not.toContain(path.basename(stagedFile));
  });
});
