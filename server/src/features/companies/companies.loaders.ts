import DataLoader from 'dataloader';
import type { DataSource, ObjectLiteral } from 'typeorm';
import { hydrate, rowsById, selectColumns } from '../../shared/db/rows-by-id.js';
import { sponsorshipColumns, toSponsorship, type SponsorshipRecord } from './companies.sql.js';
import { CompanyContactEntity } from './company-contact.entity.js';
import { CompanyEntity } from './company.entity.js';
import { SponsorshipEntity, type SponsorshipScopeType } from './sponsorship.entity.js';

/**
 * Per-request loaders for the nested fields of companies and sponsorships: one statement per batch
 * whatever the page size. They serve rows the parent's read already allowed (a company's contacts and
 * sponsorships are read by whoever reads the company).
 */
export function createCompanyLoaders(dataSource: DataSource) {
  const companies = rowsById(dataSource, CompanyEntity);
  const contactMetadata = dataSource.getMetadata(CompanyContactEntity);
  const sponsorshipMetadata = dataSource.getMetadata(SponsorshipEntity);
  return {
    /** Companies by id; null for an unknown id. */
    companyById: new DataLoader<string, CompanyEntity | null>(async (ids) => {
      const rows = await companies.many(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** Each company's contact links, oldest first. */
    companyContactsByCompanyId: new DataLoader<string, CompanyContactEntity[]>(async (ids) => {
      const rows = await dataSource.query<ObjectLiteral[]>(
        `SELECT ${selectColumns(contactMetadata, 'cc')} FROM company_contacts cc
          WHERE cc.company_id = ANY($1::uuid[]) ORDER BY cc.created_at, cc.id`,
        [ids],
      );
      const byCompany = new Map<string, CompanyContactEntity[]>();
      for (const row of rows) {
        const contact = hydrate<CompanyContactEntity>(contactMetadata, row);
        byCompany.set(contact.companyId, [...(byCompany.get(contact.companyId) ?? []), contact]);
      }
      return ids.map((id) => byCompany.get(id) ?? []);
    }),
    /** Each company's sponsorships that are not archived, latest start first. */
    sponsorshipsByCompanyId: new DataLoader<string, SponsorshipRecord[]>(async (ids) => {
      const rows = await dataSource.query<ObjectLiteral[]>(
        `SELECT ${sponsorshipColumns(sponsorshipMetadata, 's')} FROM sponsorships s
          WHERE s.company_id = ANY($1::uuid[]) AND s.archived_at IS NULL
          ORDER BY s.starts_on DESC, s.id DESC`,
        [ids],
      );
      const byCompany = new Map<string, SponsorshipRecord[]>();
      for (const row of rows) {
        const sponsorship = toSponsorship(sponsorshipMetadata, row);
        byCompany.set(sponsorship.companyId, [...(byCompany.get(sponsorship.companyId) ?? []), sponsorship]);
      }
      return ids.map((id) => byCompany.get(id) ?? []);
    }),
    /** The name of a sponsorship's organization, branch or team, keyed `type:id`; '' when it is gone. */
    sponsorshipScopeName: new DataLoader<`${SponsorshipScopeType}:${string}`, string>(async (keys) => {
      const idsOf = (type: SponsorshipScopeType) =>
        keys.filter((key) => key.startsWith(`${type}:`)).map((key) => key.slice(type.length + 1));
      const parts: string[] = [];
      const params: unknown[] = [];
      const tables = { organization: 'organizations', branch: 'branches', team: 'teams' } as const;
      for (const type of ['organization', 'branch', 'team'] as const) {
        const ids = idsOf(type);
        if (ids.length === 0) continue;
        params.push(ids);
        parts.push(
          `SELECT '${type}:' || id AS key, name FROM ${tables[type]} WHERE id = ANY($${params.length}::uuid[])`,
        );
      }
      const rows = await dataSource.query<{ key: string; name: string }[]>(parts.join(' UNION ALL '), params);
      const byKey = new Map(rows.map((row) => [row.key, row.name]));
      return keys.map((key) => byKey.get(key) ?? '');
    }),
  };
}

export type CompanyLoaders = ReturnType<typeof createCompanyLoaders>;
