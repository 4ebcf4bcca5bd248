import { staffReadableOrganization, staffWritableOrganization } from '../../shared/auth/staff.js';
import type { Viewer } from '../../shared/auth/viewer.js';
import type { TagKind } from './tag.entity.js';

// A kind of tag is read and changed under the rule of the app whose items it labels: contact tags with
// the contact book, task tags with the tasks list. Both are staff apps (shared/auth/staff.ts), so a
// viewer who is not staff reads no tags, gets NOT_FOUND for one and FORBIDDEN for a change.

interface TagRule {
  read(viewer: Viewer | null): string | null;
  write(viewer: Viewer | null, permission: 'write' | 'delete'): string;
}

const STAFF_APP: TagRule = { read: staffReadableOrganization, write: staffWritableOrganization };

const RULES: Record<TagKind, TagRule> = { contact: STAFF_APP, task: STAFF_APP };

/** The organization whose tags of the kind the viewer reads; null reads none. */
export function tagsReadableBy(viewer: Viewer | null, kind: TagKind): string | null {
  return RULES[kind].read(viewer);
}

/** The organization whose tags of the kind the viewer may change (or delete); FORBIDDEN otherwise. */
export function tagsWritableBy(
  viewer: Viewer | null,
  kind: TagKind,
  permission: 'write' | 'delete' = 'write',
): string {
  return RULES[kind].write(viewer, permission);
}
