import { describe, expect, it } from 'vitest';
import { billPlan, dueOnOf, type PlanTerms } from './fees.billing.js';

// The invoices a plan bills, on the edges of the arithmetic: every split adds up to the total to the
// minor unit, discounts stack in order and never make a line negative.

const season = (amountMinor: number, instalments: number, extra: Partial<PlanTerms> = {}): PlanTerms => ({
  name: 'Sezon aidatı',
  kind: 'season',
  amountMinor,
  instalments,
  firstDueOn: '2026-09-30',
  taxRateBp: 0,
  discounts: [],
  ...extra,
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('billPlan', () => {
  it('splits 1,000.00 in 3 instalments into 333.34, 333.33, 333.33, due a month apart', () => {
    const invoices = billPlan(season(100_000, 3));
    expect(invoices.map((invoice) => invoice.total)).toEqual([33_334, 33_333, 33_333]);
    expect(invoices.map((invoice) => invoice.dueOn)).toEqual(['2026-09-30', '2026-10-30', '2026-11-30']);
    expect(invoices.map((invoice) => invoice.lines[0]!.description)).toEqual([
      'Sezon aidatı (1/3)',
      'Sezon aidatı (2/3)',
      'Sezon aidatı (3/3)',
    ]);
    expect(invoices.every((invoice) => invoice.periods === 3)).toBe(true);
  });

  it('stacks a sibling percentage then a scholarship amount, and the instalments add up to what is left', () => {
    const invoices = billPlan(
      season(100_000, 3, { discounts: [{ label: 'Kardeş indirimi', kind: 'percent', value: 1_000 }] }),
      [{ label: 'Burs', kind: 'amount', value: 10_001 }],
    );
    // 1,000.00 − 10% (100.00) − 100.01 = 799.99, in three: 266.67, 266.66, 266.66.
    expect(invoices.map((invoice) => invoice.total)).toEqual([26_667, 26_666, 26_666]);
    expect(sum(invoices.map((invoice) => invoice.discount))).toBe(20_001);
    for (const invoice of invoices) {
      expect(sum(invoice.lines.map((line) => line.amount))).toBe(invoice.total);
      expect(invoice.subtotal - invoice.discount).toBe(invoice.total);
    }
    expect(invoices[0]!.lines.map((line) => line.description)).toEqual([
      'Sezon aidatı (1/3)',
      'Kardeş indirimi',
      'Burs',
    ]);
  });

  it('keeps every line at or above zero when the discounts take (almost) everything in tiny instalments', () => {
    for (const amount of [1, 2, 5, 7, 100, 99_999]) {
      for (const count of [1, 2, 3, 7, 12]) {
        const invoices = billPlan(season(amount, count), [
          { label: 'A', kind: 'amount', value: Math.ceil(amount / 2) },
          { label: 'B', kind: 'percent', value: 3_333 },
        ]);
        expect(invoices).toHaveLength(count);
        expect(invoices.every((invoice) => invoice.total >= 0 && invoice.discount <= invoice.subtotal)).toBe(
          true,
        );
        expect(sum(invoices.map((invoice) => invoice.subtotal))).toBe(amount);
        for (const invoice of invoices)
          expect(sum(invoice.lines.map((line) => line.amount))).toBe(invoice.total);
      }
    }
  });

  it('a full scholarship leaves nothing to pay', () => {
    const invoices = billPlan(season(150_000, 2), [{ label: 'Tam burs', kind: 'percent', value: 10_000 }]);
    expect(invoices.map((invoice) => invoice.total)).toEqual([0, 0]);
    expect(invoices.map((invoice) => invoice.discount)).toEqual([75_000, 75_000]);
  });

  it('bills monthly dues in full every month, each with its discount', () => {
    const invoices = billPlan({ ...season(75_050, 4), kind: 'monthly', firstDueOn: '2026-01-31' }, [
      { label: 'Burs', kind: 'percent', value: 2_500 },
    ]);
    expect(invoices.map((invoice) => invoice.total)).toEqual([56_287, 56_287, 56_287, 56_287]); // 25% of 750.50 is 187.625 → 187.63 off
    expect(invoices.map((invoice) => invoice.dueOn)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
  });

  it('a one-off fee is one invoice named by the plan alone, with tax on what is left after the discount', () => {
    const [invoice, ...rest] = billPlan({
      ...season(120_000, 1),
      kind: 'one_off',
      name: 'Yaz kampı',
      taxRateBp: 2_000,
      discounts: [{ label: 'Erken kayıt', kind: 'amount', value: 20_000 }],
    });
    expect(rest).toEqual([]);
    expect(invoice).toMatchObject({
      subtotal: 120_000,
      discount: 20_000,
      tax: 20_000,
      total: 120_000,
      period: 1,
      periods: 1,
    });
    expect(invoice!.lines).toEqual([
      { description: 'Yaz kampı', amount: 120_000 },
      { description: 'Erken kayıt', amount: -20_000 },
    ]);
  });

  it('rounds tax half away from zero on each invoice', () => {
    // 0.05 at 10%: 0.005 → 0.01.
    const [invoice] = billPlan({ ...season(5, 1), taxRateBp: 1_000 });
    expect(invoice).toMatchObject({ tax: 1, total: 6 });
  });

  it('falls back to the last day of a shorter month', () => {
    expect(dueOnOf('2027-01-31', 1)).toBe('2027-02-28');
    expect(dueOnOf('2028-01-31', 1)).toBe('2028-02-29');
  });
});
