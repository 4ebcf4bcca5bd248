import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PURE_SERVER_TESTS } from '../support/test-projects.js';

// The unit project runs without a database or a server (tests/support/test-projects.ts). A file that
// starts one there would make the fast run slow, or fail it on a machine without PostgreSQL: it belongs
// to the API project instead.

const root = path.resolve(import.meta.dirname, '../..');

/** What starts a server or a database in a test file. */
const NEEDS_A_DATABASE = [
  /tests\/support\/(suite|server|database)(\.js)?['"]/,
  /\.\.?\/support\/(suite|server|database)(\.js)?['"]/,
  /db\/(embedded|database|data-source)(\.js)?['"]/,
  /\b(useTestServer|startTestServer|provideTestDatabase|startEmbeddedPostgres|openDatabase)\b/,
];

/** Files named `*.unit.test.ts` under server/src and tests/. */
function namedPureTests(): string[] {
  return ['server/src', 'tests'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.unit.test.ts') && !file.includes('node_modules'))
      .map((file) => path.posix.join(dir, file.split(path.sep).join('/'))),
  );
}

describe('the unit project', () => {
  it('lists only test files that exist', () => {
    const missing = PURE_SERVER_TESTS.filter((file) => !existsSync(path.join(root, file)));
    expect(missing, 'listed in tests/support/test-projects.ts but not found').toEqual([]);
  });

  it('starts neither a server nor a database', () => {
    // This file names the patterns it looks for, so it is left out of its own check.
    const self = 'tests/lint/test-projects.test.ts';
    const pure = [...PURE_SERVER_TESTS, ...namedPureTests()].filter((file) => file !== self);
    const offending = pure.filter((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return NEEDS_A_DATABASE.some((pattern) => pattern.test(text));
    });
    expect(offending, 'these need a database: leave them to the API project').toEqual([]);
  });

  it('would notice a file that does', () => {
    const suite = "import { useTestServer } from '../../../tests/support/suite.js';\n";
    const database = "import { openDatabase } from '../../server/src/db/database.js';\n";
    for (const text of [suite, database, 'const fixture = useTestServer();\n']) {
      expect(
        NEEDS_A_DATABASE.some((pattern) => pattern.test(text)),
        text,
      ).toBe(true);
    }
    expect(NEEDS_A_DATABASE.some((pattern) => pattern.test("import { x } from './pubsub.js';\n"))).toBe(
      false,
    );
  });
});
