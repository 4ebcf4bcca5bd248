// Amounts of money as they read on screen: Intl.NumberFormat in the interface language with the
// amount's currency. The schools bill in Turkish lira, so an amount the API gives no currency for (a
// wallet balance) is in TRY.

/** The currency of an amount that comes without one. */
export const DEFAULT_CURRENCY = 'TRY';

/**
 * `amount` in `currency` (ISO 4217; TRY when none is given) for `language`: "₺1,234.50" / "₺1.234,50".
 * A code Intl does not know still reads, as the amount and the code ("12.00 XXZ").
 */
export function formatMoney(
  amount: number,
  language: string,
  currency: string | null = DEFAULT_CURRENCY,
): string {
  const code = currency?.trim().toUpperCase() || DEFAULT_CURRENCY;
  const locale = language.toLowerCase().startsWith('tr') ? 'tr-TR' : 'en-US';
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${code}`;
  }
}
