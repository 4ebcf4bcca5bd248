import { z } from 'zod';
import { boundedDateField } from '../../shared/dates.js';
import { pageArgsSchema } from '../../shared/db/paging.js';
import { LANGUAGES } from '../../shared/language.js';
import { blankToNull, emailField, optionalText, uuidField } from '../../shared/validation.js';
import { ATHLETE_GENDERS, GUARDIAN_RELATIONSHIPS } from '../athletes/index.js';
import { REGISTRATION_STATUSES } from './registration.entity.js';

export const REGISTRATION_LIMITS = {
  name: 100,
  note: 1000,
  reason: 1000,
  guardians: 2,
  /** One of each kind: a health report and a photo. */
  documents: 2,
  /** The oldest child a youth school registers, in years. */
  maxAgeYears: 25,
  slug: 100,
} as const;

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(REGISTRATION_LIMITS.name, `${label} must be at most ${REGISTRATION_LIMITS.name} characters`);

const phone = z
  .string({ error: 'Phone is required' })
  .trim()
  .min(1, 'Phone is required')
  .regex(/^\+?(?=(?:\D*\d){7})[\d ()-]{7,20}$/, 'Phone must be 7 to 20 digits, spaces, brackets or hyphens');

const guardian = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: z.string({ error: 'Email is required' }).pipe(emailField),
  phone,
  relationship: z.enum(GUARDIAN_RELATIONSHIPS, { error: 'Choose how the guardian is related to the child' }),
});

/** The latest birth date a child may have is today; the earliest, REGISTRATION_LIMITS.maxAgeYears ago. */
function tooOld(birthDate: string, today = new Date()): boolean {
  const limit = new Date(today);
  limit.setUTCFullYear(limit.getUTCFullYear() - REGISTRATION_LIMITS.maxAgeYears);
  return birthDate < limit.toISOString().slice(0, 10);
}

/** SubmitRegistrationInput. */
export const submitRegistrationSchema = z.object({
  organizationSlug: z
    .string({ error: 'Organization is required' })
    .trim()
    .min(1, 'Organization is required')
    .max(REGISTRATION_LIMITS.slug, 'Organization is not known'),
  teamId: uuidField('Team'),
  firstName: name('First name'),
  lastName: name('Last name'),
  birthDate: boundedDateField('Birth date', 'today').refine(
    (value) => !tooOld(value),
    `The child must be born at most ${REGISTRATION_LIMITS.maxAgeYears} years ago`,
  ),
  gender: z.enum(ATHLETE_GENDERS, { error: 'Gender must be female or male' }),
  language: z.enum(LANGUAGES).nullish(),
  guardians: z
    .array(guardian, { error: 'Guardians must be a list' })
    .min(1, 'Name at least one guardian')
    .max(REGISTRATION_LIMITS.guardians, `At most ${REGISTRATION_LIMITS.guardians} guardians`)
    .refine(
      (list) => new Set(list.map((g) => g.email.toLowerCase())).size === list.length,
      'The two guardians need different email addresses',
    ),
  consentTextIds: z
    .array(uuidField('Consent'), { error: 'Consents must be a list' })
    .max(20, 'At most 20 consents'),
  // An input field left out is undefined: the note is optional, as the schema says.
  note: z.preprocess((value) => value ?? null, optionalText('Note', REGISTRATION_LIMITS.note)),
  documentIds: z
    .array(z.string(), { error: 'Documents must be a list' })
    .max(REGISTRATION_LIMITS.documents, `At most ${REGISTRATION_LIMITS.documents} documents`)
    .nullish()
    .transform((value) => value ?? []),
});
export type SubmitRegistrationData = z.infer<typeof submitRegistrationSchema>;

export const registrationsArgsSchema = pageArgsSchema.extend({
  first: z
    .number()
    .int('First must be a whole number from 1 to 100')
    .min(1, 'First must be a whole number from 1 to 100')
    .max(100, 'First must be a whole number from 1 to 100')
    .nullish()
    .transform((value) => value ?? 50),
  organizationId: uuidField('Organization').nullish(),
  status: z.enum(REGISTRATION_STATUSES).nullish(),
  teamId: uuidField('Team').nullish(),
});

export const reasonSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: 'Give the family a reason' })
    .trim()
    .min(1, 'Give the family a reason')
    .max(REGISTRATION_LIMITS.reason, `The reason must be at most ${REGISTRATION_LIMITS.reason} characters`),
);
