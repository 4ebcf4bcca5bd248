import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendRestError } from './rest.js';

const API_PREFIXES = ['/api/', '/graphql', '/health', '/ready'];

/**
 * The built client's files (when there is a build) and the answer for every unknown path: the client's
 * index.html for a page request, a typed NOT_FOUND for anything else.
 */
export async function registerStaticClient(app: FastifyInstance, clientDistDir: string): Promise<void> {
  const clientDir = path.resolve(clientDistDir);
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      setHeaders: (res, filePath) => {
        // Hashed build assets never change; everything else is revalidated.
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const wantsPage =
      request.method === 'GET' && !isApi && /text\/html|\*\/\*/.test(request.headers.accept ?? '');
    if (wantsPage && hasClient) {
      // The client's router owns every other path (including its own 404 page).
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendRestError(reply, {
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}
