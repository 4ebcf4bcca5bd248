import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { ADMIN_ROLES } from '../../lib/role-keys';
import { ViewerAccessDocument } from '../../lib/viewer/graphql/viewer-access';
import { useViewerGrants } from '../../lib/viewer/use-viewer-permissions';

/** What the events screen offers the signed-in user; the server decides in the end (FORBIDDEN). */
export interface EventCapabilities {
  /**
   * May offer "New event": an admin of any scope, or the school's staff (a coach creates his own teams'
   * events). Whether a given event may be changed is the event's `canEdit`.
   */
  canCreate: boolean;
}

export function useEventCapabilities(): EventCapabilities {
  const { grants } = useViewerGrants();
  const access = useQuery(ViewerAccessDocument);
  const staff = access.data?.viewerAccess.staff ?? false;
  return useMemo(() => {
    const admin = (grants ?? []).some((grant) => ADMIN_ROLES.includes(grant.role.key));
    return { canCreate: admin || staff };
  }, [grants, staff]);
}
