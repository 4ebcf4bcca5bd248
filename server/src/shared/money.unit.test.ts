import { describe, expect, it } from 'vitest';
import {
  allocate,
  applyDiscounts,
  fromDecimalText,
  moneyText,
  percentText,
  scale,
  splitInstalments,
  taxOn,
  toDecimalText,
} from './money.js';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('money in minor units', () => {
  it('splits 1,000.00 in three instalments that add up to the total, the larger first', () => {
    expect(splitInstalments(100_000, 3)).toEqual([33_334, 33_333, 33_333]);
    expect(splitInstalments(100, 7)).toEqual([15, 15, 14, 14, 14, 14, 14]);
    expect(splitInstalments(5, 10)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
    for (const total of [1, 99, 100_001, 2_147_483_647]) {
      for (const count of [1, 2, 3, 7, 10, 12]) expect(sum(splitInstalments(total, count))).toBe(total);
    }
    expect(() => splitInstalments(100, 0)).toThrow(RangeError);
  });

  it('rounds half away from zero to one minor unit', () => {
    expect(scale(5, 1, 2)).toBe(3); // 2.5 → 3
    expect(scale(-5, 1, 2)).toBe(-3);
    expect(scale(4, 1, 3)).toBe(1); // 1.33 → 1
    expect(scale(100_001, 5_000, 10_000)).toBe(50_001); // 50,000.5 → 50,001
    expect(taxOn(33_333, 2_000)).toBe(6_667); // 20% of 333.33 = 66.666 → 66.67
    expect(taxOn(2_147_483_647, 10_000)).toBe(2_147_483_647); // no overflow on the way
  });

  it('stacks discounts, each on what the ones before left, and never goes below zero', () => {
    expect(
      applyDiscounts(100_000, [
        { kind: 'percent', basisPoints: 1_000 },
        { kind: 'percent', basisPoints: 5_000 },
      ]),
    ).toEqual({ reductions: [10_000, 45_000], total: 45_000 });
    expect(
      applyDiscounts(33_333, [
        { kind: 'percent', basisPoints: 1_500 },
        { kind: 'amount', minor: 10_000 },
      ]),
    ).toEqual({ reductions: [5_000, 10_000], total: 18_333 }); // 15% of 333.33 = 49.9995 → 50.00
    expect(applyDiscounts(5_000, [{ kind: 'amount', minor: 7_500 }])).toEqual({
      reductions: [5_000],
      total: 0,
    });
    expect(
      applyDiscounts(5_000, [
        { kind: 'percent', basisPoints: 10_000 },
        { kind: 'amount', minor: 1 },
      ]),
    ).toEqual({
      reductions: [5_000, 0],
      total: 0,
    });
  });

  it('spreads a payment over the oldest debts first, the rest a credit', () => {
    const open = [
      { id: 'a', owed: 33_334 },
      { id: 'b', owed: 33_333 },
      { id: 'c', owed: 33_333 },
    ];
    expect(allocate(50_000, open)).toEqual({
      allocations: [
        { id: 'a', amount: 33_334 },
        { id: 'b', amount: 16_666 },
      ],
      credit: 0,
    });
    expect(allocate(120_000, open)).toEqual({
      allocations: open.map(({ id, owed }) => ({ id, amount: owed })),
      credit: 20_000,
    });
    expect(allocate(0, open)).toEqual({ allocations: [], credit: 0 });
  });

  it('reads and writes the decimal text of an amount exactly', () => {
    expect(toDecimalText(123_456)).toBe('1234.56');
    expect(toDecimalText(5)).toBe('0.05');
    expect(toDecimalText(-5)).toBe('-0.05');
    expect(fromDecimalText('1234.56')).toBe(123_456);
    expect(fromDecimalText('1234,5')).toBe(123_450);
    expect(fromDecimalText('0.1')).toBe(10);
    expect(fromDecimalText('12')).toBe(1_200);
    for (const bad of ['', '1.234,56', '1.234', '-1', '1e3', '12.345', 'abc', '0x10']) {
      expect(fromDecimalText(bad), bad).toBeNull();
    }
  });
});

describe('amounts and shares as text', () => {
  it('writes minor units with the currency as the client does, in each language', () => {
    expect(moneyText(123_456, 'TRY', 'tr')).toBe('₺1.234,56');
    expect(moneyText(123_456, 'TRY', 'en')).toBe('₺1,234.56');
    expect(moneyText(-5_000, 'EUR', 'en')).toBe('-€50.00');
    expect(moneyText(1_999, 'lira', 'tr')).toBe('19,99 lira');
  });

  it('writes a share in basis points as its shortest percentage, without floating point', () => {
    expect([0, 1, 10, 1_000, 1_250, 10_000].map(percentText)).toEqual([
      '0',
      '0.01',
      '0.1',
      '10',
      '12.5',
      '100',
    ]);
  });
});
