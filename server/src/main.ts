import { ConfigError, loadConfig } from './config/config.js';
import { DatabaseLockedError, openDatabase } from './db/database.js';
import { createServer } from './app/server.js';
import { startupBanner } from './app/startup-banner.js';
import { loadOrCreateJwtSecret } from './shared/auth/jwt-secret.js';

// Boot only: config → database → app → listen → graceful shutdown.
async function main(): Promise<void> {
  const config = loadConfig();
  const jwtSecret = config.jwt.secret ?? (await loadOrCreateJwtSecret(config.dataDir));
  const database = await openDatabase(config);
  const server = await createServer({
    config,
    dataSource: database.dataSource,
    jwtSecret,
    preparedStatements: database.preparedStatements,
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      server.app.log.error('shutdown took longer than 15 s, exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await server.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      server.app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const url = await server.listen();
  const lines = await startupBanner({
    url,
    embedded: database.embedded !== undefined,
    dataDir: config.dataDir,
    seededDemo: config.database.seedDemo,
    dataSource: database.dataSource,
  });
  console.log(`\n  ${lines.join('\n  ')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error('Arena failed to start:', error);
  }
  process.exit(1);
});
