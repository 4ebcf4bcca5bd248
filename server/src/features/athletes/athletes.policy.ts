import { adminScopeCondition, adminScopes, isScopeAdmin, staffTeamIdsSql } from '../../shared/auth/scope.js';
import { hasPermission, type Viewer } from '../../shared/auth/viewer.js';
import { oneOf } from '../../shared/db/bind.js';

// Who sees and changes an athlete (docs/domain.md, "Privacy of minors"; the contract's summary is at the top
// of schema/athletes.graphql). Every rule is a SQL condition over the athletes row (aliased, usually
// `a`), so lists and single reads filter alike and a row the viewer may not see is never read:
//
// - admin:    super admins; organization admins of the athlete's organization; branch and department
//             admins whose branch or department holds a team the athlete currently plays in.
// - staff:    current staff (team_staff → professionals.user_id) of a team the athlete currently plays in.
// - guardian: a guardian link of the viewer to the athlete that holds (not archived), for a viewer who
//             holds the parent role in the athlete's organization. A link to anyone else (a row written
//             before links were limited to parents, or by hand) gives nothing: an admin or a member of
//             staff sees exactly their scope, whatever links name them.
// - full = admin OR staff OR guardian: every field, the guardians, consents and the health record.
// - roster:   a guardian of an athlete of the same current team: the public fields only.
// - write = (admin, with the `write` permission) OR staff: the athlete's details and health notes.
//
// Everyone else — companies, regular users, parents of other children, other organizations — matches
// none: the athlete answers NOT_FOUND like an unknown id. Staff, guardian and roster access never
// cross the viewer's own organization. An athlete without a current team is in sight of the
// organization's admins (and their guardians) only: branch and department admins reach athletes
// through their teams.

const ADMIN_OF_TEAMS = new Set(['branch_admin', 'dept_admin']);

/** Builds the conditions of one statement, binding the viewer's ids into its parameter list once. */
export class AthletePolicy {
  private userParam: string | undefined;
  private organizationParam: string | undefined;

  constructor(
    readonly viewer: Viewer,
    readonly params: unknown[],
  ) {}

  /** Appends a value and answers its placeholder (`$n::cast`). */
  bind(value: unknown, cast?: string): string {
    this.params.push(value);
    return `$${this.params.length}${cast ? `::${cast}` : ''}`;
  }

  private user(): string {
    return (this.userParam ??= this.bind(this.viewer.userId, 'uuid'));
  }

  /** The viewer's own organization, or null: staff, guardian and roster access stay inside it. */
  private ownOrganization(alias: string): string | null {
    if (this.viewer.organizationId === null) return null;
    this.organizationParam ??= this.bind(this.viewer.organizationId, 'uuid');
    return `${alias}.organization_id = ${this.organizationParam}`;
  }

  /** Admins of the athlete's scope: the organization's, or of a branch or department of a current team. */
  admin(alias = 'a'): string {
    const scopes = adminScopes(this.viewer);
    if (scopes.superAdmin) return 'TRUE';
    const clauses: string[] = [];
    if (scopes.organizations.length > 0) {
      clauses.push(
        adminScopeCondition(this.viewer, { organization: `${alias}.organization_id` }, this.params).sql,
      );
    }
    if (scopes.branches.length > 0 || scopes.departments.length > 0) {
      clauses.push(
        `EXISTS (SELECT 1 FROM team_memberships pam JOIN teams pat ON pat.id = pam.team_id
                  WHERE pam.athlete_id = ${alias}.id AND pam.to_on IS NULL AND ${this.teamAdminScope('pat')})`,
      );
    }
    return clauses.length > 0 ? `(${clauses.join(' OR ')})` : 'FALSE';
  }

  /** The teams (aliased `alias`) of the viewer's branch and department grants: only those grants reach athletes through their teams. */
  private teamAdminScope(alias: string): string {
    const teamAdmin: Viewer = {
      ...this.viewer,
      grants: this.viewer.grants.filter((grant) => ADMIN_OF_TEAMS.has(grant.role)),
    };
    return adminScopeCondition(
      teamAdmin,
      {
        organization: `${alias}.organization_id`,
        branch: `${alias}.branch_id`,
        department: `${alias}.department_id`,
      },
      this.params,
    ).sql;
  }

  /** Current staff of a team the athlete currently plays in. */
  staff(alias = 'a'): string {
    const own = this.ownOrganization(alias);
    if (own === null) return 'FALSE';
    return `(${own} AND EXISTS (SELECT 1 FROM team_memberships psm
                  WHERE psm.athlete_id = ${alias}.id AND psm.to_on IS NULL
                    AND psm.team_id IN (${staffTeamIdsSql(this.user())})))`;
  }

  /**
   * The viewer's own organization when they are a parent of it (staff, guardian and roster access stay
   * inside it; the guardian paths are a parent's only), or null.
   */
  private ownAsParent(alias: string): string | null {
    return isParentOf(this.viewer, this.viewer.organizationId) ? this.ownOrganization(alias) : null;
  }

  /** A guardian link of the viewer that holds, for a parent; `legal` keeps legal guardians only. */
  guardian(alias = 'a', options: { legal?: boolean } = {}): string {
    const own = this.ownAsParent(alias);
    if (own === null) return 'FALSE';
    return `(${own} AND EXISTS (SELECT 1 FROM guardian_links pgl
                  WHERE pgl.athlete_id = ${alias}.id AND pgl.user_id = ${this.user()}
                    AND pgl.archived_at IS NULL${options.legal ? ' AND pgl.legal_guardian' : ''}))`;
  }

  /** Every field: admin, staff or guardian. */
  full(alias = 'a'): string {
    const admin = this.admin(alias);
    if (admin === 'TRUE') return 'TRUE';
    return `(${admin} OR ${this.staff(alias)} OR ${this.guardian(alias)})`;
  }

  /**
   * `full`, written for a list's plan: the same athletes, but as an equality on the organization for
   * an organization admin (so the page reads `athletes_organization_sort_idx` in order and stops after
   * a page) and as `id IN (…)` of the viewer's children and teams otherwise — no OR of correlated
   * EXISTS per row, which leaves the planner a scan of every athlete. The staff and guardian paths are
   * dropped where an organization grant already covers the viewer's own organization.
   *
   * `grantOrganizations`, the organizations of the viewer's branch and department grants (see
   * grantOrganizations in athletes.tallies.ts), lets a branch or department admin's page walk the same
   * sort index of that organization, each athlete checked in athlete_units (the scope → athlete relation
   * the writes keep) by its primary key, rather than gathering the whole branch before the first row.
   */
  fullInScope(alias = 'a', grantOrganizations: readonly string[] | null = null): string {
    const scopes = adminScopes(this.viewer);
    if (scopes.superAdmin) return 'TRUE';
    const clauses: string[] = [];
    if (scopes.organizations.length > 0) {
      clauses.push(oneOf(this.params, `${alias}.organization_id`, scopes.organizations, 'uuid'));
    }
    const ids: string[] = [];
    let grantUnits: string | null = null;
    if (scopes.branches.length > 0 || scopes.departments.length > 0) {
      if (grantOrganizations === null) {
        ids.push(`SELECT pam.athlete_id FROM team_memberships pam JOIN teams pat ON pat.id = pam.team_id
                   WHERE pam.to_on IS NULL AND ${this.teamAdminScope('pat')}`);
      } else if (grantOrganizations.length > 0) {
        // OFFSET 0 keeps this a probe per athlete walked: PostgreSQL would otherwise turn the EXISTS
        // into a hashed subplan and read the whole branch before the first row.
        grantUnits = `EXISTS (SELECT 1 FROM athlete_units pau WHERE pau.athlete_id = ${alias}.id AND ${this.grantUnits('pau')} OFFSET 0)`;
      }
    }
    ids.push(...this.ownPaths());
    const inIds = ids.length > 0 ? `${alias}.id IN (${ids.join(' UNION ')})` : null;
    if (grantUnits !== null && grantOrganizations !== null) {
      // One organization, the viewer's own, factored out of the OR so that it stays the index's condition.
      const own = this.viewer.organizationId;
      const sameOrganization = grantOrganizations.length === 1 && grantOrganizations[0] === own;
      const organization = oneOf(this.params, `${alias}.organization_id`, grantOrganizations, 'uuid');
      if (inIds === null) clauses.push(`(${organization} AND ${grantUnits})`);
      else if (sameOrganization) clauses.push(`(${organization} AND (${grantUnits} OR ${inIds}))`);
      else clauses.push(`(${organization} AND ${grantUnits})`, inIds);
    } else if (inIds !== null) {
      clauses.push(inIds);
    }
    if (clauses.length === 0) return 'FALSE';
    return clauses.length === 1 ? clauses[0]! : `(${clauses.join(' OR ')})`;
  }

  /**
   * The staff and guardian paths to athletes, as `SELECT athlete_id` subqueries: none where an
   * organization grant already covers the viewer's own organization (staff and guardian access stay
   * inside it, checked on the athlete inside the subquery).
   */
  ownPaths(): string[] {
    const scopes = adminScopes(this.viewer);
    const ownCovered =
      this.viewer.organizationId !== null && scopes.organizations.includes(this.viewer.organizationId);
    const own = ownCovered ? null : this.ownOrganization('poa');
    if (own === null) return [];
    const paths = [
      `SELECT psm.athlete_id FROM team_memberships psm JOIN athletes poa ON poa.id = psm.athlete_id
        WHERE psm.to_on IS NULL AND ${own} AND psm.team_id IN (${staffTeamIdsSql(this.user())})`,
    ];
    if (isParentOf(this.viewer, this.viewer.organizationId)) {
      paths.push(`SELECT pgl.athlete_id FROM guardian_links pgl JOIN athletes poa ON poa.id = pgl.athlete_id
                   WHERE pgl.user_id = ${this.user()} AND pgl.archived_at IS NULL AND ${own}`);
    }
    return paths;
  }

  /** The athlete_units rows (aliased `alias`) of the viewer's branch and department grants. */
  grantUnits(alias: string): string {
    const scopes = adminScopes(this.viewer);
    const units: string[] = [];
    if (scopes.branches.length > 0) {
      units.push(
        `(${alias}.unit_kind = 'b' AND ${oneOf(this.params, `${alias}.unit_id`, scopes.branches, 'uuid')})`,
      );
    }
    if (scopes.departments.length > 0) {
      units.push(
        `(${alias}.unit_kind = 'd' AND ${oneOf(this.params, `${alias}.unit_id`, scopes.departments, 'uuid')})`,
      );
    }
    return units.length > 0 ? `(${units.join(' OR ')})` : 'FALSE';
  }

  /** The public fields only: a guardian of an athlete (not archived) of one of the athlete's current teams. */
  roster(alias = 'a'): string {
    const own = this.ownAsParent(alias);
    if (own === null) return 'FALSE';
    return `(${own} AND EXISTS (SELECT 1 FROM team_memberships prm
                  JOIN team_memberships prc ON prc.team_id = prm.team_id AND prc.to_on IS NULL
                  JOIN guardian_links prg ON prg.athlete_id = prc.athlete_id
                   AND prg.user_id = ${this.user()} AND prg.archived_at IS NULL
                  JOIN athletes pra ON pra.id = prc.athlete_id AND pra.archived_at IS NULL
                 WHERE prm.athlete_id = ${alias}.id AND prm.to_on IS NULL))`;
  }

  /** Admins of the athlete's scope holding the `write` permission (create, archive, guardians, consents). */
  manage(alias = 'a'): string {
    return hasPermission(this.viewer, 'write') ? this.admin(alias) : 'FALSE';
  }

  /** May change the athlete's details and health notes: managing admins and the staff of a current team. */
  write(alias = 'a'): string {
    const manage = this.manage(alias);
    if (manage === 'TRUE') return 'TRUE';
    return `(${manage} OR ${this.staff(alias)})`;
  }

  /** Admins of a team's scope (teams row aliased `alias`) holding the `write` permission. */
  manageTeam(alias = 't'): string {
    if (!hasPermission(this.viewer, 'write')) return 'FALSE';
    return adminScopeCondition(
      this.viewer,
      {
        organization: `${alias}.organization_id`,
        branch: `${alias}.branch_id`,
        department: `${alias}.department_id`,
      },
      this.params,
    ).sql;
  }

  /** Current staff of the team (teams row aliased `alias`). */
  staffOfTeam(alias = 't'): string {
    return `${alias}.id IN (${staffTeamIdsSql(this.user())})`;
  }
}

/**
 * Whether the viewer holds the parent role in the organization (a grant of the organization, or one
 * without a scope): the only people whose guardian links count.
 */
export function isParentOf(viewer: Pick<Viewer, 'grants'>, organizationId: string | null): boolean {
  if (organizationId === null) return false;
  return viewer.grants.some(
    (grant) =>
      grant.role === 'parent' &&
      (grant.scope === null || (grant.scope.type === 'organization' && grant.scope.id === organizationId)),
  );
}

/**
 * The same rule over rows: the user at `userColumn` holds the parent role in the organization at
 * `organizationColumn` (for guardian candidates and the legal guardians who may give a consent).
 */
export function parentOfOrganizationSql(userColumn: string, organizationColumn: string): string {
  return `EXISTS (SELECT 1 FROM user_roles pur JOIN roles prl ON prl.id = pur.role_id
                   WHERE pur.user_id = ${userColumn} AND prl.key = 'parent'
                     AND (pur.scope_type IS NULL
                          OR (pur.scope_type = 'organization' AND pur.scope_id = ${organizationColumn})))`;
}

/**
 * Whether the viewer could manage any athlete at all (an admin grant and the `write` permission):
 * anyone else is refused a create before any row is looked at.
 */
export function mayManageAthletes(viewer: Viewer): boolean {
  return isScopeAdmin(viewer) && hasPermission(viewer, 'write');
}

/**
 * SQL: the viewer may have everything held about the athlete `alias` handed to them (a data request under
 * the law on personal data): an admin of the athlete's scope or one of the athlete's legal guardians.
 */
export function athleteDataHolderSql(viewer: Viewer, params: unknown[], alias = 'a'): string {
  const policy = new AthletePolicy(viewer, params);
  return `(${policy.admin(alias)} OR ${policy.guardian(alias, { legal: true })})`;
}

/** SQL: the viewer is a guardian of the athlete `alias` whose link holds (a parent of the athlete's organization). */
export function athleteGuardianSql(viewer: Viewer, params: unknown[], alias = 'a'): string {
  return new AthletePolicy(viewer, params).guardian(alias);
}

/** SQL: an admin of the athlete `alias`'s scope (their organization, or a branch or department of a current team). */
export function athleteAdminSql(viewer: Viewer, params: unknown[], alias = 'a'): string {
  return new AthletePolicy(viewer, params).admin(alias);
}

/** SQL: the viewer manages the athlete `alias` (an admin of their scope holding `write`): e.g. erases them. */
export function athleteManagerSql(viewer: Viewer, params: unknown[], alias = 'a'): string {
  return new AthletePolicy(viewer, params).manage(alias);
}
