import type { SearchGroupId } from '../generated/graphql.js';
import type { Viewer } from './auth/viewer.js';

// The top-bar search's contract (spec 000 §3 "Search result set"): features that own searchable data
// provide a group through their module's `searchProviders`; the search feature queries them all.

export type { SearchGroupId };

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

/** One group of the top-bar search. */
export interface SearchProvider {
  id: SearchGroupId;
  label: string;
  search(viewer: Viewer, options: SearchOptions): Promise<SearchResult[]>;
}
