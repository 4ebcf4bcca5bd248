import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('writes the amount with its currency in each language', () => {
    expect(formatMoney(1234.5, 'en', 'TRY')).toBe('₺1,234.50');
    expect(formatMoney(1234.5, 'tr', 'TRY')).toBe('₺1.234,50');
    expect(formatMoney(19.9, 'en', 'USD')).toBe('$19.90');
    expect(formatMoney(19.9, 'tr', 'eur')).toBe('€19,90');
  });

  it('reads an amount without a currency as Turkish lira', () => {
    expect(formatMoney(20, 'tr', null)).toBe('₺20,00');
    expect(formatMoney(20, 'en')).toBe(formatMoney(20, 'en', 'TRY'));
  });

  it('still reads a currency code Intl does not know', () => {
    expect(formatMoney(12, 'en', 'not a code')).toBe('12.00 NOT A CODE');
  });
});
