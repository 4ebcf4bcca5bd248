import type { Viewer } from '../../shared/auth/viewer.js';
import { links } from '../../shared/links.js';
import type { SearchProvider } from '../../shared/search.js';
import type { ContactPage } from './contacts.service.js';

/** What the contacts group needs: the contacts service satisfies it. */
export interface ContactSource {
  page(
    viewer: Viewer,
    args: { query: string; first: number },
    options: { count: boolean },
  ): Promise<ContactPage>;
}

/**
 * The top bar's Contacts group: the viewer's organization's contacts whose name contains the query,
 * sorted by name, with how many match in all — the same filter, index and policy as the contacts list,
 * so a viewer who is not staff gets an empty group (contacts.policy.ts). "See all" opens that list.
 */
export function contactsSearchProvider(contacts: ContactSource): SearchProvider {
  return {
    id: 'contacts',
    label: 'Contacts',
    async search(viewer, { query, limit }) {
      const page = await contacts.page(viewer, { query, first: limit }, { count: true });
      return {
        results: page.nodes.map((contact) => ({
          __typename: 'ContactSearchResult',
          avatar: contact.avatar,
          name: contact.name,
          link: links.contact(contact.id),
          value: contact.name,
        })),
        total: page.totalCount,
      };
    },
    seeAllLink: (query) => links.contactsSearch(query),
  };
}
