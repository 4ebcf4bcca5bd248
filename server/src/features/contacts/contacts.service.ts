import { boundParams } from '../../shared/db/bind.js';
import { statements, type Statements } from '../../shared/db/statements.js';
import type { DataSource, EntityMetadata, ObjectLiteral } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { likePattern } from '../../shared/db/like.js';
import {
  decodeCursor,
  encodeCursor as encodeListCursor,
  type Page,
  type SortKey,
} from '../../shared/db/paging.js';
import { hydrate } from '../../shared/db/rows-by-id.js';
import { AppError, notFound } from '../../shared/errors.js';
import type { Language } from '../../shared/language.js';
import { translatedEditsSql } from '../../shared/localized-text.js';
import { isUuid, validate } from '../../shared/validation.js';
import type { TagsService } from '../tags/index.js';
import { AVATAR_TYPE_MESSAGE } from '../../shared/avatar.js';
import { ContactEntity } from './contact.entity.js';
import { contactsOfOrganization, contactsReadableBy, contactsWritableBy } from './contacts.policy.js';
import {
  avatarUploadSchema,
  contactPatchSchema,
  contactsPageSchema,
  type ContactPatchData,
} from './contacts.validation.js';
import { CountryEntity } from './country.entity.js';

/** One page of contacts, as the ContactConnection type serves it. */
export type ContactPage = Page<ContactEntity>;

export const NEW_CONTACT_NAME = 'New Contact';

/** The contacts' one order: the alphabet (contacts_organization_sort_idx); the cursor holds the name. */
const CONTACT_ORDER: SortKey = { key: 'c.sort_key', direction: 'ASC', cast: 'text' };

/** The page cursor (shared/db/paging.ts) after a contact: its name and id. */
export function encodeCursor(contact: Pick<ContactEntity, 'name' | 'id'>): string {
  return encodeListCursor(CONTACT_ORDER, contact.name, contact.id);
}

/**
 * Every column under its property name, read from the alias `c` (the entity's columns but the sort key,
 * which is never read). The birthday is formatted by the database: the driver would turn a `date` into
 * a JavaScript Date at local midnight, which shifts the day in any zone west or east of the server's.
 */
const CONTACT_COLUMNS = {
  id: 'c.id AS "id"',
  organizationId: 'c.organization_id AS "organizationId"',
  name: 'c.name AS "name"',
  avatar: 'c.avatar AS "avatar"',
  background: 'c.background AS "background"',
  emails: 'c.emails AS "emails"',
  phoneNumbers: 'c.phone_numbers AS "phoneNumbers"',
  title: 'c.title AS "title"',
  company: 'c.company AS "company"',
  birthday: `to_char(c.birthday, 'YYYY-MM-DD') AS "birthday"`,
  address: 'c.address AS "address"',
  notes: 'c.notes AS "notes"',
  tagIds: 'c.tag_ids AS "tagIds"',
  createdAt: 'c.created_at AS "createdAt"',
  updatedAt: 'c.updated_at AS "updatedAt"',
  translations: 'c.translations AS "translations"',
} as const satisfies Record<Exclude<keyof ContactEntity, 'sortKey' | 'organization'>, string>;

export type ContactColumn = keyof typeof CONTACT_COLUMNS;

/** The columns behind each Contact field; translated text also needs the translations. */
const FIELD_COLUMNS: Record<string, readonly ContactColumn[]> = {
  id: ['id'],
  name: ['name'],
  avatar: ['avatar'],
  background: ['background'],
  emails: ['emails'],
  phoneNumbers: ['phoneNumbers'],
  title: ['title', 'translations'],
  company: ['company', 'translations'],
  birthday: ['birthday'],
  address: ['address'],
  notes: ['notes', 'translations'],
  tags: ['tagIds'],
};

/**
 * The columns a selection of Contact fields needs. A field this map does not know (one added to the
 * schema later) reads every column, so it can never answer from a column that was not read.
 */
export function columnsForFields(fields: Iterable<string>): ContactColumn[] | undefined {
  const columns: ContactColumn[] = [];
  for (const field of fields) {
    if (field === '__typename') continue;
    const needed = FIELD_COLUMNS[field];
    if (!needed) return undefined;
    columns.push(...needed);
  }
  return columns;
}

/** The SELECT list of the given columns (all when absent), always with the id and name (the cursor). */
export function contactSelectList(columns?: Iterable<ContactColumn>): string {
  if (!columns) return Object.values(CONTACT_COLUMNS).join(', ');
  const wanted = new Set<ContactColumn>(['id', 'name', ...columns]);
  return (Object.keys(CONTACT_COLUMNS) as ContactColumn[])
    .filter((column) => wanted.has(column))
    .map((column) => CONTACT_COLUMNS[column])
    .join(', ');
}

/** The statements of one contacts page (ContactsService.page), apart so the bench runs the same SQL. */
export interface ContactPageStatements {
  rowsSql: string;
  params: unknown[];
  /** The count on its own (run alongside the rows unless the trigram path counts in the rows). */
  countSql: string;
  countParams: unknown[];
  /** A query of 3 or more characters: the rows statement also counts (matchCount on each row). */
  trigram: boolean;
}

export function contactPageStatements(page: {
  /** The SELECT list over the alias `c`. */
  columns: string;
  organizationId: string;
  query?: string | null;
  cursor: [name: string, id: string] | null;
  first: number;
  counting: boolean;
}): ContactPageStatements {
  const { columns, organizationId, query, cursor, first, counting } = page;
  const params: unknown[] = [organizationId];
  const filters = [contactsOfOrganization('$1')];
  if (query) {
    params.push(likePattern(query));
    filters.push(`c.name ILIKE $${params.length}`);
  }
  const matching = filters.join(' AND ');
  const countSql = `SELECT count(*)::int AS "count" FROM contacts c WHERE ${matching}`;
  const countParams = [...params];
  const afterCursor: string[] = [];
  if (cursor) {
    params.push(...cursor);
    afterCursor.push(`(c.sort_key, c.id) > (arena_sort_key($${params.length - 1}), $${params.length}::uuid)`);
  }
  params.push(first + 1);
  const limit = `ORDER BY c.sort_key, c.id LIMIT $${params.length}`;
  // A query of 3 or more characters is served by the trigram index: the keys of its matches are
  // collected and sorted first, and only the page's rows are read, instead of walking the alphabet
  // index and testing every name until a page is full (which the planner picks too often). The count
  // comes from the same collected matches, so the index is searched once.
  const trigram = !!query && [...query].length >= 3;
  const rowsSql = trigram
    ? `WITH m AS MATERIALIZED (SELECT c.id, c.sort_key FROM contacts c WHERE ${matching}),
            p AS (SELECT c.id, c.sort_key FROM m c
                   ${afterCursor.length ? `WHERE ${afterCursor.join('')}` : ''} ${limit})
       SELECT ${columns}${counting ? ', (SELECT count(*)::int FROM m) AS "matchCount"' : ''}
         FROM p JOIN contacts c ON c.id = p.id ORDER BY p.sort_key, p.id`
    : `SELECT ${columns} FROM contacts c WHERE ${[matching, ...afterCursor].join(' AND ')} ${limit}`;
  return { rowsSql, params, countSql, countParams, trigram };
}

type Assignment = [column: string, value: unknown, cast?: string];

/** Edits of translated text (title, company, notes) as read in a language (shared/localized-text.ts). */
interface TextEdits {
  language: Language;
  edits: [column: string, value: string | null][];
}

/** The patch's translated text fields, apart: they are edited as read in the request's language. */
function textEdits(data: ContactPatchData, language: Language): TextEdits {
  const edits: TextEdits['edits'] = [];
  if (data.title !== undefined) edits.push(['title', data.title]);
  if (data.company !== undefined) edits.push(['company', data.company]);
  if (data.notes !== undefined) edits.push(['notes', data.notes]);
  return { language, edits };
}

/** The patch's other fields as column assignments; values are bound parameters, never SQL text. */
function assignments(data: ContactPatchData, tagIds: string[] | undefined): Assignment[] {
  const set: Assignment[] = [];
  if (data.avatar && 'dataUrl' in data.avatar) set.push(['avatar', data.avatar.dataUrl]);
  if (data.background !== undefined) set.push(['background', data.background]);
  if (data.name !== undefined) set.push(['name', data.name]);
  if (data.emails !== undefined) set.push(['emails', JSON.stringify(data.emails), 'jsonb']);
  if (data.phoneNumbers !== undefined)
    set.push(['phone_numbers', JSON.stringify(data.phoneNumbers), 'jsonb']);
  if (data.birthday !== undefined) set.push(['birthday', data.birthday, 'date']);
  if (data.address !== undefined) set.push(['address', data.address]);
  if (tagIds !== undefined) set.push(['tag_ids', tagIds, 'uuid[]']);
  return set;
}

/**
 * The organization's contact book (spec 001 §3, §5, §7), for its staff only (contacts.policy.ts):
 * anyone else reads an empty book and NOT_FOUND for a contact; changes need the `write` permission and
 * deleting `delete`. Every statement names the organization, so another organization's contact answers
 * exactly like a missing one.
 */
export class ContactsService {
  private readonly metadata: EntityMetadata;
  private readonly columns: string;

  private readonly statements: Statements;

  constructor(
    private readonly dataSource: DataSource,
    private readonly tags: TagsService,
    options: { preparedStatements?: boolean } = {},
  ) {
    this.statements = statements(dataSource, options.preparedStatements ?? false);
    this.metadata = dataSource.getMetadata(ContactEntity);
    this.columns = contactSelectList();
  }

  /**
   * Sorted by name in alphabet order (arena_sort_key: Turkish letters after their base letter, other
   * accents folded, case ignored), then id; keyset pagination on that pair, served by
   * contacts_organization_sort_idx,
   * and a case-insensitive substring filter on the name served by contacts_name_trgm_idx. Two statements
   * (the rows and, unless `count` is false, the count; totalCount is then 0) whatever
   * the page size.
   */
  async page(
    viewer: Viewer | null,
    args: { query?: string | null; first?: number | null; after?: string | null },
    options: { count?: boolean; fields?: ReadonlySet<string> } = {},
  ): Promise<ContactPage> {
    const organizationId = contactsReadableBy(viewer);
    const { query, first, after } = validate(contactsPageSchema, args);
    const decoded = after ? decodeCursor(after, CONTACT_ORDER) : null;
    const cursor: [string, string] | null = decoded ? [decoded.key ?? '', decoded.id] : null;
    if (organizationId === null) return { nodes: [], totalCount: 0, endCursor: null };

    const counting = options.count !== false;
    const { rowsSql, params, countSql, countParams, trigram } = contactPageStatements({
      columns: options.fields ? contactSelectList(columnsForFields(options.fields)) : this.columns,
      organizationId,
      query,
      cursor,
      first,
      counting,
    });
    const countSeparately = counting && !trigram;
    const [rows, counted] = await Promise.all([
      this.statements(rowsSql, params),
      countSeparately ? this.statements<{ count: number }>(countSql, countParams) : null,
    ]);
    let totalCount = counted?.[0]?.count ?? 0;
    if (counting && trigram) {
      const fromRows = rows[0]?.matchCount as number | undefined;
      // An empty page carries no count: none match, unless the cursor is past the last match.
      totalCount =
        fromRows ??
        (cursor
          ? ((await this.dataSource.query<{ count: number }[]>(countSql, countParams))[0]?.count ?? 0)
          : 0);
    }
    const nodes = rows.slice(0, first).map(({ matchCount: _count, ...row }) => this.toEntity(row));
    const last = nodes.at(-1);
    return {
      nodes,
      totalCount,
      endCursor: rows.length > first && last ? encodeCursor(last) : null,
    };
  }

  async get(viewer: Viewer | null, id: string): Promise<ContactEntity> {
    const organizationId = contactsReadableBy(viewer);
    if (organizationId === null || !isUuid(id)) throw notFound('Contact');
    const [row] = await this.dataSource.query<ObjectLiteral[]>(
      `SELECT ${this.columns} FROM contacts c WHERE c.id = $1 AND ${contactsOfOrganization('$2')}`,
      [id, organizationId],
    );
    if (!row) throw notFound('Contact');
    return this.toEntity(row);
  }

  /** An empty contact named 'New Contact': empty lists, every other field null. */
  async create(viewer: Viewer | null): Promise<ContactEntity> {
    const organizationId = contactsWritableBy(viewer);
    const [row] = await this.dataSource.query<ObjectLiteral[]>(
      `WITH c AS (INSERT INTO contacts (organization_id, name) VALUES ($1, $2) RETURNING *)
       SELECT ${this.columns} FROM c`,
      [organizationId, NEW_CONTACT_NAME],
    );
    return this.toEntity(row ?? {});
  }

  /**
   * Merges the patch: one UPDATE that also checks the organization (after the tag ids are checked).
   * Title, company and notes are edited as read in `language`: a changed one replaces the text in every
   * language, one sent back as read (a whole contact echoed) keeps its translations.
   */
  async update(
    viewer: Viewer | null,
    id: string,
    patch: unknown,
    language: Language,
  ): Promise<ContactEntity> {
    const organizationId = contactsWritableBy(viewer);
    const data = validate(contactPatchSchema, patch);
    if (!isUuid(id)) throw notFound('Contact');
    const tagIds =
      data.tags === undefined ? undefined : await this.tags.checkIds(organizationId, 'contact', data.tags);
    const set = assignments(data, tagIds);
    const text = textEdits(data, language);
    const unchangedAvatar = data.avatar && 'unchanged' in data.avatar ? data.avatar.unchanged : undefined;
    if (set.length === 0 && text.edits.length === 0 && unchangedAvatar === undefined) {
      return this.get(viewer, id);
    }
    return this.write(organizationId, id, set, unchangedAvatar, text);
  }

  async remove(viewer: Viewer | null, id: string): Promise<boolean> {
    const organizationId = contactsWritableBy(viewer, 'delete');
    if (!isUuid(id)) throw notFound('Contact');
    const result = await this.dataSource.getRepository(ContactEntity).delete({ id, organizationId });
    if (!result.affected) throw notFound('Contact');
    return true;
  }

  /** Stores a checked, normalised data URL (avatar.ts) as the contact's avatar. */
  async uploadAvatar(viewer: Viewer | null, id: string, avatar: unknown): Promise<ContactEntity> {
    const organizationId = contactsWritableBy(viewer);
    const data = validate(avatarUploadSchema, { avatar });
    if (!isUuid(id)) throw notFound('Contact');
    return this.write(organizationId, id, [['avatar', data.avatar]]);
  }

  /** Reference data, the same for everyone signed in: country names and dial codes, no contact data. */
  countries(viewer: Viewer | null): Promise<CountryEntity[]> {
    requireViewer(viewer);
    return this.dataSource.getRepository(CountryEntity).find({ order: { name: 'ASC', iso: 'ASC' } });
  }

  /** One UPDATE … RETURNING that also checks the organization. */
  private async write(
    organizationId: string,
    id: string,
    set: Assignment[],
    unchangedAvatar?: string,
    text?: TextEdits,
  ): Promise<ContactEntity> {
    const { params, bind } = boundParams([id, organizationId]);
    const columns = set.map(([column, value, cast]) => `"${column}" = ${bind(value, cast)}`);
    if (text && text.edits.length > 0) {
      const edits = text.edits.map(([column, value]) => ({ column, value: bind(value) }));
      columns.push(...translatedEditsSql('contacts', bind(text.language), edits));
    }
    const conditions = ['id = $1', contactsOfOrganization('$2', '')];
    // A same-site avatar path is only accepted as the current one (a whole contact sent back).
    if (unchangedAvatar !== undefined)
      conditions.push(`avatar IS NOT DISTINCT FROM ${bind(unchangedAvatar)}`);
    const [row] = await this.dataSource.query<ObjectLiteral[]>(
      `WITH c AS (UPDATE contacts SET ${[...columns, 'updated_at = now()'].join(', ')}
                   WHERE ${conditions.join(' AND ')} RETURNING *)
       SELECT ${this.columns} FROM c`,
      params,
    );
    if (row) return this.toEntity(row);
    if (unchangedAvatar !== undefined && (await this.exists(organizationId, id))) {
      throw new AppError('BAD_USER_INPUT', 'Invalid input: avatar', {
        fieldErrors: { avatar: AVATAR_TYPE_MESSAGE },
      });
    }
    throw notFound('Contact');
  }

  private async exists(organizationId: string, id: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM contacts WHERE id = $1 AND ${contactsOfOrganization('$2', '')}`,
      [id, organizationId],
    );
    return rows.length > 0;
  }

  private toEntity(row: ObjectLiteral): ContactEntity {
    return hydrate<ContactEntity>(this.metadata, row);
  }
}
