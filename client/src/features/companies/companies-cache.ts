// The companies list in Apollo's cache: one entry per search, sort, organization and archive choice,
// holding every page loaded so far ("load more" appends the next page to it).
import type { FieldPolicy, Reference, TypePolicies } from '@apollo/client';

interface ConnectionEntry {
  nodes: readonly Reference[];
  totalCount: number;
  endCursor: string | null;
}

const companiesField: FieldPolicy<ConnectionEntry> = {
  keyArgs: ['query', 'sort', 'includeArchived', 'organizationId'],
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

export const companiesTypePolicies: TypePolicies = {
  Query: { fields: { companies: companiesField } },
  Company: {
    fields: {
      contacts: { merge: (_existing, incoming: unknown) => incoming },
      sponsorships: { merge: (_existing, incoming: unknown) => incoming },
    },
  },
};
