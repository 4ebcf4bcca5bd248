import type { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import { isUniqueViolation } from '../../shared/db/pg-errors.js';
import { conflict, notFound } from '../../shared/errors.js';
import { isUuid, validate } from '../../shared/validation.js';
import { labelSlug, uniqueSlug, type MailLabelColorValue, type MailLayoutValue } from './mail.constants.js';
import { mailboxReader, mailboxWriter, ownedBy } from './mail.policy.js';
import { rowsOf } from './mail.sql.js';
import { labelCreateSchema, labelUpdateSchema, settingsSchema } from './mail.validation.js';

export interface MailLabelNode {
  id: string;
  title: string;
  slug: string;
  color: MailLabelColorValue;
}
export interface MailSettingsNode {
  messageLayout: MailLayoutValue;
}

const LABEL_COLUMNS = 'l.id, l.title, l.slug, l.color';
const DEFAULT_SETTINGS: MailSettingsNode = { messageLayout: 'right' };

const duplicateTitle = () => conflict('title', 'A label with this title already exists');

/**
 * The slug for `title` among the owner's labels (but `exceptId`): the spec's rule, then -1, -2… on a
 * clash. Read under the owner's lock (labelsLock), so two writers cannot take the same one.
 */
async function freeSlug(manager: EntityManager, ownerId: string, title: string, exceptId: string | null) {
  const base = labelSlug(title);
  const rows = await manager.query<{ slug: string }[]>(
    `SELECT slug FROM mail_labels l WHERE ${ownedBy('$1', 'l')} AND (l.slug = $2 OR l.slug LIKE $3)
        AND ($4::uuid IS NULL OR l.id <> $4::uuid)`,
    [ownerId, base, `${base.replace(/[\\%_]/g, '\\$&')}-%`, exceptId],
  );
  return uniqueSlug(base, new Set(rows.map((row) => row.slug)));
}

/** Serialises the label writes of one mailbox (slug choice), for the transaction's length. */
const labelsLock = (manager: EntityManager, ownerId: string) =>
  manager.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [ownerId]);

/** Labels and settings of the viewer's mailbox. */
export class MailLabels {
  constructor(private readonly dataSource: DataSource) {}

  async list(viewer: Viewer | null): Promise<MailLabelNode[]> {
    const ownerId = mailboxReader(viewer);
    if (ownerId === null) return [];
    return this.dataSource.query<MailLabelNode[]>(
      `SELECT ${LABEL_COLUMNS} FROM mail_labels l WHERE ${ownedBy('$1', 'l')}
        ORDER BY lower(l.title), l.id`,
      [ownerId],
    );
  }

  async create(viewer: Viewer | null, input: unknown): Promise<MailLabelNode> {
    const ownerId = mailboxWriter(viewer);
    const data = validate(labelCreateSchema, input);
    return this.guard(async (manager) => {
      await labelsLock(manager, ownerId);
      await this.checkTitle(manager, ownerId, data.title, null);
      const slug = await freeSlug(manager, ownerId, data.title, null);
      const [label] = await manager.query<MailLabelNode[]>(
        `INSERT INTO mail_labels AS l (owner_user_id, title, slug, color) VALUES ($1, $2, $3, $4)
         RETURNING ${LABEL_COLUMNS}`,
        [ownerId, data.title, slug, data.color],
      );
      return label!;
    });
  }

  async update(viewer: Viewer | null, id: string, input: unknown): Promise<MailLabelNode> {
    const ownerId = mailboxWriter(viewer);
    const data = validate(labelUpdateSchema, input);
    if (!isUuid(id)) throw notFound('Label');
    return this.guard(async (manager) => {
      await labelsLock(manager, ownerId);
      const [current] = await manager.query<MailLabelNode[]>(
        `SELECT ${LABEL_COLUMNS} FROM mail_labels l WHERE l.id = $1 AND ${ownedBy('$2', 'l')} FOR UPDATE`,
        [id, ownerId],
      );
      if (!current) throw notFound('Label');
      const title = data.title ?? current.title;
      let slug = current.slug;
      if (typeof data.title === 'string' && data.title !== current.title) {
        await this.checkTitle(manager, ownerId, data.title, id);
        slug = await freeSlug(manager, ownerId, data.title, id);
      }
      const result: unknown = await manager.query(
        `UPDATE mail_labels l SET title = $3, slug = $4, color = $5 WHERE l.id = $1 AND ${ownedBy('$2', 'l')}
         RETURNING ${LABEL_COLUMNS}`,
        [id, ownerId, title, slug, data.color ?? current.color],
      );
      return rowsOf<MailLabelNode>(result)[0]!;
    });
  }

  /** Deletes the label and takes it off every mail of the mailbox, in one transaction. */
  async remove(viewer: Viewer | null, id: string): Promise<boolean> {
    const ownerId = mailboxWriter(viewer);
    if (!isUuid(id)) throw notFound('Label');
    return this.dataSource.transaction(async (manager) => {
      const gone = await manager.query<{ id: string }[]>(
        `WITH gone AS (DELETE FROM mail_labels l WHERE l.id = $1 AND ${ownedBy('$2', 'l')} RETURNING l.id)
         SELECT id FROM gone`,
        [id, ownerId],
      );
      if (gone.length === 0) throw notFound('Label');
      await manager.query(
        `UPDATE mails m SET label_ids = array_remove(m.label_ids, $1::uuid)
          WHERE ${ownedBy('$2')} AND $1::uuid = ANY(m.label_ids)`,
        [id, ownerId],
      );
      return true;
    });
  }

  /** The owner's label ids among `ids`; NOT_FOUND when one is not theirs. */
  async checkIds(
    manager: EntityManager | DataSource,
    ownerId: string,
    ids: readonly string[],
  ): Promise<string[]> {
    const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (wanted.length === 0) return [];
    if (!wanted.every(isUuid)) throw notFound('Label');
    const rows = await manager.query<{ id: string }[]>(
      `SELECT l.id FROM mail_labels l WHERE ${ownedBy('$1', 'l')} AND l.id = ANY($2::uuid[])`,
      [ownerId, wanted],
    );
    if (rows.length !== wanted.length) throw notFound('Label');
    return wanted;
  }

  async settings(viewer: Viewer | null): Promise<MailSettingsNode> {
    const ownerId = mailboxReader(viewer);
    if (ownerId === null) return DEFAULT_SETTINGS;
    const [row] = await this.dataSource.query<MailSettingsNode[]>(
      'SELECT message_layout AS "messageLayout" FROM mail_settings WHERE user_id = $1',
      [ownerId],
    );
    return row ?? DEFAULT_SETTINGS;
  }

  async updateSettings(viewer: Viewer | null, input: unknown): Promise<MailSettingsNode> {
    const ownerId = mailboxWriter(viewer);
    const data = validate(settingsSchema, input);
    const [row] = await this.dataSource.query<MailSettingsNode[]>(
      `INSERT INTO mail_settings AS s (user_id, message_layout) VALUES ($1, COALESCE($2::mail_message_layout, 'right'))
       ON CONFLICT (user_id) DO UPDATE SET message_layout = COALESCE($2::mail_message_layout, s.message_layout)
       RETURNING s.message_layout AS "messageLayout"`,
      [ownerId, data.messageLayout ?? null],
    );
    return row!;
  }

  private async checkTitle(manager: EntityManager, ownerId: string, title: string, exceptId: string | null) {
    const [taken] = await manager.query<unknown[]>(
      `SELECT 1 FROM mail_labels l WHERE ${ownedBy('$1', 'l')} AND lower(l.title) = lower($2)
          AND ($3::uuid IS NULL OR l.id <> $3::uuid)`,
      [ownerId, title, exceptId],
    );
    if (taken) throw duplicateTitle();
  }

  /** A transaction whose unique violation (a race on a title or slug) answers CONFLICT. */
  private async guard<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateTitle();
      throw error;
    }
  }
}
