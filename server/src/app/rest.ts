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
 * Registers every REST row. Documents are parsed and validated once, here, so a broken row stops the
 * boot instead of failing a request.
 */
export function registerRestRows(options: {
  app: FastifyInstance;
  apollo: ApolloServer<Context>;
  schema: GraphQLSchema;
  rows: RestRow[];
  buildContext: (request: FastifyRequest) => Promise<Context>;
}): void {
  const { app, apollo, schema, rows, buildContext } = options;
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
              query: request.query as Record<string, string | undefined>,
              params: request.params as Record<string, string | undefined>,
            }) ?? {};
        } catch (error) {
          const appError = findAppError(error);
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
