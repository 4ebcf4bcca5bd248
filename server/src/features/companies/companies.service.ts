import type { DataSource, EntityMetadata, ObjectLiteral } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { boundParams } from '../../shared/db/bind.js';
import { likePattern } from '../../shared/db/like.js';
import { checkCursor, keysetPage, type Page } from '../../shared/db/paging.js';
import { hydrate, selectColumns } from '../../shared/db/rows-by-id.js';
import { notFound } from '../../shared/errors.js';
import { isUuid, validate } from '../../shared/validation.js';
import {
  companiesReadableCondition,
  isSponsorAdmin,
  sponsorsOrganization,
  sponsorshipsReadableCondition,
} from './companies.policy.js';
import {
  COMPANY_ORDER,
  SPONSORSHIP_ORDER,
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
export type { Page };

/** A sponsor as the public list shows it. */
export interface SponsorRecord {
  companyId: string;
  name: string;
  logo: string | null;
  website: string | null;
  tier: SponsorshipTier;
}

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
    checkCursor(parsed.after, COMPANY_ORDER[parsed.sort]);

    const { params, bind } = boundParams();
    const filters = [companiesReadableCondition(current, 'c', params)];
    if (!(parsed.includeArchived && isSponsorAdmin(current))) filters.push('c.archived_at IS NULL');
    if (parsed.organizationId) filters.push(`c.organization_id = ${bind(parsed.organizationId, 'uuid')}`);
    if (parsed.query) {
      const pattern = bind(likePattern(parsed.query));
      filters.push(`(c.name ILIKE ${pattern} OR c.tax_number LIKE ${pattern})`);
    }
    const page = await keysetPage<ObjectLiteral>(this.dataSource, {
      select: this.companyColumns,
      from: 'companies c',
      where: filters,
      params,
      sort: COMPANY_ORDER[parsed.sort],
      id: 'c.id',
      first: parsed.first,
      after: parsed.after,
      count: options.count !== false,
    });
    return {
      ...page,
      nodes: page.nodes.map((row) => hydrate<CompanyEntity>(this.companyMetadata, row)),
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
    checkCursor(parsed.after, SPONSORSHIP_ORDER[parsed.sort]);

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
    const page = await keysetPage<ObjectLiteral>(this.dataSource, {
      select: this.sponsorshipColumns,
      from: 'sponsorships s JOIN companies c ON c.id = s.company_id',
      where: filters,
      params,
      sort: SPONSORSHIP_ORDER[parsed.sort],
      id: 's.id',
      first: parsed.first,
      after: parsed.after,
      count: options.count !== false,
    });
    return {
      ...page,
      nodes: page.nodes.map((row) => toSponsorship(this.sponsorshipMetadata, row)),
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
