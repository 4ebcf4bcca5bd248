import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import { AppError, badInput, notFound } from '../../shared/errors.js';
import type { FileAnswer } from '../../shared/file-route.js';
import { readStored, removeStored, writeStored } from '../../shared/stored-files.js';
import { isUuid } from '../../shared/validation.js';
import { chargeStorage, releaseStorage, type StoredBytes } from '../organizations/index.js';
import { mailboxReader, mailboxWriter, ownedBy } from './mail.policy.js';
import { attachmentNode, type MailAttachmentNode } from './mail.sql.js';

// Attachments: one file per upload (the raw request body, its name in `?name=`, like the project's
// other upload routes), at most 10 MB, one of the accepted types as read from its bytes (never from its
// name or declared type; plain text and CSV, which have no signature, must be valid UTF-8 text without
// control characters and be named .txt or .csv). The bytes count toward the uploader's organization's
// plan quota in the transaction that writes the row (QUOTA_EXCEEDED before anything is written) and live
// under `DATA_DIR/files/mail/<organization>/<file>.<extension>`. A file is downloaded only by the owner
// of a copy that carries it, or by its uploader (an upload not attached yet).

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** An upload no mail carries is forgotten (and its bytes given back) after this long. */
export const STAGED_ATTACHMENT_HOURS = 24;

/** Accepted types by the extension file-type reads from the bytes. */
const BY_SIGNATURE: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
const TEXT_TYPES: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };
const ACCEPTED_MESSAGE =
  'A file must be an image (PNG, JPEG, GIF, WebP), a PDF, a text or CSV file, or a Word or Excel document';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function isPlainText(bytes: Buffer): boolean {
  try {
    return !CONTROL.test(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return false;
  }
}

/** The file's own name: no folder, no control characters, at most 200 characters. */
function cleanFileName(name: string | undefined, extension: string): string {
  const last = (name ?? '').split(/[/\\]/).pop() ?? '';
  const characters = Array.from(last).filter((char) => {
    const code = char.codePointAt(0)!;
    return code >= 0x20 && code !== 0x7f;
  });
  const clipped = characters.slice(0, 200).join('').trim();
  return clipped === '' ? `attachment.${extension}` : clipped;
}

/** What the bytes are: [extension, media type], or BAD_USER_INPUT. */
async function detect(bytes: Buffer, name: string | undefined): Promise<[string, string]> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    const type = BY_SIGNATURE[detected.ext];
    if (!type) throw badInput('file', ACCEPTED_MESSAGE, 'invalid_format');
    return [detected.ext, type];
  }
  const extension = (name ?? '').toLowerCase().split('.').pop() ?? '';
  const type = TEXT_TYPES[extension];
  if (!type || !isPlainText(bytes)) throw badInput('file', ACCEPTED_MESSAGE, 'invalid_format');
  return [extension, type];
}

export class MailAttachments {
  private readonly root: string;

  constructor(
    private readonly dataSource: DataSource,
    filesDir: string,
  ) {
    this.root = path.resolve(filesDir);
  }

  async upload(
    viewer: Viewer | null,
    fileName: string | undefined,
    bytes: Buffer,
  ): Promise<MailAttachmentNode> {
    const ownerId = mailboxWriter(viewer);
    const organizationId = viewer!.organizationId;
    if (organizationId === null) {
      throw new AppError('FORBIDDEN', 'Attachments are kept by an organization: you belong to none.');
    }
    if (bytes.length === 0) throw badInput('file', 'Choose a file', 'required');
    if (bytes.length > ATTACHMENT_MAX_BYTES)
      throw badInput('file', 'A file must be at most 10 MB', 'too_long');
    const [extension, contentType] = await detect(bytes, fileName);
    const id = randomUUID();
    const storageKey = `mail/${organizationId}/${id}.${extension}`;
    return this.dataSource.transaction(async (manager) => {
      await chargeStorage(manager, organizationId, bytes.length);
      await writeStored(this.root, storageKey, bytes);
      const [row] = await manager.query<
        { id: string; contentType: string; fileName: string; sizeBytes: number }[]
      >(
        `INSERT INTO mail_files (id, organization_id, uploader_user_id, file_name, content_type, size_bytes, charged_bytes, storage_key)
         VALUES ($1, $2, $3, $4, $5, $6, $6, $7)
         RETURNING id, content_type AS "contentType", file_name AS "fileName", size_bytes AS "sizeBytes"`,
        [
          id,
          organizationId,
          ownerId,
          cleanFileName(fileName, extension),
          contentType,
          bytes.length,
          storageKey,
        ],
      );
      return attachmentNode(row!);
    });
  }

  /** The bytes, for the owner of a copy carrying the file or its uploader; NOT_FOUND for anyone else. */
  async fileFor(viewer: Viewer | null, id: string): Promise<FileAnswer> {
    const ownerId = mailboxReader(viewer);
    if (ownerId === null || !isUuid(id)) throw notFound('Attachment');
    const [row] = await this.dataSource.query<
      { fileName: string; contentType: string; storageKey: string }[]
    >(
      `SELECT f.file_name AS "fileName", f.content_type AS "contentType", f.storage_key AS "storageKey"
         FROM mail_files f
        WHERE f.id = $1
          AND (EXISTS (SELECT 1 FROM mail_attachments a WHERE a.file_id = f.id AND ${ownedBy('$2', 'a')})
               OR (f.uploader_user_id = $2
                   AND NOT EXISTS (SELECT 1 FROM mail_attachments a WHERE a.file_id = f.id)))`,
      [id, ownerId],
    );
    const body = row ? await readStored(this.root, row.storageKey) : null;
    if (!row || !body) throw notFound('Attachment');
    return { fileName: row.fileName, contentType: row.contentType, size: body.length, body };
  }

  /**
   * The sweep (hourly): uploads no copy carries, older than STAGED_ATTACHMENT_HOURS, are deleted with
   * their bytes given back and their files removed. Answers how many went.
   */
  async sweep(now = new Date()): Promise<number> {
    const gone = await this.dataSource.transaction(async (manager) => {
      const rows = await manager.query<(StoredBytes & { storageKey: string })[]>(
        `WITH gone AS (
           DELETE FROM mail_files f
            WHERE f.created_at < $1::timestamptz - make_interval(hours => $2)
              AND NOT EXISTS (SELECT 1 FROM mail_attachments a WHERE a.file_id = f.id)
           RETURNING f.organization_id, f.charged_bytes, f.storage_key)
         SELECT organization_id AS "organizationId", charged_bytes AS bytes, storage_key AS "storageKey" FROM gone`,
        [now.toISOString(), STAGED_ATTACHMENT_HOURS],
      );
      await releaseStorage(
        manager,
        rows.filter((row) => Number(row.bytes) > 0),
      );
      return rows;
    });
    await removeStored(
      this.root,
      gone.map((row) => row.storageKey),
    );
    return gone.length;
  }
}
