// Attachments: the upload (one file, its type read from its bytes, at most 10 MB, charged to the
// organization's plan quota: QUOTA_EXCEEDED 413 before anything is stored), carried by every copy of a
// sent mail and by a forward without a second charge, downloaded only by an owner of a copy carrying it
// (or its uploader before it is attached), and given back to the quota when no copy names it any more.
import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { MailAttachments } from './mail.attachments.js';
import { emailOf, idOf, mailSuite, type Mail, type Persona } from './mail.test-kit.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-mail-attachments-'));
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});
const suite = mailSuite({ DATA_DIR: dataDir });
const { gql, codeOf, query, ok, send, list } = suite;
const kartal = DEMO_ORGANIZATIONS.kartal.id;
const TINY_PLAN = '00000000-0000-4000-8000-00000000f1a8';

afterEach(async () => {
  await query('UPDATE organizations SET subscription_plan_id = $2 WHERE id = $1', [
    kartal,
    DEMO_ORGANIZATIONS.kartal.subscriptionPlanId,
  ]);
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface Uploaded {
  id: string;
  type: string;
  name: string;
  size: number;
  preview: string | null;
  downloadUrl: string;
  code?: string;
}

async function upload(who: Persona | null, bytes: Buffer, name: string) {
  const response = await fetch(
    `${suite.t.server.url}/api/apps/mailbox/attachments?name=${encodeURIComponent(name)}`,
    {
      method: 'POST',
      headers: who ? { authorization: `Bearer ${suite.t.tokens[who]}` } : {},
      body: new Uint8Array(bytes),
    },
  );
  return { status: response.status, body: (await response.json()) as Uploaded };
}

async function download(who: Persona, url: string) {
  const response = await fetch(`${suite.t.server.url}${url}`, {
    headers: { authorization: `Bearer ${suite.t.tokens[who]}` },
  });
  return {
    status: response.status,
    bytes: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get('content-type'),
  };
}

const used = async () =>
  Number(
    (
      await query<{ used: string }>('SELECT storage_used_bytes AS used FROM organizations WHERE id = $1', [
        kartal,
      ])
    )[0]!.used,
  );

describe('mail attachments', () => {
  it('takes accepted files by their bytes, charges them once and lets only the mail’s owners download them', async () => {
    const before = await used();
    const png = await upload('orgAdmin', PNG, 'logo.png');
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({ type: 'image/png', name: 'logo.png', size: PNG.length });
    expect(png.body.preview).toBe(png.body.downloadUrl);
    const text = await upload('orgAdmin', Buffer.from('Ad;Soyad\nKaan;Yılmaz\n'), 'liste.csv');
    expect(text.body).toMatchObject({ type: 'text/csv', preview: null });
    expect(await used()).toBe(before + PNG.length + text.body.size);

    // Refused: unknown bytes, a binary named .txt, an empty file, no viewer, no mailbox.
    for (const [bytes, name] of [
      [Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2]), 'program.txt'],
      [Buffer.from('MZ\u0000\u0001binary'), 'a.exe'],
      [Buffer.alloc(0), 'empty.txt'],
    ] as const) {
      const refused = await upload('orgAdmin', bytes, name);
      expect([refused.status, refused.body.code], name).toEqual([400, 'BAD_USER_INPUT']);
    }
    expect((await upload(null, PNG, 'x.png')).status).toBe(401);
    expect((await upload('parent', PNG, 'x.png')).status).toBe(403);
    expect((await upload('orgAdmin', Buffer.alloc(10 * 1024 * 1024 + 1, 0x20), 'big.txt')).status).toBe(413);

    // Before it is sent only the uploader downloads it.
    expect((await download('orgAdmin', png.body.downloadUrl)).status).toBe(200);
    expect((await download('branchAdmin', png.body.downloadUrl)).status).toBe(404);

    const sent = await send('orgAdmin', {
      to: [emailOf('branchAdmin')],
      subject: 'Logo',
      attachmentIds: [png.body.id, text.body.id],
    });
    expect(sent.attachments.map((a) => a.id)).toEqual([png.body.id, text.body.id]);
    const received = (await list('branchAdmin', { folder: 'inbox', first: 1 })).nodes[0]!;
    expect(received.attachments.map((a) => a.name)).toEqual(['logo.png', 'liste.csv']);
    const got = await download('branchAdmin', received.attachments[0]!.downloadUrl);
    expect([got.status, got.type]).toEqual([200, 'image/png']);
    expect(got.bytes.equals(PNG)).toBe(true);
    for (const stranger of ['deptAdmin', 'superAdmin', 'otherOrgAdmin', 'parent'] as const) {
      expect((await download(stranger, png.body.downloadUrl)).status, stranger).toBe(404);
    }
    // Someone else's file cannot be attached; a forward carries the same file without a new charge.
    const stolen = await gql(
      'deptAdmin',
      `mutation ($a: [ID!]) { sendMail(input: { to: ["x@example.com"], attachmentIds: $a }) { id } }`,
      {
        a: [png.body.id],
      },
    );
    expect(codeOf(stolen)).toBe('BAD_USER_INPUT');
    const charged = await used();
    const forward = await send('branchAdmin', {
      to: [emailOf('deptAdmin')],
      subject: 'Fwd: Logo',
      inReplyTo: received.id,
      attachmentIds: [png.body.id],
    });
    expect(forward.attachments.map((a) => a.id)).toEqual([png.body.id]);
    expect(await used()).toBe(charged);
    expect((await download('deptAdmin', png.body.downloadUrl)).status).toBe(200);

    // Bytes go back to the quota when no copy names the file any more.
    const holders = await query<{ owner: string; mail: string }>(
      'SELECT owner_user_id AS owner, mail_id AS mail FROM mail_attachments WHERE file_id = $1',
      [png.body.id],
    );
    const personas: Record<string, Persona> = {
      [idOf('orgAdmin')]: 'orgAdmin',
      [idOf('branchAdmin')]: 'branchAdmin',
      [idOf('deptAdmin')]: 'deptAdmin',
    };
    const onDisk = path.join(dataDir, 'files', 'mail', kartal, `${png.body.id}.png`);
    expect(existsSync(onDisk)).toBe(true);
    const copies = async (fileId: string) =>
      (
        await query<{ n: number }>('SELECT count(*)::int AS n FROM mail_attachments WHERE file_id = $1', [
          fileId,
        ])
      )[0]!.n;
    for (const holder of holders) {
      const persona = personas[holder.owner]!;
      await ok(persona, `mutation ($ids: [ID!]!) { moveMails(ids: $ids, folder: "trash") { id } }`, {
        ids: [holder.mail],
      });
      await ok(persona, `mutation ($ids: [ID!]!) { deleteMails(ids: $ids) }`, { ids: [holder.mail] });
      const gone = (await copies(png.body.id)) === 0 ? PNG.length : 0;
      const csvGone = (await copies(text.body.id)) === 0 ? text.body.size : 0;
      expect(await used(), `after ${persona}`).toBe(charged - gone - csvGone);
    }
    expect(await used()).toBe(before);
    expect((await download('orgAdmin', png.body.downloadUrl)).status).toBe(404);
    expect(existsSync(onDisk)).toBe(false);
  });

  it('refuses an upload past the plan’s quota with 413 QUOTA_EXCEEDED and stores nothing', async () => {
    await query(
      `INSERT INTO subscription_plans (id, name, description, price, storage_quota_bytes)
       VALUES ($1, 'Tiny mail', 'A plan of a few bytes.', 0, 0) ON CONFLICT (id) DO NOTHING`,
      [TINY_PLAN],
    );
    const before = await used();
    await query('UPDATE subscription_plans SET storage_quota_bytes = $2 WHERE id = $1', [
      TINY_PLAN,
      before + 10,
    ]);
    await query('UPDATE organizations SET subscription_plan_id = $2 WHERE id = $1', [kartal, TINY_PLAN]);
    const [{ files }] = (await query<{ files: number }>('SELECT count(*)::int AS files FROM mail_files')) as [
      { files: number },
    ];
    const refused = await upload('orgAdmin', PDF, 'rapor.pdf');
    expect([refused.status, refused.body.code]).toEqual([413, 'QUOTA_EXCEEDED']);
    expect(await used()).toBe(before);
    expect((await query<{ files: number }>('SELECT count(*)::int AS files FROM mail_files'))[0]!.files).toBe(
      files,
    );
  });

  it('sweeps uploads no mail carries after a day, giving their bytes back', async () => {
    const before = await used();
    const fresh = await upload('orgAdmin', PDF, 'yeni.pdf');
    const old = await upload('orgAdmin', PDF, 'eski.pdf');
    await query(`UPDATE mail_files SET created_at = now() - interval '25 hours' WHERE id = $1`, [
      old.body.id,
    ]);
    const swept = await new MailAttachments(suite.t.server.dataSource, path.join(dataDir, 'files')).sweep();
    expect(swept).toBe(1);
    expect(await used()).toBe(before + PDF.length);
    expect((await download('orgAdmin', old.body.downloadUrl)).status).toBe(404);
    expect((await download('orgAdmin', fresh.body.downloadUrl)).status).toBe(200);
    expect(existsSync(path.join(dataDir, 'files', 'mail', kartal, `${old.body.id}.pdf`))).toBe(false);
  });

  it('answers NOT_FOUND for a bad or unknown attachment id, and for a seeded one of another mailbox', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect((await download('orgAdmin', `/api/apps/mailbox/attachments/${id}`)).status).toBe(404);
    }
    // The demo's attachments have bytes (mail.seed.test.ts): the owner downloads one, nobody else.
    const mail = (await list('orgAdmin', { folder: 'inbox', first: 50 })).nodes.find(
      (m: Mail) => m.attachments.length > 0,
    );
    expect(mail).toBeDefined();
    expect((await download('orgAdmin', mail!.attachments[0]!.downloadUrl)).status).toBe(200);
    expect((await download('deptAdmin', mail!.attachments[0]!.downloadUrl)).status).toBe(404);
  });
});
