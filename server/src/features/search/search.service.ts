import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { AppError } from '../../shared/errors.js';
import type { SearchGroupId, SearchProvider, SearchResult } from '../../shared/search.js';
import type { AthleteResult, PeopleSearchProvider, TeamResult } from './search.athletes.js';

/** Spec 000 §5 and §9: the search runs from 2 characters. */
export const MIN_QUERY_LENGTH = 2;
const MAX_QUERY_LENGTH = 200;
/** Results shown per group. */
export const RESULTS_PER_GROUP = 10;

export interface SearchGroup {
  id: SearchGroupId;
  label: string;
  results: SearchResult[];
  /** Every match; null when more match than are shown and the group does not count them. */
  total: number | null;
  hasMore: boolean;
  seeAllLink: string | null;
}

/**
 * The fixed order of the groups (schema/search.graphql), which decides among groups that all found
 * something, or all found nothing: people first, then pages, then tasks, then the viewer's mail.
 */
export const GROUP_PRIORITY = [
  'contacts',
  'users',
  'pages',
  'tasks',
  'mail',
] as const satisfies readonly SearchGroupId[];

/** The providers in priority order; a group missing or given twice stops the boot. */
function inPriorityOrder(providers: readonly SearchProvider[]): SearchProvider[] {
  return GROUP_PRIORITY.map((id) => {
    const matching = providers.filter((provider) => provider.id === id);
    const [provider] = matching;
    if (!provider || matching.length > 1) {
      throw new Error(`Search group '${id}' needs exactly one provider, found ${matching.length}.`);
    }
    return provider;
  });
}

/** The trimmed query; BAD_USER_INPUT beyond MAX_QUERY_LENGTH. */
function checkedQuery(query: string): string {
  const trimmed = query.trim();
  if (trimmed.length > MAX_QUERY_LENGTH) {
    throw new AppError('BAD_USER_INPUT', 'Invalid input: query', {
      fieldErrors: { query: `Query must be at most ${MAX_QUERY_LENGTH} characters` },
    });
  }
  return trimmed;
}

const hitsOf = <Result>(answer: Result[] | { results: Result[]; total?: number }) =>
  Array.isArray(answer) ? { results: answer } : answer;

/**
 * A group's page of hits: at most RESULTS_PER_GROUP shown, the count when the provider gave one (or
 * when fewer came back than asked), and whether there are more (providers are asked for one extra).
 */
function shownHits<Result>(hits: { results: Result[]; total?: number }) {
  const results = hits.results.slice(0, RESULTS_PER_GROUP);
  const total = hits.total ?? (hits.results.length > RESULTS_PER_GROUP ? null : results.length);
  return { results, total, hasMore: total === null || total > results.length };
}

/** The top-bar search: every feature's group (their modules' searchProviders), queried side by side. */
export class SearchService {
  private readonly providers: readonly SearchProvider[];

  constructor(
    providers: readonly SearchProvider[],
    private readonly peopleProviders: readonly PeopleSearchProvider[] = [],
  ) {
    this.providers = inPriorityOrder(providers);
  }

  /** The athletes and teams the viewer may see (search.athletes.ts), athletes first. */
  async people(viewer: Viewer | null, query: string) {
    const signedIn = requireViewer(viewer);
    const trimmed = checkedQuery(query);
    const tooShort = trimmed.length < MIN_QUERY_LENGTH;
    return Promise.all(
      this.peopleProviders.map(async (provider) => {
        const answer = tooShort
          ? []
          : await provider.search(signedIn, { query: trimmed, limit: RESULTS_PER_GROUP + 1 });
        return {
          id: provider.id,
          label: provider.label,
          ...shownHits<AthleteResult | TeamResult>(hitsOf(answer)),
        };
      }),
    );
  }

  async search(viewer: Viewer | null, query: string, language?: string | null): Promise<SearchGroup[]> {
    const signedIn = requireViewer(viewer);
    const trimmed = checkedQuery(query);
    const tooShort = trimmed.length < MIN_QUERY_LENGTH;
    const groups = await Promise.all(
      this.providers.map(async (provider): Promise<SearchGroup> => {
        const hits = tooShort
          ? { results: [] as SearchResult[] }
          : hitsOf<SearchResult>(
              await provider.search(signedIn, {
                query: trimmed,
                language: language ?? null,
                // One more than shown: a group that does not count still tells whether there are more.
                limit: RESULTS_PER_GROUP + 1,
              }),
            );
        const shown = shownHits<SearchResult>(hits);
        return {
          id: provider.id,
          label: provider.label,
          ...shown,
          // Only a group that found something offers its list: nobody is sent to a list they cannot read.
          seeAllLink: shown.results.length > 0 ? (provider.seeAllLink?.(trimmed) ?? null) : null,
        };
      }),
    );
    // Groups with results first; otherwise (and among themselves) the fixed priority. sort is stable.
    return groups.sort((a, b) => Number(a.results.length === 0) - Number(b.results.length === 0));
  }
}
