import { createRequire } from 'node:module';
import { configDefaults, defineConfig } from 'vitest/config';
import {
  CLIENT_COMPONENT_GLOB,
  CLIENT_UNIT_GLOB,
  PURE_SERVER_TESTS,
  PURE_TEST_GLOB,
  SERVER_TEST_GLOBS,
} from './tests/support/test-projects.js';

const require = createRequire(import.meta.url);

// Node resolves `graphql` to its CommonJS build, as do @graphql-tools and Apollo; Vite would pick the ESM
// build for our own files, and two copies of graphql refuse each other's schemas.
const oneGraphql = { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] };

// Four projects, by what a test needs (which file goes where: tests/support/test-projects.ts):
//   unit         server and tooling tests without a database or a server      npm run test:unit
//   unit-client  the client's logic tests, in jsdom                           npm run test:unit
//   api          server and HTTP tests over a real database                   npm run test:api
//   client       the client's component tests, in jsdom                       npm run test:client
// `vitest run` (npm test) runs all four; the end-to-end tests are Playwright's (npm run test:e2e).
export default defineConfig({
  test: {
    // Two cores: two files at a time.
    maxWorkers: 2,
    projects: [
      {
        resolve: oneGraphql,
        test: {
          name: 'unit',
          environment: 'node',
          include: [...PURE_SERVER_TESTS, PURE_TEST_GLOB],
        },
      },
      {
        resolve: oneGraphql,
        test: {
          name: 'api',
          environment: 'node',
          include: [...SERVER_TEST_GLOBS],
          exclude: [...configDefaults.exclude, ...PURE_SERVER_TESTS, PURE_TEST_GLOB],
          // Each file starts its own server and database.
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'unit-client',
          environment: 'jsdom',
          include: [CLIENT_UNIT_GLOB],
          setupFiles: ['client/src/test/setup.ts'],
          // Each file in a VM context of its own (its own jsdom and modules) inside workers that stay up:
          // no process started and no jsdom loaded per file, four times faster than a fork per file.
          pool: 'vmThreads',
        },
      },
      {
        test: {
          name: 'client',
          environment: 'jsdom',
          include: [CLIENT_COMPONENT_GLOB],
          setupFiles: ['client/src/test/setup.ts'],
          // A fork per file. Tried and dropped: shared workers (`isolate: false`) let Zag's dismissable
          // layers and dialogs of one file outlive it into the next; VM contexts run jsdom's animation
          // frames where users-page.test.tsx's fake timers stop them in a fork.
        },
      },
    ],
  },
});
