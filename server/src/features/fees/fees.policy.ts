import { adminScopeCondition, adminScopes } from '../../shared/auth/scope.js';
import type { Viewer } from '../../shared/auth/viewer.js';
import { bindParam, oneOf } from '../../shared/db/bind.js';
import { athleteGuardianSql } from '../athletes/index.js';

// Who sees and handles money (docs/domain.md, "Fees"), as SQL like every other policy:
//
// - money admins: super admins; the organization's admins; branch admins for the invoices billed through
//   their branch (`invoices.branch_id`, the team's branch when it was billed). Department admins handle
//   sport, not money: they match none.
// - a guardian (a parent of the organization whose link holds) reads their children's invoices and
//   payments, never changes them.
// - fee plans: the organization's admins keep them; branch admins of the organization read them, to
//   assign them to their branch's teams.
// - everyone else (coaches, companies, regular users, other organizations) matches none: an invoice
//   answers NOT_FOUND like an unknown id and a list is empty. A coach learns whether their athletes are
//   paid up from `Athlete.feeStanding`, which carries no amount.
// - an organization may keep its money to named admins (`money_admins`, fees.money-admins.ts): then its
//   other organization and branch admins handle none of it, plans included, as if they were not admins.

/**
 * SQL: the organization `column` does not keep its money from the viewer: it names no money admins, or
 * names the viewer. One uncorrelated subquery (PostgreSQL hashes it once), not one lookup per row.
 */
function moneyNotWithheld(viewer: Viewer, params: unknown[], column: string): string {
  const me = bindParam(params, viewer.userId, 'uuid');
  return `${column} NOT IN (SELECT ma.organization_id FROM money_admins ma
                          GROUP BY ma.organization_id HAVING NOT bool_or(ma.user_id = ${me}))`;
}

/** An admin scope condition narrowed to the organizations that do not keep their money from the viewer. */
function moneyScope(viewer: Viewer, params: unknown[], scope: string, organization: string): string {
  if (scope === 'TRUE' || scope === 'FALSE') return scope;
  return `(${scope} AND ${moneyNotWithheld(viewer, params, organization)})`;
}

/** SQL: the viewer handles the money of the invoice `alias` (records payments, voids it). */
export function invoiceManaged(viewer: Viewer, params: unknown[], alias = 'i'): string {
  const scope = adminScopeCondition(
    viewer,
    { organization: `${alias}.organization_id`, branch: `${alias}.branch_id` },
    params,
  ).sql;
  return moneyScope(viewer, params, scope, `${alias}.organization_id`);
}

/** SQL: the viewer reads the invoice `alias`: its money admins and the athlete's guardians. */
export function invoiceReadable(viewer: Viewer, params: unknown[], alias = 'i'): string {
  const managed = invoiceManaged(viewer, params, alias);
  if (managed === 'TRUE') return 'TRUE';
  const guardian = athleteGuardianSql(viewer, params, 'ga');
  if (guardian === 'FALSE') return managed;
  return `(${managed} OR EXISTS (SELECT 1 FROM athletes ga WHERE ga.id = ${alias}.athlete_id AND ${guardian}))`;
}

/**
 * SQL: the viewer reads the payment `alias` (the `payments` list, the receipt): whoever reads an invoice
 * of its athlete, that is the money admins of those invoices and the athlete's guardians.
 */
export function paymentReadable(viewer: Viewer, params: unknown[], alias = 'p'): string {
  return `EXISTS (SELECT 1 FROM invoices i WHERE i.athlete_id = ${alias}.athlete_id
                    AND ${invoiceReadable(viewer, params)})`;
}

/** SQL: the viewer keeps the fee plans of the plan `alias`'s organization (its admins). */
export function planWritable(viewer: Viewer, params: unknown[], alias = 'p'): string {
  const scope = adminScopeCondition(viewer, { organization: `${alias}.organization_id` }, params).sql;
  return moneyScope(viewer, params, scope, `${alias}.organization_id`);
}

/** SQL: the viewer reads the plan `alias`: the organization's admins and its branch admins. */
export function planReadable(viewer: Viewer, params: unknown[], alias = 'p'): string {
  const writable = planWritable(viewer, params, alias);
  const { branches } = adminScopes(viewer);
  if (writable === 'TRUE' || branches.length === 0) return writable;
  const branch = `EXISTS (SELECT 1 FROM branches pb WHERE pb.organization_id = ${alias}.organization_id
                                   AND ${oneOf(params, 'pb.id', branches, 'uuid')})`;
  return `(${writable} OR ${moneyScope(viewer, params, branch, `${alias}.organization_id`)})`;
}

/** SQL: the viewer handles money billed through the team `alias` (its organization's or branch's admins). */
export function teamMoneyManaged(viewer: Viewer, params: unknown[], alias = 't'): string {
  const scope = adminScopeCondition(
    viewer,
    { organization: `${alias}.organization_id`, branch: `${alias}.branch_id` },
    params,
  ).sql;
  return moneyScope(viewer, params, scope, `${alias}.organization_id`);
}

/**
 * SQL: whether the viewer handles any money at all (`manage`: an organization's or branch's admin whose
 * organization does not keep its money from them, or a super admin) and keeps any fee plans (`plans`).
 */
export function moneyAccessSql(viewer: Viewer, params: unknown[]): string {
  const organizations = '(SELECT o.id AS organization_id FROM organizations o) p';
  return `SELECT EXISTS (SELECT 1 FROM ${organizations} WHERE ${planReadable(viewer, params)}) AS manage,
                 EXISTS (SELECT 1 FROM ${organizations} WHERE ${planWritable(viewer, params)}) AS plans`;
}
