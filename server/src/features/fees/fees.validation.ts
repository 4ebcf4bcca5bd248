import { z } from 'zod';
import { boundedDateField } from '../../shared/dates.js';
import { FULL, fromDecimalText, isMinorAmount, type Discount } from '../../shared/money.js';
import { optionalText, uuidField } from '../../shared/validation.js';
import { pageArgsSchema, requiredText } from '../organizations/index.js';
import type { StoredDiscount } from './fee-plan.entity.js';

/** The contract's bounds (schema/fees.graphql). */
export const FEE_LIMITS = {
  name: 120,
  discountLabel: 100,
  discounts: 5,
  instalments: 24,
  reference: 100,
  voidReason: 500,
  athletes: 500,
  invoiceIds: 100,
} as const;

/** An amount as decimal text: more than zero, at most two decimals, within an integer column. */
export const amountField = (label: string) =>
  z.string({ error: `${label} is required` }).transform((text, context) => {
    const minor = fromDecimalText(text);
    if (minor === null) {
      context.addIssue({
        code: 'custom',
        message: `${label} must be an amount with at most two decimals, e.g. 1000.00`,
        params: { code: 'invalid_format' },
      });
      return z.NEVER;
    }
    if (minor <= 0 || !isMinorAmount(minor)) {
      context.addIssue({
        code: 'custom',
        message: `${label} must be more than 0 and at most 21,000,000`,
        params: { code: 'out_of_range', min: '0.01', max: '21000000.00' },
      });
      return z.NEVER;
    }
    return minor;
  });

/** A percentage as decimal text, 0 (or 0.01 with `positive`) to 100, at most two decimals: basis points. */
const percentField = (label: string, positive: boolean) =>
  z.string({ error: `${label} is required` }).transform((text, context) => {
    const points = fromDecimalText(text);
    const min = positive ? 1 : 0;
    if (points === null || points < min || points > FULL) {
      context.addIssue({
        code: 'custom',
        message: `${label} must be a percentage from ${positive ? '0.01' : '0'} to 100 with at most two decimals`,
        params: {
          code: points === null ? 'invalid_format' : 'out_of_range',
          min: positive ? '0.01' : '0',
          max: '100',
        },
      });
      return z.NEVER;
    }
    return points;
  });

const discountSchema = z
  .object({
    label: requiredText('Discount label', FEE_LIMITS.discountLabel),
    kind: z.enum(['PERCENT', 'AMOUNT'], { error: 'Discount kind must be PERCENT or AMOUNT' }),
    value: z.string({ error: 'Discount value is required' }),
  })
  .transform((discount, context): StoredDiscount => {
    const parsed = (
      discount.kind === 'PERCENT' ? percentField('Discount', true) : amountField('Discount')
    ).safeParse(discount.value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) context.addIssue({ ...issue, path: ['value'] } as never);
      return z.NEVER;
    }
    return {
      label: discount.label,
      kind: discount.kind === 'PERCENT' ? 'percent' : 'amount',
      value: parsed.data,
    };
  });

export const discountsField = z
  .array(discountSchema, { error: 'Discounts must be a list' })
  .max(FEE_LIMITS.discounts, `At most ${FEE_LIMITS.discounts} discounts`);

/** The money arithmetic's form of a stored discount. */
export const asDiscount = (discount: StoredDiscount): Discount =>
  discount.kind === 'percent'
    ? { kind: 'percent', basisPoints: discount.value }
    : { kind: 'amount', minor: discount.value };

const KINDS = { SEASON: 'season', MONTHLY: 'monthly', ONE_OFF: 'one_off' } as const;

export const feePlanSchema = z
  .object({
    name: requiredText('Name', FEE_LIMITS.name),
    kind: z.enum(['SEASON', 'MONTHLY', 'ONE_OFF'], { error: 'Kind must be SEASON, MONTHLY or ONE_OFF' }),
    currency: z.preprocess(
      (value) => value ?? 'TRY',
      z
        .string()
        .trim()
        .toUpperCase()
        .refine((code) => /^[A-Z]{3}$/.test(code), {
          message: 'Currency must be an ISO 4217 code such as TRY',
          params: { code: 'invalid_format' },
        }),
    ),
    amount: amountField('Amount'),
    instalments: z
      .number({ error: 'Instalments must be a number' })
      .int('Instalments must be a whole number')
      .min(1, `Instalments must be from 1 to ${FEE_LIMITS.instalments}`)
      .max(FEE_LIMITS.instalments, `Instalments must be from 1 to ${FEE_LIMITS.instalments}`),
    firstDueOn: boundedDateField('First due date'),
    taxRate: z.preprocess((value) => value ?? '0', percentField('Tax rate', false)),
    discounts: z.preprocess((value) => value ?? [], discountsField),
  })
  .superRefine((plan, context) => {
    if (plan.kind === 'ONE_OFF' && plan.instalments !== 1) {
      context.addIssue({
        code: 'custom',
        path: ['instalments'],
        message: 'A one-off fee is billed in one invoice',
        params: { code: 'out_of_range', min: 1, max: 1 },
      });
    }
  })
  .transform((plan) => ({ ...plan, kind: KINDS[plan.kind] }));

export const assignSchema = z
  .object({
    planId: uuidField('Plan'),
    teamId: z.preprocess((value) => value ?? null, uuidField('Team').nullable()),
    athleteIds: z.preprocess(
      (value) => value ?? null,
      z
        .array(uuidField('Athlete'), { error: 'Athletes must be a list' })
        .min(1, 'Choose at least one athlete')
        .max(FEE_LIMITS.athletes, `At most ${FEE_LIMITS.athletes} athletes at once`)
        .nullable(),
    ),
    discounts: z.preprocess((value) => value ?? [], discountsField),
    newcomers: z.preprocess(
      (value) => value ?? false,
      z.boolean({ error: 'Newcomers must be true or false' }),
    ),
  })
  .superRefine((input, context) => {
    if ((input.teamId === null) === (input.athleteIds === null)) {
      context.addIssue({
        code: 'custom',
        path: ['teamId'],
        message: 'Choose a team or athletes, not both',
        params: { code: 'required' },
      });
    }
    if (input.newcomers && input.teamId === null) {
      context.addIssue({
        code: 'custom',
        path: ['newcomers'],
        message: 'Only a team has newcomers to bill',
        params: { code: 'invalid' },
      });
    }
  });

/** stopBillingNewcomers's arguments. */
export const planTeamSchema = z.object({ planId: uuidField('Plan'), teamId: uuidField('Team') });

const METHODS = { CASH: 'cash', BANK_TRANSFER: 'bank_transfer', CARD: 'card' } as const;

export const paymentSchema = z
  .object({
    athleteId: uuidField('Athlete'),
    amount: amountField('Amount'),
    method: z.enum(['CASH', 'BANK_TRANSFER', 'CARD'], {
      error: 'Method must be CASH, BANK_TRANSFER or CARD',
    }),
    reference: z.preprocess((value) => value ?? null, optionalText('Reference', FEE_LIMITS.reference)),
    receivedOn: boundedDateField('Received on', 'today'),
    invoiceIds: z.preprocess(
      (value) => value ?? null,
      z
        .array(uuidField('Invoice'))
        .min(1, 'Name at least one invoice, or none to pay the oldest first')
        .max(FEE_LIMITS.invoiceIds, `At most ${FEE_LIMITS.invoiceIds} invoices`)
        .nullable(),
    ),
  })
  .superRefine((payment, context) => {
    if (payment.method === 'BANK_TRANSFER' && !payment.reference) {
      context.addIssue({
        code: 'custom',
        path: ['reference'],
        message: 'A bank transfer needs its reference',
        params: { code: 'required' },
      });
    }
    if (payment.invoiceIds && new Set(payment.invoiceIds).size !== payment.invoiceIds.length) {
      context.addIssue({ code: 'custom', path: ['invoiceIds'], message: 'An invoice is named twice' });
    }
  })
  .transform((payment) => ({ ...payment, method: METHODS[payment.method] }));

export const voidReasonSchema = requiredText('Reason', FEE_LIMITS.voidReason);

const STATUSES = ['DRAFT', 'ISSUED', 'PARTLY_PAID', 'PAID', 'OVERDUE', 'VOID'] as const;

export const invoicesArgsSchema = pageArgsSchema.extend({
  organizationId: z.preprocess((value) => value ?? null, uuidField('Organization').nullable()),
  athleteId: z.preprocess((value) => value ?? null, uuidField('Athlete').nullable()),
  teamId: z.preprocess((value) => value ?? null, uuidField('Team').nullable()),
  status: z.preprocess((value) => value ?? null, z.enum(STATUSES, { error: 'Unknown status' }).nullable()),
});
