import type { ErrorCode } from '../generated/graphql.js';

export type { ErrorCode };

/** Field name → what is wrong with it, in plain English. */
export type FieldErrors = Record<string, string>;

export interface AppErrorDetails {
  fieldErrors?: FieldErrors;
  retryAfterSeconds?: number;
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
  INTERNAL: 500,
};

export const ERROR_CODES = Object.keys(HTTP_STATUS_BY_CODE) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in HTTP_STATUS_BY_CODE;
}
