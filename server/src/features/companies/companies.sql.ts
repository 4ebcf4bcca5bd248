import type { EntityMetadata, ObjectLiteral } from 'typeorm';
import { hydrate } from '../../shared/db/rows-by-id.js';
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

/** An opaque page cursor: the sort it belongs to, the last row's sort value and id, in base64url JSON. */
export function encodeCursor(sort: string, value: string, id: string): string {
  return Buffer.from(JSON.stringify([sort, value, id])).toString('base64url');
}

/** The [value, id] of a cursor made for `sort`, or null when it is not one. */
export function decodeCursor(cursor: string, sort: string): [string, string] | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      value[0] === sort &&
      typeof value[1] === 'string' &&
      typeof value[2] === 'string' &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value[2])
    ) {
      return [value[1], value[2]];
    }
  } catch {
    // not JSON
  }
  return null;
}

/** Database timestamps as text keep microseconds (a JavaScript Date keeps milliseconds). */
export const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
export const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;
