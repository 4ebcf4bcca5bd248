import { DateTime } from 'luxon';
import { allocate, applyDiscounts, splitInstalments, taxOn } from '../../shared/money.js';
import type { FeeKind, StoredDiscount } from './fee-plan.entity.js';
import type { StoredLine } from './invoice.entity.js';
import { asDiscount } from './fees.validation.js';

// What a fee plan bills one athlete, worked out before anything is written (docs/adr/0011): pure
// arithmetic on minor units, so the unit tests check every edge without a database.

/** The terms of a plan that decide its invoices. */
export interface PlanTerms {
  name: string;
  kind: FeeKind;
  amountMinor: number;
  instalments: number;
  /** YYYY-MM-DD. */
  firstDueOn: string;
  taxRateBp: number;
  discounts: readonly StoredDiscount[];
}

/** One invoice to issue. */
export interface InvoiceDraft {
  period: number;
  periods: number;
  dueOn: string;
  lines: StoredLine[];
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/** The due date of period `index` (0 for the first): a month apart, the 31st falling back to a month's last day. */
export function dueOnOf(firstDueOn: string, index: number): string {
  return DateTime.fromISO(firstDueOn, { zone: 'utc' }).plus({ months: index }).toISODate()!;
}

/**
 * One invoice's lines: the fee part, then each discount's share of what the invoice takes off (`off`),
 * shared in the discounts' order up to what each would take of this part (`wanted`), the rounding
 * remainder on the last one that takes anything. Lines of nothing are left out.
 */
function discountLines(discounts: readonly StoredDiscount[], wanted: readonly number[], off: number) {
  const { allocations, credit } = allocate(
    off,
    wanted.map((owed, index) => ({ id: index, owed })),
  );
  const shares = discounts.map(() => 0);
  for (const { id, amount } of allocations) shares[id] = amount;
  if (credit > 0) shares[shares.length - 1]! += credit;
  return discounts
    .map((discount, index) => ({ description: discount.label, amount: -shares[index]! }))
    .filter((line) => line.amount !== 0);
}

function draft(
  terms: PlanTerms,
  index: number,
  fee: number,
  off: number,
  wanted: readonly number[],
  discounts: readonly StoredDiscount[],
): InvoiceDraft {
  const periods = terms.instalments;
  const net = fee - off;
  const tax = taxOn(net, terms.taxRateBp);
  return {
    period: index + 1,
    periods,
    dueOn: dueOnOf(terms.firstDueOn, index),
    lines: [
      { description: periods > 1 ? `${terms.name} (${index + 1}/${periods})` : terms.name, amount: fee },
      ...discountLines(discounts, wanted, off),
    ],
    subtotal: fee,
    discount: off,
    tax,
    total: net + tax,
  };
}

/**
 * The invoices a plan bills one athlete, with the assignment's own discounts after the plan's:
 *
 * - a season fee: the total less its discounts, split into instalments (the larger ones first); the fee
 *   and the discount are split the same way, so the instalments always add up to the season's total to
 *   the minor unit (1,000.00 in 3: 333.34, 333.33, 333.33);
 * - monthly dues: every month the whole amount less its discounts;
 * - a one-off fee: one invoice.
 *
 * Tax, when the plan has a rate, is on each invoice's amount after discounts.
 */
export function billPlan(terms: PlanTerms, extra: readonly StoredDiscount[] = []): InvoiceDraft[] {
  const discounts = [...terms.discounts, ...extra];
  const count = terms.kind === 'one_off' ? 1 : terms.instalments;
  if (terms.kind === 'monthly' || count === 1) {
    const { reductions, total } = applyDiscounts(terms.amountMinor, discounts.map(asDiscount));
    const off = terms.amountMinor - total;
    return Array.from({ length: count }, (_, index) =>
      draft({ ...terms, instalments: count }, index, terms.amountMinor, off, reductions, discounts),
    );
  }
  const { reductions, total } = applyDiscounts(terms.amountMinor, discounts.map(asDiscount));
  const fees = splitInstalments(terms.amountMinor, count);
  const nets = splitInstalments(total, count);
  const wanted = reductions.map((reduction) => splitInstalments(reduction, count));
  return fees.map((fee, index) =>
    draft(
      terms,
      index,
      fee,
      fee - nets[index]!,
      wanted.map((parts) => parts[index]!),
      discounts,
    ),
  );
}
