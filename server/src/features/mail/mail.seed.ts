import type { DataSource } from 'typeorm';
import type { SeedContext } from '../../shared/feature.js';
import { sanitizeHtml } from '../../shared/html.js';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_PROFESSIONALS } from '../professionals/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { labelSlug, plainText, snippetOf, type MailFolderSlug } from './mail.constants.js';
import type { MailAddressValue } from './mail.entity.js';
import { DEMO_LABELS, DRAFTS, INCOMING, OUTGOING, SPAM, type DemoLetter } from './mail.seed.data.js';
import { demoAttachment, storeDemoFiles } from './mail.seed.files.js';

// About 80 mails in each staff persona's mailbox (the admins of both organizations, the super admin, and
// the coach Gökhan Tekin): mostly Inbox, some Sent, Drafts, Spam and Trash, the six demo labels, some
// with small attachments. Fixed ids (shared/seed-ids.ts) and a fixed pseudo-random sequence, so the demo
// is the same on every run; set-based INSERTs. Each attachment is a small real file of its kind
// (mail.seed.files.ts) stored under the data directory's files folder like an upload, its size the
// real length, so it downloads and previews; the demo's files count nothing toward storage
// (charged_bytes 0). Seeding again writes no file and changes no row.

const OWNERS = [
  DEMO_PERSONAS.superAdmin,
  DEMO_PERSONAS.orgAdmin,
  DEMO_PERSONAS.branchAdmin,
  DEMO_PERSONAS.deptAdmin,
  DEMO_PERSONAS.otherOrgAdmin,
  { ...DEMO_PROFESSIONALS.gokhanTekin, id: DEMO_PROFESSIONALS.gokhanTekin.userId },
] as const;

const MAILS_PER_BOX = 80;
const HOUR = 60 * 60 * 1000;

/** mulberry32: a small fixed pseudo-random sequence. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const address = (
  sender: { name: string; email: string },
  userId: string | null = null,
): MailAddressValue => ({
  email: sender.email.toLowerCase(),
  name: sender.name,
  userId,
  avatar: null,
});

/** The folder of the i-th mail of a box: 56 inbox, 12 sent, 4 drafts, 4 spam, 4 trash. */
function folderAt(i: number): MailFolderSlug {
  if (i < 56) return 'inbox';
  if (i < 68) return 'sent';
  if (i < 72) return 'drafts';
  if (i < 76) return 'spam';
  return 'trash';
}

/** A picture's name. Pictures joined the demo after its documents: they take no pseudo-random draw. */
const PICTURE = /\.(png|jpe?g|gif|webp)$/i;

export async function seedDemoMail(dataSource: DataSource, { filesDir }: SeedContext): Promise<void> {
  const now = Date.now();
  const labels: Record<string, unknown>[] = [];
  const mails: Record<string, unknown>[] = [];
  const files: Record<string, unknown>[] = [];
  const stored = new Map<string, { storageKey: string; bytes: Buffer }>();
  const attachments: Record<string, unknown>[] = [];
  OWNERS.forEach((owner, o) => {
    const random = sequence(7919 * (o + 1));
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const labelIds = Object.fromEntries(
      DEMO_LABELS.map(([key, title, color], k) => {
        const id = seedId('mailLabel', o * 100 + k + 1);
        labels.push({ id, owner_user_id: owner.id, title, slug: labelSlug(title), color });
        return [key, id];
      }),
    );
    const me = address(owner, owner.id);
    const colleagues = OWNERS.filter(
      (other) => other.organizationId === owner.organizationId && other.id !== owner.id,
    );
    for (let i = 0; i < MAILS_PER_BOX; i += 1) {
      const n = o * 1000 + i + 1;
      const id = seedId('mail', n);
      const folder = folderAt(i);
      let letter: DemoLetter;
      let from = me;
      let to: MailAddressValue[] = [me];
      if (folder === 'sent' || folder === 'drafts') {
        const base = folder === 'sent' ? pick(OUTGOING) : pick(DRAFTS);
        letter = { ...base, from: owner };
        if (random() < 0.5 && colleagues.length > 0) {
          const colleague = pick(colleagues);
          to = [address(colleague, colleague.id)];
        } else {
          to = [address(pick(INCOMING).from)];
        }
      } else if (folder === 'spam') {
        letter = pick(SPAM);
        from = address(letter.from);
      } else if (random() < 0.15 && colleagues.length > 0) {
        const colleague = pick(colleagues);
        letter = { ...pick(OUTGOING), from: colleague };
        from = address(colleague, colleague.id);
      } else {
        letter = pick(INCOMING);
        from = address(letter.from);
      }
      const html = sanitizeHtml(
        letter.body.map((line) => `<p>${line.replace('{name}', owner.name)}</p>`).join(''),
      );
      const text = plainText(html);
      const withFiles = folder !== 'spam' && (letter.attachments?.length ?? 0) > 0;
      mails.push({
        id,
        owner_user_id: owner.id,
        conversation_id: id,
        folder,
        is_draft: folder === 'drafts',
        from_address: from,
        to_addresses: to,
        cc_addresses: i % 9 === 0 && colleagues[0] ? [address(colleagues[0], colleagues[0].id)] : [],
        bcc_addresses: [],
        date: new Date(now - (i * 11 + Math.floor(random() * 10)) * HOUR).toISOString(),
        subject: letter.subject,
        content: html,
        text_content: text,
        snippet: snippetOf(text),
        starred: random() < 0.12,
        important: random() < 0.1,
        unread: folder === 'inbox' && random() < 0.35,
        label_ids: folder === 'spam' ? [] : letter.labels.map((key) => labelIds[key]),
      });
      if (!withFiles) continue;
      letter.attachments!.forEach((name, k) => {
        const fileId = seedId('mailFile', n * 10 + k + 1);
        const file = demoAttachment(name);
        const storageKey = `mail/demo/${fileId}.${file.extension}`;
        // A document's size was once drawn here: the draw stays, so every later mail of the sequence keeps
        // its letter, flags and date (and a demo database seeded before gets the same rows).
        if (!PICTURE.test(name)) random();
        files.push({
          id: fileId,
          organization_id: owner.organizationId,
          uploader_user_id: owner.id,
          file_name: name,
          content_type: file.contentType,
          size_bytes: file.bytes.length,
          charged_bytes: 0,
          storage_key: storageKey,
        });
        // One stored file per file row, by its id.
        stored.set(fileId, { storageKey, bytes: file.bytes });
        attachments.push({ mail_id: id, file_id: fileId, owner_user_id: owner.id, position: k });
      });
    }
  });
  await insertJson(
    dataSource,
    'mail_labels',
    'id uuid, owner_user_id uuid, title varchar, slug varchar, color mail_label_color',
    labels,
  );
  await insertJson(
    dataSource,
    'mails',
    `id uuid, owner_user_id uuid, conversation_id uuid, folder mail_folder, is_draft boolean, from_address jsonb,
     to_addresses jsonb, cc_addresses jsonb, bcc_addresses jsonb, date timestamptz, subject varchar, content text,
     text_content text, snippet varchar, starred boolean, important boolean, unread boolean, label_ids uuid[]`,
    mails,
  );
  // The bytes before the rows: a row never names a file that is not there.
  await storeDemoFiles(filesDir, [...stored.values()]);
  // A demo database seeded before the files existed gets each row's type and size put right.
  await insertJson(
    dataSource,
    'mail_files',
    `id uuid, organization_id uuid, uploader_user_id uuid, file_name text, content_type text, size_bytes integer,
     charged_bytes integer, storage_key text`,
    files,
    `(id) DO UPDATE SET file_name = EXCLUDED.file_name, content_type = EXCLUDED.content_type,
       size_bytes = EXCLUDED.size_bytes, storage_key = EXCLUDED.storage_key
     WHERE (mail_files.file_name, mail_files.content_type, mail_files.size_bytes, mail_files.storage_key)
       IS DISTINCT FROM (EXCLUDED.file_name, EXCLUDED.content_type, EXCLUDED.size_bytes, EXCLUDED.storage_key)`,
  );
  await insertJson(
    dataSource,
    'mail_attachments',
    'mail_id uuid, file_id uuid, owner_user_id uuid, position smallint',
    attachments,
  );
}

/** One INSERT of every row (jsonb_to_recordset), leaving rows already there as they are unless told. */
async function insertJson(
  dataSource: DataSource,
  table: string,
  columns: string,
  rows: readonly object[],
  onConflict = 'DO NOTHING',
) {
  if (rows.length === 0) return;
  const names = columns.split(',').map((column) => column.trim().split(/\s+/)[0]);
  await dataSource.query(
    `INSERT INTO ${table} (${names.join(', ')})
     SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${columns})
     ON CONFLICT ${onConflict}`,
    [JSON.stringify(rows)],
  );
}
