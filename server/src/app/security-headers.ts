import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

function contentSecurityPolicy() {
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Chakra UI (emotion) injects <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  };
}

/** Helmet's headers on every answer, with a CSP that allows Chakra's inline styles. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(),
    // The API and the client are same-origin; nothing else should embed or read them.
    crossOriginEmbedderPolicy: false,
  });
}
