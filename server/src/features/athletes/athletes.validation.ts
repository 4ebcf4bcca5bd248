import { z } from 'zod';
import { boundedDateField } from '../../shared/dates.js';
import {
  blankToNull,
  emailField,
  isAppPath,
  isWebAddress,
  nameField,
  optionalText,
  uuidField,
} from '../../shared/validation.js';
import { ATHLETE_GENDERS, ATHLETE_STATUSES } from './athlete.entity.js';
import { CONSENT_PURPOSES } from './consent.entity.js';
import { GUARDIAN_RELATIONSHIPS } from './guardian-link.entity.js';
import { TEAM_MEMBERSHIP_STATUSES } from './team-membership.entity.js';

/** The contract's bounds (schema/athletes.graphql). */
export const ATHLETE_LIMITS = {
  name: 100,
  licenceNumber: 40,
  link: 2048,
  address: 500,
  emergencyContactName: 200,
  documents: 20,
  documentTitle: 200,
  medicalNotes: 5000,
  position: 60,
  query: 200,
  pageSize: 500,
} as const;

export const ATHLETE_SORTS = ['name_asc', 'name_desc', 'newest', 'oldest'] as const;
export type AthleteSort = (typeof ATHLETE_SORTS)[number];
export const DEFAULT_PAGE_SIZE = 50;
/** A value that must be given (null counts as missing: code `required`), then checked by `schema`. */
const required = <T extends z.ZodType>(label: string, schema: T) =>
  z
    .any()
    .refine((value) => value !== undefined && value !== null, {
      message: `${label} is required`,
      params: { code: 'required' },
      abort: true,
    })
    .pipe(schema);

/** An ISO date (YYYY-MM-DD) from 1900 to 2100; `notFuture` ends the range today. */
const isoDate = (label: string, options: { notFuture?: boolean } = {}) =>
  boundedDateField(label, options.notFuture ? 'today' : 'any');

const requiredName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(ATHLETE_LIMITS.name, `${label} must be at most ${ATHLETE_LIMITS.name} characters`);

/** A same-site path or an https address (photos and documents). */
const link = (label: string) =>
  z
    .string({ error: `${label} must be a same-site path or an https address` })
    .trim()
    .max(ATHLETE_LIMITS.link, `${label} must be at most ${ATHLETE_LIMITS.link} characters`)
    .refine(
      (value) => isAppPath(value) || (/^https:\/\//i.test(value) && isWebAddress(value)),
      `${label} must be a same-site path or an https address`,
    );

const phone = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .regex(
        /^\+?(?=.*\d)[\d ()-]{3,31}$/,
        `${label} must be 3 to 32 digits, spaces, brackets or hyphens, with an optional leading +`,
      )
      .nullable(),
  );

const licenceNumber = z.preprocess(
  blankToNull,
  z
    .string({ error: 'Licence number must be text' })
    .trim()
    .max(
      ATHLETE_LIMITS.licenceNumber,
      `Licence number must be at most ${ATHLETE_LIMITS.licenceNumber} characters`,
    )
    .regex(
      /^[\p{L}\d][\p{L}\d ./-]*$/u,
      'Licence number may hold letters, digits, spaces, dots, slashes and hyphens',
    )
    .nullable(),
);

const document = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(ATHLETE_LIMITS.documentTitle, `Title must be at most ${ATHLETE_LIMITS.documentTitle} characters`),
  url: link('Address'),
});

const gender = z.enum(ATHLETE_GENDERS, { error: 'Gender must be female or male' });
const status = z.enum(ATHLETE_STATUSES, { error: 'Status must be active, trial, waitlist or left' });
const membershipStatus = z.enum(TEAM_MEMBERSHIP_STATUSES, {
  error: 'Status must be active, trial, injured or suspended',
});
const jerseyNumber = z
  .number({ error: 'Jersey number must be a whole number from 0 to 99' })
  .int('Jersey number must be a whole number from 0 to 99')
  .min(0, 'Jersey number must be a whole number from 0 to 99')
  .max(99, 'Jersey number must be a whole number from 0 to 99')
  .nullable();
const position = optionalText('Position', ATHLETE_LIMITS.position);

/** The athlete's own fields, each optional (a patch); `createAthleteSchema` makes the required ones so. */
const athleteFields = {
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  birthDate: isoDate('Birth date', { notFuture: true }),
  gender,
  status,
  licenceNumber,
  photo: z.preprocess(blankToNull, link('Photo').nullable()),
  email: z.preprocess(
    blankToNull,
    z.string({ error: 'Enter a valid email address' }).pipe(emailField).nullable(),
  ),
  phone: phone('Phone'),
  address: optionalText('Address', ATHLETE_LIMITS.address),
  emergencyContactName: optionalText('Emergency contact', ATHLETE_LIMITS.emergencyContactName),
  emergencyContactPhone: phone('Emergency contact phone'),
  documents: z
    .array(document, { error: 'Documents must be a list' })
    .max(ATHLETE_LIMITS.documents, `At most ${ATHLETE_LIMITS.documents} documents`),
};

/** UpdateAthleteInput: omitted fields stay; null clears the nullable ones (not names, dates, enums). */
export const updateAthleteSchema = z.object({
  firstName: athleteFields.firstName.optional(),
  lastName: athleteFields.lastName.optional(),
  birthDate: athleteFields.birthDate.optional(),
  gender: athleteFields.gender.optional(),
  status: athleteFields.status.optional(),
  licenceNumber: athleteFields.licenceNumber.optional(),
  photo: athleteFields.photo.optional(),
  email: athleteFields.email.optional(),
  phone: athleteFields.phone.optional(),
  address: athleteFields.address.optional(),
  emergencyContactName: athleteFields.emergencyContactName.optional(),
  emergencyContactPhone: athleteFields.emergencyContactPhone.optional(),
  documents: athleteFields.documents.optional(),
});
export type UpdateAthleteData = z.infer<typeof updateAthleteSchema>;

/** CreateAthleteInput. */
export const createAthleteSchema = z.object({
  firstName: athleteFields.firstName,
  lastName: athleteFields.lastName,
  birthDate: required('Birth date', athleteFields.birthDate),
  gender: required('Gender', athleteFields.gender),
  status: athleteFields.status.nullish().transform((value) => value ?? 'active'),
  licenceNumber: athleteFields.licenceNumber.optional().transform((value) => value ?? null),
  photo: athleteFields.photo.optional().transform((value) => value ?? null),
  email: athleteFields.email.optional().transform((value) => value ?? null),
  phone: athleteFields.phone.optional().transform((value) => value ?? null),
  address: athleteFields.address.optional().transform((value) => value ?? null),
  emergencyContactName: athleteFields.emergencyContactName.optional().transform((value) => value ?? null),
  emergencyContactPhone: athleteFields.emergencyContactPhone.optional().transform((value) => value ?? null),
  documents: athleteFields.documents.nullish().transform((value) => value ?? []),
  organizationId: uuidField('Organization').nullish(),
  teamId: uuidField('Team').nullish(),
  jerseyNumber: jerseyNumber.optional(),
  position: position.optional(),
});
export type CreateAthleteData = z.infer<typeof createAthleteSchema>;

export const medicalNotesSchema = z.object({
  medicalNotes: z.preprocess(
    blankToNull,
    z
      .string({ error: 'Medical notes must be text' })
      .trim()
      .max(
        ATHLETE_LIMITS.medicalNotes,
        `Medical notes must be at most ${ATHLETE_LIMITS.medicalNotes} characters`,
      )
      .nullish()
      .transform((value) => value ?? null),
  ),
});

/** The `athletes` query's arguments. */
const birthYear = z
  .number()
  .int('Birth year must be a whole number from 1900 to 2100')
  .min(1900, 'Birth year must be a whole number from 1900 to 2100')
  .max(2100, 'Birth year must be a whole number from 1900 to 2100');

/** A list's search text: trimmed, at most the query limit. */
const searchText = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.string().max(ATHLETE_LIMITS.query, `Query must be at most ${ATHLETE_LIMITS.query} characters`).nullish(),
);

/** A list's `first`: 1 to `max`, `fallback` when omitted. */
const firstOf = (max: number, fallback: number) =>
  z
    .number()
    .int(`First must be a whole number from 1 to ${max}`)
    .min(1, `First must be a whole number from 1 to ${max}`)
    .max(max, `First must be a whole number from 1 to ${max}`)
    .nullish()
    .transform((value) => value ?? fallback);

export const athletesPageSchema = z
  .object({
    query: searchText,
    first: firstOf(ATHLETE_LIMITS.pageSize, DEFAULT_PAGE_SIZE),
    after: z.string().nullish(),
    sort: z
      .enum(ATHLETE_SORTS)
      .nullish()
      .transform((value) => value ?? 'name_asc'),
    status: status.nullish(),
    teamId: uuidField('Team').nullish(),
    birthYearFrom: birthYear.nullish(),
    birthYearTo: birthYear.nullish(),
    newThisSeason: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    missingConsent: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    includeArchived: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
  })
  .refine(
    (value) =>
      value.birthYearFrom === null ||
      value.birthYearFrom === undefined ||
      value.birthYearTo === null ||
      value.birthYearTo === undefined ||
      value.birthYearFrom <= value.birthYearTo,
    { path: ['birthYearTo'], message: 'The last birth year must not be before the first' },
  );

export const addMembershipSchema = z.object({
  athleteId: required('Athlete', uuidField('Athlete')),
  teamId: required('Team', uuidField('Team')),
  jerseyNumber: jerseyNumber.optional().transform((value) => value ?? null),
  position: position.optional().transform((value) => value ?? null),
  status: membershipStatus.nullish().transform((value) => value ?? 'active'),
  fromOn: isoDate('First day').nullish(),
});

export const updateMembershipSchema = z.object({
  jerseyNumber: jerseyNumber.optional(),
  position: position.optional(),
  status: membershipStatus.optional(),
});
export type UpdateMembershipData = z.infer<typeof updateMembershipSchema>;

export const endMembershipSchema = z.object({
  toOn: isoDate('Last day', { notFuture: true }).nullish(),
});

export const moveAthleteSchema = z.object({
  membershipId: required('Membership', uuidField('Membership')),
  toTeamId: required('Team', uuidField('Team')),
  on: isoDate('Day of the move', { notFuture: true }).nullish(),
  jerseyNumber: jerseyNumber.optional().transform((value) => value ?? null),
  position: position.optional().transform((value) => value ?? null),
});

const relationship = z.enum(GUARDIAN_RELATIONSHIPS, {
  error: 'Relationship must be mother, father, grandparent, sibling, relative, foster_parent or other',
});

export const linkGuardianSchema = z.object({
  athleteId: required('Athlete', uuidField('Athlete')),
  userId: required('Guardian', uuidField('Guardian')),
  relationship: required('Relationship', relationship),
  legalGuardian: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
  isPrimary: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  mayPickUp: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
});

export const inviteGuardianSchema = linkGuardianSchema.omit({ userId: true }).extend({
  fullName: required('Full name', nameField),
  email: required('Email', emailField),
  phone: phone('Phone').nullish(),
});

export const updateGuardianLinkSchema = z.object({
  relationship: relationship.optional(),
  legalGuardian: z.boolean().optional(),
  isPrimary: z.boolean().optional(),
  mayPickUp: z.boolean().optional(),
});

export const grantConsentSchema = z.object({
  athleteId: required('Athlete', uuidField('Athlete')),
  purpose: required(
    'Purpose',
    z.enum(CONSENT_PURPOSES, {
      error: 'Purpose must be registration, health_data, photos, publishing_results or marketing',
    }),
  ),
  guardianUserId: uuidField('Guardian').nullish(),
});

/** The shortest part of a name `guardianCandidates` searches by (a whole e-mail address otherwise). */
export const CANDIDATE_QUERY_MIN = 3;

const CANDIDATE_QUERY_HINT = `Type at least ${CANDIDATE_QUERY_MIN} letters of a name, or a whole e-mail address`;

/**
 * What `guardianCandidates` searches: a whole e-mail address (it has an `@`) or at least three letters
 * of a name. Never blank: the parents of an organization are not listed to browse.
 */
const candidateQuery = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z
    .string({ error: CANDIDATE_QUERY_HINT })
    .max(ATHLETE_LIMITS.query, `Query must be at most ${ATHLETE_LIMITS.query} characters`)
    .superRefine((value, context) => {
      if (value.includes('@')) {
        if (!emailField.safeParse(value).success) {
          context.addIssue({
            code: 'custom',
            message: CANDIDATE_QUERY_HINT,
            params: { code: 'invalid_format' },
          });
        }
      } else if (value.length < CANDIDATE_QUERY_MIN) {
        context.addIssue({ code: 'custom', message: CANDIDATE_QUERY_HINT, params: { code: 'too_short' } });
      }
    }),
);

export const guardianCandidatesSchema = z.object({
  organizationId: uuidField('Organization').nullish(),
  query: candidateQuery,
  first: firstOf(50, 20),
});

/** `athleteDuplicates`' arguments: the names and birth date as the athlete form holds them. */
export const athleteDuplicatesSchema = z.object({
  organizationId: uuidField('Organization').nullish(),
  firstName: athleteFields.firstName,
  lastName: athleteFields.lastName,
  birthDate: required('Birth date', athleteFields.birthDate),
  excludeId: uuidField('Athlete').nullish(),
});
