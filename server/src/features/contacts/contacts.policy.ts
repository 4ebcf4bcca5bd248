import { readableOrganization, writableOrganization } from '../../shared/auth/organization.js';
import type { Viewer } from '../../shared/auth/viewer.js';

// The contact book belongs to the organization as a whole (spec 001 §6): every member reads it, changes
// need the `write` permission and deleting `delete`. Every statement carries `contactsOfOrganization`,
// so another organization's contact answers exactly like a missing one (NOT_FOUND).

/** The organization whose contacts the viewer reads; null reads none (a super admin without one). */
export function contactsReadableBy(viewer: Viewer | null): string | null {
  return readableOrganization(viewer);
}

/** The organization whose contacts the viewer may change (or delete); FORBIDDEN with the reason otherwise. */
export function contactsWritableBy(viewer: Viewer | null, action: 'write' | 'delete' = 'write'): string {
  return writableOrganization(viewer, action);
}

/** The SQL condition on contacts (aliased `alias`, '' for none) limiting rows to the bound organization. */
export function contactsOfOrganization(organizationParam: string, alias = 'c'): string {
  return `${alias ? `${alias}.` : ''}organization_id = ${organizationParam}`;
}
