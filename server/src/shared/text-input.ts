// PostgreSQL text cannot hold the NUL character (U+0000): a value with one fails in the driver
// ("invalid byte sequence for encoding UTF8: 0x00"), as a 500, whichever field it was sent in. An
// unpaired UTF-16 surrogate (U+D800–U+DFFF alone, `"\uD800x"` in JSON) is no character at all: the
// driver stores U+FFFD in its place silently, and a jsonb value (the audit row) refuses it as a 500.
// Both are refused once, where requests enter (app/input-guard.ts for HTTP bodies, query strings and
// paths; app/operation-limits.ts for GraphQL variables and literals), so no field has to remember them.

const MAX_NODES = 1_000_000;

/** What makes a text unstorable: a NUL character, or a surrogate without its pair. */
export type UnsafeText = 'nul' | 'surrogate';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What a text holds that PostgreSQL cannot store, if anything. */
export function unsafeText(text: string): UnsafeText | undefined {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'surrogate' : undefined;
}

/** A path made printable: a NUL or a lone surrogate in a key is written as its escape. */
const printable = (path: string) =>
  path.replace(
    new RegExp(`\u0000|${LONE_SURROGATE.source}`, 'g'),
    (character) => `\\u${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );

/**
 * The first string (or key) of a parsed JSON value that holds a NUL character or an unpaired
 * surrogate: its path, e.g. `input.emails.0.label` ('' when the value itself is such a string), and
 * what it holds; undefined when there is none. Walks without recursion, so a deeply nested body
 * cannot overflow the stack.
 */
export function findUnsafeText(value: unknown): { path: string; problem: UnsafeText } | undefined {
  const stack: [unknown, string][] = [[value, '']];
  let visited = 0;
  while (stack.length > 0 && visited++ < MAX_NODES) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      const problem = unsafeText(current);
      if (problem) return { path, problem };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = path === '' ? key : `${path}.${key}`;
      const problem = unsafeText(key);
      if (problem) return { path: printable(childPath), problem };
      stack.push([child, childPath]);
    }
  }
  return undefined;
}

/** The path of the first string (or key) holding a NUL character: see `findUnsafeText`. */
export function findNulByte(value: unknown): string | undefined {
  const found = findUnsafeText(value);
  return found?.problem === 'nul' ? found.path : undefined;
}
