import { statements, type Statements } from '../../shared/db/statements.js';
import { isUniqueViolation } from '../../shared/db/pg-errors.js';
import type { DataSource, EntityManager, ObjectLiteral, Repository } from 'typeorm';
import { hashPassword } from '../../shared/auth/passwords.js';
import { announceAccessChange } from '../../shared/auth/viewer-cache.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import type { Grant } from '../../shared/auth/viewer.js';
import type { RoleKey, ScopeType } from '../../shared/auth/roles.js';
import { hydrate, rowsById, selectColumns, type RowsById } from '../../shared/db/rows-by-id.js';
import { AppError } from '../../shared/errors.js';
import type { PubSub } from '../../shared/pubsub.js';
import { validate } from '../../shared/validation.js';
import { UserEntity } from './user.entity.js';
import type { UserLoaders } from './users.loaders.js';
import { UserAvatarImageEntity } from './user-avatar-image.entity.js';
import { createUserSchema, updateMeSchema, type AvatarChange } from './users.validation.js';

interface RawGrant {
  role: RoleKey;
  permissions: string[];
  scopeType: ScopeType | null;
  scopeId: string | null;
}

const meTopic = (userId: string) => `user:${userId}`;

export class UsersService {
  private readonly users: Repository<UserEntity>;
  private readonly byId: RowsById<UserEntity>;

  private readonly withGrantsSql: string;

  private readonly statements: Statements;

  constructor(
    private readonly dataSource: DataSource,
    private readonly pubsub: PubSub,
    private readonly options: { preparedStatements: boolean } = { preparedStatements: false },
  ) {
    this.users = dataSource.getRepository(UserEntity);
    this.byId = rowsById(dataSource, UserEntity);
    this.statements = statements(dataSource, options.preparedStatements);
    this.withGrantsSql = `SELECT ${selectColumns(this.users.metadata, 'u')},
      COALESCE((SELECT json_agg(json_build_object('role', r.key, 'permissions', r.permissions,
                                                  'scopeType', ur.scope_type, 'scopeId', ur.scope_id))
                  FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                 WHERE ur.user_id = u.id), '[]'::json) AS grants,
      -- The professionals feature's table (it depends on this one, so it is named here, not imported):
      -- an active professional of the user's own organization is staff (shared/auth/staff.ts).
      EXISTS (SELECT 1 FROM professionals p
               WHERE p.user_id = u.id AND p.organization_id = u.organization_id
                 AND p.archived_at IS NULL) AS professional
      FROM users u WHERE u.id = $1`;
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.byId.one(id);
  }

  /**
   * The user and every role they hold, in one statement: this runs on every authenticated request.
   */
  async findWithGrants(
    id: string,
  ): Promise<{ user: UserEntity; grants: Grant[]; professional: boolean } | null> {
    // Prepared on a real server: PostgreSQL plans it once per connection (4× the throughput).
    const rows = await this.statements<ObjectLiteral & { grants: RawGrant[]; professional: boolean }>(
      this.withGrantsSql,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    const { grants, professional, ...columns } = row;
    return {
      professional,
      user: hydrate<UserEntity>(this.users.metadata, columns),
      grants: grants.map((grant) => ({
        role: grant.role,
        permissions: grant.permissions,
        scope: grant.scopeType && grant.scopeId ? { type: grant.scopeType, id: grant.scopeId } : null,
      })),
    };
  }

  /** Email match ignores letter case (citext). */
  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email });
  }

  /** The signed-in user; `loaders` lets a request reuse the row its authentication already read. */
  async me(viewer: Viewer | null, loaders?: UserLoaders): Promise<UserEntity> {
    const { userId } = requireViewer(viewer);
    const user = loaders ? await loaders.userById.load(userId) : await this.findById(userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    return user;
  }

  async updateMe(viewer: Viewer | null, input: unknown): Promise<UserEntity> {
    const user = await this.me(viewer);
    const { avatar, ...changes } = validate(updateMeSchema, input);
    const updated = await this.dataSource.transaction(async (manager) => {
      const users = manager.getRepository(UserEntity);
      const merged = users.merge(user, changes);
      if (avatar !== undefined) Object.assign(merged, await this.replaceAvatar(manager, user.id, avatar));
      const saved = await users.save(merged);
      // Cached copies of the row go (shared/auth/viewer-cache.ts); inside the transaction, so that no
      // read of the old row can be cached again before it commits.
      announceAccessChange(user.id);
      return saved;
    });
    this.pubsub.publish(meTopic(updated.id), updated);
    return updated;
  }

  /**
   * Stores an uploaded picture apart from the users row (or drops the one there was, for an address or
   * none) and answers the row's avatar columns to match.
   */
  private async replaceAvatar(
    manager: EntityManager,
    userId: string,
    avatar: AvatarChange,
  ): Promise<Pick<UserEntity, 'avatar' | 'hasAvatarImage'>> {
    if ('image' in avatar) {
      await manager.query(
        `INSERT INTO user_avatar_images (user_id, data_url, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (user_id) DO UPDATE SET data_url = EXCLUDED.data_url, updated_at = now()`,
        [userId, avatar.image],
      );
      return { avatar: null, hasAvatarImage: true };
    }
    await manager.delete(UserAvatarImageEntity, { userId });
    return { avatar: avatar.address, hasAvatarImage: false };
  }

  watchMe(viewer: Viewer | null): AsyncIterableIterator<UserEntity> {
    const { userId } = requireViewer(viewer);
    return this.pubsub.subscribe<UserEntity>(meTopic(userId));
  }

  /** Creates an active account; CONFLICT when the email is taken (the command line's `user:create`). */
  async create(input: unknown, options: { id?: string } = {}): Promise<UserEntity> {
    const outcome = await this.register(input, options);
    if (!outcome.created) {
      throw new AppError('CONFLICT', 'An account with this email already exists.', {
        fieldErrors: { email: 'An account with this email already exists' },
        fieldErrorCodes: { email: 'not_unique' },
      });
    }
    return outcome.user;
  }

  /**
   * Creates an active account, or answers the account that already has the email (unchanged). The
   * password is hashed either way, so both take the same time: sign-up must not tell them apart.
   */
  async register(
    input: unknown,
    options: { id?: string } = {},
  ): Promise<{ user: UserEntity; created: boolean }> {
    const data = validate(createUserSchema, input);
    const passwordHash = await hashPassword(data.password);
    const existing = await this.findByEmail(data.email);
    if (existing) return { user: existing, created: false };
    try {
      const user = await this.users.save(
        this.users.create({
          ...(options.id ? { id: options.id } : {}),
          name: data.name,
          email: data.email,
          company: data.company ?? null,
          passwordHash,
        }),
      );
      return { user, created: true };
    } catch (error) {
      // Two sign-ups racing for one address: the unique index decides.
      const raced = isUniqueViolation(error) ? await this.findByEmail(data.email) : null;
      if (raced) return { user: raced, created: false };
      throw error;
    }
  }

  /** Replaces the password hash inside the caller's transaction; every token issued before dies. */
  async setPasswordHash(manager: EntityManager, userId: string, passwordHash: string): Promise<void> {
    await manager.update(UserEntity, userId, { passwordHash, passwordChangedAt: new Date() });
    await revokeTokens(manager, userId);
  }
}

/** Every access token of the user stops working (their version no longer matches the user's). */
export async function revokeTokens(manager: EntityManager, userId: string): Promise<void> {
  await manager.increment(UserEntity, { id: userId }, 'tokenVersion', 1);
  // Cached viewers of the old tokens go at once, here and on every replica (shared/auth/viewer-cache.ts).
  announceAccessChange(userId);
}
