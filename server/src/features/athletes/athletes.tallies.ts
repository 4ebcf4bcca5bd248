import type { DataSource } from 'typeorm';
import { adminScopes } from '../../shared/auth/scope.js';
import type { Viewer } from '../../shared/auth/viewer.js';
import { oneOf } from '../../shared/db/bind.js';
import { missingRequiredConsentSql, newThisSeasonSql } from './athletes.consents.js';
import { AthletePolicy } from './athletes.policy.js';

// The athletes list's count read from athlete_tallies, which the writes keep (migration
// 1795480000000-athlete-tallies.ts): a few dozen rows per organization, branch or department whatever
// their size, where counting the list's rows would read every athlete in scope.

/** The filters of the athletes list the tallies can answer. */
export interface TallyFilters {
  status?: string | null;
  birthYearFrom?: number | null;
  birthYearTo?: number | null;
  newThisSeason?: boolean | null;
  missingConsent?: boolean | null;
}

/** The organizations the viewer's branch and department grants belong to (one statement, or none). */
export async function grantOrganizations(
  runner: Pick<DataSource, 'query'>,
  viewer: Viewer,
): Promise<string[] | null> {
  const scopes = adminScopes(viewer);
  if (scopes.superAdmin || (scopes.branches.length === 0 && scopes.departments.length === 0)) return null;
  const rows = await runner.query<{ id: string }[]>(
    `SELECT organization_id AS id FROM branches WHERE id = ANY($1::uuid[])
     UNION SELECT organization_id FROM departments WHERE id = ANY($2::uuid[]) ORDER BY 1`,
    [scopes.branches, scopes.departments],
  );
  return rows.map((row) => row.id);
}

/**
 * The count statement of the athletes list from the tallies, or null where they cannot answer it: the
 * scope is every organization (a super admin), the viewer's organizations, or one branch or one
 * department (units whose athletes do not overlap), plus the viewer's own children and teams outside
 * that unit, counted one by one (a handful). A scope of several branches or departments, whose athletes
 * may overlap, is counted row by row by the caller, as is a search, a team or archived athletes.
 */
export function tallyCountStatement(
  viewer: Viewer,
  filters: TallyFilters,
): { text: string; params: unknown[] } | null {
  const scopes = adminScopes(viewer);
  const params: unknown[] = [];
  let unit: string;
  if (scopes.superAdmin) {
    unit = `t.unit_kind = 'o'`;
  } else if (scopes.organizations.length > 0 && scopes.branches.length + scopes.departments.length === 0) {
    unit = `t.unit_kind = 'o' AND ${oneOf(params, 't.unit_id', scopes.organizations, 'uuid')}`;
  } else if (scopes.organizations.length === 0 && scopes.branches.length + scopes.departments.length === 1) {
    const kind = scopes.branches.length === 1 ? 'b' : 'd';
    unit = `t.unit_kind = '${kind}' AND ${oneOf(params, 't.unit_id', [...scopes.branches, ...scopes.departments], 'uuid')}`;
  } else {
    return null;
  }
  const tallied: string[] = [unit];
  const policy = new AthletePolicy(viewer, params);
  const own: string[] = ['a.archived_at IS NULL'];
  if (filters.status) {
    const status = policy.bind(filters.status, 'athlete_status');
    tallied.push(`t.status = ${status}`);
    own.push(`a.status = ${status}`);
  }
  if (filters.birthYearFrom !== null && filters.birthYearFrom !== undefined) {
    const year = policy.bind(filters.birthYearFrom, 'int');
    tallied.push(`t.birth_year >= ${year}`);
    own.push(`a.birth_date >= make_date(${year}, 1, 1)`);
  }
  if (filters.birthYearTo !== null && filters.birthYearTo !== undefined) {
    const year = policy.bind(filters.birthYearTo, 'int');
    tallied.push(`t.birth_year <= ${year}`);
    own.push(`a.birth_date < make_date(${year} + 1, 1, 1)`);
  }
  if (filters.newThisSeason) {
    tallied.push('t.fresh');
    own.push(newThisSeasonSql('a'));
  }
  if (filters.missingConsent) {
    tallied.push('t.missing');
    own.push(missingRequiredConsentSql('a'));
  }
  const paths = scopes.superAdmin ? [] : policy.ownPaths();
  const outside =
    paths.length === 0
      ? '0'
      : `(SELECT count(*) FROM athletes a WHERE a.id IN (${paths.join(' UNION ')}) AND ${own.join(' AND ')}
            AND NOT EXISTS (SELECT 1 FROM athlete_units t WHERE t.athlete_id = a.id AND ${unit}))`;
  return {
    text: `SELECT ((SELECT COALESCE(sum(t.athletes), 0) FROM athlete_tallies t WHERE ${tallied.join(' AND ')})
                   + ${outside})::int AS "count"`,
    params,
  };
}
