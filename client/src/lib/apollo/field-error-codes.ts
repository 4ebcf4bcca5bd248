import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { FieldErrorCode } from '../../generated/error-codes';

// A BAD_USER_INPUT error names its bad fields twice: `extensions.fieldErrors` (path → English message,
// for logs) and `extensions.fieldErrorCodes` (path → FieldErrorCode, schema/common.graphql). Screens
// translate the code, never the message, and say the bounds `extensions.fieldErrorLimits` gives for a
// field refused for its length, count or range (lib/validation/field-error-sentence.ts).

// A Record keyed by the generated union, so a code added to the schema fails the type check here.
const KNOWN: Record<FieldErrorCode, true> = {
  required: true,
  too_long: true,
  too_short: true,
  too_many: true,
  invalid_format: true,
  not_unique: true,
  out_of_range: true,
  invalid: true,
};

/** The bounds a field was refused against: numbers of characters or entries, or `YYYY-MM-DD` dates. */
export interface FieldLimit {
  min?: number | string;
  max?: number | string;
}

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && Object.hasOwn(KNOWN, value);
}

/**
 * The bad fields of a BAD_USER_INPUT error by path, each with its code: every path of `fieldErrorCodes`
 * and `fieldErrors`, an unknown or missing code read as `invalid`. Empty for any other failure.
 */
export function fieldErrorCodesOf(error: unknown): Record<string, FieldErrorCode> {
  return firstError(error)?.extensions?.code === 'BAD_USER_INPUT' ? namedFieldCodes(error) : {};
}

/**
 * The fields any failure names (a CONFLICT names the field whose value is taken), each with its code,
 * as fieldErrorCodesOf reads them.
 */
export function namedFieldCodes(error: unknown): Record<string, FieldErrorCode> {
  const extensions = firstError(error)?.extensions;
  if (!extensions) return {};
  const codes = asRecord(extensions.fieldErrorCodes);
  const paths = new Set([...Object.keys(asRecord(extensions.fieldErrors)), ...Object.keys(codes)]);
  return Object.fromEntries(
    [...paths].map((path) => {
      const code = codes[path];
      return [path, isFieldErrorCode(code) ? code : 'invalid'];
    }),
  );
}

/** The bounds of each field the failure refused for its length, count or range (`fieldErrorLimits`). */
export function namedFieldLimits(error: unknown): Record<string, FieldLimit> {
  const limits = asRecord(firstError(error)?.extensions?.fieldErrorLimits);
  const isBound = (value: unknown) => typeof value === 'number' || typeof value === 'string';
  return Object.fromEntries(
    Object.entries(limits).map(([path, limit]) => [
      path,
      Object.fromEntries(
        Object.entries(asRecord(limit)).filter(
          ([key, value]) => (key === 'min' || key === 'max') && isBound(value),
        ),
      ),
    ]),
  );
}

/** Whether the failure names bad fields (a form shows those on its fields itself). */
export function hasFieldErrors(error: unknown): boolean {
  return Object.keys(fieldErrorCodesOf(error)).length > 0;
}

function firstError(error: unknown): GraphQLFormattedError | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0];
  if (!ServerError.is(error)) return undefined;
  try {
    const body: unknown = JSON.parse(error.bodyText);
    const first: unknown = (body as { errors?: unknown[] } | null)?.errors?.[0];
    return typeof first === 'object' && first !== null ? (first as GraphQLFormattedError) : undefined;
  } catch {
    return undefined;
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
