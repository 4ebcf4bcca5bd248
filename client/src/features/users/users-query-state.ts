// The list's paging, sorting, search and filters, kept in the address bar so a reload or a shared link
// shows the same page. Pure functions: parse and serialise the query string.
import type { AccountStatus } from './user-form-validation';
import { ACCOUNT_STATUSES } from './user-form-validation';

export type SortField = 'name' | 'email' | 'status' | 'createdAt';
const SORT_FIELDS: readonly SortField[] = ['name', 'email', 'status', 'createdAt'];

export interface UsersSort {
  field: SortField;
  order: 'asc' | 'desc';
}

export interface UsersQueryState {
  page: number;
  size: number;
  sort: UsersSort;
  search: string;
  status: AccountStatus | null;
  roleId: string | null;
}

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

export function parseUsersQuery(params: URLSearchParams): UsersQueryState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const field = params.get('sort');
  const status = params.get('status');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 0,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: {
      field: SORT_FIELDS.includes(field as SortField) ? (field as SortField) : 'name',
      order: params.get('order') === 'desc' ? 'desc' : 'asc',
    },
    search: params.get('q') ?? '',
    status: ACCOUNT_STATUSES.includes(status as AccountStatus) ? (status as AccountStatus) : null,
    roleId: params.get('role') || null,
  };
}

/** The query string for a state; defaults are left out so the plain page has a plain address. */
export function serializeUsersQuery(state: UsersQueryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page > 0) params.set('page', String(state.page));
  if (state.size !== DEFAULT_PAGE_SIZE) params.set('size', String(state.size));
  if (state.sort.field !== 'name') params.set('sort', state.sort.field);
  if (state.sort.order !== 'asc') params.set('order', state.sort.order);
  if (state.search.trim() !== '') params.set('q', state.search.trim());
  if (state.status) params.set('status', state.status);
  if (state.roleId) params.set('role', state.roleId);
  return params;
}

/** Clicking a column header: a new column sorts ascending, the same column flips direction. */
export function nextSort(current: UsersSort, field: SortField): UsersSort {
  if (current.field !== field) return { field, order: 'asc' };
  return { field, order: current.order === 'asc' ? 'desc' : 'asc' };
}
