import type { FastifyInstance } from 'fastify';

// Query parameters whose values are secrets: reset and invitation links carry `token`.
const SECRET_PARAMETERS = /([?&](?:token|access_token|code)=)[^&#]*/gi;

/** A URL as it may be logged: secret query values replaced. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_PARAMETERS, '$1[redacted]');
}

/**
 * One line per request at debug level (Fastify's own two lines per request at info buried the start-up
 * banner: 10,700 lines in one walk through the menu). Errors are still logged where they are handled.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.debug(
      {
        method: request.method,
        url: loggableUrl(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
}
