import { defineConfig } from 'vitest/config';

// Two projects: server and API tests in Node against a real PostgreSQL, client component tests in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'tests/api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file starts its own server and database; two cores run two at a time.
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/src/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
        },
      },
    ],
  },
});
