import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { UsersViewerDocument, UsersViewerRolesDocument } from '../graphql/users';
import { NO_CAPABILITIES, usersCapabilities } from '../users-permissions';

/** The signed-in user's id, the role catalogue and what the screen may offer them. */
export function useUsersCapabilities() {
  const viewer = useQuery(UsersViewerDocument);
  const viewerId = viewer.data?.me.id ?? null;
  const grants = useQuery(UsersViewerRolesDocument, {
    variables: { userId: viewerId ?? '' },
    skip: viewerId === null,
  });
  const capabilities = useMemo(
    () => (grants.data ? usersCapabilities(grants.data.userRoles) : NO_CAPABILITIES),
    [grants.data],
  );
  return {
    viewerId,
    roles: viewer.data?.roles ?? [],
    capabilities,
    ready: grants.data !== undefined || grants.error !== undefined || viewer.error !== undefined,
  };
}
