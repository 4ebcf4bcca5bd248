import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';

/** Liveness (`/health`) and readiness (`/ready`: the database answers within 2 s). */
export function registerHealthRoutes(app: FastifyInstance, dataSource: DataSource): void {
  app.get('/health', async () => ({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }));
  app.get('/ready', async (_request, reply) => {
    try {
      await Promise.race([
        dataSource.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
