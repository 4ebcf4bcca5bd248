import type { DataSource, EntityManager, Repository } from 'typeorm';
import { announceAccessChange } from '../../shared/auth/viewer-cache.js';
import { hashPassword } from '../../shared/auth/passwords.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { pgCode } from '../../shared/db/pg-errors.js';
import { AppError, conflict } from '../../shared/errors.js';
import { validate } from '../../shared/validation.js';
import type { InvitedAccountsService } from '../invited-accounts/index.js';
import { revokeTokens, UserEntity } from '../users/index.js';
import {
  canAdministerUsers,
  canCreateUserIn,
  canDeleteUser,
  canWriteUser,
  scopeForNewMember,
} from './users-admin.policy.js';
import { notAllowed, visibleTarget } from './users-admin.target.js';
import { createAdminUserSchema, updateAdminUserSchema } from './users-admin.validation.js';

const emailTaken = () =>
  conflict(
    'email',
    'An account with this email already exists',
    'An account with this email already exists.',
  );

/** Creating, changing and deleting users, each checked against the write policy. */
export class UsersAdminWrites {
  private readonly users: Repository<UserEntity>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly invitedAccounts: Pick<InvitedAccountsService, 'create'>,
  ) {
    this.users = dataSource.getRepository(UserEntity);
  }

  /**
   * Creates a user with the status asked for (active unless said otherwise). Without a password nobody
   * can sign in until one is set: an active account gets an invitation mail with a set-password link
   * (single use, 7 days); an inactive or suspended one gets none (once active, "forgot password" works).
   */
  async create(viewer: Viewer | null, input: unknown): Promise<UserEntity> {
    const current = requireViewer(viewer);
    if (!canAdministerUsers(current)) throw notAllowed();
    const data = validate(createAdminUserSchema, input);
    const organizationId = data.organizationId ?? current.organizationId;
    if (!canCreateUserIn(current, organizationId)) throw notAllowed();
    // Without a password the stored hash matches no password at all.
    const passwordHash = data.password ? await hashPassword(data.password) : null;

    const { user, sendInvitation } = await this.dataSource.transaction(async (manager) => {
      await this.checkReferences(manager, {
        organizationId,
        subscriptionId: data.subscriptionId ?? null,
      });
      if (await manager.existsBy(UserEntity, { email: data.email })) throw emailTaken();
      // A branch or department admin's new member carries their scope, so it stays in their sight.
      const grantScope = scopeForNewMember(current);
      let created;
      try {
        created = await this.invitedAccounts.create(manager, {
          name: data.fullName,
          email: data.email,
          phone: data.phone ?? null,
          avatar: data.avatar ?? null,
          subscriptionPlanId: data.subscriptionId ?? null,
          status: data.status ?? 'active',
          organizationId,
          passwordHash,
          roles: grantScope ? [{ role: 'user', scopeType: grantScope.type, scopeId: grantScope.id }] : [],
          inviterId: current.userId,
        });
      } catch (error) {
        // Two requests racing for one address: the unique index decides.
        if (pgCode(error) === '23505') throw emailTaken();
        throw error;
      }
      const user = await manager.findOneByOrFail(UserEntity, { id: created.id });
      return { user, sendInvitation: created.sendInvitation };
    });
    // Mailed only once the account and its link are committed.
    await sendInvitation?.();
    return user;
  }

  async update(viewer: Viewer | null, id: string, input: unknown): Promise<UserEntity> {
    const current = requireViewer(viewer);
    const target = await visibleTarget(this.users, current, id);
    if (!canWriteUser(current, target.policy)) throw notAllowed();
    const data = validate(updateAdminUserSchema, input);
    if (
      data.organizationId !== undefined &&
      data.organizationId !== target.user.organizationId &&
      !canCreateUserIn(current, data.organizationId)
    ) {
      throw notAllowed();
    }
    const updated = await this.dataSource.transaction(async (manager) => {
      await this.checkReferences(manager, {
        organizationId: data.organizationId ?? null,
        subscriptionId: data.subscriptionId ?? null,
      });
      if (data.email !== undefined && data.email.toLowerCase() !== target.user.email.toLowerCase()) {
        if (await manager.existsBy(UserEntity, { email: data.email })) throw emailTaken();
      }
      const changes: Partial<UserEntity> = {
        ...(data.fullName !== undefined ? { name: data.fullName } : {}),
        ...(data.email !== undefined ? { email: data.email } : {}),
        ...(data.phone !== undefined ? { phone: data.phone } : {}),
        ...(data.avatar !== undefined ? { avatar: data.avatar } : {}),
        ...(data.subscriptionId !== undefined ? { subscriptionPlanId: data.subscriptionId } : {}),
        ...(data.status !== undefined ? { accountStatus: data.status } : {}),
        ...(data.organizationId !== undefined ? { organizationId: data.organizationId } : {}),
      };
      // Suspending or deactivating ends every session for good: re-activation brings no token back.
      const closing =
        data.status !== undefined && data.status !== 'active' && data.status !== target.user.accountStatus;
      // updated_at moves even when nothing else does: the spec's PATCH always sets it.
      Object.assign(target.user, changes, { updatedAt: new Date() });
      const saved = await this.saveUser(manager, target.user);
      if (closing) await revokeTokens(manager, saved.id);
      return saved;
    });
    // Status and organization decide what the person may do (shared/auth/viewer-cache.ts).
    announceAccessChange(updated.id);
    return updated;
  }

  async delete(viewer: Viewer | null, id: string): Promise<boolean> {
    const current = requireViewer(viewer);
    const target = await visibleTarget(this.users, current, id);
    if (!canDeleteUser(current, target.policy)) throw notAllowed();
    try {
      await this.users.delete({ id: target.user.id });
    } catch (error) {
      if (pgCode(error) === '23503') {
        throw conflict(null, 'The user still owns data that must be removed or reassigned first.');
      }
      throw error;
    }
    announceAccessChange(target.user.id);
    return true;
  }

  /** Unknown organization or plan ids are input errors, reported per field. */
  private async checkReferences(
    manager: EntityManager,
    refs: { organizationId: string | null; subscriptionId: string | null },
  ): Promise<void> {
    const fieldErrors: Record<string, string> = {};
    if (refs.organizationId !== null) {
      const rows: unknown[] = await manager.query('SELECT 1 FROM organizations WHERE id = $1', [
        refs.organizationId,
      ]);
      if (rows.length === 0) fieldErrors.organizationId = 'No such organization';
    }
    if (refs.subscriptionId !== null) {
      const rows: unknown[] = await manager.query('SELECT 1 FROM subscription_plans WHERE id = $1', [
        refs.subscriptionId,
      ]);
      if (rows.length === 0) fieldErrors.subscriptionId = 'No such subscription plan';
    }
    const fields = Object.keys(fieldErrors);
    if (fields.length > 0) {
      throw new AppError('BAD_USER_INPUT', `Invalid input: ${fields.join(', ')}`, { fieldErrors });
    }
  }

  private async saveUser(manager: EntityManager, user: UserEntity): Promise<UserEntity> {
    try {
      return await manager.save(UserEntity, user);
    } catch (error) {
      // Two requests racing for one address: the unique index decides.
      if (pgCode(error) === '23505') throw emailTaken();
      throw error;
    }
  }
}
