import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { AppError } from '../../shared/errors.js';
import type { SearchGroupId, SearchProvider, SearchResult } from './search.providers.js';

/** Spec 000 §5 and §9: the search runs from 2 characters. */
export const MIN_QUERY_LENGTH = 2;
const MAX_QUERY_LENGTH = 200;
const RESULTS_PER_GROUP = 10;

export interface SearchGroup {
  id: SearchGroupId;
  label: string;
  results: SearchResult[];
}

/** The top-bar search: every registered group, queried side by side. */
export class SearchService {
  constructor(private readonly providers: readonly SearchProvider[]) {}

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
