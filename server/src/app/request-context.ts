import type { FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import jwt from 'jsonwebtoken';
import { bearerToken } from '../shared/auth/jwt.js';
import type { Viewer } from '../shared/auth/viewer.js';
import {
  ACCESS_CHANGED_TOPIC,
  registerAccessChannel,
  ViewerCache,
  type AccessChange,
} from '../shared/auth/viewer-cache.js';
import type { UserEntity } from '../features/users/index.js';
import type { PubSub } from '../shared/pubsub.js';
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
  /** Stops listening for access changes (the server is closing). */
  close(): void;
}

/** How HTTP requests and WebSocket connections become resolver contexts. */
export function requestContexts(
  dataSource: DataSource,
  services: Services,
  pubsub?: PubSub,
): RequestContexts {
  // A token's viewer, kept a few seconds (shared/auth/viewer-cache.ts): no token check and no user
  // read for the next requests, dropped at once when the person's access changes.
  const cache = new ViewerCache<{ viewer: Viewer }>();
  const unregister = pubsub ? registerAccessChannel(pubsub) : () => undefined;
  const unlisten = pubsub
    ? pubsub.listen<AccessChange>(ACCESS_CHANGED_TOPIC, (change) => cache.invalidate(change))
    : () => undefined;

  /** The viewer, and the user row when it was read for this request (a cached viewer carries none). */
  async function authenticated(token: string): Promise<{ user?: UserEntity; viewer: Viewer }> {
    const cached = cache.get(token);
    if (cached) return { viewer: cached.viewer };
    const found = await services.auth.authenticate(token);
    // Only with a pub/sub to hear of changes: without one, every request checks the token afresh.
    if (pubsub) {
      const exp = (jwt.decode(token) as { exp?: unknown } | null)?.exp;
      cache.set(token, found.user.id, { viewer: found.viewer }, typeof exp === 'number' ? exp * 1000 : 0);
    }
    return found;
  }

  async function resolveViewer(authorization: string | undefined, loaders?: Loaders): Promise<Viewer | null> {
    const token = bearerToken(authorization);
    if (token === undefined) return null;
    if (token === null) throw new AppError('UNAUTHENTICATED', 'Invalid token');
    const { user, viewer } = await authenticated(token);
    // A row just read to check the token serves the rest of the request too; a cached viewer's row is
    // not served (the profile may have changed since), `me` reads it afresh.
    if (user) loaders?.userById.prime(user.id, user);
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

  const close = () => {
    unlisten();
    unregister();
  };

  return { resolveViewer, contextFor, fromRequest, close };
}
