import type { DataSource } from 'typeorm';
import { adminScopes } from '../../shared/auth/scope.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { forbidden, notFound } from '../../shared/errors.js';

// Who reads an organization's dashboard, and over which rows (docs/domain.md): super admins any
// organization's and organization admins their own, whole; branch and department admins their own
// organization's, limited to the teams of their branches and departments (and the athletes currently
// in them, the professionals on their staff). Everyone else is refused with FORBIDDEN.

/** The part of one organization the viewer's dashboard covers. */
export interface DashboardScope {
  organizationId: string;
  /** True for the whole organization; else only the listed branches and departments. */
  whole: boolean;
  branchIds: string[];
  departmentIds: string[];
}

const ADMINS_ONLY = 'Only the organization’s admins read its dashboard.';

/**
 * Resolves the viewer's scope in the organization (the ids of branch and department grants are kept
 * only when they belong to it). FORBIDDEN for a viewer without an admin grant there; NOT_FOUND for an
 * unknown organization asked for by a super admin.
 */
export async function dashboardScope(
  dataSource: Pick<DataSource, 'query'>,
  viewer: Viewer | null,
  organizationId: string,
): Promise<DashboardScope> {
  const scopes = adminScopes(requireViewer(viewer));
  const whole = scopes.superAdmin || scopes.organizations.includes(organizationId);
  if (!whole && scopes.branches.length === 0 && scopes.departments.length === 0) throw forbidden(ADMINS_ONLY);
  const [row] = await dataSource.query<{ branches: string[]; departments: string[] }[]>(
    `SELECT ARRAY(SELECT b.id::text FROM branches b WHERE b.organization_id = o.id AND b.id = ANY($2::uuid[])) AS branches,
            ARRAY(SELECT d.id::text FROM departments d WHERE d.organization_id = o.id AND d.id = ANY($3::uuid[])) AS departments
       FROM organizations o WHERE o.id = $1::uuid`,
    [organizationId, scopes.branches, scopes.departments],
  );
  if (!row) {
    if (scopes.superAdmin) throw notFound('Organization');
    throw forbidden(ADMINS_ONLY);
  }
  if (whole) return { organizationId, whole: true, branchIds: [], departmentIds: [] };
  if (row.branches.length === 0 && row.departments.length === 0) throw forbidden(ADMINS_ONLY);
  return { organizationId, whole: false, branchIds: row.branches, departmentIds: row.departments };
}

/**
 * SQL conditions over one statement's parameters: `team(alias)` keeps the teams in scope, `unit` and
 * `unitsInScope` the athlete_units rows of the athletes in scope (the organization's, or those currently
 * in a team in scope), `professional(alias)` the professionals in scope (the organization's, or current staff of a team in
 * scope). Archived rows are left to the caller.
 */
export class DashboardConditions {
  // Each value is bound on first use: a statement must not carry parameters it does not name.
  private organization?: string;
  private branches?: string;
  private departments?: string;

  constructor(
    private readonly scope: DashboardScope,
    readonly params: unknown[],
  ) {}

  bind(value: unknown, cast: string): string {
    this.params.push(value);
    return `$${this.params.length}::${cast}`;
  }

  /** The organization's id as a placeholder. */
  get organizationId(): string {
    return (this.organization ??= this.bind(this.scope.organizationId, 'uuid'));
  }

  private teamInScope(alias: string): string {
    this.branches ??= this.bind(this.scope.branchIds, 'uuid[]');
    this.departments ??= this.bind(this.scope.departmentIds, 'uuid[]');
    return `(${alias}.branch_id = ANY(${this.branches}) OR ${alias}.department_id = ANY(${this.departments}))`;
  }

  team(alias: string): string {
    const own = `${alias}.organization_id = ${this.organizationId}`;
    return this.scope.whole ? own : `(${own} AND ${this.teamInScope(alias)})`;
  }

  /**
   * The scope as one unit of athlete_units and athlete_tallies (the organization, or the one branch
   * or department the viewer administers there), or null when it spans several branches or departments,
   * whose athletes may overlap: their figures are counted from athlete_units, each athlete once.
   */
  singleUnit(): { kind: string; id: string } | null {
    const { whole, branchIds, departmentIds, organizationId } = this.scope;
    if (whole) return { kind: 'o', id: organizationId };
    if (branchIds.length === 1 && departmentIds.length === 0) return { kind: 'b', id: branchIds[0]! };
    if (departmentIds.length === 1 && branchIds.length === 0) return { kind: 'd', id: departmentIds[0]! };
    return null;
  }

  /** The rows of athlete_units (aliased `alias`) of one unit, as placeholders. */
  unit(alias: string, unit: { kind: string; id: string }): string {
    return `${alias}.unit_kind = ${this.bind(unit.kind, '"char"')} AND ${alias}.unit_id = ${this.bind(unit.id, 'uuid')}`;
  }

  /** The rows of athlete_units (aliased `alias`) of the scope's branches and departments. */
  unitsInScope(alias: string): string {
    this.branches ??= this.bind(this.scope.branchIds, 'uuid[]');
    this.departments ??= this.bind(this.scope.departmentIds, 'uuid[]');
    return `((${alias}.unit_kind = 'b' AND ${alias}.unit_id = ANY(${this.branches}))
             OR (${alias}.unit_kind = 'd' AND ${alias}.unit_id = ANY(${this.departments})))`;
  }

  professional(alias: string): string {
    const own = `${alias}.organization_id = ${this.organizationId}`;
    if (this.scope.whole) return own;
    return `(${own} AND EXISTS (SELECT 1 FROM team_staff dss JOIN teams dsp ON dsp.id = dss.team_id
              WHERE dss.professional_id = ${alias}.id AND dss.archived_at IS NULL
                AND dsp.archived_at IS NULL AND ${this.teamInScope('dsp')}))`;
  }
}
