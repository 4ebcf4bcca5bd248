import { adminScopeCondition, adminScopes, isScopeAdmin } from '../../shared/auth/scope.js';
import { hasPermission, hasRole, requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { bindParam } from '../../shared/db/bind.js';
import { forbidden, notFound } from '../../shared/errors.js';

// Who sees and changes sponsors (docs/domain.md), as SQL conditions the lists and single reads share:
//
// - read a company and its sponsorships: super admins every one; an organization's admins, and the admins
//   of its branches and departments, the companies of that organization (archived ones too); a company
//   user the companies they are a contact of, while neither is archived. Parents and regular users read
//   none (their organization's public `sponsors` list shows names and logos only).
// - change a company or its contacts: super admins, and organization admins in their organization.
// - change a sponsorship: super admins and organization admins in their organization; a branch admin
//   those of their branch and of its teams; a department admin those of the teams of their department.
//   Branch and department admins read everything else of their organization's sponsors, read-only.
//
// A row the viewer does not read answers NOT_FOUND exactly like an unknown id; a row they read but may
// not change answers FORBIDDEN. Parents, regular users and company users are refused every change
// (FORBIDDEN) before any row is looked at.

/**
 * The organizations a viewer's branch and department admin grants lie in, as SQL (null: none). Their
 * holders read the whole organization's sponsors.
 */
function scopedAdminOrganizationsSql(viewer: Viewer, params: unknown[]): string | null {
  const { branches, departments } = adminScopes(viewer);
  const parts: string[] = [];
  if (branches.length > 0) {
    parts.push(
      `SELECT organization_id FROM branches WHERE id = ANY(${bindParam(params, branches, 'uuid[]')})`,
    );
  }
  if (departments.length > 0) {
    parts.push(
      `SELECT organization_id FROM departments WHERE id = ANY(${bindParam(params, departments, 'uuid[]')})`,
    );
  }
  return parts.length > 0 ? parts.join(' UNION ') : null;
}

/**
 * Whether the viewer administers anything (and so may see archived rows when asking for them): the
 * same rule as `isScopeAdmin`, under the name the lists use.
 */
export const isSponsorAdmin = isScopeAdmin;

/**
 * The admin part of the read rule over a row's organization column: super admin, organization admin,
 * or branch/department admin of that organization. FALSE for everyone else.
 */
function adminReadCondition(viewer: Viewer, organizationColumn: string, params: unknown[]): string {
  const admin = adminScopeCondition(viewer, { organization: organizationColumn }, params).sql;
  if (admin === 'TRUE') return admin;
  const scoped = scopedAdminOrganizationsSql(viewer, params);
  const clauses = [admin, ...(scoped ? [`${organizationColumn} IN (${scoped})`] : [])].filter(
    (clause) => clause !== 'FALSE',
  );
  return clauses.length > 0 ? `(${clauses.join(' OR ')})` : 'FALSE';
}

/** The condition for company users: a contact of the company, neither archived. */
function contactCondition(
  viewer: Viewer,
  companyIdColumn: string,
  archivedColumns: readonly string[],
  params: unknown[],
): string | null {
  if (!hasRole(viewer, 'company')) return null;
  const viewerId = bindParam(params, viewer.userId, 'uuid');
  return `(EXISTS (SELECT 1 FROM company_contacts rcc WHERE rcc.company_id = ${companyIdColumn} AND rcc.user_id = ${viewerId})
           ${archivedColumns.map((column) => ` AND ${column} IS NULL`).join('')})`;
}

/** Companies (aliased `alias`) the viewer reads. */
export function companiesReadableCondition(viewer: Viewer, alias: string, params: unknown[]): string {
  const admin = adminReadCondition(viewer, `${alias}.organization_id`, params);
  if (admin === 'TRUE') return admin;
  const contact = contactCondition(viewer, `${alias}.id`, [`${alias}.archived_at`], params);
  const clauses = [admin, contact].filter((clause): clause is string => !!clause && clause !== 'FALSE');
  return clauses.length > 0 ? `(${clauses.join(' OR ')})` : 'FALSE';
}

/** Sponsorships (aliased `alias`, their company joined as `companyAlias`) the viewer reads. */
export function sponsorshipsReadableCondition(
  viewer: Viewer,
  alias: string,
  companyAlias: string,
  params: unknown[],
): string {
  const admin = adminReadCondition(viewer, `${alias}.organization_id`, params);
  if (admin === 'TRUE') return admin;
  const contact = contactCondition(
    viewer,
    `${alias}.company_id`,
    [`${alias}.archived_at`, `${companyAlias}.archived_at`],
    params,
  );
  const clauses = [admin, contact].filter((clause): clause is string => !!clause && clause !== 'FALSE');
  return clauses.length > 0 ? `(${clauses.join(' OR ')})` : 'FALSE';
}

/** Companies (aliased `alias`) the viewer may change: super admins, and organization admins of theirs. */
export function companiesWritableCondition(viewer: Viewer, alias: string, params: unknown[]): string {
  return adminScopeCondition(viewer, { organization: `${alias}.organization_id` }, params).sql;
}

/** The branch a sponsorship's scope lies in (its branch, or its team's), as SQL over the row. */
export const sponsorshipBranchSql = (alias: string) =>
  `(CASE ${alias}.scope_type WHEN 'branch' THEN ${alias}.scope_id
     WHEN 'team' THEN (SELECT sbt.branch_id FROM teams sbt WHERE sbt.id = ${alias}.scope_id) END)`;

/** The department a sponsorship's scope lies in (its team's), as SQL over the row. */
export const sponsorshipDepartmentSql = (alias: string) =>
  `(CASE ${alias}.scope_type WHEN 'team'
     THEN (SELECT sdt.department_id FROM teams sdt WHERE sdt.id = ${alias}.scope_id) END)`;

/** Sponsorships (aliased `alias`) the viewer may change, by the scope they support. */
export function sponsorshipsWritableCondition(viewer: Viewer, alias: string, params: unknown[]): string {
  return adminScopeCondition(
    viewer,
    {
      organization: `${alias}.organization_id`,
      branch: sponsorshipBranchSql(alias),
      department: sponsorshipDepartmentSql(alias),
    },
    params,
  ).sql;
}

/**
 * Refuses, before any row is read, a viewer who may change no company (anyone but super admins and
 * organization admins) or lacks the `write` permission.
 */
export function assertCompanyWriter(viewer: Viewer | null): Viewer {
  const current = requireViewer(viewer);
  const scopes = adminScopes(current);
  if (!hasPermission(current, 'write') || (!scopes.superAdmin && scopes.organizations.length === 0)) {
    throw forbidden('Only organization admins manage sponsor companies.');
  }
  return current;
}

/** Refuses, before any row is read, a viewer who may change no sponsorship (anyone but an admin). */
export function assertSponsorshipWriter(viewer: Viewer | null): Viewer {
  const current = requireViewer(viewer);
  if (!hasPermission(current, 'write') || !isScopeAdmin(current)) {
    throw forbidden('Only admins manage sponsorships.');
  }
  return current;
}

/**
 * The organization whose public sponsor list the viewer reads: their own, or for a super admin any
 * (NOT_FOUND for another organization otherwise, as for an unknown one).
 */
export function sponsorsOrganization(
  viewer: Viewer | null,
  organizationId: string | null | undefined,
): string {
  const current = requireViewer(viewer);
  if (organizationId && organizationId !== current.organizationId) {
    if (hasRole(current, 'super_admin')) return organizationId;
    throw notFound('Organization');
  }
  if (!current.organizationId) throw notFound('Organization');
  return current.organizationId;
}
