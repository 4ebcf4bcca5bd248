import { useMemo } from 'react';
import { generatePath } from 'react-router';
import { PATHS } from '../../lib/paths';
import { ADMIN_ROLES } from '../../lib/role-keys';
import { useQuery } from '@apollo/client/react';
import { ViewerAccessDocument } from '../../lib/viewer/graphql/viewer-access';
import { useViewerGrants } from '../../lib/viewer/use-viewer-permissions';

/**
 * What the athletes screens offer the signed-in user: admins manage athletes, a parent (without an
 * admin role) sees their own children. The server decides in the end (FORBIDDEN, NOT_FOUND).
 */
export function useAthletesViewer() {
  const { viewerId, grants } = useViewerGrants();
  const access = useQuery(ViewerAccessDocument);
  const staff = access.data?.viewerAccess.staff;
  return useMemo(() => {
    const keys = new Set((grants ?? []).map((grant) => grant.role.key as string));
    const isAdmin = ADMIN_ROLES.some((key) => keys.has(key));
    const isParent = !isAdmin && keys.has('parent');
    return {
      ready: grants !== undefined && staff !== undefined,
      viewerId,
      isAdmin,
      isParent,
      /** Staff of a team (coaches): they change their teams' memberships. */
      isStaff: staff === true,
      /** Admins, the school's staff (coaches) and parents: who has athletes in their charge. */
      mayOpen: isAdmin || isParent || staff === true,
    };
  }, [grants, staff, viewerId]);
}

/** The profile page of an athlete. */
export const athleteProfilePath = (id: string) => generatePath(PATHS.athlete, { id });

/** The birth year of an ISO date, or null. */
export const birthYearOf = (birthDate: string | null | undefined) =>
  birthDate ? Number(birthDate.slice(0, 4)) : null;
