import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendRestError } from './rest.js';

const API_PREFIXES = ['/api/', '/graphql', '/health', '/ready'];

/** A request for a file (an asset, an icon, a source map), not for a page of the client's router. */
function asksForFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname);
}

/**
 * The built client's files (when there is a build) and the answer for every unknown path: the client's
 * index.html for a page request, a typed NOT_FOUND for anything else.
 *
 * After a deploy an open tab still asks for the previous build's chunks: those answer 404 (never the HTML
 * page, which a browser cannot run as a script), so the client notices and reloads itself onto the new
 * build. Files are looked up when asked for, not listed at start-up, so a build written while the server
 * runs is served as it is. `index.html` is never stored by a browser or a proxy: it names the current
 * build's chunks.
 */
export async function registerStaticClient(app: FastifyInstance, clientDistDir: string): Promise<void> {
  const clientDir = path.resolve(clientDistDir);
  const hasClient = () => existsSync(path.join(clientDir, 'index.html'));
  const servesClient = hasClient();
  if (servesClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      // Our own cache-control below, not the plugin's 'public, max-age=0'.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Hashed build assets never change; index.html is never kept; anything else is revalidated.
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : filePath.endsWith('.html')
              ? 'no-store'
              : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const wantsPage =
      request.method === 'GET' &&
      !isApi &&
      !asksForFile(request.url) &&
      /text\/html|\*\/\*/.test(request.headers.accept ?? '');
    if (wantsPage && servesClient && hasClient()) {
      // The client's router owns every other path (including its own 404 page).
      return reply.header('cache-control', 'no-store').sendFile('index.html', clientDir);
    }
    return sendRestError(reply, {
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}
