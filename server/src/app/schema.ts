import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError, GraphQLScalarType, Kind, type GraphQLSchema } from 'graphql';
import type { Resolvers } from '../generated/graphql.js';
import { DATE_YEARS, parseInstant } from '../shared/dates.js';
import { AppError } from '../shared/errors.js';
import { featureList } from './features.js';

// server/src/app and server/dist/app are both three levels below the repository root.
export const SCHEMA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema');

export function loadTypeDefs(directory = SCHEMA_DIR): string[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(directory, file), 'utf8'));
}

const badDateTime = () =>
  new GraphQLError(
    `DateTime must be an ISO-8601 date-time string between ${DATE_YEARS.earliest} and ${DATE_YEARS.latest}`,
    { extensions: { code: 'BAD_USER_INPUT' } },
  );

/** A value read from the database, answered as an ISO string. */
function toDate(value: unknown): Date {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw badDateTime();
  return date;
}

/** A value a client sent: one parser for every date-time input (shared/dates.ts). */
function fromClient(value: unknown): string {
  const date = parseInstant(value);
  if (!date) throw badDateTime();
  return date.toISOString();
}

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => toDate(value).toISOString(),
  parseValue: fromClient,
  // A literal is read while the document is validated, where a GraphQLError's code is replaced by the
  // validation's own: an AppError travels through as the original error and keeps BAD_USER_INPUT.
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new AppError('BAD_USER_INPUT', 'DateTime must be a string');
    try {
      return fromClient(ast.value);
    } catch (error) {
      throw new AppError('BAD_USER_INPUT', (error as Error).message);
    }
  },
});

export function buildSchema(): GraphQLSchema {
  const scalars: Resolvers = { DateTime };
  const resolvers = featureList.flatMap((feature) => (feature.resolvers ? [feature.resolvers] : []));
  return makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: [scalars, ...resolvers] });
}
