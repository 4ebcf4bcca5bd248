import { startTestServer } from '../support/server.js';

// The server the Playwright suite drives: the real app and the built client, over a fresh database
// chosen like every other test's (TEST_DATABASE_URL, a container, or embedded).
const port = process.env.E2E_PORT ?? '4100';
const server = await startTestServer({ PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
console.log(`e2e server on ${server.url}`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
