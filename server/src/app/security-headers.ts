import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: contentSecurityPolicy(),
  // The API and the client are same-origin; nothing else should embed or read them.
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets with these options. Every value here is a constant (no nonces, nothing
 * read from the request), so they are worked out once instead of running helmet's middleware, which
 * parses the policy again, on every request.
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
      return response;
    },
    // Helmet removes X-Powered-By, which neither Node nor Fastify sets.
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

const HEADERS = helmetHeaders(HELMET_OPTIONS);

/**
 * A route's onRequest hook that takes the Content-Security-Policy off its answers: the Sandbox
 * landing page (development only) loads its script from Apollo's CDN.
 */
export const withoutContentSecurityPolicy: onRequestHookHandler = (_request, reply, done) => {
  reply.raw.removeHeader('content-security-policy');
  done();
};

/** Helmet's headers on every answer, with a CSP that allows Chakra's inline styles. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of HEADERS) raw.setHeader(name, value);
    done();
  });
}
