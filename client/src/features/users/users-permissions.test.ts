import { describe, expect, it } from 'vitest';
import type { RoleKey } from '../../generated/graphql';
import { scopeTypeForRole, usersCapabilities } from './users-permissions';

const grant = (key: RoleKey, permissions: string[]) => ({ role: { key, permissions } });

describe('usersCapabilities', () => {
  it('gives the super admin everything', () => {
    expect(usersCapabilities([grant('super_admin', ['all', 'super_admin'])])).toEqual({
      administers: true,
      canWrite: true,
      canDelete: true,
      canManageRoles: true,
      isSuperAdmin: true,
    });
  });

  it('lets a branch admin write but not delete', () => {
    const capabilities = usersCapabilities([grant('branch_admin', ['read', 'write', 'branch_admin'])]);
    expect(capabilities).toMatchObject({ administers: true, canWrite: true, canDelete: false });
  });

  it('offers a regular user or a parent nothing', () => {
    for (const grants of [[grant('user', ['read'])], [grant('parent', ['read', 'parent'])], []]) {
      expect(usersCapabilities(grants)).toMatchObject({
        administers: false,
        canWrite: false,
        canDelete: false,
      });
    }
  });
});

describe('scopeTypeForRole', () => {
  it('follows the schema rule', () => {
    expect(scopeTypeForRole('super_admin')).toBeNull();
    expect(scopeTypeForRole('org_admin')).toBe('organization');
    expect(scopeTypeForRole('branch_admin')).toBe('branch');
    expect(scopeTypeForRole('dept_admin')).toBe('department');
    expect(scopeTypeForRole('parent')).toBe('organization');
  });
});
