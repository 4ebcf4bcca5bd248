import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

// Query parameters whose values are secrets: reset and invitation links carry `token`.
const SECRET_PARAMETERS = /([?&](?:token|access_token|code)=)[^&#]*/gi;
// Paths that are secrets: a calendar feed's address holds its token (features/events/calendar-feed.*).
const SECRET_PATHS = /^(\/+calendar\/)[^?#]*/i;

/** A URL as it may be logged: secret query values and secret paths replaced. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_PARAMETERS, '$1[redacted]').replace(SECRET_PATHS, '$1[redacted]');
}

/**
 * Fastify's two lines per request, at debug instead of info: at info they buried the start-up banner
 * (10,700 lines in one walk through the menu). Errors keep their own levels.
 */
export class DebugRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
