import type { DataSource, Repository, UpdateQueryBuilder } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { AppError } from '../../shared/errors.js';
import { boundParams } from '../../shared/db/bind.js';
import { sanitizeHtml } from '../../shared/html.js';
import type { PubSub } from '../../shared/pubsub.js';
import type { Language } from '../../shared/language.js';
import { translatedEditsSql } from '../../shared/localized-text.js';
import { validate, isUuid } from '../../shared/validation.js';
import { InboxItemEntity, type InboxKind } from './inbox-item.entity.js';
import { ownInboxItems } from './inbox.policy.js';
import { createInboxItemSchema, updateInboxItemSchema } from './inbox.validation.js';

/** A notification the system adds for a user; `link` is an app path or an address. */
export interface SystemNotice {
  userId: string;
  title: { en: string; tr: string };
  description?: { en: string; tr: string };
  icon?: string;
  link?: string;
}

const noticeTopic = (userId: string) => `notification:${userId}`;

const NOUN: Record<InboxKind, string> = { message: 'Message', notification: 'Notification' };

/** The sanitised title; one that sanitising empties (only a script, say) counts as missing. */
function safeTitle(title: string): string {
  const clean = sanitizeHtml(title).trim();
  if (clean === '') {
    throw new AppError('BAD_USER_INPUT', 'Invalid input: title', {
      fieldErrors: { title: 'Title is required' },
    });
  }
  return clean;
}

const safeDescription = (description: string | null) =>
  description === null ? null : sanitizeHtml(description);

/**
 * Messages and notifications (spec 000 §3, §4): the same rules for both, told apart by `kind`. Every
 * statement is limited to the viewer's own rows (inbox.policy.ts).
 */
export class InboxService {
  private readonly items: Repository<InboxItemEntity>;

  constructor(
    dataSource: DataSource,
    private readonly pubsub: PubSub,
  ) {
    this.items = dataSource.getRepository(InboxItemEntity);
  }

  /**
   * Adds a notification for each user (from the system, not a request: the caller decides who is told)
   * and delivers it live to their open sessions. Text in English with its Turkish translation, so each
   * session reads it in its own language.
   */
  async notify(notices: readonly SystemNotice[]): Promise<void> {
    if (notices.length === 0) return;
    const saved = await this.items.save(
      notices.map((notice) =>
        this.items.create({
          userId: notice.userId,
          kind: 'notification',
          title: sanitizeHtml(notice.title.en),
          description: notice.description ? sanitizeHtml(notice.description.en) : null,
          translations: {
            tr: {
              title: sanitizeHtml(notice.title.tr),
              ...(notice.description ? { description: sanitizeHtml(notice.description.tr) } : {}),
            },
          },
          icon: notice.icon ?? null,
          image: null,
          link: notice.link ?? null,
          useRouter: notice.link?.startsWith('/') ?? false,
          time: new Date(),
          read: false,
          seen: false,
        }),
      ),
    );
    for (const item of saved) this.pubsub.publish(noticeTopic(item.userId), item);
  }

  /** The viewer's new notifications from now on. */
  watchNotifications(viewer: Viewer | null): AsyncIterableIterator<InboxItemEntity> {
    return this.pubsub.subscribe<InboxItemEntity>(noticeTopic(requireViewer(viewer).userId));
  }

  /** Newest first, one statement. */
  list(viewer: Viewer | null, kind: InboxKind): Promise<InboxItemEntity[]> {
    const own = ownInboxItems(requireViewer(viewer), kind);
    return this.items.find({ where: own, order: { time: 'DESC', createdAt: 'DESC', id: 'ASC' } });
  }

  async create(viewer: Viewer | null, kind: InboxKind, input: unknown): Promise<InboxItemEntity> {
    const own = ownInboxItems(requireViewer(viewer), kind);
    const data = validate(createInboxItemSchema, input);
    return this.items.save(
      this.items.create({
        ...own,
        title: safeTitle(data.title),
        description: safeDescription(data.description ?? null),
        icon: data.icon ?? null,
        image: data.image ?? null,
        link: data.link ?? null,
        useRouter: data.useRouter ?? false,
        time: data.time ?? new Date(),
        read: data.read ?? false,
        seen: data.seen ?? false,
      }),
    );
  }

  /**
   * Merges the patch. Title and description are edited as read in `language` (shared/localized-text.ts):
   * a changed one replaces the text in every language, one sent back as read keeps its translations.
   */
  async update(
    viewer: Viewer | null,
    kind: InboxKind,
    id: string,
    input: unknown,
    language: Language,
  ): Promise<InboxItemEntity> {
    const own = ownInboxItems(requireViewer(viewer), kind);
    const data = validate(updateInboxItemSchema, input);
    const changes: Partial<InboxItemEntity> = {};
    for (const key of ['icon', 'image', 'link', 'useRouter', 'time', 'read', 'seen'] as const) {
      if (data[key] !== undefined) Object.assign(changes, { [key]: data[key] });
    }
    const text: [column: 'title' | 'description', value: string | null][] = [];
    if (data.title !== undefined) text.push(['title', safeTitle(data.title)]);
    if (data.description !== undefined) text.push(['description', safeDescription(data.description)]);
    if (text.length === 0) return this.patch(own, id, changes);

    // One UPDATE … RETURNING, like patch(): the other fields, then the text as read in `language`.
    const { params, bind } = boundParams([this.checkedId(kind, id), own.userId, own.kind]);
    const sets = Object.entries(changes).map(([property, value]) => {
      const column = this.items.metadata.findColumnWithPropertyName(property);
      if (!column) throw new Error(`inbox_items has no column for ${property}`);
      return `"${column.databaseName}" = ${bind(value)}`;
    });
    const edits = text.map(([column, value]) => ({ column, value: bind(value) }));
    sets.push(...translatedEditsSql('i', bind(language), edits));
    const rows: Record<string, unknown>[] = await this.items.query(
      `WITH u AS (UPDATE inbox_items AS i SET ${sets.join(', ')}
                   WHERE i.id = $1 AND i.user_id = $2 AND i.kind = $3 RETURNING i.*)
       SELECT * FROM u`,
      params,
    );
    return this.found(
      kind,
      rows.map((row) => this.items.create(this.fromRaw(row))),
    );
  }

  /** Sets the read flag, or flips it when `read` is not given. */
  async toggleRead(
    viewer: Viewer | null,
    kind: InboxKind,
    id: string,
    read: boolean | null | undefined,
  ): Promise<InboxItemEntity> {
    const own = ownInboxItems(requireViewer(viewer), kind);
    if (typeof read === 'boolean') return this.patch(own, id, { read });
    const rows = await this.returning(
      this.items
        .createQueryBuilder()
        .update()
        .set({ read: () => 'NOT read' })
        .where('id = :id AND user_id = :userId AND kind = :kind', { id: this.checkedId(kind, id), ...own }),
    );
    return this.found(kind, rows);
  }

  async remove(viewer: Viewer | null, kind: InboxKind, id: string): Promise<boolean> {
    const own = ownInboxItems(requireViewer(viewer), kind);
    const result = await this.items.delete({ id: this.checkedId(kind, id), ...own });
    if (!result.affected) throw this.notFound(kind);
    return true;
  }

  /** Every entry of the kind read and seen (spec 000 §4), in one statement. */
  async markAllRead(viewer: Viewer | null, kind: InboxKind): Promise<boolean> {
    const own = ownInboxItems(requireViewer(viewer), kind);
    await this.items.update(own, { read: true, seen: true });
    return true;
  }

  /** One UPDATE … RETURNING: the ownership check and the change cannot be separated by another write. */
  private async patch(
    own: { userId: string; kind: InboxKind },
    id: string,
    changes: Partial<InboxItemEntity>,
  ): Promise<InboxItemEntity> {
    const checkedId = this.checkedId(own.kind, id);
    if (Object.keys(changes).length === 0) {
      const row = await this.items.findOneBy({ id: checkedId, ...own });
      if (!row) throw this.notFound(own.kind);
      return row;
    }
    const rows = await this.returning(
      this.items
        .createQueryBuilder()
        .update()
        .set(changes)
        .where('id = :id AND user_id = :userId AND kind = :kind', { id: checkedId, ...own }),
    );
    return this.found(own.kind, rows);
  }

  private async returning(query: UpdateQueryBuilder<InboxItemEntity>): Promise<InboxItemEntity[]> {
    const result = await query.returning('*').execute();
    const raw = result.raw as Record<string, unknown>[];
    return raw.map((row) => this.items.create(this.fromRaw(row)));
  }

  private fromRaw(row: Record<string, unknown>): Partial<InboxItemEntity> {
    const entity: Record<string, unknown> = {};
    for (const column of this.items.metadata.columns) entity[column.propertyName] = row[column.databaseName];
    return entity as Partial<InboxItemEntity>;
  }

  private found(kind: InboxKind, rows: InboxItemEntity[]): InboxItemEntity {
    const [row] = rows;
    if (!row) throw this.notFound(kind);
    return row;
  }

  /** An id that is not even a UUID cannot exist: NOT_FOUND without asking the database. */
  private checkedId(kind: InboxKind, id: string): string {
    if (!isUuid(id)) throw this.notFound(kind);
    return id;
  }

  private notFound(kind: InboxKind): AppError {
    return new AppError('NOT_FOUND', `${NOUN[kind]} not found.`);
  }
}
