import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Two projects: server and API tests in Node against a real PostgreSQL, client component tests in jsdom.
export default defineConfig({
  test: {
    // Each server test file starts its own server and database; two cores run two files at a time.
    maxWorkers: 2,
    projects: [
      {
        // Node resolves `graphql` to its CommonJS build, as do @graphql-tools and Apollo; Vite would pick
        // the ESM build for our own files, and two copies of graphql refuse each other's schemas.
        resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
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
