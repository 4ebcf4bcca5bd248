import { useMemo } from 'react';
import { useViewerGrants } from '../../lib/viewer/use-viewer-permissions';

/** What the organizations screens offer the viewer; the server decides in the end. */
export interface OrganizationsCapabilities {
  /** Grants are known. */
  ready: boolean;
  /** Creates, archives and restores organizations and changes plans. */
  superAdmin: boolean;
  /** May edit this organization's details: a super admin, or an admin of that organization. */
  canEdit: (organizationId: string) => boolean;
}

export function useOrganizationsCapabilities(): OrganizationsCapabilities {
  const { grants, error } = useViewerGrants();
  return useMemo(() => {
    const list = grants ?? [];
    const superAdmin = list.some((grant) => grant.role.key === 'super_admin');
    return {
      ready: grants !== undefined || error !== undefined,
      superAdmin,
      canEdit: (organizationId) =>
        superAdmin ||
        list.some((grant) => grant.role.key === 'org_admin' && grant.scopeId === organizationId),
    };
  }, [grants, error]);
}
