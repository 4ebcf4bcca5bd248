import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useViewerGrants } from '../../../lib/viewer/use-viewer-permissions';
import { UsersRolesDocument } from '../graphql/users';
import { NO_CAPABILITIES, usersCapabilities } from '../users-permissions';

/** The signed-in user's id, the role catalogue and what the screen may offer them. */
export function useUsersCapabilities() {
  const catalogue = useQuery(UsersRolesDocument);
  const { viewerId, grants, error } = useViewerGrants();
  const capabilities = useMemo(() => (grants ? usersCapabilities(grants) : NO_CAPABILITIES), [grants]);
  return {
    viewerId,
    roles: catalogue.data?.roles ?? [],
    capabilities,
    ready: grants !== undefined || error !== undefined || catalogue.error !== undefined,
  };
}
