import { z } from 'zod';
import { optionalText, uuidField } from '../../shared/validation.js';
import { boundedDateField } from '../../shared/dates.js';
import { dateField, fileAddressField, pageArgsSchema, requiredText } from '../organizations/index.js';
import { CERTIFICATION_KINDS } from './certification.entity.js';

/** The contract's bounds (schema/professionals.graphql). */
export const PROFESSIONAL_LIMITS = {
  title: 100,
  specialties: 10,
  specialty: 60,
  bio: 2000,
  certificationName: 200,
  issuer: 200,
  number: 100,
  expiringWithinDays: 3650,
} as const;

const specialties = z
  .array(requiredText('Specialty', PROFESSIONAL_LIMITS.specialty), { error: 'Specialties must be a list' })
  .max(PROFESSIONAL_LIMITS.specialties, `At most ${PROFESSIONAL_LIMITS.specialties} specialties`)
  // The same specialty twice is kept once (regardless of case).
  .transform((list) =>
    list.filter(
      (item, index) =>
        list.findIndex((other) => other.toLocaleLowerCase('tr') === item.toLocaleLowerCase('tr')) === index,
    ),
  );

export const createProfessionalSchema = z.object({
  userId: z.string({ error: 'User is required' }).pipe(uuidField('User')),
  title: requiredText('Title', PROFESSIONAL_LIMITS.title),
  specialties: specialties.nullish().transform((value) => value ?? []),
  bio: optionalText('Bio', PROFESSIONAL_LIMITS.bio).optional(),
});

export const professionalPatchSchema = z.object({
  title: requiredText('Title', PROFESSIONAL_LIMITS.title).optional(),
  specialties: specialties.optional(),
  bio: optionalText('Bio', PROFESSIONAL_LIMITS.bio).optional(),
});

const kind = z.enum(CERTIFICATION_KINDS, { error: 'Choose a kind of certification' });
const issuedOn = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  boundedDateField('Issue date', 'today').nullable(),
);
const expiresOn = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  dateField('Expiry date').nullable(),
);

export const certificationPatchSchema = z.object({
  kind: kind.optional(),
  name: requiredText('Name', PROFESSIONAL_LIMITS.certificationName).optional(),
  issuer: requiredText('Issuer', PROFESSIONAL_LIMITS.issuer).optional(),
  number: optionalText('Number', PROFESSIONAL_LIMITS.number).optional(),
  issuedOn: issuedOn.optional(),
  expiresOn: expiresOn.optional(),
  documentUrl: fileAddressField('Document').optional(),
});
export const certificationCreateSchema = certificationPatchSchema.extend({
  kind,
  name: requiredText('Name', PROFESSIONAL_LIMITS.certificationName),
  issuer: requiredText('Issuer', PROFESSIONAL_LIMITS.issuer),
});

/** The expiry must not come before the issue date (checked once merged with the stored values). */
export function checkCertificationDates(issuedOn: string | null, expiresOn: string | null): string | null {
  return issuedOn && expiresOn && expiresOn < issuedOn
    ? 'The expiry date must be on or after the issue date'
    : null;
}

export const PROFESSIONAL_SORTS = ['NAME_ASC', 'NAME_DESC', 'TITLE_ASC', 'CREATED_DESC'] as const;

export const professionalsArgsSchema = pageArgsSchema.extend({
  organizationId: uuidField('Organization').nullish(),
  sort: z.enum(PROFESSIONAL_SORTS, { error: 'Unknown sort' }).nullish(),
  includeArchived: z.boolean().nullish(),
});

export const certificationsArgsSchema = pageArgsSchema.omit({ query: true }).extend({
  organizationId: uuidField('Organization').nullish(),
  expiringWithinDays: z
    .number()
    .int(`Expiring within must be a whole number of days from 0 to ${PROFESSIONAL_LIMITS.expiringWithinDays}`)
    .min(
      0,
      `Expiring within must be a whole number of days from 0 to ${PROFESSIONAL_LIMITS.expiringWithinDays}`,
    )
    .max(
      PROFESSIONAL_LIMITS.expiringWithinDays,
      `Expiring within must be a whole number of days from 0 to ${PROFESSIONAL_LIMITS.expiringWithinDays}`,
    )
    .nullish(),
});
