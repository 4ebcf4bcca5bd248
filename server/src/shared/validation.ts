import { z } from 'zod';
import {
  AppError,
  type FieldErrorCode,
  type FieldErrorCodes,
  type FieldErrorLimit,
  type FieldErrorLimits,
  type FieldErrors,
} from './errors.js';
import { sanitizeHtml } from './html.js';

/** Parses input with a zod schema; failures become one BAD_USER_INPUT naming every bad field. */
export function validate<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: FieldErrors = {};
  const fieldErrorCodes: FieldErrorCodes = {};
  const fieldErrorLimits: FieldErrorLimits = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    if (field in fieldErrors) continue;
    fieldErrors[field] = issue.message;
    fieldErrorCodes[field] = fieldErrorCodeOf(issue);
    const limit = fieldErrorLimitOf(issue);
    if (limit) fieldErrorLimits[field] = limit;
  }
  const fields = Object.keys(fieldErrors).join(', ');
  throw new AppError('BAD_USER_INPUT', `Invalid input: ${fields}`, {
    fieldErrors,
    fieldErrorCodes,
    ...(Object.keys(fieldErrorLimits).length > 0 ? { fieldErrorLimits } : {}),
  });
}

/**
 * The bounds one zod issue broke, so a client can say them ("At most 100 characters"): a length or
 * count from `too_big`/`too_small`, or the `min`/`max` a refinement names in its `params`.
 */
export function fieldErrorLimitOf(issue: z.core.$ZodIssue): FieldErrorLimit | undefined {
  const bound = (value: unknown) =>
    typeof value === 'number' || typeof value === 'string'
      ? value
      : typeof value === 'bigint'
        ? Number(value)
        : undefined;
  if (issue.code === 'too_big') return { max: bound(issue.maximum) };
  if (issue.code === 'too_small') {
    if (issue.origin === 'string' && Number(issue.minimum) <= 1) return undefined;
    return { min: bound(issue.minimum) };
  }
  if (issue.code !== 'custom') return undefined;
  const params = issue.params as { min?: unknown; max?: unknown } | undefined;
  const [min, max] = [bound(params?.min), bound(params?.max)];
  if (min === undefined && max === undefined) return undefined;
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** Whether a size issue is about a number or a date (a range), not a text's length or a list's count. */
const isQuantity = (origin: string) =>
  origin === 'number' || origin === 'int' || origin === 'bigint' || origin === 'date';

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
      if (isQuantity(issue.origin)) return 'out_of_range';
      return issue.origin === 'array' || issue.origin === 'set' ? 'invalid' : 'too_short';
    case 'too_big':
      if (isQuantity(issue.origin)) return 'out_of_range';
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

/** Clients send '' (or blanks) for a field left empty: that is no value. */
export const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** A nullable trimmed text of at most `max` characters; blank clears it. */
export const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .nullable(),
  );

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

// Fields with a known form are checked against it, not just stored as text: what the client puts in
// an icon name, an href or a style must be exactly that kind of value (issue 10 §12).

const ICON_NAME = /^[A-Za-z][A-Za-z0-9_-]*(?::[A-Za-z0-9_-]+)?$/;

/** An icon name such as `heroicons_outline:pencil` or `mat_solid:home`: letters, digits, `_`, `-`, `:`. */
export function isIconName(value: string): boolean {
  return value.length <= 100 && ICON_NAME.test(value);
}

// No whitespace, no control characters, no backslash (browsers read `/\host` as `//host`).
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_LINK = /[\s\\\u0000-\u001f\u007f]/;

/** An in-app path: one leading `/` (never `//`, a protocol-relative address on another site). */
export function isAppPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !UNSAFE_IN_LINK.test(value);
}

/** An absolute http(s) address with a host. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || UNSAFE_IN_LINK.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** A `mailto:` address with at least one recipient. */
export function isMailtoLink(value: string): boolean {
  return /^mailto:[^\s@]+@[^\s@]+$/i.test(value.split('?')[0] ?? '') && !UNSAFE_IN_LINK.test(value);
}

/** Where a link may point: an in-app path, an http(s) address or (if allowed) a mailto: address. */
export function isLink(value: string, options: { mailto?: boolean } = {}): boolean {
  return isAppPath(value) || isWebAddress(value) || (options.mailto === true && isMailtoLink(value));
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A CSS hex colour: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`. */
export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

/** A required icon name field (trimmed). */
export const iconNameField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`)
    .refine(isIconName, {
      message: `${label} must be an icon name such as heroicons_outline:pencil (letters, digits, _, - and :)`,
      params: { code: 'invalid_format' },
    });

/** A required link field (trimmed): an in-app path, an http(s) address, or a mailto: when allowed. */
export const linkField = (label: string, options: { mailto?: boolean } = {}) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(2048, `${label} must be at most 2048 characters`)
    .refine((value) => isLink(value, options), {
      message: `${label} must be a path starting with / or an http(s)${options.mailto ? ' or mailto:' : ''} address`,
      params: { code: 'invalid_format' },
    });

/** A required hex colour field (trimmed), such as `#1e40af`. */
export const hexColourField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .refine(isHexColour, {
      message: `${label} must be a hex colour such as #1e40af`,
      params: { code: 'invalid_format' },
    });
