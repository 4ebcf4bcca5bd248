import { describe, expect, it } from 'vitest';
import type { RoleKey } from '../role-keys';
import { hasPermission, isStaff, organizationCapabilities } from './viewer-permissions';

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

describe('isStaff', () => {
  it('is true for the admin roles only, as the server’s staff rule', () => {
    expect([superAdmin, orgAdmin, branchAdmin].map((g) => isStaff([g]))).toEqual([true, true, true]);
    expect([parent, company, regular].map((g) => isStaff([g]))).toEqual([false, false, false]);
    expect(isStaff([parent, branchAdmin])).toBe(true);
    expect(isStaff([])).toBe(false);
  });
});

describe('organizationCapabilities', () => {
  it('opens the staff apps to staff; changes need write, deleting delete', () => {
    expect(organizationCapabilities([superAdmin])).toEqual({
      canRead: true,
      canWrite: true,
      canDelete: true,
    });
    expect(organizationCapabilities([orgAdmin])).toEqual({ canRead: true, canWrite: true, canDelete: true });
    expect(organizationCapabilities([branchAdmin])).toEqual({
      canRead: true,
      canWrite: true,
      canDelete: false,
    });
    for (const other of [parent, company, regular]) {
      expect(organizationCapabilities([other])).toEqual({
        canRead: false,
        canWrite: false,
        canDelete: false,
      });
    }
    expect(organizationCapabilities([])).toEqual({ canRead: false, canWrite: false, canDelete: false });
  });
});
