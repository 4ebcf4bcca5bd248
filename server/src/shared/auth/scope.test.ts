import { describe, expect, it } from 'vitest';
import { adminScopeCondition, administersScope, isScopeAdmin, staffTeamIdsSql } from './scope.js';
import type { Grant, Viewer } from './viewer.js';

const ORG = '00000000-0000-4000-8001-000000000001';
const OTHER_ORG = '00000000-0000-4000-8001-000000000002';
const BRANCH = '00000000-0000-4000-8002-000000000001';
const DEPARTMENT = '00000000-0000-4000-8003-000000000001';

const viewer = (...grants: Grant[]): Viewer => ({ userId: 'u', organizationId: ORG, grants });
const grant = (role: Grant['role'], scope: Grant['scope'], permissions = ['read']): Grant => ({
  role,
  permissions,
  scope,
});
const COLUMNS = { organization: 't.organization_id', branch: 't.branch_id', department: 't.department_id' };

describe('adminScopeCondition', () => {
  it('is TRUE for a super admin and FALSE for anyone without an admin grant', () => {
    expect(adminScopeCondition(viewer(grant('super_admin', null, ['all'])), COLUMNS)).toEqual({
      sql: 'TRUE',
      params: [],
    });
    for (const role of ['parent', 'company', 'user'] as const) {
      expect(adminScopeCondition(viewer(grant(role, { type: 'organization', id: ORG })), COLUMNS).sql).toBe(
        'FALSE',
      );
    }
  });

  it('binds each kind of scope as one parameter after the caller’s: one id as =, several as = ANY', () => {
    const params: unknown[] = ['first'];
    const condition = adminScopeCondition(
      viewer(
        grant('org_admin', { type: 'organization', id: ORG }),
        grant('branch_admin', { type: 'branch', id: BRANCH }),
        grant('dept_admin', { type: 'department', id: DEPARTMENT }),
      ),
      COLUMNS,
      params,
    );
    expect(condition.sql).toBe(
      '(t.organization_id = $2::uuid OR t.branch_id = $3::uuid OR t.department_id = $4::uuid)',
    );
    expect(condition.params).toBe(params);
    expect(params).toEqual(['first', ORG, BRANCH, DEPARTMENT]);
    // Several of a kind: one array parameter.
    const two = adminScopeCondition(
      viewer(
        grant('org_admin', { type: 'organization', id: ORG }),
        grant('org_admin', { type: 'organization', id: BRANCH }),
      ),
      COLUMNS,
    );
    expect(two.sql).toBe('(t.organization_id = ANY($1::uuid[]))');
    expect(two.params).toEqual([[ORG, BRANCH]]);
  });

  it('leaves out a scope kind the row has no column for', () => {
    const branchAdmin = viewer(grant('branch_admin', { type: 'branch', id: BRANCH }));
    expect(adminScopeCondition(branchAdmin, { organization: 'p.organization_id' }).sql).toBe('FALSE');
    expect(adminScopeCondition(branchAdmin, { organization: 'b.organization_id', branch: 'b.id' }).sql).toBe(
      '(b.id = $1::uuid)',
    );
  });
});

describe('administersScope and isScopeAdmin', () => {
  it('follow the same rule in JavaScript', () => {
    const branchAdmin = viewer(grant('branch_admin', { type: 'branch', id: BRANCH }));
    expect(isScopeAdmin(branchAdmin)).toBe(true);
    expect(administersScope(branchAdmin, { organizationId: ORG, branchId: BRANCH })).toBe(true);
    expect(
      administersScope(branchAdmin, { organizationId: ORG, branchId: null, departmentId: DEPARTMENT }),
    ).toBe(false);
    const orgAdmin = viewer(grant('org_admin', { type: 'organization', id: ORG }));
    expect(administersScope(orgAdmin, { organizationId: ORG })).toBe(true);
    expect(administersScope(orgAdmin, { organizationId: OTHER_ORG })).toBe(false);
    expect(isScopeAdmin(viewer(grant('parent', { type: 'organization', id: ORG })))).toBe(false);
  });
});

describe('staffTeamIdsSql', () => {
  it('selects the current staff rows of the user bound at the given placeholder', () => {
    const sql = staffTeamIdsSql('$3');
    expect(sql).toContain('spr.user_id = $3::uuid');
    expect(sql).toContain('sts.archived_at IS NULL AND spr.archived_at IS NULL AND stt.archived_at IS NULL');
  });
});
