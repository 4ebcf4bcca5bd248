import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../components/ui/use-debounced-value';
import { parseUsersQuery, serializeUsersQuery, type UsersQueryState } from '../users-query-state';

// Why this is more than `useSearchParams`: every navigation re-runs the route loaders before the new
// address shows, and the router then renders it in a transition, so for a while after a change the
// address (and anything read from it in a render or an effect's closure) is the OLD one. Building a
// change on it wrote old values back: a status chosen right after the search box was cleared was lost
// when the paused search was written a moment later (or brought the cleared search back). Here the page
// keeps the list's state itself: every change builds on the last state asked for, the address only
// follows it, and an address arriving late from one of the page's own writes changes nothing. Only a
// navigation the page did not make (a link, back and forward) replaces the state.

/** The history-state key marking the entries a page wrote, with that page's id. */
const WRITER_KEY = 'arena.usersQuery';
let pages = 0;

function writerOf(state: unknown): unknown {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[WRITER_KEY] : null;
}

const sameQuery = (a: UsersQueryState, b: UsersQueryState) =>
  serializeUsersQuery(a).toString() === serializeUsersQuery(b).toString();

/**
 * The users list's paging, sorting, search and filters, kept in the address (users-query-state.ts),
 * and the search box's text, which reaches the query after a pause in typing.
 */
export function useUsersQuery() {
  const location = useLocation();
  const navigate = useNavigate();
  // Unique per mounted page (a reload or a new visit is another page): history state outlives both.
  const [writer] = useState(() => `${Date.now().toString(36)}.${++pages}`);

  const [query, setShownQuery] = useState(() => parseUsersQuery(new URLSearchParams(location.search)));
  // The same state, for changes made before React renders again (an event and an effect in one tick).
  const latest = useRef(query);

  const [searchText, setSearchText] = useState(query.search);
  const debouncedSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);

  const setQuery = useCallback(
    (changes: Partial<UsersQueryState>) => {
      const next = { ...latest.current, ...changes };
      if (sameQuery(next, latest.current)) return;
      latest.current = next;
      setShownQuery(next);
      void navigate(
        { search: serializeUsersQuery(next).toString() },
        { replace: true, state: { [WRITER_KEY]: writer } },
      );
    },
    [navigate, writer],
  );

  // The typed search, once typing pauses: built on the latest state, not on this render's address.
  useEffect(() => {
    const search = debouncedSearch.trim();
    if (search !== latest.current.search) setQuery({ search, page: 0 });
  }, [debouncedSearch, setQuery]);

  // An address the page did not write replaces the state, and the search box shows its search.
  useEffect(() => {
    if (writerOf(location.state) === writer) return;
    const arrived = parseUsersQuery(new URLSearchParams(location.search));
    if (sameQuery(arrived, latest.current)) return;
    latest.current = arrived;
    setShownQuery(arrived);
    setSearchText(arrived.search);
  }, [location, writer]);

  /** Clears the search box and the filters at once (the box does not wait for a pause). */
  const clearFilters = useCallback(() => {
    setSearchText('');
    setQuery({ search: '', status: null, roleId: null, page: 0 });
  }, [setQuery]);

  return { query, setQuery, searchText, setSearchText, clearFilters };
}
