import { z } from 'zod';
import { isCalendarDate } from '../../shared/dates.js';
import {
  blankToNull,
  emailField,
  isAppPath,
  isUuid,
  isWebAddress,
  optionalText,
} from '../../shared/validation.js';
import { SPONSORSHIP_SCOPE_TYPES, SPONSORSHIP_TIERS } from './sponsorship.entity.js';
import { isValidVkn } from './tax-number.js';

/** The contract's bounds (schema/companies.graphql). */
export const COMPANY_LIMITS = {
  name: 200,
  taxOffice: 100,
  link: 2048,
  phone: 32,
  notes: 2000,
  query: 200,
  pageSize: 500,
} as const;

export const DEFAULT_PAGE_SIZE = 50;
export const COMPANY_SORTS = ['name_asc', 'name_desc', 'newest', 'oldest'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];
export const SPONSORSHIP_SORTS = ['starts_desc', 'starts_asc', 'company_name'] as const;
export type SponsorshipSort = (typeof SPONSORSHIP_SORTS)[number];

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(COMPANY_LIMITS.name, `Name must be at most ${COMPANY_LIMITS.name} characters`);

// Spaces and dots people type between digit groups are dropped before the check.
const taxNumber = z.preprocess(
  (value) => (typeof value === 'string' ? blankToNull(value.replace(/[\s.]/g, '')) : value),
  z
    .string({ error: 'Tax number must be text' })
    .refine((value) => /^\d{10}$/.test(value), {
      message: 'Tax number must be 10 digits',
      params: { code: 'invalid_format' },
    })
    .refine(isValidVkn, {
      message: 'Tax number is not a valid VKN (check digit)',
      params: { code: 'invalid' },
    })
    .nullable(),
);

const logo = z.preprocess(
  blankToNull,
  z
    .string({ error: 'Logo must be text' })
    .trim()
    .max(COMPANY_LIMITS.link, `Logo must be at most ${COMPANY_LIMITS.link} characters`)
    .refine((value) => isAppPath(value) || isWebAddress(value), {
      message: 'Logo must be a path starting with / or an http(s) address',
      params: { code: 'invalid_format' },
    })
    .nullable(),
);

const website = z.preprocess(
  blankToNull,
  z
    .string({ error: 'Website must be text' })
    .trim()
    .max(COMPANY_LIMITS.link, `Website must be at most ${COMPANY_LIMITS.link} characters`)
    .refine(isWebAddress, {
      message: 'Website must be an http(s) address',
      params: { code: 'invalid_format' },
    })
    .nullable(),
);

const email = z.preprocess(blankToNull, emailField.nullable());

const phone = z.preprocess(
  blankToNull,
  z
    .string({ error: 'Phone must be text' })
    .trim()
    .regex(/^\+?(?=.*\d)[\d ()-]{3,31}$/, {
      message: 'Phone must be 3 to 32 digits, spaces, brackets or hyphens, with an optional leading +',
    })
    .nullable(),
);

const optionalUuid = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be an id` })
      .refine(isUuid, { message: `${label} must be a UUID`, params: { code: 'invalid_format' } })
      .nullish(),
  );

const requiredUuid = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(isUuid, { message: `${label} must be a UUID`, params: { code: 'invalid_format' } });

/** CompanyInput. */
export const companyInputSchema = z.object({
  organizationId: optionalUuid('Organization'),
  name,
  taxNumber: taxNumber.optional(),
  taxOffice: optionalText('Tax office', COMPANY_LIMITS.taxOffice).optional(),
  logo: logo.optional(),
  email: email.optional(),
  phone: phone.optional(),
  website: website.optional(),
});
export type CompanyInputData = z.infer<typeof companyInputSchema>;

/** CompanyPatch: omitted fields stay; null clears all but the name. */
export const companyPatchSchema = z.object({
  name: name.optional(),
  taxNumber: taxNumber.optional(),
  taxOffice: optionalText('Tax office', COMPANY_LIMITS.taxOffice).optional(),
  logo: logo.optional(),
  email: email.optional(),
  phone: phone.optional(),
  website: website.optional(),
});
export type CompanyPatchData = z.infer<typeof companyPatchSchema>;

const date = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .refine(isCalendarDate, {
      message: `${label} must be a date (YYYY-MM-DD)`,
      params: { code: 'invalid_format' },
    })
    .refine((value) => value >= '2000-01-01' && value <= '2100-12-31', {
      message: `${label} must be between 2000 and 2100`,
    });

const amount = z.preprocess(
  blankToNull,
  z
    .string({ error: 'Amount must be a decimal number as text' })
    .trim()
    .refine((value) => /^\d{1,12}(\.\d{1,2})?$/.test(value), {
      message: 'Amount must be a number with at most two decimals',
      params: { code: 'invalid_format' },
    })
    .refine((value) => Number(value) > 0, { message: 'Amount must be more than 0' })
    .nullable(),
);

const currency = z
  .string({ error: 'Currency must be text' })
  .trim()
  .toUpperCase()
  .refine((value) => /^[A-Z]{3}$/.test(value), {
    message: 'Currency must be a three-letter ISO 4217 code such as TRY',
    params: { code: 'invalid_format' },
  });

const scopeType = z.enum(SPONSORSHIP_SCOPE_TYPES, {
  error: 'Scope type must be organization, branch or team',
});
const tier = z.enum(SPONSORSHIP_TIERS, {
  error: 'Tier must be main, gold, silver, bronze, kit or equipment',
});

const periodIsOrdered = (data: { startsOn?: string | null; endsOn?: string | null }) =>
  !data.startsOn || !data.endsOn || data.endsOn >= data.startsOn;
const periodIssue = { message: 'End date cannot be before the start date', path: ['endsOn'] };

/** SponsorshipInput. */
export const sponsorshipInputSchema = z
  .object({
    companyId: requiredUuid('Company'),
    scopeType,
    scopeId: requiredUuid('Scope'),
    tier,
    amount: amount.optional(),
    currency: z.preprocess(blankToNull, currency.nullish()).transform((value) => value ?? 'TRY'),
    startsOn: date('Start date'),
    endsOn: z.preprocess(blankToNull, date('End date').nullish()),
    notes: optionalText('Notes', COMPANY_LIMITS.notes).optional(),
  })
  .refine(periodIsOrdered, periodIssue);
export type SponsorshipInputData = z.infer<typeof sponsorshipInputSchema>;

/** SponsorshipPatch: scope type and id move together. */
export const sponsorshipPatchSchema = z
  .object({
    scopeType: scopeType.optional(),
    scopeId: requiredUuid('Scope').optional(),
    tier: tier.optional(),
    amount: amount.optional(),
    currency: currency.optional(),
    startsOn: date('Start date').optional(),
    endsOn: z.preprocess(blankToNull, date('End date').nullable()).optional(),
    notes: optionalText('Notes', COMPANY_LIMITS.notes).optional(),
  })
  .refine((data) => (data.scopeType === undefined) === (data.scopeId === undefined), {
    message: 'Give the scope type and the scope id together',
    path: ['scopeId'],
  });
export type SponsorshipPatchData = z.infer<typeof sponsorshipPatchSchema>;

const query = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.string().max(COMPANY_LIMITS.query, `Query must be at most ${COMPANY_LIMITS.query} characters`).nullish(),
);

const first = z
  .number()
  .int(`First must be a whole number from 1 to ${COMPANY_LIMITS.pageSize}`)
  .min(1, `First must be a whole number from 1 to ${COMPANY_LIMITS.pageSize}`)
  .max(COMPANY_LIMITS.pageSize, `First must be a whole number from 1 to ${COMPANY_LIMITS.pageSize}`)
  .nullish()
  .transform((value) => value ?? DEFAULT_PAGE_SIZE);

/** The `companies` query's arguments. */
export const companiesPageSchema = z.object({
  first,
  after: z.string().nullish(),
  query,
  sort: z
    .enum(COMPANY_SORTS)
    .nullish()
    .transform((value) => value ?? 'name_asc'),
  includeArchived: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  organizationId: optionalUuid('Organization'),
});

/** The `sponsorships` query's arguments. */
export const sponsorshipsPageSchema = z.object({
  first,
  after: z.string().nullish(),
  query,
  sort: z
    .enum(SPONSORSHIP_SORTS)
    .nullish()
    .transform((value) => value ?? 'starts_desc'),
  companyId: optionalUuid('Company'),
  scopeType: scopeType.nullish(),
  scopeId: optionalUuid('Scope'),
  activeOn: z.preprocess(blankToNull, date('Active on').nullish()),
  includeArchived: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  organizationId: optionalUuid('Organization'),
});
