// PostgreSQL text cannot hold the NUL character (U+0000): a value with one fails in the driver
// ("invalid byte sequence for encoding UTF8: 0x00"), as a 500, whichever field it was sent in. It is
// refused once, where requests enter (app/input-guard.ts for HTTP bodies, query strings and paths;
// app/operation-limits.ts for GraphQL variables and literals), so no field has to remember it.

const MAX_NODES = 1_000_000;

/**
 * The path of the first string (or key) holding a NUL character in a parsed JSON value, e.g.
 * `input.emails.0.label`; '' when the value itself is such a string; undefined when there is none.
 * Walks without recursion, so a deeply nested body cannot overflow the stack.
 */
export function findNulByte(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  let visited = 0;
  while (stack.length > 0 && visited++ < MAX_NODES) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = path === '' ? key : `${path}.${key}`;
      if (key.includes('\u0000')) return childPath.replaceAll('\u0000', '\\u0000');
      stack.push([child, childPath]);
    }
  }
  return undefined;
}
