import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { AppError } from '../../shared/errors.js';
import type { SearchGroupId, SearchProvider, SearchResult } from '../../shared/search.js';

/** Spec 000 §5 and §9: the search runs from 2 characters. */
export const MIN_QUERY_LENGTH = 2;
const MAX_QUERY_LENGTH = 200;
const RESULTS_PER_GROUP = 10;

export interface SearchGroup {
  id: SearchGroupId;
  label: string;
  results: SearchResult[];
}

/** The schema's promise: always these groups, in this order (schema/search.graphql). */
const GROUP_ORDER = ['contacts', 'pages', 'tasks'] as const satisfies readonly SearchGroupId[];

/** The providers in the schema's group order; a group missing or given twice stops the boot. */
function inGroupOrder(providers: readonly SearchProvider[]): SearchProvider[] {
  return GROUP_ORDER.map((id) => {
    const matching = providers.filter((provider) => provider.id === id);
    const [provider] = matching;
    if (!provider || matching.length > 1) {
      throw new Error(`Search group '${id}' needs exactly one provider, found ${matching.length}.`);
    }
    return provider;
  });
}

/** The top-bar search: every feature's group (their modules' searchProviders), queried side by side. */
export class SearchService {
  private readonly providers: readonly SearchProvider[];

  constructor(providers: readonly SearchProvider[]) {
    this.providers = inGroupOrder(providers);
  }

  async search(viewer: Viewer | null, query: string, language?: string | null): Promise<SearchGroup[]> {
    const signedIn = requireViewer(viewer);
    const trimmed = query.trim();
    if (trimmed.length > MAX_QUERY_LENGTH) {
      throw new AppError('BAD_USER_INPUT', 'Invalid input: query', {
        fieldErrors: { query: `Query must be at most ${MAX_QUERY_LENGTH} characters` },
      });
    }
    const tooShort = trimmed.length < MIN_QUERY_LENGTH;
    return Promise.all(
      this.providers.map(async (provider) => ({
        id: provider.id,
        label: provider.label,
        results: tooShort
          ? []
          : await provider.search(signedIn, {
              query: trimmed,
              language: language ?? null,
              limit: RESULTS_PER_GROUP,
            }),
      })),
    );
  }
}
