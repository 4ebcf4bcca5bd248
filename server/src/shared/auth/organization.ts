import { AppError } from '../errors.js';
import { hasPermission, requireViewer, type Viewer } from './viewer.js';

/**
 * Rules for data an organization owns as a whole (contacts, tasks, their tags, and the apps after them):
 * every member reads it; changing needs the `write` permission and deleting `delete` (spec 001 §6).
 * Rows of another organization are never read, so they answer NOT_FOUND like a missing id.
 */

/** The organization whose rows the viewer reads, or null (a super admin without one reads nothing). */
export function readableOrganization(viewer: Viewer | null): string | null {
  return requireViewer(viewer).organizationId;
}

/** The organization the viewer may change with the permission, or FORBIDDEN with the reason. */
export function writableOrganization(
  viewer: Viewer | null,
  permission: 'write' | 'delete' = 'write',
): string {
  const current = requireViewer(viewer);
  if (!hasPermission(current, permission)) {
    throw new AppError(
      'FORBIDDEN',
      permission === 'delete' ? 'Your role does not allow deleting.' : 'Your role does not allow changes.',
    );
  }
  if (current.organizationId === null) {
    throw new AppError('FORBIDDEN', 'Join an organization to keep its contacts and tasks.');
  }
  return current.organizationId;
}
