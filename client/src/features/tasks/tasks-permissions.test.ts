import { describe, expect, it } from 'vitest';
import { tasksCapabilities } from './tasks-permissions';

const grant = (...permissions: string[]) => ({ role: { permissions } });

describe('tasksCapabilities', () => {
  it('follows the write and delete permissions of any grant', () => {
    expect(tasksCapabilities([grant('all', 'super_admin')])).toEqual({ canWrite: true, canDelete: true });
    expect(tasksCapabilities([grant('read', 'write', 'delete', 'org_admin')])).toEqual({
      canWrite: true,
      canDelete: true,
    });
    expect(tasksCapabilities([grant('read', 'write', 'branch_admin')])).toEqual({
      canWrite: true,
      canDelete: false,
    });
    expect(tasksCapabilities([grant('read', 'parent')])).toEqual({ canWrite: false, canDelete: false });
    expect(tasksCapabilities([grant('read'), grant('read', 'write')]).canWrite).toBe(true);
    expect(tasksCapabilities([])).toEqual({ canWrite: false, canDelete: false });
  });
});
