import type { DataSource } from 'typeorm';
import type { RoleKey, ScopeType } from '../../shared/auth/roles.js';
import type { Viewer } from '../../shared/auth/viewer.js';
import { announceAccessChange } from '../../shared/auth/viewer-cache.js';
import { AppError } from '../../shared/errors.js';
import { validate } from '../../shared/validation.js';
import type { NotificationTypeEntity } from '../user-resources/index.js';
import type { UserEntity, UserLoaders, UsersService } from '../users/index.js';
import { ownUserId } from './account.policy.js';
import { languageSchema, notificationPreferenceSchema } from './account.validation.js';

/** One grant of the viewer with its scope named (GraphQL AccountRole). */
export interface AccountRoleRow {
  id: string;
  key: RoleKey;
  name: string;
  permissions: string[];
  scopeType: ScopeType | null;
  scopeName: string | null;
}

/** The viewer's choice for one notification type (GraphQL AccountNotificationPreference). */
export interface AccountNotificationPreferenceRow {
  id: string;
  notificationType: NotificationTypeEntity;
  enabled: boolean;
  chosen: boolean;
}

// The scope's name from the table its type names; a scope whose row is gone reads as null.
const ROLES_SQL = `
  SELECT ur.id, r.key, r.name, r.permissions, ur.scope_type AS "scopeType",
         CASE ur.scope_type WHEN 'organization' THEN o.name::text
                            WHEN 'branch' THEN b.name::text
                            WHEN 'department' THEN d.name::text
                            WHEN 'team' THEN tm.name::text END AS "scopeName"
    FROM user_roles ur
    JOIN roles r ON r.id = ur.role_id
    LEFT JOIN organizations o ON ur.scope_type = 'organization' AND o.id = ur.scope_id
    LEFT JOIN branches b ON ur.scope_type = 'branch' AND b.id = ur.scope_id
    LEFT JOIN departments d ON ur.scope_type = 'department' AND d.id = ur.scope_id
    LEFT JOIN teams tm ON ur.scope_type = 'team' AND tm.id = ur.scope_id
   WHERE ur.user_id = $1
   ORDER BY ur.assigned_at, ur.id`;

// Every type, with the viewer's own row where they chose (else the type's default).
const PREFERENCES_SQL = `
  SELECT nt.id, nt.name, nt.description, nt.default_enabled AS "defaultEnabled", nt.created_at AS "createdAt",
         COALESCE(p.enabled, nt.default_enabled) AS enabled, p.id IS NOT NULL AS chosen
    FROM notification_types nt
    LEFT JOIN user_notification_preferences p ON p.notification_type_id = nt.id AND p.user_id = $1`;

interface PreferenceRow {
  id: string;
  name: string;
  description: string;
  defaultEnabled: boolean;
  createdAt: Date;
  enabled: boolean;
  chosen: boolean;
}

const toPreference = ({ enabled, chosen, ...type }: PreferenceRow): AccountNotificationPreferenceRow => ({
  id: type.id,
  notificationType: type as NotificationTypeEntity,
  enabled,
  chosen,
});

/**
 * The signed-in person's own account: profile facts, interface language and notification choices.
 * Every read and write is of the viewer's own rows (account.policy.ts). The name, avatar and presence
 * are changed through `updateMe` (users) and the password through the auth service.
 */
export class AccountService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  /** The viewer's user row, the root of every Account field (reusing the row the token check read). */
  account(viewer: Viewer | null, loaders?: UserLoaders): Promise<UserEntity> {
    return this.users.me(viewer, loaders);
  }

  async roles(viewer: Viewer | null): Promise<AccountRoleRow[]> {
    return this.dataSource.query(ROLES_SQL, [ownUserId(viewer)]);
  }

  async notificationPreferences(viewer: Viewer | null): Promise<AccountNotificationPreferenceRow[]> {
    const rows: PreferenceRow[] = await this.dataSource.query(`${PREFERENCES_SQL} ORDER BY nt.id`, [
      ownUserId(viewer),
    ]);
    return rows.map(toPreference);
  }

  async setLanguage(viewer: Viewer | null, input: unknown): Promise<UserEntity> {
    const userId = ownUserId(viewer);
    const { language } = validate(languageSchema, input);
    await this.dataSource.query('UPDATE users SET language = $2, updated_at = now() WHERE id = $1', [
      userId,
      language,
    ]);
    // The row changed: cached copies of it go (shared/auth/viewer-cache.ts).
    announceAccessChange(userId);
    const user = await this.users.findById(userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    return user;
  }

  /** Saves the viewer's choice for one type (their row, made on first choice); NOT_FOUND for no such type. */
  async setNotificationPreference(
    viewer: Viewer | null,
    input: unknown,
  ): Promise<AccountNotificationPreferenceRow> {
    const userId = ownUserId(viewer);
    const { notificationTypeId, enabled } = validate(notificationPreferenceSchema, input);
    const saved: unknown[] = await this.dataSource.query(
      `INSERT INTO user_notification_preferences (user_id, notification_type_id, enabled)
       SELECT $1, nt.id, $3 FROM notification_types nt WHERE nt.id = $2
       ON CONFLICT (user_id, notification_type_id) DO UPDATE SET enabled = EXCLUDED.enabled
       RETURNING id`,
      [userId, notificationTypeId, enabled],
    );
    if (saved.length === 0) throw new AppError('NOT_FOUND', 'Notification type not found.');
    const rows: PreferenceRow[] = await this.dataSource.query(`${PREFERENCES_SQL} WHERE nt.id = $2`, [
      userId,
      notificationTypeId,
    ]);
    const [row] = rows;
    if (!row) throw new AppError('NOT_FOUND', 'Notification type not found.');
    return toPreference(row);
  }
}
