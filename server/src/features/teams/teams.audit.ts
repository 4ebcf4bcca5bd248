import type { EntityManager } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import { recordAudit } from '../audit/index.js';
import type { TeamStaffRole } from './team-staff.entity.js';
import { STAFF_WITH_TEAM } from './teams.sql.js';

// The audit rows of the teams feature, written in the change's transaction (its `manager`).

/**
 * The audit row of a change to a team, in the change's transaction: a team's branch and department
 * decide which admins see its athletes, so every change to it is kept.
 */
export async function auditTeam(
  manager: EntityManager,
  current: Viewer,
  id: string,
  action: 'create' | 'update' | 'archive' | 'restore',
  before?: object,
  after?: object,
): Promise<void> {
  const [team] = await manager.query<{ organizationId: string; name: string }[]>(
    'SELECT organization_id AS "organizationId", name FROM teams WHERE id = $1',
    [id],
  );
  const { organizationId, name } = team!;
  const summaries = {
    create: { en: `Team ${name} added`, tr: `${name} takımı eklendi` },
    update: {
      en: `Team ${name}: ${Object.keys(after ?? {}).join(', ')} changed`,
      tr: `${name} takımı: ${Object.keys(after ?? {}).length} alan değiştirildi`,
    },
    archive: { en: `Team ${name} archived`, tr: `${name} takımı arşivlendi` },
    restore: { en: `Team ${name} restored`, tr: `${name} takımı geri yüklendi` },
  };
  await recordAudit(manager, {
    organizationId,
    actorUserId: current.userId,
    action,
    entityType: 'team',
    entityId: id,
    summary: summaries[action],
    before,
    after,
  });
}

/**
 * The audit row of a change to a team's staff, in the change's transaction: staff read and change
 * the athletes of their teams, so who was on a team's staff, and who put them there, is kept.
 */
export async function auditStaff(
  manager: EntityManager,
  current: Viewer,
  id: string,
  action: 'create' | 'update' | 'archive' | 'restore',
  before?: { role: TeamStaffRole },
  after?: { role: TeamStaffRole },
): Promise<void> {
  const [row] = await manager.query<
    { organizationId: string; teamId: string; team: string; professionalId: string; person: string }[]
  >(
    `SELECT t.organization_id AS "organizationId", t.id AS "teamId", t.name AS team,
            p.id AS "professionalId", u.name AS person
       FROM ${STAFF_WITH_TEAM} JOIN professionals p ON p.id = ts.professional_id
       JOIN users u ON u.id = p.user_id
      WHERE ts.id = $1`,
    [id],
  );
  const { organizationId, teamId, team, professionalId, person } = row!;
  const summaries = {
    create: { en: `${person} joined the staff of ${team}`, tr: `${person}, ${team} kadrosuna eklendi` },
    update: {
      en: `${person}'s role in ${team} changed`,
      tr: `${person} kişisinin ${team} görevi değiştirildi`,
    },
    archive: { en: `${person} left the staff of ${team}`, tr: `${person}, ${team} kadrosundan çıkarıldı` },
    restore: {
      en: `${person} rejoined the staff of ${team}`,
      tr: `${person}, ${team} kadrosuna geri alındı`,
    },
  };
  await recordAudit(manager, {
    organizationId,
    actorUserId: current.userId,
    action,
    entityType: 'team_staff',
    entityId: id,
    summary: summaries[action],
    before: before && { teamId, professionalId, ...before },
    after: { teamId, professionalId, ...after },
  });
}
