import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import { badInput, notFound } from '../../shared/errors.js';
import { removeStored } from '../../shared/stored-files.js';
import { isUuid, validate } from '../../shared/validation.js';
import { releaseStorage, type StoredBytes } from '../organizations/index.js';
import { folderOf, type MailFolderSlug } from './mail.constants.js';
import type { MailLabels } from './mail.labels.js';
import { mailboxWriter, ownedBy } from './mail.policy.js';
import { hydrateMails, MAIL_COLUMNS, mailRows, rowsOf, type MailNode, type MailRow } from './mail.sql.js';
import { bulkSchema, flagsSchema, patchSchema } from './mail.validation.js';

/** The folder a move names (slug or id), or BAD_USER_INPUT on `field`. */
function targetFolder(value: string, field: string): MailFolderSlug {
  const folder = folderOf(value);
  if (!folder) throw badInput(field, 'Folder must be inbox, sent, drafts, spam or trash');
  return folder.slug;
}

/** A draft stays in Drafts or goes to Trash; a sent mail never becomes a draft. */
function checkMove(rows: readonly MailRow[], folder: MailFolderSlug, field: string) {
  for (const row of rows) {
    if (row.isDraft && folder !== 'drafts' && folder !== 'trash') {
      throw badInput(field, 'A draft can only go to Trash: send it instead');
    }
    if (!row.isDraft && folder === 'drafts')
      throw badInput(field, 'A sent or received mail cannot become a draft');
  }
}

/**
 * Files no copy names any more after a delete, among `fileIds`: deleted, and their bytes given back to
 * the organization charged, in the same transaction. Answers their storage keys, for the caller to
 * remove from disk once the transaction has committed.
 */
export async function releaseUnreferencedFiles(
  manager: EntityManager,
  fileIds: readonly string[],
): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const gone = await manager.query<(StoredBytes & { storageKey: string })[]>(
    `WITH gone AS (
       DELETE FROM mail_files f WHERE f.id = ANY($1::uuid[])
          AND NOT EXISTS (SELECT 1 FROM mail_attachments a WHERE a.file_id = f.id)
       RETURNING f.organization_id, f.charged_bytes, f.storage_key)
     SELECT organization_id AS "organizationId", charged_bytes AS bytes, storage_key AS "storageKey" FROM gone`,
    [fileIds],
  );
  await releaseStorage(
    manager,
    gone.filter((file) => Number(file.bytes) > 0),
  );
  return gone.map((file) => file.storageKey);
}

/** Changes of the viewer's copies: folder, flags, labels, and deleting forever. Every one in a transaction. */
export class MailChanges {
  private readonly root: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly labels: MailLabels,
    filesDir: string,
  ) {
    this.root = path.resolve(filesDir);
  }

  move(viewer: Viewer | null, ids: readonly string[], folderValue: string): Promise<MailNode[]> {
    const ownerId = mailboxWriter(viewer);
    const folder = targetFolder(folderValue, 'folder');
    return this.change(ownerId, ids, async (manager, rows, wanted) => {
      checkMove(rows, folder, 'folder');
      return this.update(manager, ownerId, wanted, ['folder = $3::mail_folder'], [folder]);
    });
  }

  setFlags(viewer: Viewer | null, ids: readonly string[], flags: unknown): Promise<MailNode[]> {
    const ownerId = mailboxWriter(viewer);
    const data = validate(flagsSchema, flags);
    return this.change(ownerId, ids, (manager, _rows, wanted) => {
      const { sets, values } = flagSets(data, 3);
      return this.update(manager, ownerId, wanted, sets, values);
    });
  }

  label(viewer: Viewer | null, ids: readonly string[], labelId: string, on: boolean): Promise<MailNode[]> {
    const ownerId = mailboxWriter(viewer);
    return this.change(ownerId, ids, async (manager, _rows, wanted) => {
      const [id] = await this.labels.checkIds(manager, ownerId, [labelId]);
      const set = on
        ? 'label_ids = CASE WHEN $3::uuid = ANY(label_ids) THEN label_ids ELSE array_append(label_ids, $3::uuid) END'
        : 'label_ids = array_remove(label_ids, $3::uuid)';
      return this.update(manager, ownerId, wanted, [set], [id]);
    });
  }

  /** REST PATCH of one mail: flags, folder, labels (replacing the list). */
  updateOne(viewer: Viewer | null, id: string, patch: unknown): Promise<MailNode> {
    const ownerId = mailboxWriter(viewer);
    const data = validate(patchSchema, patch);
    const folder = typeof data.folder === 'string' ? targetFolder(data.folder, 'folder') : null;
    return this.change(ownerId, [id], async (manager, rows, wanted) => {
      const { sets, values } = flagSets(data, 3);
      if (folder) {
        checkMove(rows, folder, 'folder');
        values.push(folder);
        sets.push(`folder = $${values.length + 2}::mail_folder`);
      }
      if (data.labels) {
        values.push(await this.labels.checkIds(manager, ownerId, data.labels));
        sets.push(`label_ids = $${values.length + 2}::uuid[]`);
      }
      return this.update(manager, ownerId, wanted, sets, values);
    }).then((mails) => mails[0]!);
  }

  /**
   * Deletes copies forever: only those in Trash, or drafts (BAD_USER_INPUT otherwise, nothing deleted).
   * Files no copy names any more are deleted and their bytes given back. Answers the ids.
   */
  async remove(viewer: Viewer | null, ids: readonly string[]): Promise<string[]> {
    const ownerId = mailboxWriter(viewer);
    const wanted = checkIds(ids);
    const removed = await this.dataSource.transaction(async (manager) => {
      const rows = await mailRows(manager, ownerId, wanted, true);
      if (rows.length !== wanted.length) throw notFound('Mail');
      if (rows.some((row) => row.folder !== 'trash' && row.folder !== 'drafts')) {
        throw badInput('ids', 'Only mails in Trash, and drafts, can be deleted forever');
      }
      const files = await manager.query<{ fileId: string }[]>(
        `SELECT DISTINCT file_id AS "fileId" FROM mail_attachments a
          WHERE ${ownedBy('$1', 'a')} AND a.mail_id = ANY($2::uuid[])`,
        [ownerId, wanted],
      );
      await manager.query(`DELETE FROM mails m WHERE ${ownedBy('$1')} AND m.id = ANY($2::uuid[])`, [
        ownerId,
        wanted,
      ]);
      return releaseUnreferencedFiles(
        manager,
        files.map((file) => file.fileId),
      );
    });
    // After the commit: a file whose row is gone is never read again; one left behind is only disk.
    await removeStored(this.root, removed);
    return wanted;
  }

  /** Locks the owner's copies `ids` (NOT_FOUND when one is not theirs), runs `work`, answers the copies. */
  private change(
    ownerId: string,
    ids: readonly string[],
    work: (manager: EntityManager, rows: MailRow[], wanted: string[]) => Promise<MailNode[]>,
  ): Promise<MailNode[]> {
    const wanted = checkIds(ids);
    return this.dataSource.transaction(async (manager) => {
      const rows = await mailRows(manager, ownerId, wanted, true);
      if (rows.length !== wanted.length) throw notFound('Mail');
      const changed = await work(manager, rows, wanted);
      const order = new Map(wanted.map((id, index) => [id, index]));
      return changed.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    });
  }

  private async update(
    manager: EntityManager,
    ownerId: string,
    ids: string[],
    sets: string[],
    values: unknown[],
  ): Promise<MailNode[]> {
    if (sets.length === 0) return hydrateMails(manager, ownerId, await mailRows(manager, ownerId, ids));
    const result: unknown = await manager.query(
      `UPDATE mails m SET ${sets.join(', ')}, updated_at = now()
        WHERE ${ownedBy('$1')} AND m.id = ANY($2::uuid[]) RETURNING ${MAIL_COLUMNS}`,
      [ownerId, ids, ...values],
    );
    return hydrateMails(manager, ownerId, rowsOf<MailRow>(result));
  }
}

/** 1..500 ids; one that is not a UUID names no mail of the viewer's: NOT_FOUND. */
function checkIds(ids: readonly string[]): string[] {
  const wanted = validate(bulkSchema, { ids }).ids;
  if (!wanted.every(isUuid)) throw notFound('Mail');
  return wanted;
}

/** SET pieces for the flags given, their values bound from `$first`. */
function flagSets(
  flags: { starred?: boolean | null; important?: boolean | null; unread?: boolean | null },
  first: number,
) {
  const sets: string[] = [];
  const values: unknown[] = [];
  for (const flag of ['starred', 'important', 'unread'] as const) {
    const value = flags[flag];
    if (value === undefined || value === null) continue;
    values.push(value);
    sets.push(`${flag} = $${first + values.length - 1}::boolean`);
  }
  return { sets, values };
}
