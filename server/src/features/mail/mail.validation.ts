import { z } from 'zod';
import { emailField, htmlField, uuidField } from '../../shared/validation.js';
import { MAIL_LABEL_COLORS, MAIL_LAYOUTS, MAIL_LIMITS } from './mail.constants.js';

// The contract's bounds (schema/mail.graphql): addresses are emails (lower-cased), at most 50 in to, cc
// and bcc together; subject ≤300; content ≤100000 characters as sent, sanitised; ≤10 attachments.

const addresses = (label: string) =>
  z
    .array(
      emailField.transform((email) => email.toLowerCase()),
      { error: `${label} must be a list of addresses` },
    )
    .max(MAIL_LIMITS.recipients, `At most ${MAIL_LIMITS.recipients} recipients`)
    .nullish()
    .transform((list) => [...new Set(list ?? [])]);

const mailFields = z.object({
  to: addresses('To'),
  cc: addresses('Cc'),
  bcc: addresses('Bcc'),
  subject: z
    .string()
    .max(MAIL_LIMITS.subject, `Subject must be at most ${MAIL_LIMITS.subject} characters`)
    .nullish()
    .transform((value) => value ?? ''),
  content: htmlField('Content', MAIL_LIMITS.content)
    .nullish()
    .transform((value) => value ?? ''),
  attachmentIds: z
    .array(uuidField('Attachment'))
    .max(MAIL_LIMITS.attachments, `At most ${MAIL_LIMITS.attachments} attachments`)
    .nullish()
    .transform((ids) => [...new Set((ids ?? []).map((id) => id.toLowerCase()))]),
  inReplyTo: uuidField('In reply to')
    .nullish()
    .transform((id) => id?.toLowerCase() ?? null),
});

const recipientCount = (mail: { to: string[]; cc: string[]; bcc: string[] }) =>
  mail.to.length + mail.cc.length + mail.bcc.length;

/** A draft: anything within the bounds, no recipient needed. */
export const draftSchema = mailFields.refine((mail) => recipientCount(mail) <= MAIL_LIMITS.recipients, {
  message: `At most ${MAIL_LIMITS.recipients} recipients in to, cc and bcc together`,
  path: ['to'],
  params: { code: 'too_many', max: MAIL_LIMITS.recipients },
});

/** A mail to send: the same, and at least one recipient. */
export const sendSchema = draftSchema.refine((mail) => recipientCount(mail) > 0, {
  message: 'Add at least one recipient',
  path: ['to'],
  params: { code: 'required' },
});
export type MailInputData = z.output<typeof draftSchema>;

/** Ids of a bulk change: 1 to 500 UUIDs (an id that is not one names no mail: NOT_FOUND). */
export const bulkIdsSchema = z
  .array(z.string())
  .min(1, 'Name at least one mail')
  .max(MAIL_LIMITS.bulk, `At most ${MAIL_LIMITS.bulk} mails at once`)
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/** The bulk changes' `ids`, named so a refusal says which argument. */
export const bulkSchema = z.object({ ids: bulkIdsSchema });

export const flagsSchema = z.object({
  starred: z.boolean().nullish(),
  important: z.boolean().nullish(),
  unread: z.boolean().nullish(),
});

export const patchSchema = flagsSchema.extend({
  folder: z.string().max(100).nullish(),
  labels: z.array(uuidField('Label')).max(100, 'At most 100 labels').nullish(),
});

const labelTitle = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(MAIL_LIMITS.labelTitle, `Title must be at most ${MAIL_LIMITS.labelTitle} characters`);

export const labelCreateSchema = z.object({
  title: labelTitle,
  color: z.enum(MAIL_LABEL_COLORS, { error: 'Colour is required' }),
});

export const labelUpdateSchema = z.object({
  title: labelTitle.nullish(),
  color: z.enum(MAIL_LABEL_COLORS).nullish(),
});

export const settingsSchema = z.object({ messageLayout: z.enum(MAIL_LAYOUTS).nullish() });

/** The list's arguments (`mails`, `mailPage`). */
export const listArgsSchema = z.object({
  first: z
    .number()
    .int(`First must be a whole number from 1 to ${MAIL_LIMITS.first}`)
    .min(1, `First must be a whole number from 1 to ${MAIL_LIMITS.first}`)
    .max(MAIL_LIMITS.first, `First must be a whole number from 1 to ${MAIL_LIMITS.first}`)
    .nullish()
    .transform((value) => value ?? MAIL_LIMITS.defaultFirst),
  after: z.string().max(2000, 'Cursor is not valid: pass the endCursor of the previous page').nullish(),
  page: z
    .number()
    .int('Page must be a whole number from 1')
    .min(1, 'Page must be a whole number from 1')
    .max(1_000_000, 'Page must be a whole number from 1')
    .nullish()
    .transform((value) => value ?? 1),
  query: z
    .string()
    .trim()
    .max(MAIL_LIMITS.query, `Query must be at most ${MAIL_LIMITS.query} characters`)
    .nullish()
    .refine((value) => !value || value.length >= MAIL_LIMITS.queryMin, 'Query must be at least 2 characters'),
});
