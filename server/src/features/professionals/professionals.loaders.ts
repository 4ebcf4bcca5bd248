import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { entityColumns } from '../organizations/index.js';
import { CertificationEntity } from './certification.entity.js';
import { ProfessionalEntity } from './professional.entity.js';
import type { ProfessionalRecord } from './professionals.service.js';

// Nested reads, one statement per batch. A professional read through `professionalById` (a team's
// staff, a certification's holder) carries the public profile only: no e-mail, and its certifications
// field answers null (ProfessionalRecord.private unset). Certifications are loaded only for records the
// policy marked private-readable.

export function createProfessionalLoaders(dataSource: DataSource) {
  const professionalColumns = entityColumns(dataSource.getMetadata(ProfessionalEntity), 'p');
  const certificationColumns = entityColumns(dataSource.getMetadata(CertificationEntity), 'c');
  return {
    professionalById: new DataLoader<string, ProfessionalRecord | null>(async (ids) => {
      const rows = await dataSource.query<ProfessionalRecord[]>(
        `SELECT ${professionalColumns}, u.name AS "name", u.avatar AS "avatar", NULL AS "email"
           FROM professionals p JOIN users u ON u.id = p.user_id WHERE p.id = ANY($1::uuid[])`,
        [ids],
      );
      const found = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => found.get(id) ?? null);
    }),
    /** Certifications that are not archived, soonest expiry first (none last), then name. */
    certificationsByProfessionalId: new DataLoader<string, CertificationEntity[]>(async (ids) => {
      const rows = await dataSource.query<CertificationEntity[]>(
        `SELECT ${certificationColumns} FROM certifications c
          WHERE c.professional_id = ANY($1::uuid[]) AND c.archived_at IS NULL
          ORDER BY c.expires_on ASC NULLS LAST, c.name, c.id`,
        [ids],
      );
      return ids.map((id) => rows.filter((row) => row.professionalId === id));
    }),
  };
}
