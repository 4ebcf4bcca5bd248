import { ConfigError, loadConfig } from './config/config.js';
import { DatabaseLockedError, openDatabase } from './db/database.js';
import { DEMO_PERSONAS } from './features/users/index.js';
import { createServer } from './app/server.js';
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
  const lines = [`Arena is running at ${url}`];
  lines.push(
    database.embedded ? `Database: embedded PostgreSQL in ${config.dataDir}` : 'Database: DATABASE_URL',
  );
  if (config.database.seedDemo) {
    const admin = DEMO_PERSONAS.superAdmin;
    lines.push(`Demo sign-in: ${admin.email} / ${admin.password} (more personas in README.md)`);
  }
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
