import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { ErrorCode } from '../../generated/error-codes';

/** What the interface needs to know about a failed call; the text shown comes from translations. */
export interface ApiError {
  /** The server's `extensions.code`, or NETWORK when no answer came back at all. */
  code: ErrorCode | 'NETWORK';
  /** The server's English message, for logs; screens translate `code` instead. */
  message: string;
  /** RATE_LIMITED: when to try again. */
  retryAfterSeconds?: number;
  /** BAD_USER_INPUT: what is wrong with which input field. */
  fieldErrors?: Record<string, string>;
}

// A Record keyed by the generated union, so a code added to the schema fails the type check here.
const KNOWN_CODES: Record<ErrorCode, true> = {
  UNAUTHENTICATED: true,
  FORBIDDEN: true,
  NOT_FOUND: true,
  INVALID_CREDENTIALS: true,
  BAD_USER_INPUT: true,
  BAD_REQUEST: true,
  CONFLICT: true,
  RATE_LIMITED: true,
  QUOTA_EXCEEDED: true,
  UNAVAILABLE: true,
  INTERNAL: true,
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(KNOWN_CODES, value);
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'BAD_REQUEST',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

/** Reads the code and details from whatever Apollo Client rejected with. */
export function describeApiError(error: unknown): ApiError {
  if (CombinedGraphQLErrors.is(error)) return fromGraphQLError(error.errors[0]);
  if (ServerError.is(error)) {
    const body = parseErrorBody(error.bodyText);
    if (body) return fromGraphQLError(body);
    return { code: CODE_BY_STATUS[error.statusCode] ?? 'INTERNAL', message: error.message };
  }
  // fetch() rejects with a TypeError when the server cannot be reached.
  if (error instanceof TypeError) return { code: 'NETWORK', message: error.message };
  return { code: 'INTERNAL', message: error instanceof Error ? error.message : String(error) };
}

function fromGraphQLError(error: GraphQLFormattedError | undefined): ApiError {
  if (!error) return { code: 'INTERNAL', message: 'Empty error list' };
  const extensions = error.extensions ?? {};
  const code = isErrorCode(extensions.code) ? extensions.code : 'INTERNAL';
  const described: ApiError = { code, message: error.message };
  if (typeof extensions.retryAfterSeconds === 'number' && extensions.retryAfterSeconds >= 0) {
    described.retryAfterSeconds = Math.ceil(extensions.retryAfterSeconds);
  }
  if (isStringRecord(extensions.fieldErrors)) described.fieldErrors = extensions.fieldErrors;
  return described;
}

function parseErrorBody(bodyText: string): GraphQLFormattedError | undefined {
  try {
    const body: unknown = JSON.parse(bodyText);
    const first: unknown = (body as { errors?: unknown[] } | null)?.errors?.[0];
    return typeof first === 'object' && first !== null && 'message' in first
      ? (first as GraphQLFormattedError)
      : undefined;
  } catch {
    return undefined;
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/** The kinds of failure a screen may have its own sentence for (its `<screen>.errors.<kind>` keys). */
export type ApiErrorKind =
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'badInput'
  | 'rateLimited'
  | 'unavailable'
  | 'network'
  | 'unauthenticated';

/** A screen's translated sentences for failed calls: `generic`, and any of the kinds. */
export type ApiErrorSentences = { generic: string } & Partial<Record<ApiErrorKind, string>>;

const KIND_BY_CODE: Partial<Record<ApiError['code'], ApiErrorKind>> = {
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'notFound',
  CONFLICT: 'conflict',
  BAD_USER_INPUT: 'badInput',
  BAD_REQUEST: 'badInput',
  RATE_LIMITED: 'rateLimited',
  UNAVAILABLE: 'unavailable',
  NETWORK: 'network',
  UNAUTHENTICATED: 'unauthenticated',
};

/** Which of a screen's sentences a failure reads as; every other code reads as `generic`. */
export function apiErrorKind(failure: ApiError): ApiErrorKind | 'generic' {
  return KIND_BY_CODE[failure.code] ?? 'generic';
}

/**
 * The sentence a screen shows for a failed call, from the screen's own translated sentences (such as
 * `t('contacts.errors', { returnObjects: true })`); a kind the screen has no sentence for reads as its
 * generic one.
 */
export function apiErrorMessage(failure: ApiError, sentences: ApiErrorSentences): string {
  const kind = apiErrorKind(failure);
  return (kind === 'generic' ? undefined : sentences[kind]) ?? sentences.generic;
}

/**
 * Whether a failed call was answered with HTTP 401. The server sends 401 as a GraphQL response
 * (application/graphql-response+json), which Apollo reports as GraphQL errors, not as a ServerError,
 * so the status is read from the response the HTTP link keeps in the operation's context.
 */
export function isUnauthorizedResponse(error: unknown, response: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  return response instanceof Response && response.status === 401;
}
