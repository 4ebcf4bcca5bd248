import { useMemo } from 'react';
import { useViewerGrants } from '../../lib/viewer/use-viewer-permissions';

/** What the signed-in user may offer on the structure screens; the server decides in the end. */
export interface StructureCapabilities {
  /** Organization admin or super admin: branches, any team. */
  organizationAdmin: boolean;
  /** Any admin role: teams in their scope. */
  scopedAdmin: boolean;
  /** A branch admin's branch (not an organization admin): the teams list keeps to it. */
  ownBranchId: string | null;
  /** A department admin's department (not an organization or branch admin): the teams list keeps to it. */
  ownDepartmentId: string | null;
}

export function useStructureCapabilities(): StructureCapabilities {
  const { grants } = useViewerGrants();
  return useMemo(() => {
    const keys = new Set((grants ?? []).map((grant) => grant.role.key));
    const organizationAdmin = keys.has('super_admin') || keys.has('org_admin');
    const scopeOf = (key: string) =>
      (grants ?? []).find((grant) => grant.role.key === key && grant.scopeId)?.scopeId ?? null;
    const ownBranchId = organizationAdmin ? null : scopeOf('branch_admin');
    return {
      organizationAdmin,
      scopedAdmin: organizationAdmin || keys.has('branch_admin') || keys.has('dept_admin'),
      ownBranchId,
      ownDepartmentId: organizationAdmin || ownBranchId ? null : scopeOf('dept_admin'),
    };
  }, [grants]);
}
