import type { EntityManager } from 'typeorm';
import { adminScopeCondition } from '../../shared/auth/scope.js';
import type { Viewer } from '../../shared/auth/viewer.js';
import { badInput, forbidden, notFound } from '../../shared/errors.js';
import { athleteAdminSql } from '../athletes/index.js';
import { teamReadable } from '../teams/index.js';
import type { InvoiceDraft } from './fees.billing.js';
import { teamMoneyManaged } from './fees.policy.js';
import type { PlanRow } from './fees.sql.js';

// The two steps of assigning a fee plan, inside its transaction: whom it bills (and through which team
// and branch), then issuing their invoices with the organization's next numbers.

/** One athlete a plan is assigned to, with the team and branch their invoices are billed through. */
export interface Target {
  athleteId: string;
  teamId: string | null;
  branchId: string | null;
  sortName: string;
  managed: boolean;
}

/** An invoice number of an organization's series: the year of issue and six digits, '2026-000042'. */
export const invoiceNumber = (year: number, serial: number) => `${year}-${String(serial).padStart(6, '0')}`;

/**
 * A team a plan bills, read under the viewer's conditions: NOT_FOUND unless they read it, BAD_REQUEST when
 * it is of another organization than the plan, FORBIDDEN unless they handle its money.
 */
export async function billedTeam(
  manager: EntityManager,
  viewer: Viewer,
  plan: Pick<PlanRow, 'organizationId'>,
  teamId: string,
): Promise<{ branchId: string }> {
  const params: unknown[] = [teamId];
  const readable = teamReadable(viewer, params, 'hide');
  const managed = teamMoneyManaged(viewer, params);
  const [team] = await manager.query<{ organizationId: string; branchId: string; managed: boolean }[]>(
    `SELECT t.organization_id AS "organizationId", t.branch_id AS "branchId", (${managed}) AS managed
       FROM teams t WHERE t.id = $1 AND ${readable}`,
    params,
  );
  if (!team) throw notFound('Team');
  if (team.organizationId !== plan.organizationId)
    throw badInput('teamId', 'The team is of another organization than the plan');
  if (!team.managed)
    throw forbidden('Only the admins of the team’s organization or branch bill its athletes.');
  return team;
}

/** The athletes a plan goes to: a team's current athletes, or the athletes named (NOT_FOUND unless the viewer administers each). */
export async function assignmentTargets(
  manager: EntityManager,
  viewer: Viewer,
  plan: PlanRow,
  data: { teamId: string | null; athleteIds: string[] | null },
): Promise<Target[]> {
  if (data.teamId !== null) {
    const team = await billedTeam(manager, viewer, plan, data.teamId);
    return manager.query<Target[]>(
      `SELECT a.id AS "athleteId", tm.team_id AS "teamId", $2::uuid AS "branchId", a.sort_key AS "sortName", TRUE AS managed
         FROM team_memberships tm JOIN athletes a ON a.id = tm.athlete_id
        WHERE tm.team_id = $1 AND tm.to_on IS NULL AND a.archived_at IS NULL
        ORDER BY a.sort_key, a.id`,
      [data.teamId, team.branchId],
    );
  }
  const ids = [...new Set(data.athleteIds)];
  const params: unknown[] = [ids, plan.organizationId];
  const admin = athleteAdminSql(viewer, params, 'a');
  const teamManaged = teamMoneyManaged(viewer, params, 't');
  const managed = adminScopeCondition(
    viewer,
    { organization: 'a.organization_id', branch: 'ct.branch_id' },
    params,
  ).sql;
  const rows = await manager.query<Target[]>(
    `SELECT a.id AS "athleteId", ct.id AS "teamId", ct.branch_id AS "branchId", a.sort_key AS "sortName",
            (${managed}) AS managed
       FROM athletes a
       LEFT JOIN LATERAL (SELECT t.id, t.branch_id, t.organization_id FROM team_memberships tm JOIN teams t ON t.id = tm.team_id
                           WHERE tm.athlete_id = a.id AND tm.to_on IS NULL AND t.archived_at IS NULL
                           ORDER BY (${teamManaged}) DESC, tm.from_on DESC, t.id LIMIT 1) ct ON TRUE
      WHERE a.id = ANY($1::uuid[]) AND a.organization_id = $2::uuid AND a.archived_at IS NULL AND ${admin}
      ORDER BY a.sort_key, a.id`,
    params,
  );
  if (rows.length !== ids.length) throw notFound('Athlete');
  if (rows.some((row) => !row.managed)) {
    throw forbidden('Only the admins of the athletes’ organization or branch bill them.');
  }
  return rows;
}

/**
 * Issues each target the drafts not billed to them yet for that plan and period (void invoices do not
 * count): answers the new invoices' ids and how many were billed already.
 */
export async function issueUnbilled(
  manager: EntityManager,
  viewer: Viewer,
  plan: PlanRow,
  targets: readonly Target[],
  drafts: readonly InvoiceDraft[],
): Promise<{ ids: string[]; skipped: number }> {
  if (targets.length === 0 || drafts.length === 0) return { ids: [], skipped: 0 };
  const existing = await manager.query<{ athleteId: string; period: number }[]>(
    `SELECT athlete_id AS "athleteId", period FROM invoices
      WHERE plan_id = $1 AND athlete_id = ANY($2::uuid[]) AND state <> 'void'`,
    [plan.id, targets.map((target) => target.athleteId)],
  );
  const billed = new Set(existing.map((row) => `${row.athleteId}:${row.period}`));
  const fresh = drafts
    .flatMap((draft) => targets.map((target) => ({ target, draft })))
    .filter(({ target, draft }) => !billed.has(`${target.athleteId}:${draft.period}`));
  const ids = fresh.length > 0 ? await issueInvoices(manager, viewer, plan, fresh) : [];
  return { ids, skipped: drafts.length * targets.length - fresh.length };
}

/** Issues the invoices with the next numbers of the organization's series for this year, in order. */
export async function issueInvoices(
  manager: EntityManager,
  viewer: Viewer,
  plan: PlanRow,
  fresh: { target: Target; draft: InvoiceDraft }[],
): Promise<string[]> {
  fresh.sort(
    (a, b) =>
      a.draft.dueOn.localeCompare(b.draft.dueOn) ||
      (a.target.sortName < b.target.sortName ? -1 : a.target.sortName > b.target.sortName ? 1 : 0) ||
      a.target.athleteId.localeCompare(b.target.athleteId),
  );
  const [today] = await manager.query<{ day: string; year: number }[]>(
    `SELECT to_char((now() AT TIME ZONE time_zone)::date, 'YYYY-MM-DD') AS day,
            extract(year FROM (now() AT TIME ZONE time_zone))::int AS year
       FROM organizations WHERE id = $1`,
    [plan.organizationId],
  );
  // The counter row stays locked until the transaction ends: numbers have no gaps and no repeats.
  const [counter] = await manager.query<{ last: number }[]>(
    `INSERT INTO invoice_counters (organization_id, year, last) VALUES ($1, $2, $3)
     ON CONFLICT (organization_id, year) DO UPDATE SET last = invoice_counters.last + EXCLUDED.last
     RETURNING last`,
    [plan.organizationId, today!.year, fresh.length],
  );
  const first = counter!.last - fresh.length + 1;
  const rows = fresh.map(({ target, draft }, index) => ({
    branch_id: target.branchId,
    team_id: target.teamId,
    athlete_id: target.athleteId,
    period: draft.period,
    periods: draft.periods,
    number: invoiceNumber(today!.year, first + index),
    due_on: draft.dueOn,
    lines: draft.lines,
    subtotal: draft.subtotal,
    discount: draft.discount,
    tax: draft.tax,
    total: draft.total,
  }));
  const inserted = await manager.query<{ id: string }[]>(
    `INSERT INTO invoices (organization_id, branch_id, team_id, athlete_id, plan_id, period, periods, number, state,
                           currency, issued_on, due_on, lines, subtotal_minor, discount_minor, tax_minor, total_minor,
                           created_by)
     SELECT $1, r.branch_id, r.team_id, r.athlete_id, $2, r.period, r.periods, r.number, 'issued', $3, $4::date,
            r.due_on, r.lines, r.subtotal, r.discount, r.tax, r.total, $5
       FROM jsonb_to_recordset($6::jsonb) AS r(branch_id uuid, team_id uuid, athlete_id uuid, period int,
            periods int, number text, due_on date, lines jsonb, subtotal int, discount int, tax int, total int)
     RETURNING id`,
    [plan.organizationId, plan.id, plan.currency, today!.day, viewer.userId, JSON.stringify(rows)],
  );
  return inserted.map((row) => row.id);
}
