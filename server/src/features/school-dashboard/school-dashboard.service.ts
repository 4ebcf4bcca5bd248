import type { DataSource } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import { AppError } from '../../shared/errors.js';
import { isUuid } from '../../shared/validation.js';
import { activeConsentSql, missingRequiredConsentSql, newThisSeasonSql } from '../athletes/index.js';
import { DashboardConditions, dashboardScope } from './school-dashboard.policy.js';

type AthleteStatus = 'active' | 'trial' | 'waitlist' | 'left';

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
    const scope = await dashboardScope(this.dataSource, viewer, organizationId);
    const query = <T>(build: (c: DashboardConditions) => string) => {
      const conditions = new DashboardConditions(scope, []);
      const text = build(conditions);
      return this.dataSource.query<T[]>(text, conditions.params);
    };

    const [organization] = await query<{
      name: string;
      seasonId: string | null;
      seasonName: string | null;
      startsOn: string | null;
      endsOn: string | null;
    }>(
      (c) => `SELECT o.name, s.id AS "seasonId", s.name AS "seasonName",
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

    const [statuses, teams, ages, fresh, certifications, consents] = await Promise.all([
      query<{ status: AthleteStatus; count: number }>(
        (c) => `SELECT a.status, count(*)::int AS count FROM athletes a
                 WHERE a.archived_at IS NULL AND ${c.athlete('a')}
                 GROUP BY a.status ORDER BY a.status`,
      ),
      query<TeamCount>((c) => {
        const seasonFilter = season ? `AND t.season_id = ${c.bind(season.id, 'uuid')}` : '';
        return `SELECT t.id AS "teamId", t.name::text AS name, b.name AS "branchName", d.name AS "departmentName",
                       t.capacity, count(a.id)::int AS "athleteCount"
                  FROM teams t
                  JOIN branches b ON b.id = t.branch_id
                  JOIN departments d ON d.id = t.department_id
                  LEFT JOIN team_memberships m ON m.team_id = t.id AND m.to_on IS NULL
                  LEFT JOIN athletes a ON a.id = m.athlete_id AND a.archived_at IS NULL
                 WHERE t.archived_at IS NULL AND ${c.team('t')} ${seasonFilter}
                 GROUP BY t.id, b.name, d.name
                 ORDER BY count(a.id)::float / GREATEST(t.capacity, 1) DESC, t.name, t.id`;
      }),
      query<{ birthYear: number; age: number; count: number }>(
        (c) => `SELECT extract(year FROM a.birth_date)::int AS "birthYear",
                       (extract(year FROM current_date) - extract(year FROM a.birth_date))::int AS age,
                       count(*)::int AS count
                  FROM athletes a
                 WHERE a.archived_at IS NULL AND ${c.athlete('a')}
                 GROUP BY 1, 2 ORDER BY 1 DESC`,
      ),
      season
        ? query<{ count: number }>(
            (c) => `SELECT count(*)::int AS count FROM athletes a
                     WHERE a.archived_at IS NULL AND ${c.athlete('a')} AND ${newThisSeasonSql('a')}`,
          )
        : Promise.resolve([{ count: 0 }]),
      query<SchoolDashboardData['expiringCertifications'][number]>(
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
      ),
      query<SchoolDashboardData['missingConsents'][number] & { total: number }>(
        (c) => `SELECT x.*, count(*) OVER ()::int AS total FROM (
                  SELECT a.id AS "athleteId", a.first_name || ' ' || a.last_name AS name,
                         NOT ${activeConsentSql('a.id', 'registration')} AS "missingRegistration",
                         NOT ${activeConsentSql('a.id', 'health_data')} AS "missingHealthData",
                         a.last_name, a.first_name
                    FROM athletes a
                   WHERE a.archived_at IS NULL AND ${c.athlete('a')} AND ${missingRequiredConsentSql('a')}
                ) x
                ORDER BY x.last_name, x.first_name, x."athleteId"`,
      ),
    ]);

    return {
      organizationId,
      organizationName: organization?.name ?? '',
      wholeOrganization: scope.whole,
      currentSeason: season,
      athleteCount: statuses.reduce((sum, row) => sum + row.count, 0),
      athletesByStatus: statuses,
      athletesByTeam: teams,
      athletesByAgeGroup: ages,
      newAthletesThisSeason: fresh[0]?.count ?? 0,
      teamsOverCapacity: teams.filter((team) => team.athleteCount > team.capacity),
      expiringCertifications: certifications,
      missingConsents: consents
        .slice(0, MISSING_CONSENTS_LISTED)
        .map(({ athleteId, name, missingRegistration, missingHealthData }) => ({
          athleteId,
          name,
          missingRegistration,
          missingHealthData,
        })),
      missingConsentCount: consents[0]?.total ?? 0,
    };
  }
}
