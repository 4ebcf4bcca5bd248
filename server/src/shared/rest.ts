import { AppError } from './errors.js';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a REST row gets to build the GraphQL variables from. */
export interface RestInput {
  body: unknown;
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
