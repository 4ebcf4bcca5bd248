import type { SearchProvider } from '../../shared/search.js';
import type { NavigationService } from './navigation.service.js';

/** The top bar's Pages group: menu pages the viewer may open whose title or subtitle matches. */
export function pagesSearchProvider(navigation: Pick<NavigationService, 'searchPages'>): SearchProvider {
  return {
    id: 'pages',
    label: 'Pages',
    async search(viewer, { query, language, limit }) {
      const hits = await navigation.searchPages(viewer, query, { language, limit });
      return hits.map((hit) => ({
        __typename: 'PageSearchResult',
        title: hit.title,
        link: hit.link,
        value: hit.title,
      }));
    },
  };
}
