import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { AthleteFeeStanding } from '../../generated/graphql.js';

// Nested reads of the fees feature, one statement per batch. They serve athletes the viewer already reads
// in full (the resolver checks), and answer no amount.

export function createFeeLoaders(dataSource: DataSource) {
  return {
    /** Where each athlete stands: overdue, something due, paid up, or never billed. */
    feeStandingByAthleteId: new DataLoader<string, AthleteFeeStanding>(async (ids) => {
      const rows = await dataSource.query<{ athleteId: string; standing: AthleteFeeStanding }[]>(
        `SELECT i.athlete_id AS "athleteId",
                CASE WHEN bool_or(i.paid_minor < i.total_minor AND i.due_on < (now() AT TIME ZONE o.time_zone)::date)
                       THEN 'OVERDUE'
                     WHEN bool_or(i.paid_minor < i.total_minor) THEN 'DUE'
                     ELSE 'PAID_UP' END AS standing
           FROM invoices i JOIN organizations o ON o.id = i.organization_id
          WHERE i.athlete_id = ANY($1::uuid[]) AND i.state = 'issued'
          GROUP BY i.athlete_id`,
        [ids],
      );
      const found = new Map(rows.map((row) => [row.athleteId, row.standing]));
      return ids.map((id) => found.get(id) ?? 'NONE');
    }),
  };
}
