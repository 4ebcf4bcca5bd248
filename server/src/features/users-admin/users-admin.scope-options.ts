import type { DataSource } from 'typeorm';
import { adminScopeCondition, isScopeAdmin } from '../../shared/auth/scope.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { likePattern } from '../../shared/db/like.js';
import { validate } from '../../shared/validation.js';
import { organizationAdminCondition } from '../organizations/index.js';
import { roleScopeOptionsArgsSchema } from './users-admin.validation.js';

/** One option of the users page's scope picker. */
export interface RoleScopeOptionRecord {
  type: 'organization' | 'branch' | 'department' | 'team';
  id: string;
  name: string;
  detail: string | null;
  organizationId: string;
}

/** The users page's scope picker: where the viewer may grant roles. */
export class UsersAdminScopeOptions {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The scopes the viewer may grant roles in (canGrantRole's rule, as SQL): organizations for
   * their organization admins, branches and departments for their admins (and organization admins),
   * teams for the admins of their organization, branch or department. Archived ones are never offered.
   */
  async roleScopeOptions(
    viewer: Viewer | null,
    args: Record<string, unknown>,
  ): Promise<RoleScopeOptionRecord[]> {
    const current = requireViewer(viewer);
    const data = validate(roleScopeOptionsArgsSchema, args);
    if (!isScopeAdmin(current)) return [];
    const params: unknown[] = [];
    const organizations = organizationAdminCondition(current, 'o.id', params);
    const branches = adminScopeCondition(
      current,
      { organization: 'b.organization_id', branch: 'b.id' },
      params,
    ).sql;
    const departments = adminScopeCondition(
      current,
      { organization: 'd.organization_id', department: 'd.id' },
      params,
    ).sql;
    const teams = adminScopeCondition(
      current,
      { organization: 't.organization_id', branch: 't.branch_id', department: 't.department_id' },
      params,
    ).sql;
    const filters: string[] = [];
    if (data.organizationId) {
      params.push(data.organizationId);
      filters.push(`x."organizationId" = $${params.length}::uuid`);
    }
    if (data.types && data.types.length > 0) {
      params.push(data.types);
      filters.push(`x.type = ANY($${params.length}::text[])`);
    }
    if (data.query) {
      params.push(likePattern(data.query));
      filters.push(`x.name ILIKE $${params.length}`);
    }
    params.push(data.first);
    return this.dataSource.query<RoleScopeOptionRecord[]>(
      `SELECT x.type, x.id, x.name, x.detail, x."organizationId" FROM (
         SELECT 'organization' AS type, o.id, o.name::text AS name, NULL::text AS detail, o.id AS "organizationId", 0 AS rank
           FROM organizations o WHERE o.archived_at IS NULL AND ${organizations}
         UNION ALL
         SELECT 'branch', b.id, b.name::text, NULL, b.organization_id, 1
           FROM branches b WHERE b.archived_at IS NULL AND ${branches}
         UNION ALL
         SELECT 'department', d.id, d.name::text, NULL, d.organization_id, 2
           FROM departments d WHERE d.archived_at IS NULL AND ${departments}
         UNION ALL
         SELECT 'team', t.id, t.name::text, concat_ws(' · ', tb.name, td.name, tsn.name), t.organization_id, 3
           FROM teams t JOIN branches tb ON tb.id = t.branch_id JOIN departments td ON td.id = t.department_id
           JOIN seasons tsn ON tsn.id = t.season_id
          WHERE t.archived_at IS NULL AND ${teams}
       ) x ${filters.length > 0 ? `WHERE ${filters.join(' AND ')}` : ''}
       ORDER BY x.rank, arena_sort_key(x.name), x.detail, x.id LIMIT $${params.length}`,
      params,
    );
  }
}
