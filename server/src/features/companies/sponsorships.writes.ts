import type { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import {
  inTransaction,
  patchAssignments,
  updateRowReturning,
  writeGuarded,
  type PatchColumns,
} from '../../shared/db/guarded-write.js';
import { badInput, forbidden } from '../../shared/errors.js';
import { validate } from '../../shared/validation.js';
import { recordAudit } from '../audit/index.js';
import {
  assertSponsorshipWriter,
  companiesReadableCondition,
  sponsorshipsWritableCondition,
} from './companies.policy.js';
import { OWN_SCOPE_ONLY, type CompanyRows } from './companies.rows.js';
import type { SponsorshipRecord } from './companies.sql.js';
import {
  sponsorshipInputSchema,
  sponsorshipPatchSchema,
  type SponsorshipPatchData,
} from './companies.validation.js';
import { changeAudit, setArchivedAudited } from './companies.writes.js';
import { SPONSORSHIP_TIER_TR, type SponsorshipScopeType } from './sponsorship.entity.js';

/** Where SponsorshipPatch's fields are stored, with the types their values are bound as. */
const SPONSORSHIP_COLUMNS: PatchColumns<SponsorshipPatchData> = {
  scopeType: ['scope_type', 'sponsorship_scope_type'],
  scopeId: ['scope_id', 'uuid'],
  tier: ['tier', 'sponsorship_tier'],
  amount: ['amount', 'numeric'],
  currency: 'currency',
  startsOn: ['starts_on', 'date'],
  endsOn: ['ends_on', 'date'],
  notes: 'notes',
};

/**
 * The changes of sponsorships (companies.policy.ts says who may make them): each in one transaction
 * with its audit row (entity type `sponsorship`); a change that fails leaves neither.
 */
export class SponsorshipWrites {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: CompanyRows,
  ) {}

  async createSponsorship(viewer: Viewer | null, input: unknown): Promise<SponsorshipRecord> {
    const current = assertSponsorshipWriter(viewer);
    const data = validate(sponsorshipInputSchema, input);
    return inTransaction(this.dataSource, async (manager) => {
      const params: unknown[] = [data.companyId];
      const [company] = await manager.query<{ organizationId: string; name: string }[]>(
        `SELECT c.organization_id AS "organizationId", c.name FROM companies c
          WHERE c.id = $1 AND c.archived_at IS NULL AND ${companiesReadableCondition(current, 'c', params)}`,
        params,
      );
      if (!company) throw badInput('companyId', 'Choose a company of your organization that is not archived');
      await this.checkScope(manager, current, company.organizationId, data.scopeType, data.scopeId);
      const [row] = await manager.query<ObjectLiteral[]>(
        `WITH s AS (INSERT INTO sponsorships
                      (company_id, organization_id, scope_type, scope_id, tier, amount, currency, starts_on, ends_on, notes)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *)
         SELECT ${this.rows.sponsorshipColumns} FROM s`,
        [
          data.companyId,
          company.organizationId,
          data.scopeType,
          data.scopeId,
          data.tier,
          data.amount ?? null,
          data.currency,
          data.startsOn,
          data.endsOn ?? null,
          data.notes ?? null,
        ],
      );
      const sponsorship = this.rows.toSponsorship(row ?? {});
      await recordAudit(manager, {
        ...changeAudit(current, 'sponsorship', sponsorship, { action: 'create', after: sponsorship }),
        summary: {
          en: `${data.tier} sponsorship by ${company.name} created`,
          tr: `${company.name} şirketinin ${SPONSORSHIP_TIER_TR[data.tier]} sponsorluğu oluşturuldu`,
        },
      });
      return sponsorship;
    });
  }

  async updateSponsorship(viewer: Viewer | null, id: string, patch: unknown): Promise<SponsorshipRecord> {
    const current = assertSponsorshipWriter(viewer);
    const data = validate(sponsorshipPatchSchema, patch);
    const set = patchAssignments(data, SPONSORSHIP_COLUMNS);
    return writeGuarded(this.dataSource, this.rows.sponsorship(current), id, async (manager, before) => {
      if (set.length === 0) return before;
      const startsOn = data.startsOn ?? before.startsOn;
      const endsOn = data.endsOn === undefined ? before.endsOn : data.endsOn;
      if (endsOn !== null && endsOn < startsOn) {
        throw badInput(
          data.endsOn === undefined ? 'startsOn' : 'endsOn',
          'End date cannot be before the start date',
        );
      }
      if (data.scopeType !== undefined && data.scopeId !== undefined) {
        await this.checkScope(manager, current, before.organizationId, data.scopeType, data.scopeId);
      }
      const after = await updateRowReturning(
        manager,
        { table: 'sponsorships', id, set, touch: true },
        this.rows.sponsorship(current),
      );
      await recordAudit(manager, {
        ...changeAudit(current, 'sponsorship', after, { action: 'update', before, after }),
        summary: { en: 'Sponsorship changed', tr: 'Sponsorluk değiştirildi' },
      });
      return after;
    });
  }

  /** Archives or restores; archiving an archived sponsorship (or restoring an active one) changes nothing. */
  setSponsorshipArchived(viewer: Viewer | null, id: string, archived: boolean): Promise<SponsorshipRecord> {
    const current = assertSponsorshipWriter(viewer);
    const target = this.rows.sponsorship(current);
    return setArchivedAudited(this.dataSource, current, target, 'sponsorships', id, archived, () => ({
      en: `Sponsorship ${archived ? 'archived' : 'restored'}`,
      tr: `Sponsorluk ${archived ? 'arşivlendi' : 'geri alındı'}`,
    }));
  }

  /**
   * Checks a sponsorship's scope: the organization itself, or a branch or (not archived) team of it
   * (BAD_USER_INPUT on `scopeId` otherwise), that the viewer administers (FORBIDDEN otherwise) — the
   * same SQL condition as for existing rows, over the would-be row.
   */
  private async checkScope(
    manager: EntityManager,
    viewer: Viewer,
    organizationId: string,
    scopeType: SponsorshipScopeType,
    scopeId: string,
  ): Promise<void> {
    const exists =
      scopeType === 'organization'
        ? scopeId === organizationId
        : (
            await manager.query<unknown[]>(
              scopeType === 'branch'
                ? 'SELECT 1 FROM branches WHERE id = $1 AND organization_id = $2'
                : 'SELECT 1 FROM teams WHERE id = $1 AND organization_id = $2 AND archived_at IS NULL',
              [scopeId, organizationId],
            )
          ).length > 0;
    if (!exists) throw badInput('scopeId', `Choose a ${scopeType} of the company’s organization`);
    const params: unknown[] = [organizationId, scopeType, scopeId];
    const [check] = await manager.query<{ allowed: boolean }[]>(
      `SELECT ${sponsorshipsWritableCondition(viewer, 's', params)} AS allowed
         FROM (SELECT $1::uuid AS organization_id, $2::sponsorship_scope_type AS scope_type,
                      $3::uuid AS scope_id) s`,
      params,
    );
    if (check?.allowed !== true) throw forbidden(OWN_SCOPE_ONLY);
  }
}
