// A keyset list in Apollo's cache: one entry per set of filters (every argument but the page's),
// holding every page loaded so far ("load more" appends the next page to it, without repeats).
import type { FieldPolicy, Reference } from '@apollo/client';

interface ConnectionEntry {
  nodes: readonly Reference[];
  totalCount: number;
  endCursor: string | null;
}

/** A keyset connection field: keyed by every argument but the page's, later pages appended. */
export function connectionField(): FieldPolicy<ConnectionEntry> {
  return {
    keyArgs: (args) =>
      JSON.stringify(
        Object.fromEntries(
          Object.entries(args ?? {})
            .filter(
              ([name, value]) =>
                name !== 'first' && name !== 'after' && value !== null && value !== undefined,
            )
            .sort(([a], [b]) => a.localeCompare(b)),
        ),
      ),
    merge(existing, incoming, { args, readField }) {
      if (!existing || !args?.after) return incoming;
      const seen = new Set(existing.nodes.map((node) => readField<string>('id', node)));
      return {
        ...incoming,
        nodes: [
          ...existing.nodes,
          ...incoming.nodes.filter((node) => !seen.has(readField<string>('id', node))),
        ],
      };
    },
  };
}
