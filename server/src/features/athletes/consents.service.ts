import type { DataSource, EntityManager } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { badInput, conflict, forbidden } from '../../shared/errors.js';
import { validate } from '../../shared/validation.js';
import { recordAudit } from '../audit/index.js';
import { consentTarget } from './athlete-child-target.js';
import type { AthleteAccess } from './athlete-access.js';
import { parentOfOrganizationSql } from './athletes.policy.js';
import { consentColumns, uniquely, updateReturning, type ConsentNode } from './athletes.sql.js';
import { grantConsentSchema } from './athletes.validation.js';
import { CONSENT_PURPOSE_TR } from './consent.entity.js';

/**
 * Consents, per purpose: a legal guardian grants and withdraws them for their child, an admin of the
 * athlete's scope records one given on paper. Withdrawing keeps the row; every change writes its audit
 * row in the same transaction.
 */
export class ConsentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly athletes: AthleteAccess,
  ) {}

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
      const target = await consentTarget(manager, current, id);
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
}
