import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { ShellDocument } from './graphql/shell';
import { ViewerAccessDocument } from './graphql/viewer-access';
import { ViewerRolesDocument } from './graphql/viewer-roles';
import { organizationCapabilities, READ_ONLY, type OrganizationCapabilities } from './viewer-permissions';

/** The signed-in user's id and role grants (undefined until known), and why they could not be read. */
export function useViewerGrants() {
  // The shell loads `me` before any signed-in page shows: this reads the cache.
  const viewer = useQuery(ShellDocument);
  const viewerId = viewer.data?.me.id ?? null;
  const grants = useQuery(ViewerRolesDocument, {
    variables: { userId: viewerId ?? '' },
    skip: viewerId === null,
  });
  return { viewerId, grants: grants.data?.userRoles, error: grants.error ?? viewer.error };
}

/**
 * What the signed-in user may do with the organization's data; read-only until their grants are
 * known (`ready`).
 */
export function useOrganizationCapabilities(): OrganizationCapabilities & { ready: boolean } {
  const { grants } = useViewerGrants();
  const access = useQuery(ViewerAccessDocument);
  const staff = access.data?.viewerAccess.staff;
  return useMemo(() => {
    const ready = grants !== undefined && staff !== undefined;
    return { ...(ready ? organizationCapabilities(grants, staff) : READ_ONLY), ready };
  }, [grants, staff]);
}
