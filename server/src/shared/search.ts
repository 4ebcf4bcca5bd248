import type { SearchGroupId } from '../generated/graphql.js';
import type { Viewer } from './auth/viewer.js';

// The top-bar search's contract (spec 000 §3 "Search result set"): features that own searchable data
// provide a group through their module's `searchProviders`; the search feature queries them all, orders
// the groups and tells for each how many matched and where the full list is.

export type { SearchGroupId };

export interface ContactResult {
  __typename: 'ContactSearchResult';
  avatar: string | null;
  name: string;
  link: string;
  value: string;
}

export interface UserResult {
  __typename: 'UserSearchResult';
  id: string;
  avatar: string | null;
  name: string;
  email: string;
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

export interface MailResult {
  __typename: 'MailSearchResult';
  id: string;
  subject: string;
  senderName: string;
  date: Date;
  unread: boolean;
  link: string;
  value: string;
}

export type SearchResult = ContactResult | UserResult | PageResult | TaskResult | MailResult;

export interface SearchOptions {
  /** The trimmed query, at least 2 characters. */
  query: string;
  /** Interface language requested (en or tr; anything else means en). */
  language: string | null;
  /**
   * Most results the group may answer: one more than the top bar shows, so a group that does not count
   * its matches still tells whether there are more.
   */
  limit: number;
}

/** What a group found: at most `limit` results and, when the provider counts them, every match. */
export interface SearchHits {
  results: SearchResult[];
  /** How many match in all (the results included); left out when the provider does not count. */
  total?: number;
}

/** One group of the top-bar search. */
export interface SearchProvider {
  id: SearchGroupId;
  label: string;
  /** The matches the viewer may read, best first: a plain list, or the list with the count of all. */
  search(viewer: Viewer, options: SearchOptions): Promise<SearchResult[] | SearchHits>;
  /** The in-app list filtered by the query ("see all"), when the feature has one. */
  seeAllLink?(query: string): string;
}
