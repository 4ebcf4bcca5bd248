// Money as integers of the currency's minor unit (kuruş, cents): no floating point anywhere an amount is
// added, split, discounted or taxed. Every rounding is half away from zero, to one minor unit, and every
// split hands out its remainder so the parts always add up to the whole.

/** Basis points: 1% = 100, 100% = 10,000 (a percentage to two decimals, as an integer). */
export const FULL = 10_000;

/** Whether a value is a whole number of minor units a column holds (PostgreSQL integer, not negative). */
export const isMinorAmount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 2_147_483_647;

/** `amount × numerator / denominator`, rounded half away from zero to a whole minor unit. */
export function scale(amount: number, numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError('The denominator must be positive');
  const product = BigInt(amount) * BigInt(numerator);
  const divisor = BigInt(denominator);
  const quotient = product / divisor;
  const remainder = product % divisor;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < divisor) return Number(quotient);
  return Number(quotient + (product < 0n ? -1n : 1n));
}

/**
 * A total in `count` instalments as equal as minor units allow, the larger ones first:
 * 1,000.00 in 3 → 333.34, 333.33, 333.33. The parts always add up to the total.
 */
export function splitInstalments(total: number, count: number): number[] {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('At least one instalment');
  const base = Math.trunc(total / count);
  const remainder = total - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < remainder ? 1 : 0));
}

/** A discount: a share of the amount (basis points) or a fixed amount in minor units. */
export type Discount = { kind: 'percent'; basisPoints: number } | { kind: 'amount'; minor: number };

/**
 * Discounts stacked in the order given, each on what the ones before left (a 10% sibling discount then a
 * 50% scholarship on 1,000.00 → 100.00 then 450.00 off, 450.00 to pay); an amount never goes below
 * zero. Answers each discount's reduction and what is left.
 */
export function applyDiscounts(amount: number, discounts: readonly Discount[]) {
  let left = amount;
  const reductions = discounts.map((discount) => {
    const wanted = discount.kind === 'percent' ? scale(left, discount.basisPoints, FULL) : discount.minor;
    const reduction = Math.min(left, Math.max(0, wanted));
    left -= reduction;
    return reduction;
  });
  return { reductions, total: left };
}

/** The tax on a net amount at a rate in basis points (20% = 2,000), rounded to a minor unit. */
export const taxOn = (net: number, rateBasisPoints: number): number => scale(net, rateBasisPoints, FULL);

/**
 * A payment spread over what is open, in the order given (oldest due first): each gets up to what it
 * still owes. Answers the allocations and what is left over (a credit), which always add up to the
 * payment.
 */
export function allocate<Id>(payment: number, open: readonly { id: Id; owed: number }[]) {
  let left = payment;
  const allocations: { id: Id; amount: number }[] = [];
  for (const item of open) {
    if (left <= 0) break;
    const amount = Math.min(left, Math.max(0, item.owed));
    if (amount > 0) allocations.push({ id: item.id, amount });
    left -= amount;
  }
  return { allocations, credit: left };
}

/** Minor units as the decimal text of the major unit, for storage-free display and CSV: 123456 → "1234.56". */
export function toDecimalText(minor: number, digits = 2): string {
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * Decimal text of the major unit ("1234.56", "1234,5", "1.234,56" is refused: one separator, no grouping)
 * as minor units; null when it is not an amount with at most `digits` decimals.
 */
export function fromDecimalText(text: string, digits = 2): number | null {
  const match = /^\s*(\d{1,12})(?:[.,](\d+))?\s*$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/**
 * Minor units as an amount of `currency` for a reader of `language`, as the client's lib/money writes it:
 * 123456 TRY → "₺1.234,56" (tr), "₺1,234.56" (en). A code Intl does not know reads as the amount and the
 * code. The stored integer is exact; the number made from its decimal text is only displayed.
 */
export function moneyText(minor: number, currency: string, language: 'en' | 'tr'): string {
  const locale = language === 'tr' ? 'tr-TR' : 'en-US';
  const amount = Number(toDecimalText(minor));
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).format(amount);
  } catch {
    const digits = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return `${digits.format(amount)} ${currency}`;
  }
}

/** A share in basis points as the shortest decimal text of its percentage: 1000 → "10", 1250 → "12.5". */
export const percentText = (basisPoints: number): string => toDecimalText(basisPoints).replace(/\.?0+$/, '');
