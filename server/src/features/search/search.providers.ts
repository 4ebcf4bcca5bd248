import type { Viewer } from '../../shared/auth/viewer.js';

export type SearchGroupId = 'contacts' | 'pages' | 'tasks';

export interface ContactResult {
  __typename: 'ContactSearchResult';
  avatar: string | null;
  name: string;
  link: string;
  value: string;
}

export interface PageResult {
  __typename: 'PageSearchResult';
  title: string;
  link: string;
  value: string;
}

export interface TaskResult {
  __typename: 'TaskSearchResult';
  title: string;
  completed: boolean;
  link: string;
  value: string;
}

export type SearchResult = ContactResult | PageResult | TaskResult;

export interface SearchOptions {
  /** The trimmed query, at least 2 characters. */
  query: string;
  /** Interface language requested (en or tr; anything else means en). */
  language: string | null;
  /** Most results the group may answer. */
  limit: number;
}

/**
 * One group of the top-bar search (spec 000 §3 "Search result set"). A feature that owns searchable
 * data (contacts, tasks) implements this and is registered once in `searchProviders` below.
 */
export interface SearchProvider {
  id: SearchGroupId;
  label: string;
  search(viewer: Viewer, options: SearchOptions): Promise<SearchResult[]>;
}

/** What the pages group needs: the navigation service satisfies it. */
export interface PageSource {
  searchPages(
    viewer: Viewer,
    query: string,
    options: { language?: string | null; limit: number },
  ): Promise<{ title: string; link: string }[]>;
}

export function pagesProvider(pages: PageSource): SearchProvider {
  return {
    id: 'pages',
    label: 'Pages',
    async search(viewer, { query, language, limit }) {
      const hits = await pages.searchPages(viewer, query, { language, limit });
      return hits.map((hit) => ({
        __typename: 'PageSearchResult',
        title: hit.title,
        link: hit.link,
        value: hit.title,
      }));
    },
  };
}

/**
 * The groups in the order the spec lists them: contacts and tasks come from their features
 * (contacts.search.ts, tasks.search.ts), pages from the navigation the viewer can see.
 */
export function searchProviders(sources: {
  pages: PageSource;
  contacts: SearchProvider;
  tasks: SearchProvider;
}): SearchProvider[] {
  return [sources.contacts, pagesProvider(sources.pages), sources.tasks];
}
