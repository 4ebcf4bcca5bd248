import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppError } from '../shared/errors.js';
import { attachmentDisposition } from '../shared/file-route.js';
import type { Context } from './context.js';
import { findAppError } from './errors.js';
import { featureList, type features } from './features.js';
import { sendRestError } from './rest.js';
import type { Services } from './services.js';

type Feature = (typeof features)[number];
// A feature's file routes asking for a service no feature provides fail here, at compile time.
type NeedsOf<F> = F extends { fileRoutes: (services: infer S) => unknown } ? S : unknown;
type Unmet = {
  [F in Feature as F['name']]: Services extends NeedsOf<F> ? never : F['name'];
}[Feature['name']];
const everyFileRouteDependencyIsMet: [Unmet] extends [never] ? true : Unmet = true;
void everyFileRouteDependencyIsMet;

/**
 * Registers every feature's file routes (shared/file-route.ts). The viewer comes from the bearer token
 * as for GraphQL and REST; refusals are typed REST errors; a file goes out as an attachment.
 */
export function registerFileRoutes(options: {
  app: FastifyInstance;
  services: Services;
  buildContext: (request: FastifyRequest) => Promise<Context>;
  classifyUnavailable?: (error: unknown) => AppError | undefined;
}): void {
  const { app, services, buildContext, classifyUnavailable } = options;
  for (const feature of featureList) {
    for (const route of feature.fileRoutes?.(services as never) ?? []) {
      app.get(`/${route.path}`, async (request, reply) => {
        try {
          const { viewer } = await buildContext(request);
          const file = await route.handle({
            viewer,
            params: request.params as Record<string, string | undefined>,
          });
          // A user's file (a document, a calendar feed) is theirs alone: no browser or proxy keeps it.
          return reply
            .status(200)
            .header('content-type', file.contentType)
            .header('content-length', String(file.size))
            .header('content-disposition', attachmentDisposition(file.fileName))
            .header('cache-control', 'private, no-store')
            .send(file.body);
        } catch (error) {
          const appError = findAppError(error) ?? classifyUnavailable?.(error);
          if (!appError) throw error;
          return sendRestError(reply, {
            code: appError.code,
            message: appError.message,
            extensions: { ...appError.details },
          });
        }
      });
    }
  }
}
