import { describe, expect, it } from 'vitest';
import type { RoleKey } from '../role-keys';
import { homeKind } from './viewer-home';

const grant = (key: RoleKey, permissions: string[] = ['read']) => ({ role: { key, permissions } });

describe('homeKind', () => {
  it('gives every admin role the admin home', () => {
    for (const key of ['super_admin', 'org_admin', 'branch_admin', 'dept_admin'] as const) {
      expect(homeKind([grant(key)])).toBe('admin');
    }
    expect(homeKind([grant('user', ['all'])])).toBe('admin');
  });

  it('gives a parent, a company and anyone else their own home', () => {
    expect(homeKind([grant('parent')])).toBe('parent');
    expect(homeKind([grant('company')])).toBe('company');
    expect(homeKind([grant('user')])).toBe('member');
    expect(homeKind([])).toBe('member');
  });

  it('lets an admin role win over the others a viewer also holds', () => {
    expect(homeKind([grant('parent'), grant('branch_admin', ['read', 'write'])])).toBe('admin');
    expect(homeKind([grant('company'), grant('parent')])).toBe('parent');
  });
});
