import { IANAZone } from 'luxon';
import { z } from 'zod';
import { dateField } from '../../shared/dates.js';
import {
  blankToNull,
  emailField,
  isAppPath,
  isWebAddress,
  nameField,
  optionalText,
  passwordField,
} from '../../shared/validation.js';
import { SPORTS } from './department.entity.js';
import { ORGANIZATION_TYPES } from './organization.entity.js';
import { pageArgsSchema } from './paging.js';

/** The contract's bounds (schema/organizations.graphql). */
export const ORGANIZATION_LIMITS = {
  name: 200,
  slug: 60,
  address: 500,
  logo: 2048,
  seasonName: 100,
  /** The longest season: two years. */
  seasonDays: 731,
} as const;

export const LOCALES = ['en', 'tr'] as const;

/** A required trimmed text of 1 to `max` characters (for a create; `.optional()` for a patch). */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A phone number: digits, spaces, +, brackets and hyphens; blank clears it. */
export const phoneField = z.preprocess(
  blankToNull,
  z
    .string({ error: 'Phone must be text' })
    .trim()
    .regex(/^(?=.*\d)[\d +()-]{3,32}$/, 'Phone must be 3 to 32 digits, spaces, +, brackets or hyphens')
    .nullable(),
);

/** An image or document address: https or a same-site path; blank clears it. */
export const fileAddressField = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(ORGANIZATION_LIMITS.logo, `${label} must be at most ${ORGANIZATION_LIMITS.logo} characters`)
      .refine((value) => isAppPath(value) || (isWebAddress(value) && /^https:/i.test(value)), {
        message: `${label} must be an https address or a path starting with /`,
        params: { code: 'invalid_format' },
      })
      .nullable(),
  );

const optionalEmail = z.preprocess(blankToNull, emailField.nullable());

/** An ISO calendar date (YYYY-MM-DD) between 1900 and 2100: shared/dates.ts. */
export { dateField };

export const slugField = z
  .string({ error: 'Slug is required' })
  .trim()
  .toLowerCase()
  .min(2, { message: 'Slug must be at least 2 characters' })
  .max(ORGANIZATION_LIMITS.slug, `Slug must be at most ${ORGANIZATION_LIMITS.slug} characters`)
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Slug may hold lower-case letters, digits and single hyphens between them',
  );

const uuid = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, `${label} must be a UUID`);

const locale = z.enum(LOCALES, { error: 'Locale must be en or tr' });
/** An IANA zone luxon knows (the events' wall clock); `Europe/Istanbul` when none is given. */
const timeZone = z
  .string({ error: 'Time zone must be text' })
  .refine(
    (zone) => zone.length <= 64 && IANAZone.isValidZone(zone),
    'Time zone must be an IANA time zone such as Europe/Istanbul',
  )
  // Zones are matched regardless of case: kept as the zone names itself (europe/istanbul → Europe/Istanbul).
  .transform((zone) => new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone);
const organizationType = z.enum(ORGANIZATION_TYPES, { error: 'Type must be school, club or federation' });

export const createOrganizationSchema = z.object({
  name: requiredText('Name', ORGANIZATION_LIMITS.name),
  slug: slugField,
  type: organizationType,
  logo: fileAddressField('Logo').optional(),
  email: optionalEmail.optional(),
  phone: phoneField.optional(),
  address: optionalText('Address', ORGANIZATION_LIMITS.address).optional(),
  locale: locale.nullish().transform((value) => value ?? 'tr'),
  timeZone: timeZone.nullish().transform((value) => value ?? 'Europe/Istanbul'),
  planId: uuid('Plan').nullish(),
  admin: z.object(
    {
      fullName: z.string({ error: 'Name is required' }).pipe(nameField),
      email: z.string({ error: 'Email is required' }).pipe(emailField),
      password: passwordField.nullish(),
    },
    { error: 'The first administrator is required' },
  ),
});
export type CreateOrganizationData = z.infer<typeof createOrganizationSchema>;

export const organizationPatchSchema = z.object({
  name: requiredText('Name', ORGANIZATION_LIMITS.name).optional(),
  slug: slugField.optional(),
  type: organizationType.optional(),
  logo: fileAddressField('Logo').optional(),
  email: optionalEmail.optional(),
  phone: phoneField.optional(),
  address: optionalText('Address', ORGANIZATION_LIMITS.address).optional(),
  locale: locale.optional(),
  timeZone: timeZone.optional(),
  planId: uuid('Plan').nullable().optional(),
});
export type OrganizationPatchData = z.infer<typeof organizationPatchSchema>;

const latitude = z
  .number({ error: 'Latitude must be a number' })
  .min(-90, 'Latitude must be from -90 to 90')
  .max(90, 'Latitude must be from -90 to 90')
  .nullable();
const longitude = z
  .number({ error: 'Longitude must be a number' })
  .min(-180, 'Longitude must be from -180 to 180')
  .max(180, 'Longitude must be from -180 to 180')
  .nullable();

/** BranchInput as a patch: omitted fields stay; null never clears the name or `active`. */
export const branchPatchSchema = z.object({
  name: requiredText('Name', ORGANIZATION_LIMITS.name).optional(),
  address: optionalText('Address', ORGANIZATION_LIMITS.address).optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  phone: phoneField.optional(),
  active: z.boolean({ error: 'Active must be true or false' }).optional(),
});
export const branchCreateSchema = branchPatchSchema.extend({
  name: requiredText('Name', ORGANIZATION_LIMITS.name),
});

const sport = z.enum(SPORTS, { error: 'Choose a sport' });

export const departmentPatchSchema = z.object({
  name: requiredText('Name', ORGANIZATION_LIMITS.name).optional(),
  sport: sport.optional(),
});
export const departmentCreateSchema = z.object({
  name: requiredText('Name', ORGANIZATION_LIMITS.name),
  sport,
});

export const seasonPatchSchema = z.object({
  name: requiredText('Name', ORGANIZATION_LIMITS.seasonName).optional(),
  startsOn: dateField('Start').optional(),
  endsOn: dateField('End').optional(),
});
export const seasonCreateSchema = z.object({
  name: requiredText('Name', ORGANIZATION_LIMITS.seasonName),
  startsOn: dateField('Start'),
  endsOn: dateField('End'),
});

/** The season's dates once merged with the stored ones: the end on or after the start, at most 2 years. */
export function checkSeasonDates(startsOn: string, endsOn: string): string | null {
  if (endsOn < startsOn) return 'The season must end on or after its start';
  const days = (Date.parse(endsOn) - Date.parse(startsOn)) / 86_400_000;
  return days > ORGANIZATION_LIMITS.seasonDays ? 'A season lasts at most two years' : null;
}

export const ORGANIZATION_SORTS = ['NAME_ASC', 'NAME_DESC', 'CREATED_DESC', 'CREATED_ASC'] as const;
export const SEASON_SORTS = ['STARTS_DESC', 'STARTS_ASC', 'NAME_ASC'] as const;

export const listArgsSchema = pageArgsSchema.extend({
  organizationId: uuid('Organization').nullish(),
  sort: z.enum(ORGANIZATION_SORTS, { error: 'Unknown sort' }).nullish(),
  includeArchived: z.boolean().nullish(),
  active: z.boolean().nullish(),
  sport: sport.nullish(),
  type: organizationType.nullish(),
});

export const seasonListArgsSchema = pageArgsSchema.extend({
  organizationId: uuid('Organization').nullish(),
  sort: z.enum(SEASON_SORTS, { error: 'Unknown sort' }).nullish(),
  includeArchived: z.boolean().nullish(),
});
