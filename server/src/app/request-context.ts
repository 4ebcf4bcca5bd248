import type { FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import { bearerToken } from '../shared/auth/jwt.js';
import type { Viewer } from '../shared/auth/viewer.js';
import { AppError } from '../shared/errors.js';
import { preferredLanguage, type Language } from '../shared/language.js';
import type { Context } from './context.js';
import { createLoaders, type Loaders } from './loaders.js';
import type { Services } from './services.js';

export interface RequestContexts {
  /** The viewer a bearer token stands for (null without one); UNAUTHENTICATED for a bad token. */
  resolveViewer(authorization: string | undefined, loaders?: Loaders): Promise<Viewer | null>;
  /** A fresh context: this request's loaders and its viewer. */
  contextFor(authorization: string | undefined, ip: string, language: Language): Promise<Context>;
  /** The context of an HTTP request (GraphQL and REST alike). */
  fromRequest(request: FastifyRequest): Promise<Context>;
}

/** How HTTP requests and WebSocket connections become resolver contexts. */
export function requestContexts(dataSource: DataSource, services: Services): RequestContexts {
  async function resolveViewer(authorization: string | undefined, loaders?: Loaders): Promise<Viewer | null> {
    const token = bearerToken(authorization);
    if (token === undefined) return null;
    if (token === null) throw new AppError('UNAUTHENTICATED', 'Invalid token');
    const { user, viewer } = await services.auth.authenticate(token);
    // The row just read to check the token serves the rest of the request too.
    loaders?.userById.prime(user.id, user);
    return viewer;
  }

  async function contextFor(
    authorization: string | undefined,
    ip: string,
    language: Language,
  ): Promise<Context> {
    const loaders = createLoaders(dataSource);
    return {
      viewer: await resolveViewer(authorization, loaders),
      services,
      loaders,
      origin: { ip },
      language,
    };
  }

  const fromRequest = (request: FastifyRequest) =>
    contextFor(
      request.headers.authorization,
      request.ip,
      preferredLanguage(request.headers['accept-language']),
    );

  return { resolveViewer, contextFor, fromRequest };
}
