// The client side of the server's keyset lists (docs/adr/0002-keyset-paging.md): the first page asks
// for `totalCount` (the list's documents take `$withCount: Boolean! = true` and write
// `totalCount @include(if: $withCount)`), every later page and every export page does not — counting
// 100,000 rows again for each "load more" costs more than the page. The count the first page brought
// is kept while pages are appended.

/** The variables of a page after the first: the cursor, and no count. */
export function laterPage<Variables extends object>(
  variables: Variables,
  after: string,
  first?: number,
): Variables & { after: string; withCount: false } {
  return { ...variables, ...(first === undefined ? {} : { first }), after, withCount: false };
}

interface Connection<Node> {
  nodes: Node[];
  endCursor?: string | null;
  totalCount?: number;
}

/**
 * The connection with the next page appended: its nodes after the previous ones, its cursor, and the
 * count of the first page (a later page carries none).
 */
export function appendPage<Node, Page extends Connection<Node>>(previous: Page, next: Page): Page {
  return {
    ...next,
    totalCount: next.totalCount ?? previous.totalCount,
    nodes: [...previous.nodes, ...next.nodes],
  };
}
