import { z } from 'zod';
import { boundedDateField, DATE_BOUNDS } from '../../shared/dates.js';
import { blankToNull, emailField, htmlField, optionalText } from '../../shared/validation.js';
import { AVATAR_TYPE_MESSAGE, checkAvatar } from '../../shared/avatar.js';
import { COUNTRIES } from './countries.data.js';

/** The contract's bounds (schema/contacts.graphql). */
export const CONTACT_LIMITS = {
  name: 200,
  emails: 20,
  phoneNumbers: 20,
  title: 200,
  company: 200,
  address: 1000,
  notes: 20000,
  background: 2048,
  query: 200,
  pageSize: 10000,
} as const;

export const CONTACT_LABELS = ['Personal', 'Mobile', 'Work', 'Home'] as const;
export const DEFAULT_PAGE_SIZE = 50;
/** Birthdays before this are refused as typing mistakes. */
export const EARLIEST_BIRTHDAY = DATE_BOUNDS.earliest;

const COUNTRY_CODES = new Set(COUNTRIES.map(([iso]) => iso));

const label = z.preprocess(
  blankToNull,
  z.enum(CONTACT_LABELS, { error: 'Label must be Personal, Mobile, Work or Home' }).nullish(),
);

const email = z.object({
  email: z.string({ error: 'Email is required' }).pipe(emailField),
  label: label.transform((value) => value ?? null),
});

const phoneNumber = z.object({
  country: z
    .string({ error: 'Country is required' })
    .trim()
    .toLowerCase()
    .refine((iso) => COUNTRY_CODES.has(iso), 'Choose a known country'),
  phoneNumber: z
    .string({ error: 'Phone number is required' })
    .trim()
    .regex(/^(?=.*\d)[\d ()-]{3,30}$/, 'Phone number must be 3 to 30 digits, spaces, brackets or hyphens'),
  label: label.transform((value) => value ?? null),
});

const birthday = z.preprocess(blankToNull, boundedDateField('Birthday', 'today').nullable());

// Same-site: one leading slash (not `//host`), no spaces or backslashes.
const background = z.preprocess(
  blankToNull,
  z
    .string({ error: 'Background must be a path starting with /' })
    .trim()
    .max(CONTACT_LIMITS.background, `Background must be at most ${CONTACT_LIMITS.background} characters`)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'Background must be a path starting with /')
    .nullable(),
);

/**
 * An avatar in a patch: null removes it; a `data:` URL must pass the upload checks and is stored
 * normalised; a same-site path is accepted only as the contact's current avatar (a client sending the
 * whole contact back), which the service verifies.
 */
export type AvatarChange = { dataUrl: string | null } | { unchanged: string };

const avatar = z
  .string({ error: AVATAR_TYPE_MESSAGE })
  .nullable()
  .transform((value, context): AvatarChange => {
    if (value === null) return { dataUrl: null };
    if (/^\/(?!\/)\S*$/.test(value.trim())) return { unchanged: value.trim() };
    const checked = checkAvatar(value);
    if (checked.ok) return { dataUrl: checked.dataUrl };
    context.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });

/** ContactPatch: omitted fields stay as they are; null clears every field but the name and the lists. */
export const contactPatchSchema = z.object({
  avatar: avatar.optional(),
  background: background.optional(),
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`)
    .optional(),
  emails: z
    .array(email, { error: 'Emails must be a list' })
    .max(CONTACT_LIMITS.emails, `At most ${CONTACT_LIMITS.emails} email addresses`)
    .optional(),
  phoneNumbers: z
    .array(phoneNumber, { error: 'Phone numbers must be a list' })
    .max(CONTACT_LIMITS.phoneNumbers, `At most ${CONTACT_LIMITS.phoneNumbers} phone numbers`)
    .optional(),
  title: optionalText('Title', CONTACT_LIMITS.title).optional(),
  company: optionalText('Company', CONTACT_LIMITS.company).optional(),
  birthday: birthday.optional(),
  address: optionalText('Address', CONTACT_LIMITS.address).optional(),
  notes: htmlField('Notes', CONTACT_LIMITS.notes).optional(),
  tags: z.array(z.string(), { error: 'Tags must be a list' }).max(100, 'At most 100 tags').optional(),
});
export type ContactPatchData = z.infer<typeof contactPatchSchema>;

/** The uploadContactAvatar argument: the upload checks, reported on the `avatar` field. */
export const avatarUploadSchema = z.object({
  avatar: z.string({ error: AVATAR_TYPE_MESSAGE }).transform((value, context) => {
    const checked = checkAvatar(value);
    if (checked.ok) return checked.dataUrl;
    context.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  }),
});

/** The `contacts` query's arguments. */
export const contactsPageSchema = z.object({
  query: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string()
      .max(CONTACT_LIMITS.query, `Query must be at most ${CONTACT_LIMITS.query} characters`)
      .nullish(),
  ),
  first: z
    .number()
    .int(`First must be a whole number from 1 to ${CONTACT_LIMITS.pageSize}`)
    .min(1, `First must be a whole number from 1 to ${CONTACT_LIMITS.pageSize}`)
    .max(CONTACT_LIMITS.pageSize, `First must be a whole number from 1 to ${CONTACT_LIMITS.pageSize}`)
    .nullish()
    .transform((value) => value ?? DEFAULT_PAGE_SIZE),
  after: z.string().nullish(),
});
