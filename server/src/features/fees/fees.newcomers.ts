import type { DataSource, EntityManager } from 'typeorm';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { inTransaction, lockForWrite, readRow } from '../../shared/db/guarded-write.js';
import { notFound } from '../../shared/errors.js';
import { validate } from '../../shared/validation.js';
import { auditFees } from './fees.audit.js';
import { billPlan } from './fees.billing.js';
import { billedTeam, issueUnbilled, type Target } from './fees.issue.js';
import { planReadable } from './fees.policy.js';
import { PLAN_COLUMNS, planRow, toPlan, type PlanRow } from './fees.sql.js';
import { planTeamSchema } from './fees.validation.js';

// A team's newcomers (docs/domain.md, "Fees"): a plan assigned to a team with `newcomers` keeps billing
// the children the team admits from approved registrations, in the approval's own transaction, so a
// family's first invoice exists as soon as its child does. Only what is not due yet on the day of the
// approval is billed: a family joining in March pays the instalments from March on.

/** Remembers that a plan bills a team's newcomers (in the assignment's transaction). */
export async function keepBillingNewcomers(
  manager: EntityManager,
  viewer: Viewer,
  planId: string,
  teamId: string,
): Promise<void> {
  await manager.query(
    `INSERT INTO fee_plan_teams (plan_id, team_id, created_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [planId, teamId, viewer.userId],
  );
}

/** Stops billing a team's newcomers with a plan: whoever may assign the plan to that team. */
async function stopBillingNewcomers(dataSource: DataSource, viewer: Viewer | null, args: unknown) {
  const current = requireViewer(viewer);
  const { planId, teamId } = validate(planTeamSchema, args);
  return inTransaction(dataSource, async (manager) => {
    const plan = await lockForWrite(
      manager,
      { ...planRow(current), writable: (params) => planReadable(current, params) },
      planId,
    );
    await billedTeam(manager, current, plan, teamId);
    const removed = await manager.query<{ teamId: string }[]>(
      `DELETE FROM fee_plan_teams WHERE plan_id = $1 AND team_id = $2 RETURNING team_id AS "teamId"`,
      [planId, teamId],
    );
    if (removed.length > 0) {
      const name = plan.newcomerTeams.find((team) => team.teamId === teamId)?.name ?? teamId;
      await auditFees(manager, current, {
        organizationId: plan.organizationId,
        action: 'unlink',
        entityType: 'fee_plan',
        entityId: plan.id,
        summary: {
          en: `Fee plan ${plan.name} no longer bills the newcomers of ${name}`,
          tr: `${plan.name} ücret planı artık ${name} takımına katılanları faturalamıyor`,
        },
        before: { newcomerTeamId: teamId },
      });
    }
    const after = await readRow(manager, planRow(current), planId);
    if (!after) throw notFound('Fee plan');
    return toPlan(after);
  });
}

/**
 * Bills a child a team has just admitted with every plan that bills the team's newcomers: the periods not
 * due yet on the organization's today, numbered in its series. Runs inside the admission's transaction,
 * as the person approving (who need not handle money: the plan's admins chose to bill newcomers).
 */
async function billNewcomer(
  manager: EntityManager,
  actor: Viewer,
  athleteId: string,
  teamId: string,
): Promise<void> {
  // Locked like an assignment, so an assignment of the same plan at the same moment takes its turn.
  const plans = await manager.query<PlanRow[]>(
    `SELECT ${PLAN_COLUMNS} FROM fee_plans p JOIN fee_plan_teams fpt ON fpt.plan_id = p.id
      WHERE fpt.team_id = $1 AND p.archived_at IS NULL ORDER BY p.created_at, p.id FOR UPDATE OF p`,
    [teamId],
  );
  if (plans.length === 0) return;
  const [found] = await manager.query<(Target & { today: string; fullName: string })[]>(
    `SELECT a.id AS "athleteId", t.id AS "teamId", t.branch_id AS "branchId", a.sort_key AS "sortName",
            TRUE AS managed, a.first_name || ' ' || a.last_name AS "fullName",
            to_char((now() AT TIME ZONE o.time_zone)::date, 'YYYY-MM-DD') AS today
       FROM athletes a JOIN teams t ON t.id = $2 JOIN organizations o ON o.id = t.organization_id
      WHERE a.id = $1 AND a.organization_id = t.organization_id`,
    [athleteId, teamId],
  );
  if (!found) return;
  const { today, fullName, ...target } = found;
  for (const plan of plans) {
    const drafts = billPlan(plan).filter((draft) => draft.dueOn >= today);
    const { ids } = await issueUnbilled(manager, actor, plan, [target], drafts);
    if (ids.length === 0) continue;
    await auditFees(manager, actor, {
      organizationId: plan.organizationId,
      action: 'link',
      entityType: 'fee_plan',
      entityId: plan.id,
      summary: {
        en: `Fee plan ${plan.name} billed ${fullName}, new in the team: ${ids.length} invoices issued`,
        tr: `${plan.name} ücret planı takıma yeni katılan ${fullName} için ${ids.length} fatura kesti`,
      },
      after: { teamId, athleteIds: [athleteId], invoices: ids.length, newcomer: true },
    });
  }
}

/** The plans that bill a team's newcomers: stopping one, and billing a child on admission. */
export class FeeNewcomers {
  constructor(private readonly dataSource: DataSource) {}

  /** stopBillingNewcomers: NOT_FOUND unless the viewer reads the plan and the team, FORBIDDEN unless they bill it. */
  stop(viewer: Viewer | null, args: unknown) {
    return stopBillingNewcomers(this.dataSource, viewer, args);
  }

  /** Bills a child a team has just admitted, inside the admission's transaction. */
  bill(manager: EntityManager, actor: Viewer, athleteId: string, teamId: string) {
    return billNewcomer(manager, actor, athleteId, teamId);
  }
}
