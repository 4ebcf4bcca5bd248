import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import {
  consentTextColumns,
  guardianColumns,
  type ConsentTextNode,
  type RegistrationConsentNode,
  type RegistrationGuardianNode,
} from './registrations.sql.js';

// The parts of a registration the viewer already reads (registrations.policy.ts chose the parent): one
// statement per batch, no policy of their own.

export function createRegistrationLoaders(dataSource: DataSource) {
  return {
    registrationGuardians: new DataLoader<string, RegistrationGuardianNode[]>(async (ids) => {
      const rows = await dataSource.query<RegistrationGuardianNode[]>(
        `SELECT ${guardianColumns} FROM registration_guardians g
          WHERE g.registration_id = ANY($1::uuid[]) ORDER BY g.position`,
        [ids],
      );
      return ids.map((id) => rows.filter((row) => row.registrationId === id));
    }),
    registrationConsents: new DataLoader<string, RegistrationConsentNode[]>(async (ids) => {
      const rows = await dataSource.query<(ConsentTextNode & { registrationId: string })[]>(
        `SELECT rc.registration_id AS "registrationId", ${consentTextColumns('c')}
           FROM registration_consents rc JOIN consent_texts c ON c.id = rc.consent_text_id
          WHERE rc.registration_id = ANY($1::uuid[]) ORDER BY c.purpose`,
        [ids],
      );
      return ids.map((id) =>
        rows
          .filter((row) => row.registrationId === id)
          .map(({ registrationId, ...text }) => ({
            registrationId,
            purpose: text.purpose,
            version: text.version,
            text,
          })),
      );
    }),
  };
}
