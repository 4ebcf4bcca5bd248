import type { DataSource, EntityManager } from 'typeorm';
import { folderId, type MailFolderSlug } from './mail.constants.js';
import type { MailAddressValue } from './mail.entity.js';

// The feature's statements and their pieces: the columns every read takes under the alias `m`, the
// hydration into the contract's Mail, and the attachments of a set of copies (one statement).

/** A file attached to a mail, as the API answers it. */
export interface MailAttachmentNode {
  id: string;
  type: string;
  name: string;
  size: number;
  preview: string | null;
  downloadUrl: string;
}

/** A mail as the API answers it (schema/mail.graphql `Mail`). */
export interface MailNode {
  id: string;
  type: 'mail';
  conversationId: string;
  from: MailAddressValue;
  to: MailAddressValue[];
  cc: MailAddressValue[];
  bcc: MailAddressValue[];
  ccCount: number;
  bccCount: number;
  date: Date;
  subject: string;
  content: string;
  snippet: string;
  attachments: MailAttachmentNode[];
  starred: boolean;
  important: boolean;
  unread: boolean;
  folder: string;
  folderSlug: MailFolderSlug;
  labels: string[];
  inReplyTo: string | null;
}

/** The row every read selects (before its attachments are read). */
export interface MailRow {
  id: string;
  conversationId: string;
  folder: MailFolderSlug;
  isDraft: boolean;
  fromAddress: MailAddressValue;
  toAddresses: MailAddressValue[];
  ccAddresses: MailAddressValue[];
  bccAddresses: MailAddressValue[];
  date: Date;
  subject: string;
  content: string;
  textContent: string;
  snippet: string;
  starred: boolean;
  important: boolean;
  unread: boolean;
  labelIds: string[];
  inReplyTo: string | null;
}

// uuid[] comes back as text[]: the driver has no parser for uuid arrays.
export const MAIL_COLUMNS = `m.id, m.conversation_id AS "conversationId", m.folder, m.is_draft AS "isDraft",
  m.from_address AS "fromAddress", m.to_addresses AS "toAddresses", m.cc_addresses AS "ccAddresses",
  m.bcc_addresses AS "bccAddresses", m.date, m.subject, m.content, m.text_content AS "textContent",
  m.snippet, m.starred, m.important, m.unread, m.label_ids::text[] AS "labelIds",
  m.in_reply_to AS "inReplyTo"`;

/**
 * What `query` searches: subject, sender and the body's text. The migration indexes exactly this
 * expression (pg_trgm GIN, mails_search_trgm_idx), so keep the two the same.
 */
export const MAIL_SEARCH_TEXT = `(m.subject || ' ' || coalesce(m.from_address->>'name', '') || ' ' || coalesce(m.from_address->>'email', '') || ' ' || m.text_content)`;

/** The URL that downloads an attachment (the route in index.ts): it answers only the mail's owner. */
export const attachmentUrl = (id: string) => `/api/apps/mailbox/attachments/${id}`;

export function attachmentNode(file: {
  id: string;
  contentType: string;
  fileName: string;
  sizeBytes: number;
}): MailAttachmentNode {
  const downloadUrl = attachmentUrl(file.id);
  return {
    id: file.id,
    type: file.contentType,
    name: file.fileName,
    size: Number(file.sizeBytes),
    preview: file.contentType.startsWith('image/') ? downloadUrl : null,
    downloadUrl,
  };
}

type Query = Pick<DataSource | EntityManager, 'query'>;

/** Rows of a raw statement: UPDATE and DELETE answer [rows, count] through TypeORM, the rest rows. */
export function rowsOf<Row>(result: unknown): Row[] {
  if (!Array.isArray(result)) return [];
  return (Array.isArray(result[0]) ? result[0] : result) as Row[];
}

/** The copies as the API answers them, with their attachments read in one statement. */
export async function hydrateMails(
  db: Query,
  ownerId: string,
  rows: readonly MailRow[],
): Promise<MailNode[]> {
  if (rows.length === 0) return [];
  const files = await db.query<
    { mailId: string; id: string; contentType: string; fileName: string; sizeBytes: number }[]
  >(
    `SELECT a.mail_id AS "mailId", f.id, f.content_type AS "contentType", f.file_name AS "fileName",
            f.size_bytes AS "sizeBytes"
       FROM mail_attachments a JOIN mail_files f ON f.id = a.file_id
      WHERE a.mail_id = ANY($1::uuid[]) AND a.owner_user_id = $2
      ORDER BY a.position, f.id`,
    [rows.map((row) => row.id), ownerId],
  );
  return rows.map((row) => ({
    id: row.id,
    type: 'mail',
    conversationId: row.conversationId,
    from: row.fromAddress,
    to: row.toAddresses,
    cc: row.ccAddresses,
    bcc: row.bccAddresses,
    ccCount: row.ccAddresses.length,
    bccCount: row.bccAddresses.length,
    date: row.date,
    subject: row.subject,
    content: row.content,
    snippet: row.snippet,
    attachments: files.filter((file) => file.mailId === row.id).map(attachmentNode),
    starred: row.starred,
    important: row.important,
    unread: row.unread,
    folder: folderId(row.folder),
    folderSlug: row.folder,
    labels: row.labelIds,
    inReplyTo: row.inReplyTo,
  }));
}

/** The owner's copies `ids` (any order), as rows; missing ones are left out. */
export async function mailRows(
  db: Query,
  ownerId: string,
  ids: readonly string[],
  lock = false,
): Promise<MailRow[]> {
  return db.query<MailRow[]>(
    `SELECT ${MAIL_COLUMNS} FROM mails m WHERE m.owner_user_id = $1 AND m.id = ANY($2::uuid[])
      ORDER BY m.id${lock ? ' FOR UPDATE' : ''}`,
    [ownerId, ids],
  );
}
