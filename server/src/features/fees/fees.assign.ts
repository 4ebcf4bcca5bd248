import type { DataSource, EntityManager } from 'typeorm';
import type { FeeAssignment, Invoice } from '../../generated/graphql.js';
import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { inTransaction, lockForWrite, readRow } from '../../shared/db/guarded-write.js';
import { badInput } from '../../shared/errors.js';
import { validate } from '../../shared/validation.js';
import { auditFees } from './fees.audit.js';
import { billPlan } from './fees.billing.js';
import { assignmentTargets, issueUnbilled } from './fees.issue.js';
import { keepBillingNewcomers } from './fees.newcomers.js';
import { planReadable } from './fees.policy.js';
import { INVOICE_COLUMNS, INVOICE_FROM, planRow, toInvoice, toPlan, type InvoiceRow } from './fees.sql.js';
import { assignSchema } from './fees.validation.js';

/**
 * Assigns a plan to a team's current athletes or to athletes named, in one transaction: the plan locked
 * (two assignments of it take turns, the second sees the first's invoices), whom it bills, their
 * invoices not billed yet, the team's newcomers when asked, the audit row.
 */
export async function assignFeePlan(
  dataSource: DataSource,
  viewer: Viewer | null,
  args: unknown,
): Promise<FeeAssignment> {
  const current = requireViewer(viewer);
  const data = validate(assignSchema, args);
  return inTransaction(dataSource, async (manager) => {
    const plan = await lockForWrite(
      manager,
      { ...planRow(current), writable: (params) => planReadable(current, params) },
      data.planId,
    );
    if (plan.archivedAt) throw badInput('planId', 'The plan is archived: it bills no one new', 'invalid');
    const targets = await assignmentTargets(manager, current, plan, data);
    const { ids, skipped } = await issueUnbilled(
      manager,
      current,
      plan,
      targets,
      billPlan(plan, data.discounts),
    );
    if (data.newcomers && data.teamId !== null)
      await keepBillingNewcomers(manager, current, plan.id, data.teamId);
    if (targets.length > 0) {
      await auditFees(manager, current, {
        organizationId: plan.organizationId,
        action: 'link',
        entityType: 'fee_plan',
        entityId: plan.id,
        summary: {
          en: `Fee plan ${plan.name} assigned to ${targets.length} athletes: ${ids.length} invoices issued`,
          tr: `${plan.name} ücret planı ${targets.length} sporcuya atandı: ${ids.length} fatura kesildi`,
        },
        after: {
          teamId: data.teamId,
          athleteIds: targets.map((target) => target.athleteId),
          invoices: ids.length,
        },
      });
    }
    const after = (await readRow(manager, planRow(current), plan.id)) ?? plan;
    return {
      plan: toPlan(after),
      athletes: targets.length,
      invoices: await invoicesById(manager, ids),
      skipped,
    };
  });
}

async function invoicesById(manager: EntityManager, ids: string[]): Promise<Invoice[]> {
  if (ids.length === 0) return [];
  const rows = await manager.query<InvoiceRow[]>(
    `SELECT ${INVOICE_COLUMNS} FROM ${INVOICE_FROM} WHERE i.id = ANY($1::uuid[]) ORDER BY i.due_on, i.number`,
    [ids],
  );
  return rows.map(toInvoice);
}
