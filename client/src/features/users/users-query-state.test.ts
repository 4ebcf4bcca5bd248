import { describe, expect, it } from 'vitest';
import { nextSort, parseUsersQuery, serializeUsersQuery } from './users-query-state';

describe('users query state', () => {
  it('reads defaults from an empty address and ignores nonsense', () => {
    expect(parseUsersQuery(new URLSearchParams('page=-3&size=7&sort=password&status=gone'))).toEqual({
      page: 0,
      size: 10,
      sort: { field: 'name', order: 'asc' },
      search: '',
      status: null,
      roleId: null,
    });
  });

  it('round-trips a full state and leaves defaults out of the address', () => {
    const params = new URLSearchParams('page=2&size=20&sort=email&order=desc&q=ece&status=suspended&role=r1');
    const state = parseUsersQuery(params);
    expect(serializeUsersQuery(state).toString()).toBe(params.toString());
    expect(serializeUsersQuery(parseUsersQuery(new URLSearchParams())).toString()).toBe('');
  });

  it('sorts a new column ascending and flips the same one', () => {
    expect(nextSort({ field: 'name', order: 'asc' }, 'email')).toEqual({ field: 'email', order: 'asc' });
    expect(nextSort({ field: 'name', order: 'asc' }, 'name')).toEqual({ field: 'name', order: 'desc' });
    expect(nextSort({ field: 'name', order: 'desc' }, 'name')).toEqual({ field: 'name', order: 'asc' });
  });
});
