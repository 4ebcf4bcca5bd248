import type { DataSource, EntityManager } from 'typeorm';
import { isScopeAdmin } from '../../shared/auth/scope.js';
import { hasRole, requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { likePattern } from '../../shared/db/like.js';
import { entityColumns } from '../../shared/db/paging.js';
import { pgCode } from '../../shared/db/pg-errors.js';
import { AppError, badInput, conflict, forbidden } from '../../shared/errors.js';
import { AttemptLimiter } from '../../shared/rate-limit.js';
import { isUuid, validate } from '../../shared/validation.js';
import { recordAudit } from '../audit/index.js';
import type { InvitedAccountsService } from '../invited-accounts/index.js';
import { UserEntity, type UsersService } from '../users/index.js';
import { AthletePolicy, isParentOf, parentOfOrganizationSql } from './athletes.policy.js';
import { CONSENT_PURPOSE_TR } from './consent.entity.js';
import type { AthleteAccess } from './athlete-access.js';
import {
  athleteNodeSql,
  consentColumns,
  guardianLinkColumns,
  uniquely,
  updateReturning,
  type ConsentNode,
  type GuardianLinkNode,
} from './athletes.sql.js';
import {
  grantConsentSchema,
  guardianCandidatesSchema,
  inviteGuardianSchema,
  linkGuardianSchema,
  updateGuardianLinkSchema,
} from './athletes.validation.js';

/** Invitations one admin may send in an hour: a school's busy registration day, never a mail bomb. */
export const INVITATIONS_PER_INVITER = { points: 10, windowSeconds: 60 * 60 } as const;
/** Invitations for one athlete in a day: two parents and a few corrected typos. */
export const INVITATIONS_PER_ATHLETE = { points: 5, windowSeconds: 24 * 60 * 60 } as const;

/** What `inviteGuardian` answers (schema `GuardianInvitation`): the same for a new and a taken address. */
export interface GuardianInvitation {
  athleteId: string;
  email: string;
}
const linkNotFound = () => new AppError('NOT_FOUND', 'Guardian link not found.');
const consentNotFound = () => new AppError('NOT_FOUND', 'Consent not found.');

/** The fields of a link the audit log keeps. */
const linkSnapshot = (link: GuardianLinkNode) => ({
  userId: link.userId,
  relationship: link.relationship,
  legalGuardian: link.legalGuardian,
  isPrimary: link.isPrimary,
  mayPickUp: link.mayPickUp,
  archivedAt: link.archivedAt,
});

/** A guardian link or consent as a write reads it: with its athlete's organization and the viewer's rights. */
interface Target<Row> {
  row: Row;
  organizationId: string;
  athleteName: string;
  athleteArchived: boolean;
  /** An admin of the athlete's scope with the write permission. */
  canManage: boolean;
  /** The viewer is a legal guardian of the athlete. */
  isLegalGuardian: boolean;
}

/**
 * Guardian links and consents. Admins of the athlete's scope link, change and unlink guardians and
 * record consents given on paper; a legal guardian grants and withdraws consents for their child.
 * Both need full access to the athlete (others get NOT_FOUND); every change writes its audit row.
 */
export class GuardiansService {
  private readonly invitationsPerInviter = new AttemptLimiter(
    INVITATIONS_PER_INVITER.points,
    INVITATIONS_PER_INVITER.windowSeconds,
  );
  private readonly invitationsPerAthlete = new AttemptLimiter(
    INVITATIONS_PER_ATHLETE.points,
    INVITATIONS_PER_ATHLETE.windowSeconds,
  );

  constructor(
    private readonly dataSource: DataSource,
    private readonly athletes: AthleteAccess,
    private readonly invitedAccounts: Pick<InvitedAccountsService, 'create' | 'prepareTakenNotice'>,
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
      const target = await this.linkableAthlete(manager, current, data.athleteId);
      const refusal = await this.guardianRefusal(manager, target.record, data.userId, candidate);
      if (refusal) throw refusal;
      return this.writeLink(manager, current, target.record, data.userId, data);
    });
  }

  /**
   * Invites a guardian by e-mail (admins of the athlete's scope). A new address gets a parent account
   * in the athlete's organization, the link and, once both are committed, the invitation mail. An
   * address that has an account (of this organization or another) gets a mail telling its owner, and
   * nothing is made: the answer is the same, so it never tells who has an account. Limited per inviter
   * and per athlete (INVITATIONS_PER_INVITER, INVITATIONS_PER_ATHLETE).
   */
  async invite(viewer: Viewer | null, input: unknown): Promise<GuardianInvitation> {
    const current = requireViewer(viewer);
    const data = validate(inviteGuardianSchema, input);
    const send = await this.dataSource.transaction(async (manager) => {
      const target = await this.linkableAthlete(manager, current, data.athleteId);
      await this.limitInvitations(current.userId, data.athleteId);
      const taken = await manager
        .getRepository(UserEntity)
        .createQueryBuilder('u')
        .where('lower(u.email) = lower(:email)', { email: data.email })
        .getOne();
      if (taken) return this.invitedAccounts.prepareTakenNotice(manager, taken, current.userId);
      const organizationId = target.record.organizationId;
      let user: { id: string; sendInvitation: (() => Promise<void>) | null };
      try {
        user = await this.invitedAccounts.create(manager, {
          name: data.fullName,
          email: data.email,
          phone: data.phone ?? null,
          organizationId,
          roles: [{ role: 'parent', scopeType: 'organization', scopeId: organizationId }],
          inviterId: current.userId,
        });
      } catch (error) {
        // Two invitations racing for one address: the unique index decides, and the loser's answer
        // is the same as the winner's (the account exists; its invitation is on its way).
        if (pgCode(error) === '23505') return async () => {};
        throw error;
      }
      await this.writeLink(manager, current, target.record, user.id, data, { invited: true });
      return user.sendInvitation ?? (async () => {});
    });
    // Mailed only once the account, the link and the set-password token are committed.
    await send();
    return { athleteId: data.athleteId, email: data.email };
  }

  /**
   * Counts an invitation against the inviter's and the athlete's limits; RATE_LIMITED (with the wait)
   * when either is used up, and then neither is counted.
   */
  private async limitInvitations(inviterId: string, athleteId: string): Promise<void> {
    await this.invitationsPerInviter.assertOpen(inviterId);
    await this.invitationsPerAthlete.assertOpen(athleteId);
    await this.invitationsPerInviter.consume(inviterId);
    await this.invitationsPerAthlete.consume(athleteId);
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

  /** The athlete a guardian is linked to: the viewer manages them and they are not archived. */
  private async linkableAthlete(manager: EntityManager, current: Viewer, athleteId: string) {
    const target = await this.athletes.writeTarget(manager, current, athleteId);
    if (!target.canManage) throw forbidden('Only the athlete’s admins link guardians.');
    if (target.record.archivedAt) throw conflict(null, 'The athlete is archived: restore them first.');
    return target;
  }

  /** Links (or links again) a guardian's account to the athlete, with its audit row. */
  private async writeLink(
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
    if (data.isPrimary) await this.clearPrimary(manager, athlete.id);
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

  /** Changes a link that holds (admins of the athlete's scope). */
  async updateLink(viewer: Viewer | null, id: string, input: unknown): Promise<GuardianLinkNode> {
    const current = requireViewer(viewer);
    const data = validate(updateGuardianLinkSchema, input);
    return this.dataSource.transaction(async (manager) => {
      const target = await this.linkTarget(manager, current, id);
      if (!target.canManage) throw forbidden('Only the athlete’s admins change guardian links.');
      if (target.athleteArchived) throw conflict(null, 'The athlete is archived: restore them first.');
      if (target.row.archivedAt) throw conflict(null, 'The link was removed: link the guardian again.');
      const next = {
        relationship: data.relationship ?? target.row.relationship,
        legalGuardian: data.legalGuardian ?? target.row.legalGuardian,
        isPrimary: data.isPrimary ?? target.row.isPrimary,
        mayPickUp: data.mayPickUp ?? target.row.mayPickUp,
      };
      if (next.isPrimary && !target.row.isPrimary) await this.clearPrimary(manager, target.row.athleteId);
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
      const target = await this.linkTarget(manager, current, id);
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

  /**
   * Records a consent: a legal guardian for themselves, or an admin of the athlete's scope naming the
   * legal guardian who gave it. CONFLICT while the purpose is active.
   */
  async grant(viewer: Viewer | null, input: unknown): Promise<ConsentNode> {
    const current = requireViewer(viewer);
    const data = validate(grantConsentSchema, input);
    return this.dataSource.transaction(async (manager) => {
      const target = await this.athletes.writeTarget(manager, current, data.athleteId);
      const legal = await this.legalGuardianIds(manager, data.athleteId);
      const forSelf = !data.guardianUserId || data.guardianUserId === current.userId;
      let grantedBy: string;
      if (forSelf && legal.has(current.userId)) {
        grantedBy = current.userId;
      } else if (!target.canManage) {
        throw forbidden('Only a legal guardian of the athlete, or an admin, records a consent.');
      } else if (!data.guardianUserId) {
        throw badInput('guardianUserId', 'Name the legal guardian who gave the consent', 'required');
      } else if (!legal.has(data.guardianUserId)) {
        throw badInput('guardianUserId', 'Choose a legal guardian of the athlete');
      } else {
        grantedBy = data.guardianUserId;
      }
      if (target.record.archivedAt) throw conflict(null, 'The athlete is archived: restore them first.');
      const [consent] = await uniquely(() =>
        manager.query<ConsentNode[]>(
          `INSERT INTO consents AS c (athlete_id, purpose, granted_by_user_id) VALUES ($1, $2, $3)
           RETURNING ${consentColumns('c')}`,
          [data.athleteId, data.purpose, grantedBy],
        ),
      );
      await recordAudit(manager, {
        organizationId: target.record.organizationId,
        actorUserId: current.userId,
        action: 'grant',
        entityType: 'consent',
        entityId: consent!.id,
        summary: {
          en: `${data.purpose} consent for ${target.record.firstName} ${target.record.lastName} granted`,
          tr: `${target.record.firstName} ${target.record.lastName} için ${CONSENT_PURPOSE_TR[data.purpose]} onayı verildi`,
        },
        after: { athleteId: data.athleteId, purpose: data.purpose, grantedByUserId: grantedBy },
      });
      return consent!;
    });
  }

  /** Withdraws an active consent (a legal guardian of the athlete, or an admin of its scope); the row stays. */
  async withdraw(viewer: Viewer | null, id: string): Promise<ConsentNode> {
    const current = requireViewer(viewer);
    return this.dataSource.transaction(async (manager) => {
      const target = await this.consentTarget(manager, current, id);
      if (!target.canManage && !target.isLegalGuardian) {
        throw forbidden('Only a legal guardian of the athlete, or an admin, withdraws a consent.');
      }
      if (target.row.withdrawnAt) throw conflict(null, 'The consent was withdrawn already.');
      const [consent] = await updateReturning<ConsentNode>(
        manager,
        `UPDATE consents c SET withdrawn_at = greatest(now(), c.granted_at), withdrawn_by_user_id = $2
          WHERE c.id = $1 RETURNING ${consentColumns('c')}`,
        [id, current.userId],
      );
      await recordAudit(manager, {
        organizationId: target.organizationId,
        actorUserId: current.userId,
        action: 'withdraw',
        entityType: 'consent',
        entityId: id,
        summary: {
          en: `${target.row.purpose} consent for ${target.athleteName} withdrawn`,
          tr: `${target.athleteName} için ${CONSENT_PURPOSE_TR[target.row.purpose]} onayı geri çekildi`,
        },
        before: { purpose: target.row.purpose, withdrawnAt: null },
        after: {
          purpose: target.row.purpose,
          withdrawnAt: consent!.withdrawnAt,
          withdrawnByUserId: current.userId,
        },
      });
      return consent!;
    });
  }

  /** The parents of the athlete's organization holding a legal guardian link of the athlete that holds. */
  private async legalGuardianIds(manager: EntityManager, athleteId: string): Promise<Set<string>> {
    const rows = await manager.query<{ userId: string }[]>(
      `SELECT g.user_id AS "userId" FROM guardian_links g JOIN athletes a ON a.id = g.athlete_id
        WHERE g.athlete_id = $1 AND g.legal_guardian AND g.archived_at IS NULL
          AND ${parentOfOrganizationSql('g.user_id', 'a.organization_id')}`,
      [athleteId],
    );
    return new Set(rows.map((row) => row.userId));
  }

  private async clearPrimary(manager: EntityManager, athleteId: string): Promise<void> {
    await manager.query(
      `UPDATE guardian_links SET is_primary = false, updated_at = now()
        WHERE athlete_id = $1 AND is_primary AND archived_at IS NULL`,
      [athleteId],
    );
  }

  private linkTarget(manager: EntityManager, viewer: Viewer, id: string) {
    if (!isUuid(id)) throw linkNotFound();
    return this.target<GuardianLinkNode>(
      manager,
      viewer,
      `SELECT ${guardianLinkColumns('x')}`,
      'guardian_links',
      id,
      linkNotFound,
    );
  }

  private consentTarget(manager: EntityManager, viewer: Viewer, id: string) {
    if (!isUuid(id)) throw consentNotFound();
    return this.target<ConsentNode>(
      manager,
      viewer,
      `SELECT ${consentColumns('x')}`,
      'consents',
      id,
      consentNotFound,
    );
  }

  /**
   * A guardian link or consent (table aliased `x`) of an athlete the viewer has full access to, locked
   * for the write; NOT_FOUND otherwise (archived athletes: for their admins only).
   */
  private async target<Row>(
    manager: EntityManager,
    viewer: Viewer,
    select: string,
    table: 'guardian_links' | 'consents',
    id: string,
    notFound: () => AppError,
  ): Promise<Target<Row>> {
    const params: unknown[] = [id];
    const policy = new AthletePolicy(viewer, params);
    const node = athleteNodeSql(policy);
    const [row] = await manager.query<Record<string, unknown>[]>(
      `${select}, a.organization_id AS "__organizationId", a.first_name || ' ' || a.last_name AS "__athleteName",
              a.archived_at IS NOT NULL AS "__athleteArchived", ${policy.manage('a')} AS "__canManage",
              ${policy.guardian('a', { legal: true })} AS "__isLegalGuardian"
         FROM ${table} x JOIN ${node.from} ON a.id = x.athlete_id
        WHERE x.id = $1 AND acc.full AND (a.archived_at IS NULL OR ${policy.admin('a')})
          FOR UPDATE OF x`,
      params,
    );
    if (!row) throw notFound();
    const own = Object.fromEntries(Object.entries(row).filter(([key]) => !key.startsWith('__')));
    return {
      row: own as Row,
      organizationId: row.__organizationId as string,
      athleteName: row.__athleteName as string,
      athleteArchived: !!row.__athleteArchived,
      canManage: !!row.__canManage,
      isLegalGuardian: !!row.__isLegalGuardian,
    };
  }
}
