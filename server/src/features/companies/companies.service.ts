import type { DataSource, EntityMetadata, ObjectLiteral } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { boundParams } from '../../shared/db/bind.js';
import { likePattern } from '../../shared/db/like.js';
import { hydrate, selectColumns } from '../../shared/db/rows-by-id.js';
import { AppError, notFound } from '../../shared/errors.js';
import { isUuid, validate } from '../../shared/validation.js';
import {
  companiesReadableCondition,
  isSponsorAdmin,
  sponsorsOrganization,
  sponsorshipsReadableCondition,
} from './companies.policy.js';
import {
  DATE_TEXT,
  TIMESTAMP_TEXT,
  decodeCursor,
  encodeCursor,
  sponsorshipColumns,
  toSponsorship,
  type SponsorshipRecord,
} from './companies.sql.js';
import { CompanyRows } from './companies.rows.js';
import { companiesPageSchema, sponsorshipsPageSchema } from './companies.validation.js';
import { CompanyWrites } from './companies.writes.js';
import { CompanyEntity } from './company.entity.js';
import { SponsorshipEntity, type SponsorshipTier } from './sponsorship.entity.js';
import { SponsorshipWrites } from './sponsorships.writes.js';

/** One page of a list, as the Connection types serve it. */
export interface Page<Node> {
  nodes: Node[];
  totalCount: number;
  endCursor: string | null;
}

/** A sponsor as the public list shows it. */
export interface SponsorRecord {
  companyId: string;
  name: string;
  logo: string | null;
  website: string | null;
  tier: SponsorshipTier;
}

const invalidCursor = () =>
  new AppError('BAD_USER_INPUT', 'Invalid input: after', {
    fieldErrors: { after: 'Cursor is not valid: pass the endCursor of the previous page' },
    fieldErrorCodes: { after: 'invalid' },
  });

/**
 * Sponsor companies, their contact users and their sponsorships (companies.policy.ts says who reads and
 * changes what): the lists and single reads here, the changes in `companyWrites` (companies.writes.ts)
 * and `sponsorshipWrites` (sponsorships.writes.ts).
 */
export class CompaniesService {
  private readonly companyMetadata: EntityMetadata;
  private readonly sponsorshipMetadata: EntityMetadata;
  private readonly companyColumns: string;
  private readonly sponsorshipColumns: string;
  readonly companyWrites: CompanyWrites;
  readonly sponsorshipWrites: SponsorshipWrites;

  constructor(private readonly dataSource: DataSource) {
    this.companyMetadata = dataSource.getMetadata(CompanyEntity);
    this.sponsorshipMetadata = dataSource.getMetadata(SponsorshipEntity);
    this.companyColumns = selectColumns(this.companyMetadata, 'c');
    this.sponsorshipColumns = sponsorshipColumns(this.sponsorshipMetadata, 's');
    const rows = new CompanyRows(dataSource);
    this.companyWrites = new CompanyWrites(dataSource, rows);
    this.sponsorshipWrites = new SponsorshipWrites(dataSource, rows);
  }

  // ——— companies ———

  /** Keyset pages in the asked order (then id); the readable rows only, in SQL. */
  async companies(viewer: Viewer | null, args: unknown, options: { count?: boolean } = {}) {
    const current = requireViewer(viewer);
    const parsed = validate(companiesPageSchema, args);
    const cursor = parsed.after ? decodeCursor(parsed.after, parsed.sort) : null;
    if (parsed.after && !cursor) throw invalidCursor();
    if (cursor && (parsed.sort === 'newest' || parsed.sort === 'oldest') && !TIMESTAMP_TEXT.test(cursor[0]))
      throw invalidCursor();

    const { params, bind } = boundParams();
    const filters = [companiesReadableCondition(current, 'c', params)];
    if (!(parsed.includeArchived && isSponsorAdmin(current))) filters.push('c.archived_at IS NULL');
    if (parsed.organizationId) filters.push(`c.organization_id = ${bind(parsed.organizationId, 'uuid')}`);
    if (parsed.query) {
      const pattern = bind(likePattern(parsed.query));
      filters.push(`(c.name ILIKE ${pattern} OR c.tax_number LIKE ${pattern})`);
    }
    const matching = filters.join(' AND ');
    const countParams = [...params];

    const byName = parsed.sort === 'name_asc' || parsed.sort === 'name_desc';
    const descending = parsed.sort === 'name_desc' || parsed.sort === 'newest';
    const key = byName ? 'arena_sort_key(c.name)' : 'c.created_at';
    const direction = descending ? 'DESC' : 'ASC';
    const pageFilters = [matching];
    if (cursor) {
      const value = byName ? `arena_sort_key(${bind(cursor[0])})` : bind(cursor[0], 'timestamptz');
      pageFilters.push(`(${key}, c.id) ${descending ? '<' : '>'} (${value}, ${bind(cursor[1], 'uuid')})`);
    }
    const limit = bind(parsed.first + 1, 'int');
    const [rows, counted] = await Promise.all([
      this.dataSource.query<ObjectLiteral[]>(
        `SELECT ${this.companyColumns}, ${byName ? 'c.name' : 'c.created_at::text'} AS "cursorValue"
           FROM companies c WHERE ${pageFilters.join(' AND ')}
          ORDER BY ${key} ${direction}, c.id ${direction} LIMIT ${limit}`,
        params,
      ),
      options.count === false
        ? null
        : this.dataSource.query<{ count: number }[]>(
            `SELECT count(*)::int AS count FROM companies c WHERE ${matching}`,
            countParams,
          ),
    ]);
    const page = rows.slice(0, parsed.first);
    const last = page.at(-1);
    return {
      nodes: page.map(({ cursorValue: _value, ...row }) => hydrate<CompanyEntity>(this.companyMetadata, row)),
      totalCount: counted?.[0]?.count ?? 0,
      endCursor:
        rows.length > parsed.first && last
          ? encodeCursor(parsed.sort, String(last.cursorValue), String(last.id))
          : null,
    } satisfies Page<CompanyEntity>;
  }

  async company(viewer: Viewer | null, id: string): Promise<CompanyEntity> {
    const current = requireViewer(viewer);
    if (!isUuid(id)) throw notFound('Company');
    const params: unknown[] = [id];
    const [row] = await this.dataSource.query<ObjectLiteral[]>(
      `SELECT ${this.companyColumns} FROM companies c
        WHERE c.id = $1 AND ${companiesReadableCondition(current, 'c', params)}`,
      params,
    );
    if (!row) throw notFound('Company');
    return hydrate<CompanyEntity>(this.companyMetadata, row);
  }

  // ——— sponsorships ———

  async sponsorships(viewer: Viewer | null, args: unknown, options: { count?: boolean } = {}) {
    const current = requireViewer(viewer);
    const parsed = validate(sponsorshipsPageSchema, args);
    const cursor = parsed.after ? decodeCursor(parsed.after, parsed.sort) : null;
    if (parsed.after && !cursor) throw invalidCursor();
    if (cursor && parsed.sort !== 'company_name' && !DATE_TEXT.test(cursor[0])) throw invalidCursor();

    const { params, bind } = boundParams();
    const filters = [sponsorshipsReadableCondition(current, 's', 'c', params)];
    if (!(parsed.includeArchived && isSponsorAdmin(current))) {
      filters.push('s.archived_at IS NULL AND c.archived_at IS NULL');
    }
    if (parsed.organizationId) filters.push(`s.organization_id = ${bind(parsed.organizationId, 'uuid')}`);
    if (parsed.companyId) filters.push(`s.company_id = ${bind(parsed.companyId, 'uuid')}`);
    if (parsed.scopeType) filters.push(`s.scope_type = ${bind(parsed.scopeType, 'sponsorship_scope_type')}`);
    if (parsed.scopeId) filters.push(`s.scope_id = ${bind(parsed.scopeId, 'uuid')}`);
    if (parsed.activeOn) {
      const day = bind(parsed.activeOn, 'date');
      filters.push(`s.starts_on <= ${day} AND (s.ends_on IS NULL OR s.ends_on >= ${day})`);
    }
    if (parsed.query) filters.push(`c.name ILIKE ${bind(likePattern(parsed.query))}`);
    const matching = filters.join(' AND ');
    const countParams = [...params];

    const byName = parsed.sort === 'company_name';
    const descending = parsed.sort === 'starts_desc';
    const key = byName ? 'arena_sort_key(c.name)' : 's.starts_on';
    const direction = descending ? 'DESC' : 'ASC';
    const pageFilters = [matching];
    if (cursor) {
      const value = byName ? `arena_sort_key(${bind(cursor[0])})` : bind(cursor[0], 'date');
      pageFilters.push(`(${key}, s.id) ${descending ? '<' : '>'} (${value}, ${bind(cursor[1], 'uuid')})`);
    }
    const limit = bind(parsed.first + 1, 'int');
    const from = 'sponsorships s JOIN companies c ON c.id = s.company_id';
    const [rows, counted] = await Promise.all([
      this.dataSource.query<ObjectLiteral[]>(
        `SELECT ${this.sponsorshipColumns},
                ${byName ? 'c.name' : `to_char(s.starts_on, 'YYYY-MM-DD')`} AS "cursorValue"
           FROM ${from} WHERE ${pageFilters.join(' AND ')}
          ORDER BY ${key} ${direction}, s.id ${direction} LIMIT ${limit}`,
        params,
      ),
      options.count === false
        ? null
        : this.dataSource.query<{ count: number }[]>(
            `SELECT count(*)::int AS count FROM ${from} WHERE ${matching}`,
            countParams,
          ),
    ]);
    const page = rows.slice(0, parsed.first);
    const last = page.at(-1);
    return {
      nodes: page.map(({ cursorValue: _value, ...row }) => toSponsorship(this.sponsorshipMetadata, row)),
      totalCount: counted?.[0]?.count ?? 0,
      endCursor:
        rows.length > parsed.first && last
          ? encodeCursor(parsed.sort, String(last.cursorValue), String(last.id))
          : null,
    } satisfies Page<SponsorshipRecord>;
  }

  async sponsorship(viewer: Viewer | null, id: string): Promise<SponsorshipRecord> {
    const current = requireViewer(viewer);
    if (!isUuid(id)) throw notFound('Sponsorship');
    const params: unknown[] = [id];
    const [row] = await this.dataSource.query<ObjectLiteral[]>(
      `SELECT ${this.sponsorshipColumns} FROM sponsorships s JOIN companies c ON c.id = s.company_id
        WHERE s.id = $1 AND ${sponsorshipsReadableCondition(current, 's', 'c', params)}`,
      params,
    );
    if (!row) throw notFound('Sponsorship');
    return toSponsorship(this.sponsorshipMetadata, row);
  }

  /** The organization's public sponsor list: companies with a sponsorship running today, best tier first. */
  async sponsors(viewer: Viewer | null, organizationId?: string | null): Promise<SponsorRecord[]> {
    if (organizationId !== undefined && organizationId !== null && !isUuid(organizationId)) {
      requireViewer(viewer);
      throw notFound('Organization');
    }
    const organization = sponsorsOrganization(viewer, organizationId);
    const exists = await this.dataSource.query<unknown[]>('SELECT 1 FROM organizations WHERE id = $1', [
      organization,
    ]);
    if (exists.length === 0) throw notFound('Organization');
    return this.dataSource.query<SponsorRecord[]>(
      `SELECT c.id AS "companyId", c.name, c.logo, c.website, min(s.tier) AS tier
         FROM sponsorships s JOIN companies c ON c.id = s.company_id
        WHERE s.organization_id = $1 AND c.archived_at IS NULL AND s.archived_at IS NULL
          AND s.starts_on <= current_date AND (s.ends_on IS NULL OR s.ends_on >= current_date)
        GROUP BY c.id
        ORDER BY min(s.tier), arena_sort_key(c.name), c.id`,
      [organization],
    );
  }
}
