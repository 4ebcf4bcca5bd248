import type { DataSource } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import { likePattern } from '../../shared/db/like.js';
import { keysetPage, type SortKey } from '../../shared/db/paging.js';
import { badInput, notFound } from '../../shared/errors.js';
import type { Language } from '../../shared/language.js';
import { isUuid, validate } from '../../shared/validation.js';
import {
  folderOf,
  MAIL_FILTERS,
  MAIL_FOLDERS,
  MAIL_LIMITS,
  type MailFilterSlug,
  type MailFolderSlug,
} from './mail.constants.js';
import type { MailAddressValue } from './mail.entity.js';
import { mailboxReader, ownedBy } from './mail.policy.js';
import {
  hydrateMails,
  MAIL_COLUMNS,
  MAIL_SEARCH_TEXT,
  mailRows,
  type MailNode,
  type MailRow,
} from './mail.sql.js';
import { listArgsSchema } from './mail.validation.js';

export interface MailFolderNode {
  id: string;
  title: string;
  slug: MailFolderSlug;
  icon: string;
  count: number;
}
export interface MailFilterNode {
  id: string;
  title: string;
  slug: MailFilterSlug;
  icon: string;
}
export interface MailConnectionNode {
  nodes: MailNode[];
  totalCount: number;
  endCursor: string | null;
}
export interface MailPageNode {
  mails: MailNode[];
  pagination: {
    totalResults: number;
    resultsPerPage: number;
    currentPage: number;
    lastPage: number;
    startIndex: number;
    endIndex: number;
  };
}

/** A mail as the top bar's search finds it (mail.search.ts). */
export interface MailSearchRow {
  id: string;
  folder: MailFolderSlug;
  subject: string;
  fromAddress: MailAddressValue;
  date: Date;
  unread: boolean;
}

/** Which mails a list shows: exactly one of a folder, a filter or a label, by slug. */
export interface MailSelection {
  folder?: string | null;
  filter?: string | null;
  label?: string | null;
  query?: string | null;
}

/** Newest first, by date then id (mails_owner_folder_date_idx). */
const NEWEST: SortKey = { key: 'm.date', direction: 'DESC', cast: 'timestamptz' };

/**
 * The viewer's mailbox as read (mail.policy.ts: every statement carries the viewer's own user id).
 * Filters starred and important leave Trash and Spam out; an unknown folder, filter or label slug is
 * BAD_USER_INPUT naming the argument.
 */
/**
 * A whole folder's count read from mail_folder_tallies (one row) instead of counting its mails; null
 * for a filter, a label or a search, which count their matches.
 */
function folderCountStatement(
  ownerId: string,
  selection: MailSelection,
  query: string | null | undefined,
): { text: string; params: unknown[] } | null {
  const folder = typeof selection.folder === 'string' ? folderOf(selection.folder) : undefined;
  if (!folder || query) return null;
  return {
    text: `SELECT coalesce((SELECT t.total FROM mail_folder_tallies t
                             WHERE ${ownedBy('$1', 't')} AND t.folder = $2::mail_folder), 0) AS "count"`,
    params: [ownerId, folder.slug],
  };
}

export class MailReads {
  constructor(private readonly dataSource: DataSource) {}

  folders(viewer: Viewer | null, language: Language): Promise<MailFolderNode[]> {
    const ownerId = mailboxReader(viewer);
    if (ownerId === null) return Promise.resolve([]);
    return this.folderCounts(ownerId, language);
  }

  filters(viewer: Viewer | null, language: Language): MailFilterNode[] {
    if (mailboxReader(viewer) === null) return [];
    return MAIL_FILTERS.map((filter) => ({ ...filter, title: filter.title[language] }));
  }

  /** Keyset pages: `first` 1..100 (10 by default), newest first. */
  async list(
    viewer: Viewer | null,
    args: MailSelection & { first?: number | null; after?: string | null },
  ): Promise<MailConnectionNode> {
    const { first, after, query } = validate(listArgsSchema, args);
    const ownerId = mailboxReader(viewer);
    const params: unknown[] = [ownerId];
    const where = await this.conditions(ownerId, { ...args, query }, params);
    if (ownerId === null || where === null) return { nodes: [], totalCount: 0, endCursor: null };
    const page = await keysetPage<MailRow>(this.dataSource, {
      select: MAIL_COLUMNS,
      from: 'mails m',
      where,
      params,
      sort: NEWEST,
      id: 'm.id',
      first,
      after,
      count: true,
      countStatement: folderCountStatement(ownerId, args, query),
    });
    return { ...page, nodes: await hydrateMails(this.dataSource, ownerId, page.nodes) };
  }

  /** Numbered pages of MAIL_LIMITS.pageSize (REST): past the last page, no mails. */
  async page(viewer: Viewer | null, args: MailSelection & { page?: number | null }): Promise<MailPageNode> {
    const { page, query } = validate(listArgsSchema, args);
    const ownerId = mailboxReader(viewer);
    const params: unknown[] = [ownerId];
    const where = await this.conditions(ownerId, { ...args, query }, params);
    const size = MAIL_LIMITS.pageSize;
    let total = 0;
    let rows: MailRow[] = [];
    if (ownerId !== null && where !== null) {
      const [counted] = await this.dataSource.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM mails m WHERE ${where.join(' AND ')}`,
        params,
      );
      total = counted?.count ?? 0;
      if ((page - 1) * size < total) {
        rows = await this.dataSource.query<MailRow[]>(
          `SELECT ${MAIL_COLUMNS} FROM mails m WHERE ${where.join(' AND ')}
            ORDER BY m.date DESC, m.id DESC LIMIT ${size} OFFSET $${params.length + 1}`,
          [...params, (page - 1) * size],
        );
      }
    }
    const lastPage = Math.max(1, Math.ceil(total / size));
    const startIndex = page > lastPage ? 0 : (page - 1) * size;
    return {
      mails: ownerId === null ? [] : await hydrateMails(this.dataSource, ownerId, rows),
      pagination: {
        totalResults: total,
        resultsPerPage: size,
        currentPage: page,
        lastPage,
        startIndex,
        endIndex: rows.length === 0 ? startIndex : startIndex + rows.length - 1,
      },
    };
  }

  async get(viewer: Viewer | null, id: string): Promise<MailNode> {
    const ownerId = mailboxReader(viewer);
    if (ownerId === null || !isUuid(id)) throw notFound('Mail');
    const [mail] = await hydrateMails(
      this.dataSource,
      ownerId,
      await mailRows(this.dataSource, ownerId, [id]),
    );
    if (!mail) throw notFound('Mail');
    return mail;
  }

  /**
   * The top bar's Mail group (mail.search.ts): the viewer's own mails whose subject, sender or text
   * contain `query` (trimmed, 2 to MAIL_LIMITS.query characters: the search feature checks) — the folder
   * search's own condition and trigram index — outside Trash and Spam like the mailbox's other lists that
   * span folders (the filters), newest first, at most `limit`, with how many match (counted in the same
   * statement: the sort reads every match anyway). Nothing for a viewer without a mailbox.
   */
  async search(
    viewer: Viewer | null,
    query: string,
    limit: number,
  ): Promise<{ rows: MailSearchRow[]; total: number }> {
    const ownerId = mailboxReader(viewer);
    if (ownerId === null) return { rows: [], total: 0 };
    const rows = await this.dataSource.query<(MailSearchRow & { total: number })[]>(
      `SELECT m.id, m.folder, m.subject, m.from_address AS "fromAddress", m.date, m.unread,
              count(*) OVER ()::int AS total
         FROM mails m
        WHERE ${ownedBy('$1')} AND m.folder NOT IN ('trash', 'spam') AND ${MAIL_SEARCH_TEXT} ILIKE $2
        ORDER BY m.date DESC, m.id DESC
        LIMIT $3`,
      [ownerId, likePattern(query), limit],
    );
    return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
  }

  /** Users of the viewer's organization and its contacts whose name or address contains the query. */
  async recipients(viewer: Viewer | null, query: string): Promise<MailAddressValue[]> {
    const text = query.trim();
    if (text.length > MAIL_LIMITS.query) {
      throw badInput('query', `Query must be at most ${MAIL_LIMITS.query} characters`, 'too_long');
    }
    const ownerId = mailboxReader(viewer);
    const organizationId = viewer?.organizationId ?? null;
    if (ownerId === null || organizationId === null || text === '') return [];
    const rows = await this.dataSource.query<MailAddressValue[]>(
      `SELECT email, name, "userId", avatar FROM (
         SELECT lower(u.email::text) AS email, u.name, u.id::text AS "userId", u.avatar, 0 AS source
           FROM users u
          WHERE u.organization_id = $1 AND u.account_status = 'active' AND u.id <> $4
            AND (u.name ILIKE $2 OR u.email::text ILIKE $2)
         UNION ALL
         SELECT lower(e->>'email'), c.name, NULL, c.avatar, 1
           FROM contacts c CROSS JOIN LATERAL jsonb_array_elements(c.emails) e
          WHERE c.organization_id = $1 AND e->>'email' IS NOT NULL AND e->>'email' <> ''
            AND (c.name ILIKE $2 OR e->>'email' ILIKE $2)
       ) hits
       ORDER BY source, name, email LIMIT $3`,
      [organizationId, likePattern(text), MAIL_LIMITS.recipientsAnswered * 2, ownerId],
    );
    const seen = new Set<string>();
    return rows
      .filter((row) => !seen.has(row.email) && seen.add(row.email))
      .slice(0, MAIL_LIMITS.recipientsAnswered);
  }

  /** The spec's counts: 0 for sent and trash, every mail of drafts and spam, unread mails of the inbox. */
  private async folderCounts(ownerId: string, language: Language): Promise<MailFolderNode[]> {
    const rows = await this.dataSource.query<{ folder: MailFolderSlug; total: number; unread: number }[]>(
      // Kept by the writes (migration MailFolderTallies1796700000000): one row per folder, never a count.
      `SELECT t.folder, t.total, t.unread FROM mail_folder_tallies t WHERE ${ownedBy('$1', 't')}`,
      [ownerId],
    );
    const count = (slug: MailFolderSlug) => {
      const row = rows.find((r) => r.folder === slug);
      if (!row) return 0;
      if (slug === 'inbox') return row.unread;
      return slug === 'drafts' || slug === 'spam' ? row.total : 0;
    };
    return MAIL_FOLDERS.map((folder) => ({
      ...folder,
      title: folder.title[language],
      count: count(folder.slug),
    }));
  }

  /**
   * The list's WHERE conditions (params gets their values), or null for a list that is empty whatever
   * the mailbox (no mailbox). Exactly one of folder, filter and label; BAD_USER_INPUT otherwise.
   */
  private async conditions(
    ownerId: string | null,
    selection: MailSelection,
    params: unknown[],
  ): Promise<string[] | null> {
    const given = (['folder', 'filter', 'label'] as const).filter(
      (key) => selection[key] !== undefined && selection[key] !== null,
    );
    if (given.length !== 1) {
      throw badInput(
        'folder',
        'Give exactly one of folder, filter or label',
        given.length === 0 ? 'required' : 'invalid',
      );
    }
    const bind = (value: unknown, cast = '') => {
      params.push(value);
      return `$${params.length}${cast}`;
    };
    const where = [ownedBy('$1')];
    if (typeof selection.folder === 'string') {
      const folder = folderOf(selection.folder);
      if (!folder) throw badInput('folder', 'Folder must be inbox, sent, drafts, spam or trash');
      where.push(`m.folder = ${bind(folder.slug)}::mail_folder`);
    } else if (typeof selection.filter === 'string') {
      const key = selection.filter.toLowerCase();
      const filter = MAIL_FILTERS.find((f) => f.slug === key || f.id === key);
      if (!filter) throw badInput('filter', 'Filter must be starred or important');
      where.push(
        filter.slug === 'starred' ? 'm.starred' : 'm.important',
        `m.folder NOT IN ('trash', 'spam')`,
      );
    } else {
      if (ownerId === null) return null;
      const label = selection.label!;
      const [found] = await this.dataSource.query<{ id: string }[]>(
        `SELECT l.id FROM mail_labels l
          WHERE ${ownedBy('$1', 'l')} AND (l.slug = $2 OR l.id::text = lower($2))`,
        [ownerId, label],
      );
      if (!found) throw badInput('label', 'No such label in your mailbox');
      // As the filters: a label's list leaves out what was thrown away or is spam.
      // Written as containment so that the GIN index on label_ids serves it.
      where.push(`m.label_ids @> ARRAY[${bind(found.id)}::uuid]`, `m.folder NOT IN ('trash', 'spam')`);
    }
    if (selection.query) where.push(`${MAIL_SEARCH_TEXT} ILIKE ${bind(likePattern(selection.query))}`);
    return ownerId === null ? null : where;
  }
}
