import type { DataSource, EntityManager } from 'typeorm';
import { administersScope } from '../../shared/auth/scope.js';
import { hasRole, requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { inTransaction, lockForWrite, updateRow } from '../../shared/db/guarded-write.js';
import { likePattern } from '../../shared/db/like.js';
import { checkCursor, keysetPage, type Page } from '../../shared/db/paging.js';
import { badInput, conflict, forbidden } from '../../shared/errors.js';
import { validate } from '../../shared/validation.js';
import { recordAudit } from '../audit/index.js';
import { athleteRow, type AthleteAccess } from './athlete-access.js';
import { admitAthlete, insertAthlete, type Admission } from './athlete-admission.js';
import { assertNotDuplicate, visibleDuplicates } from './athlete-duplicates.js';
import { missingRequiredConsentSql, newThisSeasonSql } from './athletes.consents.js';
import { AthletePolicy, mayManageAthletes } from './athletes.policy.js';
import { grantOrganizations, tallyCountStatement } from './athletes.tallies.js';
import {
  ATHLETE_ORDER,
  athleteListSql,
  toAthleteNode,
  uniquely,
  type AthleteNode,
  type AthleteRecord,
} from './athletes.sql.js';
import {
  athleteDuplicatesSchema,
  athletesPageSchema,
  createAthleteSchema,
  updateAthleteSchema,
  type UpdateAthleteData,
} from './athletes.validation.js';
import type { AthleteHealthService } from './athlete-health.service.js';
import type { ConsentsService } from './consents.service.js';
import type { GuardianInvitationsService } from './guardian-invitations.service.js';
import type { GuardiansService } from './guardians.service.js';
import type { MembershipsService } from './memberships.service.js';

/** One page of athletes, as the AthleteConnection type serves it. */
export type AthletePage = Page<AthleteNode>;

const fullName = (athlete: { firstName: string; lastName: string }) =>
  `${athlete.firstName} ${athlete.lastName}`;

/** The fields of the athletes table an UpdateAthleteInput may set, with their column and cast. */
const COLUMNS: Record<keyof UpdateAthleteData, [column: string, cast?: string]> = {
  firstName: ['first_name'],
  lastName: ['last_name'],
  birthDate: ['birth_date', 'date'],
  gender: ['gender', 'athlete_gender'],
  status: ['status', 'athlete_status'],
  licenceNumber: ['licence_number'],
  photo: ['photo'],
  email: ['email'],
  phone: ['phone'],
  address: ['address'],
  emergencyContactName: ['emergency_contact_name'],
  emergencyContactPhone: ['emergency_contact_phone'],
  documents: ['documents', 'jsonb'],
};

/**
 * Athletes and their private and health data (docs/domain.md, "Privacy of minors"). Every read and write
 * carries the policy's SQL conditions (athletes.policy.ts): a row the viewer may not see is never
 * read and answers NOT_FOUND; every change and every health read writes its audit row in the same
 * transaction. Team memberships, guardian links, invitations, consents and the health record are its parts.
 */
export class AthletesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AthleteAccess,
    readonly memberships: MembershipsService,
    readonly guardians: GuardiansService,
    readonly invitations: GuardianInvitationsService,
    readonly consents: ConsentsService,
    readonly healthRecords: AthleteHealthService,
  ) {}

  /**
   * The athletes the viewer may see, a page at a time, keyset-paged on the sort's key and id. Two
   * statements at most (the page, and the count only when asked for).
   */
  async page(
    viewer: Viewer | null,
    args: {
      query?: string | null;
      first?: number | null;
      after?: string | null;
      sort?: string | null;
      status?: string | null;
      teamId?: string | null;
      birthYearFrom?: number | null;
      birthYearTo?: number | null;
      newThisSeason?: boolean | null;
      missingConsent?: boolean | null;
      includeArchived?: boolean | null;
    },
    options: { count?: boolean } = {},
  ): Promise<AthletePage> {
    const current = requireViewer(viewer);
    const {
      query,
      first,
      after,
      sort,
      status,
      teamId,
      birthYearFrom,
      birthYearTo,
      newThisSeason,
      missingConsent,
      includeArchived,
    } = validate(athletesPageSchema, args);
    checkCursor(after, ATHLETE_ORDER[sort]);

    const params: unknown[] = [];
    const policy = new AthletePolicy(current, params);
    // The list holds the athletes in the viewer's charge (full access): a parent's, their own children.
    // Teammates (roster access) are read through a team's roster and single reads.
    const node = athleteListSql(policy, await grantOrganizations(this.dataSource, current));
    const filters = [node.visible];
    filters.push(
      includeArchived ? `(a.archived_at IS NULL OR ${policy.admin('a')})` : 'a.archived_at IS NULL',
    );
    if (query) {
      // The folded name (Turkish letters and case) contains the folded query, or the licence number does.
      const pattern = policy.bind(likePattern(query), 'text');
      filters.push(`(a.sort_key LIKE arena_sort_key(${pattern}) OR a.licence_number ILIKE ${pattern})`);
    }
    if (status) filters.push(`a.status = ${policy.bind(status, 'athlete_status')}`);
    if (teamId) {
      filters.push(
        `EXISTS (SELECT 1 FROM team_memberships ftm WHERE ftm.athlete_id = a.id
                   AND ftm.team_id = ${policy.bind(teamId, 'uuid')} AND ftm.to_on IS NULL)`,
      );
    }
    // Birth years as a range of dates on the column (no function over each row).
    if (birthYearFrom !== null && birthYearFrom !== undefined) {
      filters.push(`a.birth_date >= make_date(${policy.bind(birthYearFrom, 'int')}, 1, 1)`);
    }
    if (birthYearTo !== null && birthYearTo !== undefined) {
      filters.push(`a.birth_date < make_date(${policy.bind(birthYearTo, 'int')} + 1, 1, 1)`);
    }
    if (newThisSeason) filters.push(newThisSeasonSql('a'));
    if (missingConsent) filters.push(missingRequiredConsentSql('a'));
    const page = await keysetPage<Record<string, unknown>>(this.dataSource, {
      select: node.columns,
      from: node.from,
      where: filters,
      params,
      sort: ATHLETE_ORDER[sort],
      id: 'a.id',
      first,
      after,
      count: options.count !== false,
      // Without a search, a team or archived athletes, the tallies the writes keep answer the count.
      countStatement:
        query || teamId || includeArchived
          ? null
          : tallyCountStatement(current, {
              status,
              birthYearFrom,
              birthYearTo,
              newThisSeason,
              missingConsent,
            }),
    });
    return { ...page, nodes: page.nodes.map(toAthleteNode) };
  }

  /** One athlete as the viewer may see them; NOT_FOUND otherwise (archived ones: their admins only). */
  get(viewer: Viewer | null, id: string): Promise<AthleteNode> {
    return this.access.get(viewer, id);
  }

  /**
   * The athletes a record with these names and birth date would duplicate, among those the viewer has
   * full access to (schema `athleteDuplicates`): the athlete form warns before saving.
   */
  async duplicates(viewer: Viewer | null, args: unknown): Promise<AthleteNode[]> {
    const current = requireViewer(viewer);
    const data = validate(athleteDuplicatesSchema, args);
    const organizationId = data.organizationId ?? current.organizationId;
    if (!organizationId) return [];
    if (organizationId !== current.organizationId && !hasRole(current, 'super_admin')) return [];
    const policy = new AthletePolicy(current, []);
    return visibleDuplicates(this.dataSource, policy, { ...data, organizationId }, data.excludeId ?? null);
  }

  /**
   * Adds an athlete, and with `teamId` their first membership, in one transaction with its audit
   * rows. Organization admins (and super admins) of the organization, or branch and department admins
   * naming a team of their scope.
   */
  async create(viewer: Viewer | null, input: unknown): Promise<AthleteNode> {
    const current = requireViewer(viewer);
    if (!mayManageAthletes(current)) throw forbidden('Only admins add athletes.');
    const data = validate(createAthleteSchema, input);
    const organizationId = data.organizationId ?? current.organizationId;
    if (organizationId === null) {
      throw badInput('organizationId', 'Choose the organization to add the athlete to', 'required');
    }
    if (organizationId !== current.organizationId && !administersScope(current, { organizationId })) {
      throw forbidden('You may add athletes to your own organization only.');
    }
    if (!data.teamId && !administersScope(current, { organizationId })) {
      throw badInput('teamId', 'Choose a team of your branch or department', 'required');
    }
    const id = await this.dataSource.transaction(async (manager) => {
      const [organization] = await manager.query<unknown[]>(
        'SELECT 1 FROM organizations WHERE id = $1 AND archived_at IS NULL',
        [organizationId],
      );
      if (!organization) throw badInput('organizationId', 'Choose an organization that exists');
      const record = await insertAthlete(manager, this.access, current, organizationId, data);
      if (data.teamId) {
        await this.memberships.join(manager, current, record, {
          teamId: data.teamId,
          jerseyNumber: data.jerseyNumber ?? null,
          position: data.position ?? null,
          status: 'active',
          fromOn: null,
        });
      }
      return record.id;
    });
    return this.get(current, id);
  }

  /**
   * Admits a registered child in the caller's transaction (the registrations feature's approval): the
   * athlete, the membership, the guardian links and the consents, each audited (athlete-admission.ts).
   */
  admit(manager: EntityManager, current: Viewer, admission: Admission) {
    return admitAthlete(manager, { access: this.access, memberships: this.memberships }, current, admission);
  }

  /** Merges the patch (admins of the athlete's scope, staff of a current team); audited field by field. */
  async update(viewer: Viewer | null, id: string, input: unknown): Promise<AthleteNode> {
    const current = requireViewer(viewer);
    const data = validate(updateAthleteSchema, input);
    return this.dataSource.transaction(async (manager) => {
      const target = await this.access.writeTarget(manager, current, id);
      if (!target.canWrite) throw forbidden('Only the athlete’s admins and team staff change the record.');
      if (target.record.archivedAt) throw conflict(null, 'The athlete is archived: restore them first.');
      const identity = {
        organizationId: target.record.organizationId,
        firstName: data.firstName ?? target.record.firstName,
        lastName: data.lastName ?? target.record.lastName,
        birthDate: data.birthDate ?? target.record.birthDate,
      };
      const renamed = (['firstName', 'lastName', 'birthDate'] as const).some(
        (field) => identity[field] !== target.record[field],
      );
      if (renamed) await assertNotDuplicate(manager, identity, id);
      const params: unknown[] = [id];
      const set: string[] = [];
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(data) as [keyof UpdateAthleteData, unknown][]) {
        if (value === undefined) continue;
        const [column, cast] = COLUMNS[field];
        const stored = field === 'documents' ? JSON.stringify(value) : value;
        params.push(stored);
        set.push(`"${column}" = $${params.length}${cast ? `::${cast}` : ''}`);
        const old = target.record[field as keyof AthleteRecord];
        if (JSON.stringify(old) !== JSON.stringify(value)) {
          before[field] = old;
          after[field] = value;
        }
      }
      if (Object.keys(after).length > 0) {
        await uniquely(() =>
          manager.query(
            `UPDATE athletes SET ${[...set, 'updated_at = now()'].join(', ')} WHERE id = $1`,
            params,
          ),
        );
        const name = fullName({ ...target.record, ...(after as Partial<AthleteRecord>) });
        await recordAudit(manager, {
          organizationId: target.record.organizationId,
          actorUserId: current.userId,
          action: 'update',
          entityType: 'athlete',
          entityId: id,
          summary: {
            en: `${name}: ${Object.keys(after).join(', ')} changed`,
            tr: `${name}: ${Object.keys(after).length} alan değiştirildi`,
          },
          before,
          after,
        });
      }
      return this.access.get(current, id, manager);
    });
  }

  /** Archives (admins of the athlete's scope): hidden from lists; memberships and history are kept. */
  archive(viewer: Viewer | null, id: string): Promise<AthleteNode> {
    return this.setArchived(viewer, id, true);
  }

  /** Brings an archived athlete back (admins of the athlete's scope). */
  restore(viewer: Viewer | null, id: string): Promise<AthleteNode> {
    return this.setArchived(viewer, id, false);
  }

  private async setArchived(viewer: Viewer | null, id: string, archived: boolean): Promise<AthleteNode> {
    const current = requireViewer(viewer);
    const row = athleteRow(current, 'manage', 'Only the athlete’s admins archive and restore athletes.');
    return inTransaction(this.dataSource, async (manager) => {
      const before = await lockForWrite(manager, row, id);
      if (!!before.archivedAt === archived) {
        throw conflict(null, archived ? 'The athlete is archived already.' : 'The athlete is not archived.');
      }
      await updateRow(manager, { table: 'athletes', id, archived, touch: true });
      const after = await this.access.record(manager, id);
      await recordAudit(manager, {
        organizationId: before.organizationId,
        actorUserId: current.userId,
        action: archived ? 'archive' : 'restore',
        entityType: 'athlete',
        entityId: id,
        summary: {
          en: `${fullName(before)} ${archived ? 'archived' : 'restored'}`,
          tr: `${fullName(before)} ${archived ? 'arşivlendi' : 'geri alındı'}`,
        },
        before: { archivedAt: before.archivedAt },
        after: { archivedAt: after.archivedAt },
      });
      return this.access.get(current, id, manager);
    });
  }
}
