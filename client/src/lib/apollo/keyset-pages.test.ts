import { describe, expect, it } from 'vitest';
import { appendPage, laterPage } from './keyset-pages';

describe('keyset pages on the client', () => {
  it('asks a later page for its cursor and no count, keeping the list’s filters', () => {
    expect(laterPage({ query: 'kaya', first: 25 }, 'c1')).toEqual({
      query: 'kaya',
      first: 25,
      after: 'c1',
      withCount: false,
    });
    expect(laterPage({ query: null, first: 25 }, 'c2', 500)).toEqual({
      query: null,
      first: 500,
      after: 'c2',
      withCount: false,
    });
  });

  it('appends the next page’s rows and cursor and keeps the first page’s count', () => {
    const first = { __typename: 'AthleteConnection', totalCount: 120, endCursor: 'c1', nodes: [{ id: 'a' }] };
    const next = { __typename: 'AthleteConnection', endCursor: 'c2', nodes: [{ id: 'b' }, { id: 'c' }] };
    expect(appendPage(first, next)).toEqual({
      __typename: 'AthleteConnection',
      totalCount: 120,
      endCursor: 'c2',
      nodes: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
    });
  });

  it('takes a fresh count when the later page brings one', () => {
    const merged = appendPage({ totalCount: 10, nodes: [1] }, { totalCount: 11, nodes: [2] });
    expect(merged.totalCount).toBe(11);
  });
});
