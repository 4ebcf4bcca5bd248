import { useMemo } from 'react';
import { ADMIN_ROLES } from '../../lib/role-keys';
import { useViewerGrants } from '../../lib/viewer/use-viewer-permissions';

/** What the companies screens offer the viewer (mirrors schema/companies.graphql); the server decides. */
export interface CompaniesCapabilities {
  /** Grants are known. */
  ready: boolean;
  /** Reads companies at all: the admin roles and company users (parents and regular users read none). */
  canRead: boolean;
  /** Reads every organization's companies and picks the organization of a new one. */
  superAdmin: boolean;
  /** Creates, edits and archives companies and their contacts: super admins and organization admins. */
  manageCompanies: boolean;
  /** Creates and changes sponsorships in their scope: every admin role. */
  manageSponsorships: boolean;
}

export function useCompaniesCapabilities(): CompaniesCapabilities {
  const { grants, error } = useViewerGrants();
  return useMemo(() => {
    const keys = new Set((grants ?? []).map((grant) => grant.role.key));
    const admin = ADMIN_ROLES.some((key) => keys.has(key));
    const manageCompanies = keys.has('super_admin') || keys.has('org_admin');
    return {
      ready: grants !== undefined || error !== undefined,
      canRead: admin || keys.has('company'),
      superAdmin: keys.has('super_admin'),
      manageCompanies,
      manageSponsorships: admin,
    };
  }, [grants, error]);
}
