import type { DataSource, EntityMetadata, ObjectLiteral } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import type { GuardedRow } from '../../shared/db/guarded-write.js';
import { hydrate, selectColumns } from '../../shared/db/rows-by-id.js';
import {
  companiesReadableCondition,
  companiesWritableCondition,
  sponsorshipsReadableCondition,
  sponsorshipsWritableCondition,
} from './companies.policy.js';
import { sponsorshipColumns, toSponsorship, type SponsorshipRecord } from './companies.sql.js';
import { CompanyEntity } from './company.entity.js';
import { SponsorshipEntity } from './sponsorship.entity.js';

/** What a viewer may not change among sponsorships they read. */
export const OWN_SCOPE_ONLY = 'You manage the sponsorships of your own branch or department only.';

/**
 * Companies (alias `c`) and sponsorships (alias `s`, their company joined as `c`) as one viewer reads
 * and changes them (companies.policy.ts), for the guarded write path (shared/db/guarded-write.ts).
 */
export class CompanyRows {
  private readonly companyMetadata: EntityMetadata;
  private readonly sponsorshipMetadata: EntityMetadata;
  /** The select list of a company row. */
  readonly companyColumns: string;
  /** The select list of a sponsorship row (with `current`). */
  readonly sponsorshipColumns: string;

  constructor(dataSource: DataSource) {
    this.companyMetadata = dataSource.getMetadata(CompanyEntity);
    this.sponsorshipMetadata = dataSource.getMetadata(SponsorshipEntity);
    this.companyColumns = selectColumns(this.companyMetadata, 'c');
    this.sponsorshipColumns = sponsorshipColumns(this.sponsorshipMetadata, 's');
  }

  toCompany = (row: ObjectLiteral) => hydrate<CompanyEntity>(this.companyMetadata, row);
  toSponsorship = (row: ObjectLiteral) => toSponsorship(this.sponsorshipMetadata, row);

  company(viewer: Viewer): GuardedRow<CompanyEntity> {
    return {
      label: 'Company',
      from: 'companies c',
      alias: 'c',
      columns: this.companyColumns,
      readable: (params) => companiesReadableCondition(viewer, 'c', params),
      writable: (params) => companiesWritableCondition(viewer, 'c', params),
      forbidden: 'Only organization admins manage sponsor companies.',
      toRow: this.toCompany,
    };
  }

  sponsorship(viewer: Viewer): GuardedRow<SponsorshipRecord> {
    return {
      label: 'Sponsorship',
      from: 'sponsorships s JOIN companies c ON c.id = s.company_id',
      alias: 's',
      columns: this.sponsorshipColumns,
      readable: (params) => sponsorshipsReadableCondition(viewer, 's', 'c', params),
      writable: (params) => sponsorshipsWritableCondition(viewer, 's', params),
      forbidden: OWN_SCOPE_ONLY,
      toRow: this.toSponsorship,
    };
  }
}
