import type { DataSource } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { conflict, forbidden } from '../../shared/errors.js';
import { isUuid, validate } from '../../shared/validation.js';
import { recordAudit } from '../audit/index.js';
import type { AthleteAccess } from './athlete-access.js';
import { AthletePolicy } from './athletes.policy.js';
import { athleteNodeSql, athleteNotFound } from './athletes.sql.js';
import { medicalNotesSchema } from './athletes.validation.js';

/** The health record (schema `AthleteHealth`). */
export interface AthleteHealthNode {
  athleteId: string;
  medicalNotes: string | null;
  healthDataConsent: boolean;
}

const fullName = (athlete: { firstName: string; lastName: string }) =>
  `${athlete.firstName} ${athlete.lastName}`;

/**
 * The health record (docs/domain.md, "Privacy of minors"): read only with full access, and every read
 * and change writes its audit row in the same transaction.
 */
export class AthleteHealthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AthleteAccess,
  ) {}

  /**
   * The health record, for viewers with full access only (FORBIDDEN for roster access); the read and
   * its `read_health` audit row are one transaction, so no read goes unrecorded.
   */
  async read(viewer: Viewer | null, athleteId: string): Promise<AthleteHealthNode> {
    const current = requireViewer(viewer);
    if (!isUuid(athleteId)) throw athleteNotFound();
    return this.dataSource.transaction(async (manager) => {
      const params: unknown[] = [athleteId];
      const policy = new AthletePolicy(current, params);
      const node = athleteNodeSql(policy);
      const [row] = await manager.query<Record<string, unknown>[]>(
        `SELECT acc.full, a.organization_id AS "organizationId", a.first_name AS "firstName",
                a.last_name AS "lastName", a.medical_notes AS "medicalNotes",
                EXISTS (SELECT 1 FROM consents hc WHERE hc.athlete_id = a.id AND hc.purpose = 'health_data'
                          AND hc.withdrawn_at IS NULL) AS "healthDataConsent"
           FROM ${node.from}
          WHERE a.id = $1 AND ${node.visible} AND (a.archived_at IS NULL OR ${policy.admin('a')})`,
        params,
      );
      if (!row) throw athleteNotFound();
      if (!row.full) throw forbidden('Only the athlete’s guardians, team staff and admins read health data.');
      await recordAudit(manager, {
        organizationId: row.organizationId as string,
        actorUserId: current.userId,
        action: 'read_health',
        entityType: 'athlete',
        entityId: athleteId,
        summary: {
          en: `Health record of ${fullName(row as { firstName: string; lastName: string })} read`,
          tr: `${fullName(row as { firstName: string; lastName: string })} sağlık kaydı okundu`,
        },
      });
      return {
        athleteId,
        medicalNotes: (row.medicalNotes as string | null) ?? null,
        healthDataConsent: row.healthDataConsent as boolean,
      };
    });
  }

  /** Replaces the medical notes; the audit row says they changed, never what they say. */
  async update(viewer: Viewer | null, athleteId: string, medicalNotes: unknown): Promise<AthleteHealthNode> {
    const current = requireViewer(viewer);
    const data = validate(medicalNotesSchema, { medicalNotes });
    return this.dataSource.transaction(async (manager) => {
      const target = await this.access.writeTarget(manager, current, athleteId);
      if (!target.canWrite) throw forbidden('Only the athlete’s admins and team staff change health data.');
      if (target.record.archivedAt) throw conflict(null, 'The athlete is archived: restore them first.');
      const [row] = await manager.query<{ medicalNotes: string | null; healthDataConsent: boolean }[]>(
        `WITH old AS (SELECT medical_notes FROM athletes WHERE id = $1),
              upd AS (UPDATE athletes SET medical_notes = $2, updated_at = now() WHERE id = $1 RETURNING medical_notes)
         SELECT (SELECT medical_notes FROM old) IS NOT DISTINCT FROM $2 AS unchanged,
                (SELECT medical_notes FROM old) IS NOT NULL AS "hadNotes",
                (SELECT medical_notes FROM upd) AS "medicalNotes",
                EXISTS (SELECT 1 FROM consents hc WHERE hc.athlete_id = $1 AND hc.purpose = 'health_data'
                          AND hc.withdrawn_at IS NULL) AS "healthDataConsent"`,
        [athleteId, data.medicalNotes],
      );
      const changes = row as unknown as { unchanged: boolean; hadNotes: boolean };
      if (!changes.unchanged) {
        await recordAudit(manager, {
          organizationId: target.record.organizationId,
          actorUserId: current.userId,
          action: 'update',
          entityType: 'athlete_health',
          entityId: athleteId,
          summary: {
            en: `Medical notes of ${fullName(target.record)} changed`,
            tr: `${fullName(target.record)} sağlık notları değiştirildi`,
          },
          before: { medicalNotes: changes.hadNotes ? 'set' : 'empty' },
          after: { medicalNotes: data.medicalNotes === null ? 'empty' : 'set' },
        });
      }
      return {
        athleteId,
        medicalNotes: row?.medicalNotes ?? null,
        healthDataConsent: row?.healthDataConsent ?? false,
      };
    });
  }
}
