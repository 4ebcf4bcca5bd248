import type { EntityMetadata, ObjectLiteral } from 'typeorm';
import { byCreated, type SortKey } from '../../shared/db/paging.js';
import { hydrate } from '../../shared/db/rows-by-id.js';
import type { CompanySort, SponsorshipSort } from './companies.validation.js';
import type { SponsorshipEntity } from './sponsorship.entity.js';

/** A sponsorship as the API serves it: the row and whether it runs today. */
export interface SponsorshipRecord extends SponsorshipEntity {
  current: boolean;
}

const DATE_COLUMNS = new Set(['startsOn', 'endsOn']);

/**
 * Every sponsorship column under its property name, read from `alias`, plus `current`. Dates are
 * formatted by the database: the driver would turn a `date` into a local-midnight Date and shift it.
 */
export function sponsorshipColumns(metadata: EntityMetadata, alias = 's'): string {
  const columns = metadata.columns.map(({ databaseName, propertyName }) =>
    DATE_COLUMNS.has(propertyName)
      ? `to_char(${alias}."${databaseName}", 'YYYY-MM-DD') AS "${propertyName}"`
      : `${alias}."${databaseName}" AS "${propertyName}"`,
  );
  columns.push(`${currentSql(alias)} AS "current"`);
  return columns.join(', ');
}

/** Whether a sponsorship runs today: started, not ended, not archived. */
export function currentSql(alias = 's'): string {
  return `(${alias}.archived_at IS NULL AND ${alias}.starts_on <= current_date
           AND (${alias}.ends_on IS NULL OR ${alias}.ends_on >= current_date))`;
}

export function toSponsorship(metadata: EntityMetadata, row: ObjectLiteral): SponsorshipRecord {
  return hydrate<SponsorshipRecord>(metadata, row);
}

/** The orders of the companies list: the name in alphabet order, or the creation time. */
export const COMPANY_ORDER: Record<CompanySort, SortKey> = {
  name_asc: { key: 'arena_sort_key(c.name)', direction: 'ASC', cast: 'text' },
  name_desc: { key: 'arena_sort_key(c.name)', direction: 'DESC', cast: 'text' },
  newest: byCreated('c.created_at'),
  oldest: byCreated('c.created_at', 'ASC'),
};

/** The orders of the sponsorships list: the company's name, or the start day. */
export const SPONSORSHIP_ORDER: Record<SponsorshipSort, SortKey> = {
  company_name: { key: 'arena_sort_key(c.name)', direction: 'ASC', cast: 'text' },
  starts_desc: { key: 's.starts_on', direction: 'DESC', cast: 'date' },
  starts_asc: { key: 's.starts_on', direction: 'ASC', cast: 'date' },
};
