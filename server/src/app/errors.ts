import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppError, completeFieldErrorCodes, type ErrorCode } from '../shared/errors.js';

const MAX_MESSAGE_LENGTH = 300;

// Errors GraphQL itself raises about the request: safe to show, they describe the query, not the server.
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/** Finds an AppError anywhere in the chain of wrapped errors. */
export function findAppError(error: unknown): AppError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof AppError) return current;
    current = (current as { originalError?: unknown }).originalError;
  }
  return undefined;
}

const truncate = (message: string) =>
  message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH)}…` : message;

export function appErrorExtensions(error: AppError): Record<string, unknown> {
  const fieldErrorCodes = completeFieldErrorCodes(error.details);
  return { code: error.code, ...error.details, ...(fieldErrorCodes ? { fieldErrorCodes } : {}) };
}

/**
 * An error graphql-js raised about the request before running any resolver (variable coercion,
 * "Too many errors processing variables"): no path, nothing wrapped. Resolver failures always carry
 * the path of their field and the thrown error.
 */
function isRequestError(error: unknown): boolean {
  return error instanceof GraphQLError && error.path === undefined && error.originalError === undefined;
}

export interface ErrorFormatterOptions {
  /** Logs a failure nobody expected (once; the formatter masks it as INTERNAL). */
  log: (error: unknown) => void;
  /** The typed error for a failure that means the database is unreachable, else undefined. */
  classifyUnavailable?: (error: unknown) => AppError | undefined;
}

/**
 * The single place an error becomes what a client sees. AppErrors keep their code, message and
 * details; GraphQL's own request errors keep their message; an unreachable database is UNAVAILABLE;
 * everything else is logged and masked.
 */
export function createErrorFormatter(options: ErrorFormatterOptions) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const appError = findAppError(error) ?? options.classifyUnavailable?.(error);
    if (appError) {
      return {
        message: appError.message,
        ...(formatted.path ? { path: formatted.path } : {}),
        extensions: appErrorExtensions(appError),
      };
    }
    const code = formatted.extensions?.code;
    if (
      (typeof code === 'string' && (REQUEST_ERROR_CODES.has(code) || code === 'BAD_USER_INPUT')) ||
      isRequestError(error)
    ) {
      const mapped: ErrorCode = code === 'BAD_USER_INPUT' ? 'BAD_USER_INPUT' : 'BAD_REQUEST';
      return {
        message: truncate(formatted.message),
        ...(formatted.locations ? { locations: formatted.locations } : {}),
        extensions: { code: mapped },
      };
    }
    options.log(error);
    return { message: 'Internal server error', extensions: { code: 'INTERNAL' } };
  };
}
