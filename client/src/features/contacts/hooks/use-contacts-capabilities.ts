import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { ShellDocument } from '../../../layout/graphql/shell';
import { UsersViewerRolesDocument } from '../../users/graphql/users';
import {
  contactsCapabilities,
  NO_CONTACTS_CAPABILITIES,
  type ContactsCapabilities,
} from '../contacts-permissions';

/** What the signed-in user may do on the contacts screen; nothing until their grants are known (`ready`). */
export function useContactsCapabilities(): ContactsCapabilities & { ready: boolean } {
  // The shell loaded `me` before the first page showed: this reads the cache.
  const viewer = useQuery(ShellDocument);
  const viewerId = viewer.data?.me.id ?? null;
  // The same grants the users and tasks screens read (one cache entry for all three).
  const grants = useQuery(UsersViewerRolesDocument, {
    variables: { userId: viewerId ?? '' },
    skip: viewerId === null,
  });
  return useMemo(
    () => ({
      ...(grants.data ? contactsCapabilities(grants.data.userRoles) : NO_CONTACTS_CAPABILITIES),
      ready: grants.data !== undefined,
    }),
    [grants.data],
  );
}
