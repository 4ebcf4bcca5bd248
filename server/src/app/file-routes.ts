import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from '../shared/errors.js';
import { attachmentDisposition } from '../shared/file-route.js';
import type { Context } from './context.js';
import { findAppError } from './errors.js';
import { featureList, type features } from './features.js';
import { sendRestError, singleValuedQuery } from './rest.js';
import type { Services } from './services.js';

type Feature = (typeof features)[number];
// A feature's file routes asking for a service no feature provides fail here, at compile time.
type NeedsOf<F> = (F extends { fileRoutes: (services: infer S) => unknown } ? S : unknown) &
  (F extends { uploadRoutes: (services: infer S) => unknown } ? S : unknown);
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
  const refuse = (reply: FastifyReply, error: unknown) => {
    const appError = findAppError(error) ?? classifyUnavailable?.(error);
    if (!appError) throw error;
    return sendRestError(reply, {
      code: appError.code,
      message: appError.message,
      extensions: { ...appError.details },
    });
  };
  for (const feature of featureList) {
    for (const route of feature.uploadRoutes?.(services as never) ?? []) {
      // In a scope of its own: whatever the content type, the body is taken as bytes, up to the route's
      // limit (a larger one is 413 BAD_REQUEST from transport-errors.ts); other routes keep JSON.
      void app.register(async (scope) => {
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser(
          '*',
          { parseAs: 'buffer', bodyLimit: route.maxBytes },
          (_request, body, done) => done(null, body),
        );
        scope.post(`/${route.path}`, { bodyLimit: route.maxBytes }, async (request, reply) => {
          try {
            const { viewer, origin } = await buildContext(request);
            const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
            const answer = await route.handle({
              viewer,
              origin,
              bytes,
              params: request.params as Record<string, string | undefined>,
              query: singleValuedQuery(request.query),
              headers: Object.fromEntries(
                Object.entries(request.headers).map(([name, value]) => [
                  name.toLowerCase(),
                  Array.isArray(value) ? value.join(', ') : value,
                ]),
              ),
            });
            return reply.status(201).send(answer);
          } catch (error) {
            return refuse(reply, error);
          }
        });
      });
    }
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
          return refuse(reply, error);
        }
      });
    }
  }
}
