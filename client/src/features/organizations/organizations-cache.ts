// The organizations list in Apollo's cache: one entry per search, type, sort and archive choice, holding
// every page loaded so far ("load more" appends the next page to it).
import type { FieldPolicy, Reference, TypePolicies } from '@apollo/client';

interface ConnectionEntry {
  nodes: readonly Reference[];
  totalCount: number;
  endCursor: string | null;
}

const organizationsField: FieldPolicy<ConnectionEntry> = {
  keyArgs: ['query', 'type', 'sort', 'includeArchived'],
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

export const organizationsTypePolicies: TypePolicies = {
  Query: { fields: { organizations: organizationsField } },
};
