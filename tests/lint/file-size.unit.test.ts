import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// No source file grows past about 400 lines (CONTRIBUTING.md): a longer one is split by subject — a
// service into its reads and writes, a test file into one file per subject with a `<name>.test-kit.ts`
// for the set-up they share. Seeds (demo data), generated code and migrations are exempt.

const root = path.resolve(import.meta.dirname, '../..');
const MOST_LINES = 400;

const EXEMPT = [
  /(^|\/)generated\//,
  /\.seed\.ts$/,
  /\.data\.ts$/,
  /\/db\/migrations\//,
  /(^|\/)tests\/lint\/fixtures\//,
];

/** The repository's source files as git sees them (tracked, and new ones not ignored). */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.includes('node_modules'))
    .filter((file) => !EXEMPT.some((pattern) => pattern.test(file)));
}

const lineCount = (file: string) => {
  try {
    return readFileSync(path.join(root, file), 'utf8').split('\n').length - 1;
  } catch {
    return 0; // listed by git but deleted in the working tree
  }
};

describe('file size', () => {
  it(`keeps every source file outside seeds and generated code at ${MOST_LINES} lines or fewer`, () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MOST_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
