import type { DataSource, EntityManager } from 'typeorm';
import { CONSENT_PURPOSES, type ConsentPurpose } from './consent.entity.js';

// For the features that publish photos or results (news, tournaments, the gallery): they show an
// athlete's photo or name beyond the athlete's own people only while the matching consent is active.

/**
 * A SQL condition: the athlete whose id is the expression `athleteIdSql` (e.g. `a.id`) has an active
 * consent for the purpose. The purpose is one of a closed set, so it is written into the text.
 */
export function activeConsentSql(athleteIdSql: string, purpose: ConsentPurpose): string {
  // Checked again at run time: the purpose is written into the SQL text.
  if (!CONSENT_PURPOSES.includes(purpose)) throw new Error(`Unknown consent purpose: ${String(purpose)}`);
  return `EXISTS (SELECT 1 FROM consents acs WHERE acs.athlete_id = ${athleteIdSql}
                    AND acs.purpose = '${purpose}' AND acs.withdrawn_at IS NULL)`;
}

/** The consents an active or trial athlete must have: without either one, the dashboard lists them. */
export const REQUIRED_CONSENTS = ['registration', 'health_data'] as const satisfies readonly ConsentPurpose[];

/**
 * A SQL condition on the athletes row `alias`: active or trial, and missing an active consent for one
 * of the REQUIRED_CONSENTS. The school dashboard's count and the athletes list's filter share it.
 */
export function missingRequiredConsentSql(alias: string): string {
  const missing = REQUIRED_CONSENTS.map((purpose) => `NOT ${activeConsentSql(`${alias}.id`, purpose)}`);
  return `(${alias}.status IN ('active', 'trial') AND (${missing.join(' OR ')}))`;
}

/**
 * A SQL condition on the athletes row `alias`: added since the current season of its organization
 * began (false without a current season). The school dashboard's count and the list's filter share it.
 * `seasonStart`, a placeholder of the season's first day when the caller knows it (the dashboard reads
 * one organization), saves looking the season up for every row.
 */
export function newThisSeasonSql(alias: string, seasonStart?: string): string {
  if (seasonStart) return `${alias}.created_at >= ${seasonStart}`;
  return `${alias}.created_at >= (SELECT cs.starts_on FROM seasons cs
                                   WHERE cs.organization_id = ${alias}.organization_id
                                     AND cs.current AND cs.archived_at IS NULL)`;
}

/** Of the given athletes, those with an active consent for the purpose. */
export async function athletesWithConsent(
  runner: DataSource | EntityManager,
  athleteIds: readonly string[],
  purpose: ConsentPurpose,
): Promise<Set<string>> {
  if (athleteIds.length === 0) return new Set();
  const rows = await runner.query<{ id: string }[]>(
    `SELECT DISTINCT athlete_id AS id FROM consents
      WHERE athlete_id = ANY($1::uuid[]) AND purpose = $2 AND withdrawn_at IS NULL`,
    [athleteIds, purpose],
  );
  return new Set(rows.map((row) => row.id));
}
