import { adminScopeCondition, adminScopes } from '../../shared/auth/scope.js';
import type { Viewer } from '../../shared/auth/viewer.js';
import { oneOf } from '../../shared/db/bind.js';
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

/** SQL: the viewer handles the money of the invoice `alias` (records payments, voids it). */
export function invoiceManaged(viewer: Viewer, params: unknown[], alias = 'i'): string {
  return adminScopeCondition(
    viewer,
    { organization: `${alias}.organization_id`, branch: `${alias}.branch_id` },
    params,
  ).sql;
}

/** SQL: the viewer reads the invoice `alias`: its money admins and the athlete's guardians. */
export function invoiceReadable(viewer: Viewer, params: unknown[], alias = 'i'): string {
  const managed = invoiceManaged(viewer, params, alias);
  if (managed === 'TRUE') return 'TRUE';
  const guardian = athleteGuardianSql(viewer, params, 'ga');
  if (guardian === 'FALSE') return managed;
  return `(${managed} OR EXISTS (SELECT 1 FROM athletes ga WHERE ga.id = ${alias}.athlete_id AND ${guardian}))`;
}

/** SQL: the viewer keeps the fee plans of the plan `alias`'s organization (its admins). */
export function planWritable(viewer: Viewer, params: unknown[], alias = 'p'): string {
  return adminScopeCondition(viewer, { organization: `${alias}.organization_id` }, params).sql;
}

/** SQL: the viewer reads the plan `alias`: the organization's admins and its branch admins. */
export function planReadable(viewer: Viewer, params: unknown[], alias = 'p'): string {
  const writable = planWritable(viewer, params, alias);
  const { branches } = adminScopes(viewer);
  if (writable === 'TRUE' || branches.length === 0) return writable;
  return `(${writable} OR EXISTS (SELECT 1 FROM branches pb WHERE pb.organization_id = ${alias}.organization_id
                                   AND ${oneOf(params, 'pb.id', branches, 'uuid')}))`;
}

/** SQL: the viewer handles money billed through the team `alias` (its organization's or branch's admins). */
export function teamMoneyManaged(viewer: Viewer, params: unknown[], alias = 't'): string {
  return adminScopeCondition(
    viewer,
    { organization: `${alias}.organization_id`, branch: `${alias}.branch_id` },
    params,
  ).sql;
}

/** Whether the viewer handles any money at all (an admin of an organization or a branch, or a super admin). */
export function handlesMoney(viewer: Viewer): boolean {
  const scopes = adminScopes(viewer);
  return scopes.superAdmin || scopes.organizations.length > 0 || scopes.branches.length > 0;
}

/** Whether the viewer keeps any organization's fee plans (its admins, or a super admin). */
export function keepsFeePlans(viewer: Viewer): boolean {
  const scopes = adminScopes(viewer);
  return scopes.superAdmin || scopes.organizations.length > 0;
}
