import type { SearchProvider } from '../../shared/search.js';
import type { NavigationService } from './navigation.service.js';

/**
 * The top bar's Pages group: menu pages the viewer may open (the menu's own rule, navigation.policy.ts)
 * whose title or subtitle matches in the viewer's language, with how many match in all. The menu is the
 * full list of pages, so the group has no "see all" page.
 */
export function pagesSearchProvider(navigation: Pick<NavigationService, 'searchPages'>): SearchProvider {
  return {
    id: 'pages',
    label: 'Pages',
    async search(viewer, { query, language, limit }) {
      const { hits, total } = await navigation.searchPages(viewer, query, { language, limit });
      return {
        results: hits.map((hit) => ({
          __typename: 'PageSearchResult',
          title: hit.title,
          link: hit.link,
          value: hit.title,
        })),
        total,
      };
    },
  };
}
