import { describe, expect, it } from 'vitest';
import { hasPermission, organizationCapabilities } from './viewer-permissions';

const grant = (...permissions: string[]) => ({ role: { permissions } });

describe('hasPermission', () => {
  it('finds the permission, or all, in any grant', () => {
    expect(hasPermission([grant('read'), grant('read', 'write')], 'write')).toBe(true);
    expect(hasPermission([grant('all', 'super_admin')], 'delete')).toBe(true);
    expect(hasPermission([grant('read', 'write')], 'delete')).toBe(false);
    expect(hasPermission([], 'read')).toBe(false);
  });
});

describe('organizationCapabilities', () => {
  it('offers changes for write, deleting for delete, both for all', () => {
    expect(organizationCapabilities([grant('all', 'super_admin')])).toEqual({
      canWrite: true,
      canDelete: true,
    });
    expect(organizationCapabilities([grant('read', 'write', 'delete', 'org_admin')])).toEqual({
      canWrite: true,
      canDelete: true,
    });
    expect(organizationCapabilities([grant('read', 'write', 'branch_admin')])).toEqual({
      canWrite: true,
      canDelete: false,
    });
    expect(organizationCapabilities([grant('read', 'parent')])).toEqual({
      canWrite: false,
      canDelete: false,
    });
    expect(organizationCapabilities([grant('read'), grant('read', 'write')]).canWrite).toBe(true);
    expect(organizationCapabilities([])).toEqual({ canWrite: false, canDelete: false });
  });
});
