import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_STATUS_BY_CODE, type AppError } from '../shared/errors.js';
import { findUnsafeText } from '../shared/text-input.js';
import { appErrorExtensions } from './errors.js';
import { nulRefusal } from './operation-limits.js';
import { sendRestError } from './rest.js';

/** The answers that carry personal data or tokens: never stored by a browser or a proxy. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/graphql' || url.startsWith('/graphql?');
}

/** Sends a refusal the way the path answers: a GraphQL error list at /graphql, the REST body elsewhere. */
export function sendRefusal(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  if (request.url === '/graphql' || request.url.startsWith('/graphql?')) {
    const status = HTTP_STATUS_BY_CODE[error.code];
    const retryAfter = error.details.retryAfterSeconds;
    if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
    return reply
      .status(status)
      .send({ errors: [{ message: error.message, extensions: appErrorExtensions(error) }] });
  }
  return sendRestError(reply, {
    code: error.code,
    message: error.message,
    extensions: { ...appErrorExtensions(error) },
  });
}

/**
 * The refusal for what a request sends, or undefined: no NUL character and no unpaired surrogate in its
 * parts (path parameters, query string and JSON body over HTTP; a WebSocket operation's payload), named
 * by the field's path (a GraphQL variable's without the `variables.` in front). Both transports call this.
 */
export function inputRefusal(...parts: unknown[]): AppError | undefined {
  for (const part of parts) {
    const found = findUnsafeText(part);
    if (found) return nulRefusal(found.path.replace(/^variables\./, '') || 'body', found.problem);
  }
  return undefined;
}

/**
 * Checks every request at the edge, before any route runs: no NUL character and no unpaired
 * surrogate anywhere in what it sends (PostgreSQL cannot store either, so it would fail as a 500 deep
 * inside or be replaced silently), and no caching of
 * API answers (`Cache-Control: no-store`: they hold tokens and personal data).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url)) void reply.header('cache-control', 'no-store');
  });
  app.addHook('preValidation', async (request, reply) => {
    // An upload's bytes (a Buffer, file-routes.ts) are a file, not text: its route checks what they are.
    const body = Buffer.isBuffer(request.body) ? undefined : request.body;
    const refusal = inputRefusal(request.params, request.query, body);
    if (refusal) return sendRefusal(request, reply, refusal);
    return undefined;
  });
}
