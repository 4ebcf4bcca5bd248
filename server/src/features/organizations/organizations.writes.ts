import type { DataSource, EntityManager } from 'typeorm';
import { hashPassword } from '../../shared/auth/passwords.js';
import { isScopeAdmin } from '../../shared/auth/scope.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { inTransaction, patchAssignments, updateRow, writeGuarded } from '../../shared/db/guarded-write.js';
import { badInput, conflict, forbidden } from '../../shared/errors.js';
import { validate } from '../../shared/validation.js';
import type { InvitedAccountsService } from '../invited-accounts/index.js';
import { OrganizationEntity } from './organization.entity.js';
import { organizationGuard } from './organizations.rows.js';
import { isSuperAdmin } from './organizations.policy.js';
import type { OrganizationRecord, OrganizationsService } from './organizations.service.js';
import { createOrganizationSchema, organizationPatchSchema } from './organizations.validation.js';
import { entityColumns } from './paging.js';

/**
 * The changes of organizations: a super admin creates (with the first administrator), archives and
 * restores them and changes their plan; their admins change the rest (shared/db/guarded-write.ts).
 */
export class OrganizationWrites {
  private readonly columns: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly invitedAccounts: Pick<InvitedAccountsService, 'create'>,
    private readonly reads: Pick<OrganizationsService, 'organization' | 'readOrganization'>,
  ) {
    this.columns = entityColumns(dataSource.getMetadata(OrganizationEntity), 'o');
  }

  /** A super admin creates an organization and its first administrator, in one transaction. */
  async createOrganization(viewer: Viewer | null, input: unknown): Promise<OrganizationRecord> {
    const current = requireViewer(viewer);
    if (!isSuperAdmin(current)) throw forbidden('Only a super admin creates organizations.');
    const data = validate(createOrganizationSchema, input);
    const passwordHash = data.admin.password ? await hashPassword(data.admin.password) : null;
    const { id, sendInvitation } = await inTransaction(
      this.dataSource,
      async (manager) => {
        if (data.planId) await this.checkPlan(manager, data.planId);
        const [taken] = await manager.query<unknown[]>('SELECT 1 FROM organizations WHERE slug = $1', [
          data.slug,
        ]);
        if (taken) throw conflict('slug', 'Another organization uses this slug');
        const [emailTaken] = await manager.query<unknown[]>('SELECT 1 FROM users WHERE email = $1', [
          data.admin.email,
        ]);
        if (emailTaken) throw conflict('admin.email', 'An account with this email already exists');
        const [organization] = await manager.query<{ id: string }[]>(
          `INSERT INTO organizations (name, slug, type, logo, email, phone, address, locale, time_zone, subscription_plan_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
          [
            data.name,
            data.slug,
            data.type,
            data.logo ?? null,
            data.email ?? null,
            data.phone ?? null,
            data.address ?? null,
            data.locale,
            data.timeZone,
            data.planId ?? null,
          ],
        );
        const organizationId = organization!.id;
        const { sendInvitation } = await this.invitedAccounts.create(manager, {
          name: data.admin.fullName,
          email: data.admin.email,
          organizationId,
          passwordHash,
          roles: [{ role: 'org_admin', scopeType: 'organization', scopeId: organizationId }],
          inviterId: current.userId,
        });
        return { id: organizationId, sendInvitation };
      },
      // Two creations racing for one slug or e-mail: the unique indexes decide.
      () => conflict(null, 'The slug or the e-mail address is taken.'),
    );
    // Mailed only once the account and its link are committed.
    await sendInvitation?.();
    return this.reads.organization(current, id);
  }

  async updateOrganization(viewer: Viewer | null, id: string, input: unknown): Promise<OrganizationRecord> {
    const current = requireViewer(viewer);
    if (!isScopeAdmin(current)) throw forbidden();
    const data = validate(organizationPatchSchema, input);
    const guard = organizationGuard<OrganizationEntity>(current, this.columns, {
      archived: true,
      forbidden: 'Only the organization’s administrators change it.',
    });
    return writeGuarded(this.dataSource, guard, id, async (manager, row) => {
      if (data.planId !== undefined && data.planId !== row.subscriptionPlanId && !isSuperAdmin(current)) {
        throw forbidden('Only a super admin changes the plan.');
      }
      if (data.planId) await this.checkPlan(manager, data.planId);
      if (data.slug !== undefined) {
        const [taken] = await manager.query<unknown[]>(
          'SELECT 1 FROM organizations WHERE slug = $1 AND id <> $2',
          [data.slug, row.id],
        );
        if (taken) throw conflict('slug', 'Another organization uses this slug');
      }
      const set = patchAssignments(data, {
        name: 'name',
        slug: 'slug',
        type: 'type',
        logo: 'logo',
        email: 'email',
        phone: 'phone',
        address: 'address',
        locale: 'locale',
        timeZone: 'time_zone',
        planId: 'subscription_plan_id',
      });
      await updateRow(manager, { table: 'organizations', id: row.id, set, touch: true });
      return (await this.reads.readOrganization(manager, current, row.id))!;
    });
  }

  async archiveOrganization(
    viewer: Viewer | null,
    id: string,
    archived: boolean,
  ): Promise<OrganizationRecord> {
    const current = requireViewer(viewer);
    if (!isSuperAdmin(current)) throw forbidden('Only a super admin archives organizations.');
    const guard = organizationGuard<{ id: string }>(current, 'o.id', { archived: true });
    const changed = await writeGuarded(this.dataSource, guard, id, async (manager, row) => {
      await updateRow(manager, { table: 'organizations', id: row.id, archived, touch: true });
      return row.id;
    });
    return this.reads.organization(current, changed);
  }

  private async checkPlan(manager: EntityManager, planId: string): Promise<void> {
    const [plan] = await manager.query<unknown[]>('SELECT 1 FROM subscription_plans WHERE id = $1', [planId]);
    if (!plan) throw badInput('planId', 'Choose one of the subscription plans');
  }
}
