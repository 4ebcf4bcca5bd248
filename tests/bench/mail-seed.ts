// The mailbox seed: a million mails on top of the demo seed, with set-based SQL (one INSERT … SELECT over
// generate_series per table, never a row at a time). Used by the bench's mail section only, never by the
// demo or test seeds.
//
//   - `users` bench users in Kartal Spor Akademisi (the organization admin's school), named from the
//     contacts seed's names, two in three with an avatar URL; they send the organization admin's mail
//     and own the rest of the million (they never sign in: their password hash is not a hash);
//   - four labels in every bench user's mailbox (the organization admin keeps the demo's six);
//   - the organization admin's Inbox grown to `inbox` mails, plus some Sent, Trash, Spam and Drafts;
//     the other bench users share the rest (70 % Inbox) until `mails` holds `total` rows with the demo's;
//   - every mail in the shape the server writes (mail.send.ts): the sender and recipients as address
//     snapshots of real users ({ email, name, userId, avatar }), a cc on one in nine, HTML content with
//     its plain text and snippet, flags, and labels on half (one, or two on a fifth of those) from the
//     owner's own labels (mails.label_ids: the migration keeps them in a uuid[] with a GIN index, there is
//     no join table); one in 25 has an attachment (a mail_files row the sender uploaded, through
//     mail_attachments), a picture on one in three of those;
//   - dates spread over three years per box, newest first in the order the lists read;
//   - the secondary indexes of the grown tables dropped and built again once the rows are in (unique and
//     primary keys and every constraint stay and check each row), then VACUUM ANALYZE.
import { DEMO_ORGANIZATIONS } from '../../server/src/features/organizations/organizations.seed.js';
import { DEMO_PERSONAS } from '../../server/src/features/users/index.js';
import type { FederationTarget } from './federation.js';
import { FIRST_NAMES, LAST_NAMES } from './volume.js';

export interface MailSize {
  /** Rows of `mails` in all, the demo seed's included. */
  total: number;
  /** Mails in the organization admin's Inbox, the demo's included. */
  inbox: number;
  users: number;
}

export const MAIL_VOLUME: MailSize = { total: 1_000_000, inbox: 100_000, users: 200 };
/** BENCH_QUICK: a fifth of the mails, the same Inbox (the deep page is as deep). */
export const MAIL_VOLUME_QUICK: MailSize = { total: 200_000, inbox: 100_000, users: 50 };

export interface MailSeedResult extends MailSize {
  labelled: number;
  attachments: number;
  ms: number;
}

/** The organization admin's other folders. */
const ADMIN_OTHERS = { sent: 6_000, trash: 1_000, spam: 400, drafts: 100 } as const;
/** A bench user's mailbox: the share of each folder (Drafts takes what is left). */
const SHARES = { inbox: 0.7, sent: 0.2, trash: 0.05, spam: 0.03 } as const;
const THREE_YEARS_S = 3 * 365 * 24 * 3600;
const GROWN_TABLES = ['users', 'mail_labels', 'mails', 'mail_files', 'mail_attachments'];
const BENCH_LABELS = [
  ['Work', 'work', 'blue'],
  ['Parents', 'parents', 'green'],
  ['Federation', 'federation', 'orange'],
  ['Invoices', 'invoices', 'red'],
] as const;

const SUBJECTS = [
  'U10 training times next week',
  'Tournament registration: Istanbul Cup',
  'Kit order for the new season',
  'Pitch booking for Saturday',
  'Medical certificates due',
  'Coach meeting on Thursday',
  'Monthly fee reminder',
  'Bus schedule for the away match',
  'Photos from the parents day',
  'Referee course application',
  'Federation licence renewals',
  'Summer camp programme',
  'Injury report: U12 Girls',
  'New goalkeeper gloves arrived',
  'Sponsor visit on Monday',
  'Change of venue for the friendly',
];
const PARAGRAPHS = [
  'The U10 group trains on Tuesday and Thursday from 17:00 on pitch 2, and the changing rooms open at 16:30.',
  'Please send the signed forms before Friday so that we can register every athlete with the federation in time.',
  'The new kits arrive next week; sizes follow the list the coaches sent, and the shirt numbers stay as they are.',
  'The away match starts at 11:00; the bus leaves the academy at 08:30 and comes back around 15:00.',
  'We moved the friendly to the indoor hall because of the rain forecast; the time stays the same.',
  'Three athletes still need a medical certificate; I attached the form the clinic asked us to use.',
  'The camp runs for two weeks in July with two sessions a day, lunch included, for ages 8 to 14.',
  'The parents day photos are in the shared folder; please tell me if any family asked not to be shown.',
  'The referee course takes six evenings and ends with an exam; the federation covers half of the fee.',
  'Thank you for the quick answer, I will let the coaches know and confirm the schedule tomorrow.',
];

/** Grows a database holding the demo seed to `size` mails. Run once per database. */
export async function seedMail(
  target: FederationTarget,
  size: MailSize = MAIL_VOLUME,
): Promise<MailSeedResult> {
  const startedAt = performance.now();
  const kartal = DEMO_ORGANIZATIONS.kartal.id;
  const admin = DEMO_PERSONAS.orgAdmin.id;
  let counts: { labelled: number; attachments: number } | undefined;
  await target.transaction(async (run) => {
    await run(`SET LOCAL maintenance_work_mem = '256MB'`);
    const secondary = (await run(
      `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
         JOIN pg_class c ON c.relname = i.indexname JOIN pg_index x ON x.indexrelid = c.oid
        WHERE i.schemaname = 'public' AND i.tablename = ANY($1::text[]) AND NOT x.indisunique`,
      [['mails', 'mail_files', 'mail_attachments']],
    )) as { name: string; definition: string }[];
    for (const index of secondary) await run(`DROP INDEX "${index.name}"`);

    // The bench users, numbered from 0 (the senders' and the owners' k).
    await run('CREATE TEMP TABLE bench_people (k int PRIMARY KEY, id uuid, address jsonb) ON COMMIT DROP');
    await run(
      `WITH inserted AS (
         INSERT INTO users (name, email, password_hash, avatar, organization_id)
         SELECT ($2::text[])[1 + n % 60] || ' ' || ($3::text[])[1 + (n / 60) % 60],
                'mail.bench' || n || '@kartal.example', '!bench: no sign-in',
                CASE WHEN n % 3 <> 0 THEN 'https://avatars.bench.example/' || n || '.png' END, $1::uuid
           FROM generate_series(0, $4::int - 1) AS n
         RETURNING id, name, lower(email::text) AS email, avatar)
       INSERT INTO bench_people (k, id, address)
       SELECT row_number() OVER (ORDER BY email) - 1 AS k, id,
              jsonb_build_object('email', email, 'name', name, 'userId', id, 'avatar', avatar) AS address
         FROM inserted`,
      [kartal, FIRST_NAMES, LAST_NAMES, size.users],
    );
    await run(
      `INSERT INTO mail_labels (owner_user_id, title, slug, color)
       SELECT p.id, l.title, l.slug, l.color::mail_label_color
         FROM bench_people p, unnest($1::text[], $2::text[], $3::text[]) AS l(title, slug, color)`,
      [0, 1, 2].map((column) => BENCH_LABELS.map((label) => label[column])),
    );

    // The boxes: an owner's folder and how many mails it gets.
    const [existing] = (await run(
      `SELECT (SELECT count(*) FROM mails)::int AS total,
              (SELECT count(*) FROM mails WHERE owner_user_id = $1 AND folder = 'inbox')::int AS inbox`,
      [admin],
    )) as { total: number; inbox: number }[];
    const adminBoxes: [string, number][] = [
      ['inbox', Math.max(0, size.inbox - (existing?.inbox ?? 0))],
      ...Object.entries(ADMIN_OTHERS),
    ];
    const adminMails = adminBoxes.reduce((sum, [, n]) => sum + n, 0);
    const rest = Math.max(0, size.total - (existing?.total ?? 0) - adminMails);
    await run(
      `CREATE TEMP TABLE bench_boxes ON COMMIT DROP AS
       SELECT u.id AS owner_id, jsonb_build_object('email', lower(u.email::text), 'name', u.name,
                'userId', u.id, 'avatar', u.avatar) AS owner_address,
              split_part(u.name, ' ', 1) AS first_name, b.k, b.folder::mail_folder AS folder, b.n,
              ${THREE_YEARS_S}.0 / greatest(b.n, 1) AS spacing
         FROM unnest($1::uuid[], $2::int[], $3::text[], $4::int[]) AS b(owner_id, k, folder, n)
         JOIN users u ON u.id = b.owner_id
        WHERE b.n > 0`,
      await boxes(run, admin, adminBoxes, rest, size.users),
    );
    await run(
      `CREATE TEMP TABLE bench_labels ON COMMIT DROP AS
       SELECT owner_user_id AS owner_id, array_agg(id ORDER BY slug) AS ids, count(*)::int AS n
         FROM mail_labels WHERE owner_user_id IN (SELECT owner_id FROM bench_boxes) GROUP BY owner_user_id`,
    );

    // The mails. A sent mail or a draft is from its owner to a bench user, the rest the other way.
    await run(
      `INSERT INTO mails (owner_user_id, conversation_id, folder, is_draft, from_address, to_addresses,
                          cc_addresses, date, subject, content, text_content, snippet, starred, important,
                          unread, label_ids)
       SELECT b.owner_id, gen_random_uuid(), b.folder, b.folder = 'drafts',
              CASE WHEN b.folder IN ('sent', 'drafts') THEN b.owner_address ELSE s.address END,
              jsonb_build_array(CASE WHEN b.folder IN ('sent', 'drafts') THEN s.address ELSE b.owner_address END),
              CASE WHEN i % 9 = 0 THEN jsonb_build_array(c.address) ELSE '[]'::jsonb END,
              $1::timestamptz - make_interval(secs => i * b.spacing + b.k),
              ($2::text[])[1 + (i + b.k) % ${SUBJECTS.length}],
              '<p>Hello ' || b.first_name || ',</p><p>' || p.first || '</p><p>' || p.second || '</p>',
              t.text, left(t.text, 200),
              i % 12 = 0, i % 10 = 3, b.folder = 'inbox' AND (i <= 300 OR i % 11 = 0),
              CASE WHEN b.folder = 'spam' OR i % 10 > 4 THEN '{}'::uuid[]
                   WHEN i % 10 = 4 THEN ARRAY[l.ids[1 + i % l.n], l.ids[1 + (i + 1) % l.n]]
                   ELSE ARRAY[l.ids[1 + i % l.n]] END
         FROM bench_boxes b
         CROSS JOIN LATERAL generate_series(1, b.n) AS i
         JOIN bench_people s ON s.k = (b.k + i * 7) % $4::int
         JOIN bench_people c ON c.k = (b.k + i * 13 + 1) % $4::int
         JOIN bench_labels l ON l.owner_id = b.owner_id
         CROSS JOIN LATERAL (SELECT ($3::text[])[1 + i % ${PARAGRAPHS.length}] AS first,
                                    ($3::text[])[1 + (i / ${PARAGRAPHS.length}) % ${PARAGRAPHS.length}] AS second) p
         CROSS JOIN LATERAL (SELECT 'Hello ' || b.first_name || ', ' || p.first || ' ' || p.second AS text) t`,
      [new Date(), SUBJECTS, PARAGRAPHS, size.users],
    );

    // One in 25 of this transaction's mails (created_at is the transaction's now()) has a file.
    await run(
      `CREATE TEMP TABLE bench_files ON COMMIT DROP AS
       SELECT m.id AS mail_id, m.owner_user_id, gen_random_uuid() AS file_id,
              coalesce((m.from_address->>'userId')::uuid, m.owner_user_id) AS uploader,
              row_number() OVER (ORDER BY m.id) AS n
         FROM mails m WHERE m.created_at = now() AND hashtext(m.id::text) % 25 = 0`,
    );
    await run(
      `INSERT INTO mail_files (id, organization_id, uploader_user_id, file_name, content_type, size_bytes,
                               charged_bytes, storage_key)
       SELECT f.file_id, $1::uuid, f.uploader,
              CASE WHEN f.n % 3 = 0 THEN 'photo-' || f.n || '.jpg' ELSE 'document-' || f.n || '.pdf' END,
              CASE WHEN f.n % 3 = 0 THEN 'image/jpeg' ELSE 'application/pdf' END,
              20000 + (f.n * 7919) % 900000, 0,
              'mail/bench/' || f.file_id || CASE WHEN f.n % 3 = 0 THEN '.jpg' ELSE '.pdf' END
         FROM bench_files f`,
      [kartal],
    );
    await run(
      `INSERT INTO mail_attachments (mail_id, file_id, owner_user_id, position)
       SELECT mail_id, file_id, owner_user_id, 0 FROM bench_files`,
    );
    for (const index of secondary) await run(index.definition);
    const [seeded] = (await run(
      `SELECT (SELECT count(*) FROM mails WHERE cardinality(label_ids) > 0)::int AS labelled,
              (SELECT count(*) FROM mail_attachments)::int AS attachments`,
    )) as { labelled: number; attachments: number }[];
    counts = seeded;
  });
  for (const table of GROWN_TABLES) await target.run(`VACUUM ANALYZE ${table}`);
  const [final] = (await target.run(
    `SELECT (SELECT count(*) FROM mails)::int AS total,
            (SELECT count(*) FROM mails WHERE owner_user_id = $1 AND folder = 'inbox')::int AS inbox`,
    [admin],
  )) as { total: number; inbox: number }[];
  return {
    total: final?.total ?? 0,
    inbox: final?.inbox ?? 0,
    users: size.users,
    labelled: counts?.labelled ?? 0,
    attachments: counts?.attachments ?? 0,
    ms: performance.now() - startedAt,
  };
}

/**
 * The boxes' columns (owner, k, folder, n): the organization admin's (k 0: their senders start with the
 * first bench user) and, for `rest` mails, every bench user's folders by SHARES.
 */
async function boxes(
  run: FederationTarget['run'],
  admin: string,
  adminBoxes: [string, number][],
  rest: number,
  users: number,
): Promise<[string[], number[], string[], number[]]> {
  const people = (await run('SELECT id, k::int AS k FROM bench_people ORDER BY k')) as {
    id: string;
    k: number;
  }[];
  const columns: [string[], number[], string[], number[]] = [[], [], [], []];
  const add = (owner: string, k: number, folder: string, n: number) => {
    columns[0].push(owner);
    columns[1].push(k);
    columns[2].push(folder);
    columns[3].push(n);
  };
  for (const [folder, n] of adminBoxes) add(admin, 0, folder, n);
  for (const person of people) {
    const mine = Math.floor(rest / users) + (person.k < rest % users ? 1 : 0);
    let left = mine;
    for (const [folder, share] of Object.entries(SHARES)) {
      const n = Math.floor(mine * share);
      add(person.id, person.k, folder, n);
      left -= n;
    }
    add(person.id, person.k, 'drafts', left);
  }
  return columns;
}
