import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { boundaryRules } from '../../eslint.boundaries.js';

// import/no-cycle (eslint.boundaries.js) refuses an import cycle of any length in server/src and client/src.
// These fixture pairs on disk (a cycle needs both of its files) are linted with the same rule settings.
const root = path.resolve(import.meta.dirname, '../..');
const FIXTURES = 'tests/lint/fixtures/cycle';
const RULE = 'import/no-cycle';

let eslint: ESLint;
beforeAll(async () => {
  const [boundaries] = boundaryRules;
  eslint = new ESLint({
    cwd: root,
    // The fixtures are ignored by `npm run lint` (the ring is a cycle on purpose).
    ignore: false,
    overrideConfig: {
      files: [`${FIXTURES}/**/*.ts`],
      plugins: boundaries.plugins,
      settings: boundaries.settings,
      rules: { [RULE]: boundaries.rules[RULE] },
    },
  });
  // The first lint loads the configuration, the parser and the import resolver: set-up, not a test.
  await eslint.lintText('export {};\n', { filePath: path.join(root, FIXTURES, 'warm-up.ts') });
});

async function cycleErrors(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([path.join(root, FIXTURES, file)]);
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((m) => m.message);
}

describe('import cycles', () => {
  it('the boundaries refuse a cycle however long', () => {
    expect(boundaryRules[0].rules[RULE]).toEqual(['error', { maxDepth: Infinity }]);
  });

  it('two modules importing each other’s values are both refused', async () => {
    const a = await cycleErrors('ring-a.ts');
    const b = await cycleErrors('ring-b.ts');
    expect(a).toHaveLength(1);
    expect(a[0]).toContain('Dependency cycle');
    expect(b).toHaveLength(1);
  });

  it('a type-only import back closes no cycle', async () => {
    expect(await cycleErrors('typed-a.ts')).toEqual([]);
    expect(await cycleErrors('typed-b.ts')).toEqual([]);
  });
});
