import type { DataSource, EntityManager } from 'typeorm';
import type { MoneyAdminCandidate, MoneyAdmins as MoneyAdminsAnswer } from '../../generated/graphql.js';
import { adminScopes } from '../../shared/auth/scope.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { inTransaction } from '../../shared/db/guarded-write.js';
import { badInput, forbidden, notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/validation.js';
import { auditFees } from './fees.audit.js';

/** The most admins one organization names (far more than any school has). */
const MOST_NAMED = 100;

// An organization's current organization and branch admins, one row each (an organization admin who is
// also a branch admin shows once, as the organization's), named ones first, then by name.
const CANDIDATES = `
  SELECT DISTINCT ON (named, u.name, u.id) u.id AS "userId", u.name, u.email::text AS email,
         b.name AS "branchName", (ma.user_id IS NOT NULL) AS named
    FROM user_roles ur
    JOIN roles r ON r.id = ur.role_id
    JOIN users u ON u.id = ur.user_id
    LEFT JOIN branches b ON ur.scope_type = 'branch' AND b.id = ur.scope_id
    LEFT JOIN money_admins ma ON ma.organization_id = $1 AND ma.user_id = u.id
   WHERE (r.key = 'org_admin' AND ur.scope_type = 'organization' AND ur.scope_id = $1)
      OR (r.key = 'branch_admin' AND ur.scope_type = 'branch' AND b.organization_id = $1)
   ORDER BY named DESC, u.name, u.id, (b.name IS NOT NULL), b.name`;

/**
 * Who handles an organization's money (`money_admins`; fees.policy.ts applies it to every read and
 * write of invoices, payments and plans). Its organization admins and super admins read the list; the
 * ones who handle the money change it, and no organization admin can name others without themselves.
 */
export class MoneyAdmins {
  constructor(private readonly dataSource: DataSource) {}

  async read(viewer: Viewer | null, organizationId: string | null | undefined): Promise<MoneyAdminsAnswer> {
    const current = requireViewer(viewer);
    const target = organizationId ?? current.organizationId;
    if (!target || !isUuid(target) || !readsList(current, target)) throw notFound('Organization');
    const answer = await this.answer(this.dataSource.manager, current, target);
    if (answer === null) throw notFound('Organization');
    return answer;
  }

  async set(
    viewer: Viewer | null,
    organizationId: string,
    userIds: readonly string[],
  ): Promise<MoneyAdminsAnswer> {
    const current = requireViewer(viewer);
    if (!isUuid(organizationId) || !readsList(current, organizationId)) throw notFound('Organization');
    const ids = [...new Set(userIds)];
    if (ids.length > MOST_NAMED) throw badInput('userIds', `Name at most ${MOST_NAMED} admins.`, 'too_long');
    if (ids.some((id) => !isUuid(id)))
      throw badInput('userIds', 'Name admins of the organization or its branches.');
    await inTransaction(this.dataSource, async (manager) => {
      // One change at a time per organization: the second waits and sees the first's list.
      const locked = await manager.query(`SELECT id FROM organizations WHERE id = $1 FOR UPDATE`, [
        organizationId,
      ]);
      if (locked.length === 0) throw notFound('Organization');
      const before = await this.answer(manager, current, organizationId);
      if (before === null) throw notFound('Organization');
      if (!before.editable) throw forbidden('Only the admins who handle the money may change who does.');
      const admins = new Set(before.candidates.map((candidate) => candidate.userId));
      if (ids.some((id) => !admins.has(id)))
        throw badInput('userIds', 'Name admins of the organization or its branches.');
      if (!adminScopes(current).superAdmin && ids.length > 0 && !ids.includes(current.userId))
        throw badInput('userIds', 'Name yourself too, or you would no longer handle the money.', 'required');
      const previous = (
        await manager.query<{ user_id: string }[]>(
          `DELETE FROM money_admins WHERE organization_id = $1 RETURNING user_id`,
          [organizationId],
        )
      ).map((row) => row.user_id);
      if (ids.length > 0)
        await manager.query(
          `INSERT INTO money_admins (organization_id, user_id, named_by)
           SELECT $1, unnest($2::uuid[]), $3`,
          [organizationId, ids, current.userId],
        );
      await auditFees(manager, current, {
        organizationId,
        action: 'update',
        entityType: 'money_admins',
        entityId: organizationId,
        summary:
          ids.length > 0
            ? {
                en: `Money kept to ${ids.length} named admins`,
                tr: `Para ${ids.length} yöneticiye bırakıldı`,
              }
            : { en: 'Money handled by every admin again', tr: 'Parayı yine tüm yöneticiler yönetiyor' },
        before: { userIds: previous.sort() },
        after: { userIds: [...ids].sort() },
      });
    });
    return this.read(current, organizationId);
  }

  /** The organization's list as the viewer sees it, or null when it does not exist. */
  private async answer(
    manager: EntityManager,
    viewer: Viewer,
    organizationId: string,
  ): Promise<MoneyAdminsAnswer | null> {
    const [organization] = await manager.query<{ restricted: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM money_admins ma WHERE ma.organization_id = o.id) AS restricted
         FROM organizations o WHERE o.id = $1`,
      [organizationId],
    );
    if (!organization) return null;
    const candidates = await manager.query<MoneyAdminCandidate[]>(CANDIDATES, [organizationId]);
    const { restricted } = organization;
    const named = candidates.filter((candidate) => candidate.named);
    const editable =
      adminScopes(viewer).superAdmin ||
      !restricted ||
      named.length === 0 ||
      named.some((candidate) => candidate.userId === viewer.userId);
    return { organizationId, restricted, candidates, editable };
  }
}

/** Super admins and the organization's own admins read (and may try to change) who handles its money. */
function readsList(viewer: Viewer, organizationId: string): boolean {
  const scopes = adminScopes(viewer);
  return scopes.superAdmin || scopes.organizations.includes(organizationId);
}
