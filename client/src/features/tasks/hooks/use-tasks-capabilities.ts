import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { ShellDocument } from '../../../layout/graphql/shell';
import { UsersViewerRolesDocument } from '../../users/graphql/users';
import { READ_ONLY, tasksCapabilities } from '../tasks-permissions';

/** What the signed-in user may do on the tasks screen; read-only until their grants are known. */
export function useTasksCapabilities() {
  // The shell loads `me` before any signed-in page shows: this reads the cache.
  const viewer = useQuery(ShellDocument);
  const viewerId = viewer.data?.me.id ?? null;
  const grants = useQuery(UsersViewerRolesDocument, {
    variables: { userId: viewerId ?? '' },
    skip: viewerId === null,
  });
  return useMemo(() => (grants.data ? tasksCapabilities(grants.data.userRoles) : READ_ONLY), [grants.data]);
}
