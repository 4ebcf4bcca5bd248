import type { FastifyError, FastifyInstance } from 'fastify';
import { loggableError } from '../shared/database-errors.js';
import type { AppError } from '../shared/errors.js';
import { sendRefusal } from './input-guard.js';
import { sendRestError } from './rest.js';

function publicMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty but its content type says JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send application/json.';
    default:
      return error.message.length > 200 ? 'Bad request.' : error.message;
  }
}

/**
 * Transport-level failures (bad JSON, too large, wrong media type) become typed errors too; an
 * unreachable database is 503 UNAVAILABLE; anything else is logged once, safely, and masked.
 */
export function registerTransportErrors(
  app: FastifyInstance,
  options: { classifyUnavailable?: (error: unknown) => AppError | undefined } = {},
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const unavailable = options.classifyUnavailable?.(error);
    if (unavailable) return sendRefusal(request, reply, unavailable);
    const status = error.statusCode ?? 500;
    const known = status >= 400 && status < 500;
    if (!known) request.log.error({ error: loggableError(error) }, 'unexpected error');
    const code = known
      ? status === 401
        ? 'UNAUTHENTICATED'
        : status === 429
          ? 'RATE_LIMITED'
          : 'BAD_REQUEST'
      : 'INTERNAL';
    const message = known ? publicMessage(error) : 'Internal server error';
    if (request.url.startsWith('/graphql')) {
      return reply.status(status).send({ errors: [{ message, extensions: { code } }] });
    }
    return sendRestError(reply, { code, message }, status);
  });
}
