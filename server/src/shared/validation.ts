import { z } from 'zod';
import { AppError, type FieldErrorCode, type FieldErrorCodes, type FieldErrors } from './errors.js';
import { sanitizeHtml } from './html.js';

/** Parses input with a zod schema; failures become one BAD_USER_INPUT naming every bad field. */
export function validate<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: FieldErrors = {};
  const fieldErrorCodes: FieldErrorCodes = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    if (field in fieldErrors) continue;
    fieldErrors[field] = issue.message;
    fieldErrorCodes[field] = fieldErrorCodeOf(issue);
  }
  const fields = Object.keys(fieldErrors).join(', ');
  throw new AppError('BAD_USER_INPUT', `Invalid input: ${fields}`, { fieldErrors, fieldErrorCodes });
}

/**
 * The code a client translates for one zod issue. A refinement names its own code with
 * `params: { code }` (for example `not_unique`); anything unnamed is `invalid`.
 */
export function fieldErrorCodeOf(issue: z.core.$ZodIssue): FieldErrorCode {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid';
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return 'required';
      return issue.origin === 'array' || issue.origin === 'set' ? 'invalid' : 'too_short';
    case 'too_big':
      return issue.origin === 'array' || issue.origin === 'set' ? 'too_many' : 'too_long';
    case 'invalid_format':
      return 'invalid_format';
    case 'custom': {
      const code = (issue.params as { code?: FieldErrorCode } | undefined)?.code;
      return code ?? 'invalid';
    }
    default:
      return 'invalid';
  }
}

// Shared field rules, so every form that takes an email or a password agrees.
export const emailField = z
  .string()
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

export const passwordField = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(256, 'Password must be at most 256 characters');

export const nameField = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed UUID: anything else cannot name a row and must not reach a uuid column. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A UUID field with a message naming it. */
export const uuidField = (label: string) => z.string().regex(UUID, `${label} must be a UUID`);

/**
 * Rich text from an editor: at most `max` characters as sent, sanitised (shared/html.ts) before it is
 * stored; blank or empty markup becomes null.
 */
export const htmlField = (label: string, max: number) =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => {
      const clean = sanitizeHtml(value).trim();
      return clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' ? null : clean;
    })
    .nullable();
