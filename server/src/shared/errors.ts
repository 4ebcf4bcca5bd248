import type { ErrorCode, FieldErrorCode } from '../generated/graphql.js';

export type { ErrorCode, FieldErrorCode };

/** Field name → what is wrong with it, in plain English. */
export type FieldErrors = Record<string, string>;

/** Field name → why, as a code clients translate (schema `FieldErrorCode`). */
export type FieldErrorCodes = Record<string, FieldErrorCode>;

/** The bounds a field was refused against: numbers of characters or entries, or `YYYY-MM-DD` dates. */
export interface FieldErrorLimit {
  min?: number | string;
  max?: number | string;
}

/** Field name → the bounds it broke, for fields refused for their length, count or range. */
export type FieldErrorLimits = Record<string, FieldErrorLimit>;

export interface AppErrorDetails {
  fieldErrors?: FieldErrors;
  /** Codes for some or all of `fieldErrors`' paths; a path without one answers `invalid`. */
  fieldErrorCodes?: FieldErrorCodes;
  /** The bounds of the fields refused for their length, count or range (clients name them). */
  fieldErrorLimits?: FieldErrorLimits;
  retryAfterSeconds?: number;
}

/** Every path of `fieldErrors` with its code: the given one, else `invalid`. */
export function completeFieldErrorCodes(details: AppErrorDetails): FieldErrorCodes | undefined {
  if (!details.fieldErrors) return undefined;
  return Object.fromEntries(
    Object.keys(details.fieldErrors).map((path) => [path, details.fieldErrorCodes?.[path] ?? 'invalid']),
  );
}

/**
 * The only error whose message reaches a client. Anything else thrown is logged and answered as INTERNAL.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: AppErrorDetails = {},
  ) {
    super(message);
  }
}

/** NOT_FOUND for a row the viewer does not read, exactly as for an unknown id: `${what} not found.` */
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);

/** FORBIDDEN: the viewer reads the row (or the feature) but their role does not allow this. */
export const forbidden = (message = 'Your role does not allow this change.') =>
  new AppError('FORBIDDEN', message);

/** BAD_USER_INPUT about one field, with its message and code (`invalid` unless told). */
export const badInput = (field: string, message: string, code: FieldErrorCode = 'invalid') =>
  new AppError('BAD_USER_INPUT', `Invalid input: ${field}`, {
    fieldErrors: { [field]: message },
    fieldErrorCodes: { [field]: code },
  });

/**
 * CONFLICT: a value another row holds. With a field, its error says `fieldMessage` (code `not_unique`);
 * the error's own message is `message`, the field's message unless told.
 */
export const conflict = (field: string | null, fieldMessage: string, message = fieldMessage) =>
  new AppError(
    'CONFLICT',
    message,
    field === null
      ? {}
      : { fieldErrors: { [field]: fieldMessage }, fieldErrorCodes: { [field]: 'not_unique' } },
  );

/** The HTTP status each code answers with at the REST facade (and at /graphql for transport-level errors). */
export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVALID_CREDENTIALS: 404,
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  QUOTA_EXCEEDED: 413,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export const ERROR_CODES = Object.keys(HTTP_STATUS_BY_CODE) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in HTTP_STATUS_BY_CODE;
}
