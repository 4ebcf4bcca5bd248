import type { Viewer } from '../../shared/auth/viewer.js';
import type { GuardedRow } from '../../shared/db/guarded-write.js';
import { byName, type SortKey } from '../../shared/db/paging.js';
import { organizationAdminCondition } from '../organizations/index.js';
import type { CertificationEntity } from './certification.entity.js';
import type { ProfessionalEntity } from './professional.entity.js';
import { professionalEditable, professionalPrivate, professionalReadable } from './professionals.policy.js';

// The pieces of the professionals feature's statements: joins, the orders of the lists and the rows a
// change reads on the guarded write path (shared/db/guarded-write.ts).

/** A professional `p` and its account `u`. */
export const PROFESSIONAL_WITH_USER = 'professionals p JOIN users u ON u.id = p.user_id';

/** A certification `c` and its professional `p`. */
export const CERTIFICATION_WITH_PROFESSIONAL =
  'certifications c JOIN professionals p ON p.id = c.professional_id';

/** The orders of the professionals list. */
export const PROFESSIONAL_SORT: Record<string, SortKey> = {
  NAME_ASC: byName('u.name'),
  NAME_DESC: byName('u.name', 'DESC'),
  TITLE_ASC: {
    key: 'arena_sort_key(p.title) || chr(1) || arena_sort_key(u.name)',
    direction: 'ASC',
    cast: 'text',
  },
  CREATED_DESC: { key: 'p.created_at', direction: 'DESC', cast: 'timestamptz' },
};

/** Soonest expiry first, certifications without one last. */
export const CERTIFICATION_SORT: SortKey = {
  key: "COALESCE(c.expires_on, 'infinity'::date)",
  direction: 'ASC',
  cast: 'date',
};

/**
 * A professional record as the viewer reads it (archived ones: the organization's admins), changed by
 * its editors (`editor`: the organization's admins and the professional themself) or the
 * organization's admins only (`organization`).
 */
export function professionalRow(
  viewer: Viewer,
  columns: string,
  who: 'editor' | 'organization',
): GuardedRow<ProfessionalEntity> {
  return {
    label: 'Professional',
    from: PROFESSIONAL_WITH_USER,
    alias: 'p',
    columns,
    readable: (params) => professionalReadable(viewer, params, 'admins'),
    writable: (params) =>
      who === 'editor'
        ? professionalEditable(viewer, params)
        : organizationAdminCondition(viewer, 'p.organization_id', params),
  };
}

/**
 * A certification as the viewer reads it: with the professional's private details, archived ones by
 * its editors and the organization's admins; changed by the professional's editors.
 */
export function certificationRow(viewer: Viewer, columns: string): GuardedRow<CertificationEntity> {
  return {
    label: 'Certification',
    from: CERTIFICATION_WITH_PROFESSIONAL,
    alias: 'c',
    columns,
    readable: (params) => {
      const readable = professionalReadable(viewer, params, 'admins');
      const privateDetails = professionalPrivate(viewer, params);
      const canEdit = professionalEditable(viewer, params);
      const archivedVisible = organizationAdminCondition(viewer, 'p.organization_id', params);
      return `${readable} AND ${privateDetails}
          AND (c.archived_at IS NULL OR ${canEdit} OR ${archivedVisible})`;
    },
    writable: (params) => professionalEditable(viewer, params),
  };
}
