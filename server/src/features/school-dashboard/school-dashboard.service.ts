import type { DataSource } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import { AppError } from '../../shared/errors.js';
import { isUuid } from '../../shared/validation.js';
import { ATHLETE_STATUSES } from '../athletes/index.js';
import { DashboardConditions, dashboardScope } from './school-dashboard.policy.js';

type AthleteStatus = (typeof ATHLETE_STATUSES)[number];

/** The dashboard as the GraphQL type SchoolDashboard serves it. */
export interface SchoolDashboardData {
  organizationId: string;
  organizationName: string;
  wholeOrganization: boolean;
  currentSeason: { id: string; name: string; startsOn: string; endsOn: string } | null;
  athleteCount: number;
  athletesByStatus: { status: AthleteStatus; count: number }[];
  athletesByTeam: TeamCount[];
  athletesByAgeGroup: { birthYear: number; age: number; count: number }[];
  newAthletesThisSeason: number;
  teamsOverCapacity: TeamCount[];
  expiringCertifications: {
    id: string;
    professionalId: string;
    professionalName: string;
    kind: string;
    name: string;
    expiresOn: string;
    daysLeft: number;
  }[];
  missingConsents: {
    athleteId: string;
    name: string;
    missingRegistration: boolean;
    missingHealthData: boolean;
  }[];
  missingConsentCount: number;
}

interface TeamCount {
  teamId: string;
  name: string;
  branchName: string;
  departmentName: string;
  capacity: number;
  athleteCount: number;
}

/** Days ahead within which a certification counts as expiring. */
export const CERTIFICATION_WARNING_DAYS = 60;
/** The most athletes without consents listed (all are counted). */
export const MISSING_CONSENTS_LISTED = 50;

/**
 * The school dashboard (schema/school-dashboard.graphql): a handful of aggregate statements over the
 * sports-school tables, each limited to the viewer's scope by the conditions of school-dashboard.policy.ts.
 */
export class SchoolDashboardService {
  constructor(private readonly dataSource: DataSource) {}

  async get(viewer: Viewer | null, organizationId: string): Promise<SchoolDashboardData> {
    if (!isUuid(organizationId)) {
      throw new AppError('BAD_USER_INPUT', 'Invalid input: organizationId', {
        fieldErrors: { organizationId: 'Organization id must be a UUID' },
        fieldErrorCodes: { organizationId: 'invalid' },
      });
    }
    // One connection and one snapshot for the whole dashboard: its figures agree with each other, and
    // one request holds one pool connection, not six.
    return this.dataSource.transaction('REPEATABLE READ', (manager) =>
      this.read(manager, viewer, organizationId),
    );
  }

  private async read(
    runner: Pick<DataSource, 'query'>,
    viewer: Viewer | null,
    organizationId: string,
  ): Promise<SchoolDashboardData> {
    const scope = await dashboardScope(runner, viewer, organizationId);
    const query = <T>(build: (c: DashboardConditions) => string) => {
      const conditions = new DashboardConditions(scope, []);
      const text = build(conditions);
      return runner.query<T[]>(text, conditions.params);
    };

    const [organization] = await query<{
      name: string;
      seasonId: string | null;
      seasonName: string | null;
      startsOn: string | null;
      endsOn: string | null;
      thisYear: number;
    }>(
      (
        c,
      ) => `SELECT o.name, extract(year FROM current_date)::int AS "thisYear", s.id AS "seasonId", s.name AS "seasonName",
                     to_char(s.starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(s.ends_on, 'YYYY-MM-DD') AS "endsOn"
                FROM organizations o
                LEFT JOIN seasons s ON s.organization_id = o.id AND s.current AND s.archived_at IS NULL
               WHERE o.id = ${c.organizationId} LIMIT 1`,
    );
    const season = organization?.seasonId
      ? {
          id: organization.seasonId,
          name: organization.seasonName ?? '',
          startsOn: organization.startsOn ?? '',
          endsOn: organization.endsOn ?? '',
        }
      : null;

    // Every athlete figure from the tallies the writes keep (athlete_tallies: a few dozen rows per
    // unit, whatever the organization's size), by status and birth year with the new ones and those
    // missing a required consent alongside. A scope of several branches or departments, whose athletes
    // may overlap, counts each of its athletes once from athlete_units (it grows with the scope).
    const unit = new DashboardConditions(scope, []).singleUnit();
    const groups = await query<{
      status: AthleteStatus;
      birthYear: number;
      count: number;
      fresh: number;
      missing: number;
    }>((c) =>
      unit
        ? `SELECT t.status, t.birth_year AS "birthYear", sum(t.athletes)::int AS count,
                  COALESCE(sum(t.athletes) FILTER (WHERE t.fresh), 0)::int AS fresh,
                  COALESCE(sum(t.athletes) FILTER (WHERE t.missing), 0)::int AS missing
             FROM athlete_tallies t
            WHERE ${c.unit('t', unit)}
            GROUP BY 1, 2 HAVING sum(t.athletes) > 0`
        : `SELECT u.status, u.birth_year AS "birthYear", count(*)::int AS count,
                  count(*) FILTER (WHERE u.fresh)::int AS fresh, count(*) FILTER (WHERE u.missing)::int AS missing
             FROM (SELECT DISTINCT ON (s.athlete_id) s.status, s.birth_year, s.fresh, s.missing
                     FROM athlete_units s WHERE ${c.unitsInScope('s')} AND NOT s.archived) u
            GROUP BY 1, 2`,
    );
    const teams = await query<TeamCount>((c) => {
      const seasonFilter = season ? `AND t.season_id = ${c.bind(season.id, 'uuid')}` : '';
      return `SELECT t.id AS "teamId", t.name::text AS name, b.name AS "branchName", d.name AS "departmentName",
                     t.capacity, n.athletes AS "athleteCount"
                FROM teams t
                JOIN branches b ON b.id = t.branch_id
                JOIN departments d ON d.id = t.department_id
                CROSS JOIN LATERAL (SELECT COALESCE(sum(n.athletes), 0)::int AS athletes FROM athlete_tallies n
                                     WHERE n.unit_kind = 't' AND n.unit_id = t.id) n
               WHERE t.archived_at IS NULL AND ${c.team('t')} ${seasonFilter}
               ORDER BY n.athletes::float / GREATEST(t.capacity, 1) DESC, t.name, t.id`;
    });
    const certifications = await query<SchoolDashboardData['expiringCertifications'][number]>(
      (c) => `SELECT ce.id, p.id AS "professionalId", u.name AS "professionalName", ce.kind::text AS kind,
                     ce.name, to_char(ce.expires_on, 'YYYY-MM-DD') AS "expiresOn",
                     (ce.expires_on - current_date)::int AS "daysLeft"
                FROM certifications ce
                JOIN professionals p ON p.id = ce.professional_id
                JOIN users u ON u.id = p.user_id
               WHERE ce.archived_at IS NULL AND p.archived_at IS NULL AND ${c.professional('p')}
                 AND ce.expires_on >= current_date
                 AND ce.expires_on <= current_date + ${c.bind(CERTIFICATION_WARNING_DAYS, 'int')}
               ORDER BY ce.expires_on, u.name, ce.id`,
    );
    // The first of the athletes missing a consent, in the athletes list's order (the folded name), read
    // along athlete_units_missing_idx: the scope's own unit, or the organization's filtered to the scope.
    const consents = await query<SchoolDashboardData['missingConsents'][number]>((c) => {
      const where = unit
        ? c.unit('u', unit)
        : `${c.unit('u', { kind: 'o', id: scope.organizationId })}
           AND EXISTS (SELECT 1 FROM athlete_units s WHERE s.athlete_id = u.athlete_id AND ${c.unitsInScope('s')})`;
      // Which consent each lacks: one lateral look at the athlete's consents per row listed (a NOT EXISTS
      // in the select list may be planned as a hash of every consent of the table).
      return `SELECT a.id AS "athleteId", a.first_name || ' ' || a.last_name AS name,
                     NOT k.registration AS "missingRegistration", NOT k.health AS "missingHealthData"
                FROM athlete_units u JOIN athletes a ON a.id = u.athlete_id
                CROSS JOIN LATERAL (
                  SELECT COALESCE(bool_or(c.purpose = 'registration'), FALSE) AS registration,
                         COALESCE(bool_or(c.purpose = 'health_data'), FALSE) AS health
                    FROM consents c WHERE c.athlete_id = a.id AND c.withdrawn_at IS NULL) k
               WHERE ${where} AND u.missing AND NOT u.archived
               ORDER BY u.sort_key, u.athlete_id
               LIMIT ${c.bind(MISSING_CONSENTS_LISTED, 'int')}`;
    });

    const statuses = new Map<AthleteStatus, number>();
    const years = new Map<number, number>();
    for (const group of groups) {
      statuses.set(group.status, (statuses.get(group.status) ?? 0) + group.count);
      years.set(group.birthYear, (years.get(group.birthYear) ?? 0) + group.count);
    }
    const thisYear = organization?.thisYear ?? 0;
    const sum = (field: 'count' | 'fresh' | 'missing') =>
      groups.reduce((total, row) => total + row[field], 0);
    return {
      organizationId,
      organizationName: organization?.name ?? '',
      wholeOrganization: scope.whole,
      currentSeason: season,
      athleteCount: sum('count'),
      athletesByStatus: [...statuses]
        .map(([status, count]) => ({ status, count }))
        .sort((a, b) => ATHLETE_STATUSES.indexOf(a.status) - ATHLETE_STATUSES.indexOf(b.status)),
      athletesByTeam: teams,
      athletesByAgeGroup: [...years]
        .map(([birthYear, count]) => ({ birthYear, age: thisYear - birthYear, count }))
        .sort((a, b) => b.birthYear - a.birthYear),
      newAthletesThisSeason: sum('fresh'),
      teamsOverCapacity: teams.filter((team) => team.athleteCount > team.capacity),
      expiringCertifications: certifications,
      missingConsents: consents,
      missingConsentCount: sum('missing'),
    };
  }
}
