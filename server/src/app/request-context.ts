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

/** A shallow copy that keeps the entity's class. */
function copyOf<T extends object>(value: T): T {
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as T, value);
}

/** How HTTP requests and WebSocket connections become resolver contexts. */
export function requestContexts(
  dataSource: DataSource,
  services: Services,
  pubsub?: PubSub,
): RequestContexts {
  // A token's viewer and user row, kept a few seconds (shared/auth/viewer-cache.ts): no token check and
  // no user read for the next requests, dropped at once when the person's row or access changes.
  const cache = new ViewerCache<{ viewer: Viewer; user: UserEntity }>();
  const unregister = pubsub ? registerAccessChannel(pubsub) : () => undefined;
  const unlisten = pubsub
    ? pubsub.listen<AccessChange>(ACCESS_CHANGED_TOPIC, (change) => cache.invalidate(change))
    : () => undefined;

  /** The viewer and the user row: read for this request, or a copy of the cached one. */
  async function authenticated(token: string): Promise<{ user: UserEntity; viewer: Viewer }> {
    const cached = cache.get(token);
    // A copy: what one request does to its row never reaches another request.
    if (cached) return { viewer: cached.viewer, user: copyOf(cached.user) };
    const found = await services.auth.authenticate(token);
    // Only with a pub/sub to hear of changes: without one, every request checks the token afresh.
    if (pubsub) {
      const exp = (jwt.decode(token) as { exp?: unknown } | null)?.exp;
      cache.set(
        token,
        found.user.id,
        { viewer: found.viewer, user: copyOf(found.user) },
        typeof exp === 'number' ? exp * 1000 : 0,
      );
    }
    return found;
  }

  async function resolveViewer(authorization: string | undefined, loaders?: Loaders): Promise<Viewer | null> {
    const token = bearerToken(authorization);
    if (token === undefined) return null;
    if (token === null) throw new AppError('UNAUTHENTICATED', 'Invalid token');
    const { user, viewer } = await authenticated(token);
    // The row that stood for the token serves the rest of the request (`me` among others): every
    // write to a users row announces it like an access change, so a cached row is never older.
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
      origin: { ip, language },
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
