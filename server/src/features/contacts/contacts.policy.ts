import { staffReadableOrganization, staffWritableOrganization } from '../../shared/auth/staff.js';
import type { Viewer } from '../../shared/auth/viewer.js';

// The contact book is the organization's staff's (spec 001 §6; docs/domain.md): it holds families'
// phone numbers and home addresses, so only staff read it (shared/auth/staff.ts: the admin roles and,
// once they exist, the school's professionals). Changes also need the `write` permission and deleting
// `delete`. Anyone else reads an empty book, gets NOT_FOUND for a single contact and FORBIDDEN for a
// change. Every statement carries `contactsOfOrganization`, so another organization's contact answers
// exactly like a missing one (NOT_FOUND). The countries list is reference data, not the book: everyone
// signed in reads it.

/** The organization whose contacts the viewer reads; null reads none (not staff, or no organization). */
export function contactsReadableBy(viewer: Viewer | null): string | null {
  return staffReadableOrganization(viewer);
}

/** The organization whose contacts the viewer may change (or delete); FORBIDDEN with the reason otherwise. */
export function contactsWritableBy(viewer: Viewer | null, action: 'write' | 'delete' = 'write'): string {
  return staffWritableOrganization(viewer, action);
}

/** The SQL condition on contacts (aliased `alias`, '' for none) limiting rows to the bound organization. */
export function contactsOfOrganization(organizationParam: string, alias = 'c'): string {
  return `${alias ? `${alias}.` : ''}organization_id = ${organizationParam}`;
}
