import { describe, expect, it } from 'vitest';
import type { RoleKey } from '../role-keys';
import { hasPermission, organizationCapabilities } from './viewer-permissions';

const grant = (key: RoleKey, ...permissions: string[]) => ({ role: { key, permissions } });
const superAdmin = grant('super_admin', 'all', 'super_admin');
const orgAdmin = grant('org_admin', 'read', 'write', 'delete', 'org_admin');
const branchAdmin = grant('branch_admin', 'read', 'write', 'branch_admin');
const parent = grant('parent', 'read', 'parent');
const company = grant('company', 'read', 'company');
const regular = grant('user', 'read');

describe('hasPermission', () => {
  it('finds the permission, or all, in any grant', () => {
    expect(hasPermission([regular, branchAdmin], 'write')).toBe(true);
    expect(hasPermission([superAdmin], 'delete')).toBe(true);
    expect(hasPermission([branchAdmin], 'delete')).toBe(false);
    expect(hasPermission([], 'read')).toBe(false);
  });
});

describe('organizationCapabilities', () => {
  it('opens the staff apps to staff; changes need write, deleting delete', () => {
    expect(organizationCapabilities([superAdmin], true)).toEqual({
      canRead: true,
      canWrite: true,
      canDelete: true,
    });
    expect(organizationCapabilities([orgAdmin], true)).toEqual({
      canRead: true,
      canWrite: true,
      canDelete: true,
    });
    expect(organizationCapabilities([branchAdmin], true)).toEqual({
      canRead: true,
      canWrite: true,
      canDelete: false,
    });
    for (const other of [parent, company, regular]) {
      expect(organizationCapabilities([other], false)).toEqual({
        canRead: false,
        canWrite: false,
        canDelete: false,
      });
    }
    expect(organizationCapabilities([], false)).toEqual({
      canRead: false,
      canWrite: false,
      canDelete: false,
    });
  });

  it('lets a professional (staff with a read-only role) read but not change', () => {
    expect(organizationCapabilities([regular], true)).toEqual({
      canRead: true,
      canWrite: false,
      canDelete: false,
    });
  });
});
