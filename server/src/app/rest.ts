import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parse, validate as validateDocument, type DocumentNode, type GraphQLSchema } from 'graphql';
import { AppError, HTTP_STATUS_BY_CODE, isErrorCode, type ErrorCode } from '../shared/errors.js';
import type { RestRow } from '../shared/rest.js';
import type { Context } from './context.js';
import { findAppError } from './errors.js';

export interface RestErrorBody {
  code: ErrorCode;
  message: string;
  fieldErrors?: Record<string, string>;
  fieldErrorCodes?: Record<string, string>;
}

/** Sends an error the way every REST path answers one: the status from the one table, a typed body. */
export function sendRestError(
  reply: FastifyReply,
  error: { code: ErrorCode; message: string; extensions?: Record<string, unknown> },
  status = HTTP_STATUS_BY_CODE[error.code],
): FastifyReply {
  // Spec 000 §8: wrong credentials answer 404 with the body `false`.
  if (error.code === 'INVALID_CREDENTIALS')
    return reply.status(status).type('application/json').send('false');
  const retryAfter = error.extensions?.retryAfterSeconds;
  if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
  const fieldErrors = error.extensions?.fieldErrors as Record<string, string> | undefined;
  const fieldErrorCodes = error.extensions?.fieldErrorCodes as Record<string, string> | undefined;
  const body: RestErrorBody = {
    code: error.code,
    message: error.message,
    ...(fieldErrors ? { fieldErrors } : {}),
    ...(fieldErrorCodes ? { fieldErrorCodes } : {}),
  };
  return reply.status(status).send(body);
}

function compile(schema: GraphQLSchema, row: RestRow): DocumentNode {
  const document = parse(row.document);
  const errors = validateDocument(schema, document);
  if (errors.length > 0) {
    throw new Error(`REST row ${row.method} ${row.path}: ${errors.map((e) => e.message).join('; ')}`);
  }
  return document;
}

/**
 * The query string with one string per name. A name given twice (`?order=a&order=b`) is refused with
 * BAD_REQUEST rather than guessed at: rows read strings, and which of two values was meant is the
 * client's to say (a proxy and the server picking different ones is how parameter pollution works).
 */
export function singleValuedQuery(query: unknown): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  if (typeof query !== 'object' || query === null) return values;
  for (const [name, value] of Object.entries(query)) {
    if (typeof value !== 'string') {
      throw new AppError('BAD_REQUEST', `The query parameter ${name.slice(0, 50)} must be given once.`);
    }
    values[name] = value;
  }
  return values;
}

/**
 * Registers every REST row. Documents are parsed and validated once, here, so a broken row stops the
 * boot instead of failing a request.
 */
export function registerRestRows(options: {
  app: FastifyInstance;
  apollo: ApolloServer<Context>;
  schema: GraphQLSchema;
  rows: RestRow[];
  buildContext: (request: FastifyRequest) => Promise<Context>;
  /** The typed error for a failure that means the database is unreachable (database-outage.ts). */
  classifyUnavailable?: (error: unknown) => AppError | undefined;
}): void {
  const { app, apollo, schema, rows, buildContext, classifyUnavailable } = options;
  for (const row of rows) {
    const document = compile(schema, row);
    app.route({
      method: row.method,
      url: `/${row.path}`,
      handler: async (request, reply) => {
        let contextValue: Context;
        let variables: Record<string, unknown>;
        try {
          contextValue = await buildContext(request);
          variables =
            row.variables?.({
              body: request.body,
              query: singleValuedQuery(request.query),
              params: request.params as Record<string, string | undefined>,
            }) ?? {};
        } catch (error) {
          const appError = findAppError(error) ?? classifyUnavailable?.(error);
          if (!appError) throw error;
          return sendRestError(reply, {
            code: appError.code,
            message: appError.message,
            extensions: { ...appError.details },
          });
        }
        const response = await apollo.executeOperation({ query: document, variables }, { contextValue });
        if (response.body.kind !== 'single')
          throw new AppError('INTERNAL', 'Unexpected incremental response');
        const { data, errors } = response.body.singleResult;
        const first = errors?.[0];
        if (first) {
          const code = first.extensions?.code;
          return sendRestError(reply, {
            code: isErrorCode(code) ? code : 'INTERNAL',
            message: first.message,
            extensions: first.extensions,
          });
        }
        return reply.status(row.status ?? 200).send(row.pick(data ?? {}));
      },
    });
  }
}
