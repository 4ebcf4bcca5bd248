// The registrations queue in Apollo's cache: one `registrations` entry per set of filters (status, team,
// search), pages appended; one `registrationCounts` entry per team filter. A decision moves its row between
// the status lists and its count between the tabs by editing those entries: nothing is fetched again.
import type { ApolloCache, Reference, TypePolicies } from '@apollo/client';
import { connectionField } from '../../components/data-table';
import type { RegistrationStatus } from '../../generated/graphql';

export const registrationsTypePolicies: TypePolicies = {
  Query: { fields: { registrations: connectionField() } },
};

interface Entry {
  nodes: readonly Reference[];
  totalCount?: number;
  endCursor: string | null;
}

/** The filters of a `registrations` entry, from its store name (`registrations:{"status":"pending"}`). */
function filtersOf(storeFieldName: string): { status?: string; teamId?: string; query?: string } {
  const json = storeFieldName.slice(storeFieldName.indexOf(':') + 1);
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * Moves a decided registration: out of the lists of its former status, into the loaded part of the lists
 * of its new status (newest first, as the server orders them), and its count from one tab to the other.
 */
export function placeDecided(
  cache: ApolloCache,
  decided: { id: string; status: RegistrationStatus; teamId: string; submittedAt: string },
  before: RegistrationStatus,
): void {
  if (decided.status === before) return;
  const ref = cache.identify({ __typename: 'Registration', id: decided.id });
  if (!ref) return;
  cache.modify({
    fields: {
      registrationCounts(value, { storeFieldName }) {
        const existing = value as Record<string, number>;
        const { teamId } = filtersOf(storeFieldName);
        if (teamId && teamId !== decided.teamId) return existing;
        return {
          ...existing,
          [before]: Math.max(0, (existing[before] ?? 0) - 1),
          [decided.status]: (existing[decided.status] ?? 0) + 1,
        };
      },
      registrations(value, { storeFieldName, readField, toReference }) {
        const existing = value as Entry;
        const filters = filtersOf(storeFieldName);
        if (!filters.status || (filters.teamId && filters.teamId !== decided.teamId)) return existing;
        const has = existing.nodes.some((node) => readField<string>('id', node) === decided.id);
        const count = (change: number) =>
          existing.totalCount === undefined ? {} : { totalCount: Math.max(0, existing.totalCount + change) };
        if (filters.status === before && has) {
          return {
            ...existing,
            ...count(-1),
            nodes: existing.nodes.filter((node) => readField<string>('id', node) !== decided.id),
          };
        }
        // A searched list may not match the row: it learns of it when asked again.
        if (filters.status !== decided.status || has || filters.query) return existing;
        const at = existing.nodes.findIndex(
          (node) => (readField<string>('submittedAt', node) ?? '') < decided.submittedAt,
        );
        // Older than every loaded row of a list with more pages: it belongs to a page not loaded yet.
        if (at === -1 && existing.endCursor) return existing;
        const node = toReference(ref) as Reference;
        const nodes = [...existing.nodes];
        nodes.splice(at === -1 ? nodes.length : at, 0, node);
        return { ...existing, ...count(1), nodes };
      },
    },
  });
}
