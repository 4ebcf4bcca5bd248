import type { DataSource, EntityManager } from 'typeorm';
import { isScopeAdmin } from '../../shared/auth/scope.js';
import { hasRole, requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { likePattern } from '../../shared/db/like.js';
import { entityColumns } from '../../shared/db/paging.js';
import { type AppError, badInput, conflict, forbidden } from '../../shared/errors.js';
import { validate } from '../../shared/validation.js';
import { recordAudit } from '../audit/index.js';
import { UserEntity, type UsersService } from '../users/index.js';
import { guardianLinkTarget } from './athlete-child-target.js';
import type { AthleteAccess } from './athlete-access.js';
import { AthletePolicy, isParentOf, parentOfOrganizationSql } from './athletes.policy.js';
import { guardianLinkColumns, uniquely, updateReturning, type GuardianLinkNode } from './athletes.sql.js';
import {
  guardianCandidatesSchema,
  linkGuardianSchema,
  updateGuardianLinkSchema,
} from './athletes.validation.js';

/** The fields of a link the audit log keeps. */
const linkSnapshot = (link: GuardianLinkNode) => ({
  userId: link.userId,
  relationship: link.relationship,
  legalGuardian: link.legalGuardian,
  isPrimary: link.isPrimary,
  mayPickUp: link.mayPickUp,
  archivedAt: link.archivedAt,
});

/**
 * Guardian links. Admins of the athlete's scope search parent accounts, link, change and unlink
 * guardians (invitations by e-mail are guardian-invitations.service.ts, consents consents.service.ts).
 * Both need full access to the athlete (others get NOT_FOUND); every change writes its audit row.
 */
export class GuardiansService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly athletes: AthleteAccess,
    private readonly users: Pick<UsersService, 'findWithGrants'>,
  ) {}

  /**
   * The parent accounts an admin may link, searched, never listed: with a whole e-mail address, the
   * active parent of the organization holding it; with part of a name (three letters at least), the
   * active parents of the organization already linked to an athlete in the viewer's scope. Anyone but
   * an admin of the organization gets none.
   */
  async candidates(viewer: Viewer | null, args: unknown): Promise<UserEntity[]> {
    const current = requireViewer(viewer);
    const data = validate(guardianCandidatesSchema, args);
    const organizationId = data.organizationId ?? current.organizationId;
    const superAdmin = hasRole(current, 'super_admin');
    if (!organizationId || !isScopeAdmin(current)) return [];
    if (!superAdmin && organizationId !== current.organizationId) return [];
    const params: unknown[] = [organizationId, data.first];
    const policy = new AthletePolicy(current, params);
    const matching = data.query.includes('@')
      ? `lower(u.email) = lower(${policy.bind(data.query, 'text')})`
      : `(u.name ILIKE ${policy.bind(likePattern(data.query), 'text')}
          AND EXISTS (SELECT 1 FROM guardian_links cg JOIN athletes a ON a.id = cg.athlete_id
                       WHERE cg.user_id = u.id AND cg.archived_at IS NULL AND a.archived_at IS NULL
                         AND a.organization_id = $1::uuid AND ${policy.admin('a')}))`;
    return this.dataSource.query<UserEntity[]>(
      `SELECT ${entityColumns(this.dataSource.getMetadata(UserEntity), 'u')} FROM users u
        WHERE u.organization_id = $1::uuid AND u.account_status = 'active' AND ${matching}
          AND ${parentOfOrganizationSql('u.id', '$1::uuid')}
        ORDER BY arena_sort_key(u.name::text), u.id LIMIT $2::int`,
      params,
    );
  }

  /** Links a guardian, or brings a removed link back with the new details. */
  async link(viewer: Viewer | null, input: unknown): Promise<GuardianLinkNode> {
    const current = requireViewer(viewer);
    const data = validate(linkGuardianSchema, input);
    // The would-be guardian's account and roles, read before the transaction: every statement inside it
    // goes through its own connection (the embedded database has one backend for all of them).
    const candidate = await this.users.findWithGrants(data.userId);
    return this.dataSource.transaction(async (manager) => {
      const target = await linkableAthlete(this.athletes, manager, current, data.athleteId);
      const refusal = await this.guardianRefusal(manager, target.record, data.userId, candidate);
      if (refusal) throw refusal;
      return writeGuardianLink(manager, current, target.record, data.userId, data);
    });
  }

  /**
   * Why the account cannot be the athlete's guardian, or null when it can. A guardian is a parent: an
   * active account of the athlete's organization holding the parent role there (what
   * `guardianCandidates` offers), and not an admin of the athlete's scope or staff of one of the
   * athlete's current teams — they answer for the child at work, and a link would blur who the family is.
   */
  private async guardianRefusal(
    manager: EntityManager,
    athlete: { id: string; organizationId: string },
    userId: string,
    found: Awaited<ReturnType<UsersService['findWithGrants']>>,
  ): Promise<AppError | null> {
    if (
      !found ||
      found.user.accountStatus !== 'active' ||
      found.user.organizationId !== athlete.organizationId ||
      !isParentOf(found, athlete.organizationId)
    ) {
      return badInput('userId', 'Choose a parent account of the athlete’s organization');
    }
    const params: unknown[] = [athlete.id];
    const policy = new AthletePolicy(
      {
        userId,
        organizationId: found.user.organizationId,
        grants: found.grants,
        professional: found.professional,
      },
      params,
    );
    const [row] = await manager.query<{ manages: boolean }[]>(
      `SELECT ${policy.admin('a')} OR ${policy.staff('a')} AS manages FROM athletes a WHERE a.id = $1`,
      params,
    );
    if (row?.manages) {
      return badInput(
        'userId',
        'This person looks after the athlete as an admin or team staff and cannot also be their guardian',
      );
    }
    return null;
  }

  /** Changes a link that holds (admins of the athlete's scope). */
  async updateLink(viewer: Viewer | null, id: string, input: unknown): Promise<GuardianLinkNode> {
    const current = requireViewer(viewer);
    const data = validate(updateGuardianLinkSchema, input);
    return this.dataSource.transaction(async (manager) => {
      const target = await guardianLinkTarget(manager, current, id);
      if (!target.canManage) throw forbidden('Only the athlete’s admins change guardian links.');
      if (target.athleteArchived) throw conflict(null, 'The athlete is archived: restore them first.');
      if (target.row.archivedAt) throw conflict(null, 'The link was removed: link the guardian again.');
      const next = {
        relationship: data.relationship ?? target.row.relationship,
        legalGuardian: data.legalGuardian ?? target.row.legalGuardian,
        isPrimary: data.isPrimary ?? target.row.isPrimary,
        mayPickUp: data.mayPickUp ?? target.row.mayPickUp,
      };
      if (next.isPrimary && !target.row.isPrimary) await clearPrimary(manager, target.row.athleteId);
      const [link] = await uniquely(() =>
        updateReturning<GuardianLinkNode>(
          manager,
          `UPDATE guardian_links g SET relationship = $2, legal_guardian = $3, is_primary = $4,
                  may_pick_up = $5, updated_at = now()
            WHERE g.id = $1 RETURNING ${guardianLinkColumns('g')}`,
          [id, next.relationship, next.legalGuardian, next.isPrimary, next.mayPickUp],
        ),
      );
      await recordAudit(manager, {
        organizationId: target.organizationId,
        actorUserId: current.userId,
        action: 'update',
        entityType: 'guardian_link',
        entityId: id,
        summary: {
          en: `Guardian link of ${target.athleteName} changed`,
          tr: `${target.athleteName} veli bağlantısı değiştirildi`,
        },
        before: linkSnapshot(target.row),
        after: linkSnapshot(link!),
      });
      return link!;
    });
  }

  /** Removes a link, keeping the row (admins of the athlete's scope): the guardian no longer sees the child. */
  async unlink(viewer: Viewer | null, id: string): Promise<GuardianLinkNode> {
    const current = requireViewer(viewer);
    return this.dataSource.transaction(async (manager) => {
      const target = await guardianLinkTarget(manager, current, id);
      if (!target.canManage) throw forbidden('Only the athlete’s admins remove guardian links.');
      if (target.row.archivedAt) throw conflict(null, 'The link was removed already.');
      const [link] = await updateReturning<GuardianLinkNode>(
        manager,
        `UPDATE guardian_links g SET archived_at = now(), is_primary = false, updated_at = now()
          WHERE g.id = $1 RETURNING ${guardianLinkColumns('g')}`,
        [id],
      );
      await recordAudit(manager, {
        organizationId: target.organizationId,
        actorUserId: current.userId,
        action: 'unlink',
        entityType: 'guardian_link',
        entityId: id,
        summary: {
          en: `Guardian unlinked from ${target.athleteName}`,
          tr: `Velinin ${target.athleteName} ile bağlantısı kaldırıldı`,
        },
        before: linkSnapshot(target.row),
        after: linkSnapshot(link!),
      });
      return link!;
    });
  }
}

/** The athlete a guardian is linked to: the viewer manages them and they are not archived. */
export async function linkableAthlete(
  access: AthleteAccess,
  manager: EntityManager,
  current: Viewer,
  athleteId: string,
) {
  const target = await access.writeTarget(manager, current, athleteId);
  if (!target.canManage) throw forbidden('Only the athlete’s admins link guardians.');
  if (target.record.archivedAt) throw conflict(null, 'The athlete is archived: restore them first.');
  return target;
}

/** Links (or links again) a guardian's account to the athlete, with its audit row. */
export async function writeGuardianLink(
  manager: EntityManager,
  current: Viewer,
  athlete: { id: string; organizationId: string; firstName: string; lastName: string },
  userId: string,
  data: { relationship: string; legalGuardian: boolean; isPrimary: boolean; mayPickUp: boolean },
  note: { invited?: boolean } = {},
): Promise<GuardianLinkNode> {
  const [existing] = await manager.query<GuardianLinkNode[]>(
    `SELECT ${guardianLinkColumns('g')} FROM guardian_links g WHERE g.athlete_id = $1 AND g.user_id = $2
        FOR UPDATE`,
    [athlete.id, userId],
  );
  if (existing && existing.archivedAt === null) {
    throw conflict('userId', 'This guardian is already linked to the athlete');
  }
  if (data.isPrimary) await clearPrimary(manager, athlete.id);
  const values = [data.relationship, data.legalGuardian, data.isPrimary, data.mayPickUp];
  const [link] = await uniquely(() =>
    existing
      ? updateReturning<GuardianLinkNode>(
          manager,
          `UPDATE guardian_links g SET relationship = $2, legal_guardian = $3, is_primary = $4,
                  may_pick_up = $5, archived_at = NULL, updated_at = now()
            WHERE g.id = $1 RETURNING ${guardianLinkColumns('g')}`,
          [existing.id, ...values],
        )
      : manager.query<GuardianLinkNode[]>(
          `INSERT INTO guardian_links AS g (athlete_id, user_id, relationship, legal_guardian, is_primary,
                                            may_pick_up)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${guardianLinkColumns('g')}`,
          [athlete.id, userId, ...values],
        ),
  );
  await recordAudit(manager, {
    organizationId: athlete.organizationId,
    actorUserId: current.userId,
    action: 'link',
    entityType: 'guardian_link',
    entityId: link!.id,
    summary: note.invited
      ? {
          en: `Guardian invited and linked to ${athlete.firstName} ${athlete.lastName}`,
          tr: `Veli davet edildi ve ${athlete.firstName} ${athlete.lastName} ile bağlandı`,
        }
      : {
          en: `Guardian linked to ${athlete.firstName} ${athlete.lastName}`,
          tr: `Veli ${athlete.firstName} ${athlete.lastName} ile bağlandı`,
        },
    before: existing ? linkSnapshot(existing) : undefined,
    after: { athleteId: athlete.id, ...linkSnapshot(link!), ...(note.invited ? { invited: true } : {}) },
  });
  return link!;
}

async function clearPrimary(manager: EntityManager, athleteId: string): Promise<void> {
  await manager.query(
    `UPDATE guardian_links SET is_primary = false, updated_at = now()
      WHERE athlete_id = $1 AND is_primary AND archived_at IS NULL`,
    [athleteId],
  );
}
