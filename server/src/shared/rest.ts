import { AppError } from './errors.js';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a REST row gets to build the GraphQL variables from. */
export interface RestInput {
  body: unknown;
  /** One string per name: a parameter given twice is refused (400 BAD_REQUEST) before a row runs. */
  query: Record<string, string | undefined>;
  params: Record<string, string | undefined>;
}

/**
 * One `api/*` path of the spec: a GraphQL document run against the same schema and context as
 * `/graphql`, its variables taken from the request and its answer shaped to the spec's table.
 */
export interface RestRow {
  method: RestMethod;
  /** Without the leading slash, exactly as the spec writes it; `:name` marks a path parameter. */
  path: string;
  document: string;
  variables?: (input: RestInput) => Record<string, unknown>;
  /** Shapes `data` into the spec's answer. */
  pick: (data: Record<string, unknown>) => unknown;
  /** Success status; 200 unless the spec says otherwise. */
  status?: number;
}

/** The JSON body as an object, or BAD_REQUEST: REST bodies in the spec are always objects. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('BAD_REQUEST', 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/** Copies only the named keys, so unknown fields never reach GraphQL input validation. */
export function pickKeys(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) if (source[key] !== undefined) picked[key] = source[key];
  return picked;
}

/** The id a call names; a missing or non-string id is a malformed request (400 BAD_REQUEST). */
export function requiredId(value: unknown, where: string): string {
  if (typeof value !== 'string' || value === '') throw new AppError('BAD_REQUEST', `${where} is required.`);
  return value;
}

/** A nested JSON object of a body (`contact`, `task`, `tag`…), or BAD_REQUEST naming where it was. */
export function objectOf(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError('BAD_REQUEST', `${where} must be a JSON object.`);
  }
  return value as Record<string, unknown>;
}

/** Each entry of a list keeps only the named keys: a client may send back what it read (extra keys). */
export const pickEach = (value: unknown, keys: readonly string[]): unknown =>
  Array.isArray(value)
    ? value.map((entry: unknown) =>
        typeof entry === 'object' && entry !== null && !Array.isArray(entry)
          ? pickKeys(entry as Record<string, unknown>, keys)
          : entry,
      )
    : value;
