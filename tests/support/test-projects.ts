// Which vitest project runs a test file (vitest.config.ts; CONTRIBUTING.md, "Tests"):
//
// - unit        server and tooling tests that need neither a database nor a server: the files listed
//               below, and any file named `*.unit.test.ts` under server/src or tests/. Node.
// - api         every other test file under server/src, tests/api and tests/lint. They start the real
//               server or a database through tests/support (useTestServer, provideTestDatabase), so a
//               server test file is an API test unless it is listed here or named `*.unit.test.ts`.
// - unit-client the client's `*.test.ts` (logic, caches, hooks), in jsdom.
// - client      the client's `*.test.tsx` (components and pages), in jsdom.
//
// tests/lint/test-projects.test.ts checks that every file listed here exists and that no pure test
// starts a server or a database.

/** Server and tooling test files that need neither a database nor a server. */
export const PURE_SERVER_TESTS = [
  'server/src/app/features.test.ts',
  'server/src/app/request-log.test.ts',
  'server/src/app/schema.test.ts',
  'server/src/config/config.test.ts',
  'server/src/features/tasks/highlight.test.ts',
  'server/src/shared/auth/jwt.test.ts',
  'server/src/shared/auth/scope.test.ts',
  'server/src/shared/auth/viewer-cache.test.ts',
  'server/src/shared/database-errors.test.ts',
  'server/src/shared/html.test.ts',
  'server/src/shared/language.test.ts',
  'server/src/shared/links.test.ts',
  'server/src/shared/localized-text.test.ts',
  'server/src/shared/pubsub.test.ts',
  'server/src/shared/rate-limit.test.ts',
  'server/src/shared/validation.test.ts',
  'tests/lint/boundaries.test.ts',
  'tests/lint/cycles.test.ts',
  'tests/lint/test-projects.test.ts',
] as const;

/** A new pure server test may be named so instead of being listed. */
export const PURE_TEST_GLOB = '{server/src,tests}/**/*.unit.test.ts';

/** Every server-side test file: the unit project's and the API project's together. */
export const SERVER_TEST_GLOBS = [
  'server/src/**/*.test.ts',
  'tests/api/**/*.test.ts',
  'tests/lint/**/*.test.ts',
] as const;

/** The client's logic tests (unit-client) and its component tests (client). */
export const CLIENT_UNIT_GLOB = 'client/src/**/*.test.ts';
export const CLIENT_COMPONENT_GLOB = 'client/src/**/*.test.tsx';
