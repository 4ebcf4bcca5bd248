// The demo mailboxes: about 80 mails for every staff persona (both organizations, the super admin and
// the coach), mostly in the Inbox, the six labels each used, some attachments — real small files of
// their kind in the test's own data directory, downloaded through the real route —; none for parents,
// companies or regular users; seeding again changes nothing. Shared set-up: mail.test-kit.ts.
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { storedPath } from '../../shared/stored-files.js';
import { seedDemoMail } from './mail.seed.js';
import { HOLDERS, idOf, mailSuite, NON_HOLDERS, type Mail } from './mail.test-kit.js';

const { t, query, digest, rest, list } = mailSuite();

interface FileRow {
  id: string;
  contentType: string;
  fileName: string;
  size: number;
  storageKey: string;
}
const seededFiles = () =>
  query<FileRow>(
    `SELECT id, content_type AS "contentType", file_name AS "fileName", size_bytes AS size,
            storage_key AS "storageKey"
       FROM mail_files ORDER BY id`,
  );

/** GET the attachment's download URL as `who`, through the server's real file route. */
async function download(who: keyof typeof t.tokens, url: string) {
  const response = await fetch(`${t.server.url}${url}`, {
    headers: { authorization: `Bearer ${t.tokens[who]}` },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    length: response.headers.get('content-length'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('the demo mailboxes', () => {
  it('gives every staff persona about 80 mails, labelled, and nobody else any', async () => {
    for (const persona of HOLDERS) {
      const [row] = await query<{
        total: number;
        inbox: number;
        sent: number;
        drafts: number;
        spam: number;
        labelled: number;
        files: number;
      }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE folder = 'inbox')::int AS inbox,
                count(*) FILTER (WHERE folder = 'sent')::int AS sent, count(*) FILTER (WHERE folder = 'drafts')::int AS drafts,
                count(*) FILTER (WHERE folder = 'spam')::int AS spam,
                (SELECT count(DISTINCT l) FROM mails m2, unnest(m2.label_ids) l WHERE m2.owner_user_id = $1)::int AS labelled,
                (SELECT count(*) FROM mail_attachments a WHERE a.owner_user_id = $1)::int AS files
           FROM mails WHERE owner_user_id = $1`,
        [idOf(persona)],
      );
      expect(row!.total, persona).toBe(80);
      expect(row!.inbox, persona).toBeGreaterThan(row!.total / 2);
      expect(Math.min(row!.sent, row!.drafts, row!.spam), persona).toBeGreaterThan(0);
      expect(row!.labelled, persona).toBe(6);
      expect(row!.files, persona).toBeGreaterThan(0);
      const labels = await rest<{ title: string; color: string }[]>(
        'GET',
        'api/apps/mailbox/labels',
        persona,
      );
      expect(Object.fromEntries(labels.body.map((l) => [l.title, l.color])), persona).toEqual({
        Personal: 'blue',
        Work: 'indigo',
        Payments: 'red',
        Invoices: 'teal',
        Accounts: 'purple',
        Forums: 'green',
      });
    }
    for (const persona of NON_HOLDERS) {
      const [row] = await query<{ n: number }>(
        'SELECT count(*)::int AS n FROM mails WHERE owner_user_id = $1',
        [idOf(persona)],
      );
      expect(row!.n, persona).toBe(0);
    }
  });

  it('stores every attachment as a real file of its kind, its size the row’s, in the test’s data directory', async () => {
    const files = await seededFiles();
    expect(new Set(files.map((file) => file.contentType))).toEqual(
      new Set(['application/pdf', 'image/png', 'text/plain']),
    );
    // The server's files folder is this test server's own temporary data directory.
    expect(path.resolve(t.server.filesDir).startsWith(path.resolve(tmpdir()) + path.sep)).toBe(true);
    for (const file of files) {
      const onDisk = storedPath(t.server.filesDir, file.storageKey);
      expect(onDisk, file.storageKey).not.toBeNull();
      expect((await stat(onDisk!)).size, file.fileName).toBe(file.size);
    }
  });

  it('downloads a seeded attachment of each kind with 200, its type and its stored size', async () => {
    const mails: Mail[] = [];
    for (const folder of ['inbox', 'sent', 'trash']) {
      mails.push(...(await list('orgAdmin', { folder, first: 100 })).nodes);
    }
    const attachments = mails.flatMap((mail) => mail.attachments);
    const rows = new Map((await seededFiles()).map((row) => [row.id, row]));
    const signatures: Record<string, string> = {
      'application/pdf': 'pdf',
      'image/png': 'png',
    };
    for (const type of ['application/pdf', 'image/png', 'text/plain']) {
      const attachment = attachments.find((candidate) => candidate.type === type);
      expect(attachment, type).toBeDefined();
      const row = rows.get(attachment!.id)!;
      expect(attachment!.size, type).toBe(row.size);
      // An image previews: its preview is its download.
      expect(attachment!.preview).toBe(type.startsWith('image/') ? attachment!.downloadUrl : null);
      const file = await download('orgAdmin', attachment!.downloadUrl);
      expect(file.status, type).toBe(200);
      expect(file.type, type).toBe(type);
      expect(Number(file.length), type).toBe(row.size);
      expect(file.bytes.length, type).toBe(row.size);
      // What the bytes are, read from the bytes as an upload is checked.
      expect((await fileTypeFromBuffer(file.bytes))?.ext, type).toBe(signatures[type]);
      if (type === 'text/plain') expect(file.bytes.toString('utf8').trim().length).toBeGreaterThan(0);
    }
    // Mail is personal: another mailbox's attachment is NOT_FOUND, even to the super admin.
    const other = await download('superAdmin', attachments[0]!.downloadUrl);
    expect(other.status).toBe(404);
  });

  it('changes nothing when seeded again: no row, and no file written again', async () => {
    const before = await digest('mails', 'mail_labels', 'mail_files', 'mail_attachments');
    const files = await seededFiles();
    const written = async () =>
      Promise.all(
        files.map(async (file) => (await stat(storedPath(t.server.filesDir, file.storageKey)!)).mtimeMs),
      );
    const times = await written();
    await seedDemoMail(t.server.dataSource, { filesDir: t.server.filesDir });
    expect(await digest('mails', 'mail_labels', 'mail_files', 'mail_attachments')).toBe(before);
    expect(await written()).toEqual(times);
  });
});
