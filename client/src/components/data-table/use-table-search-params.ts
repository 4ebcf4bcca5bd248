import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../ui/use-debounced-value';

/** The address parameter that holds a list's search. */
export const SEARCH_PARAM = 'q';

export interface TableSearchParams<Name extends string> {
  /** Each filter's value: the address's, else its default. */
  params: Record<Name, string>;
  /**
   * Sets a filter in the address as a new history entry (Back returns to the previous view); null or
   * the default removes it, so the address stays short.
   */
  setParam: (name: Name, value: string | null) => void;
  /** The search box's text as typed (give it to TableToolbar). */
  query: string;
  setQuery: (text: string) => void;
  /** The trimmed search, once typing pauses: what the list asks the API for (kept in the address as `q`). */
  search: string;
}

/**
 * A list's view state in the address bar (react-router's search params): filters by name with their
 * defaults, and the search, debounced and written without a new history entry per pause in typing.
 */
export function useTableSearchParams<Name extends string>({
  defaults,
}: {
  defaults: Record<Name, string>;
}): TableSearchParams<Name> {
  const [searchParams, setSearchParams] = useSearchParams();
  const addressSearch = searchParams.get(SEARCH_PARAM) ?? '';
  const [query, setQuery] = useState(addressSearch);
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);

  // The address every write starts from: the rendered one, or the last write when it has not rendered
  // yet. react-router's functional update hands a callback the params of the render it was made in,
  // so two changes in a row (or a handler kept by a component from an older render) would undo each
  // other's parameters.
  // A render caused by anything else (a query loading) may still carry the address from before a
  // write: only an address that changed since the last render replaces the last write.
  const address = useRef(searchParams);
  const rendered = useRef(searchParams.toString());
  const typed = useRef(query);
  useLayoutEffect(() => {
    const now = searchParams.toString();
    if (now !== rendered.current) {
      rendered.current = now;
      address.current = searchParams;
    }
    typed.current = query;
  });
  // The search of this list's last write, to tell its echo from Back, Forward or a link.
  const [lastWrittenSearch, setLastWrittenSearch] = useState(addressSearch);
  const write = useCallback(
    (change: (next: URLSearchParams) => void, replace: boolean) => {
      const next = new URLSearchParams(address.current);
      change(next);
      if (next.toString() === address.current.toString()) return;
      address.current = next;
      setLastWrittenSearch(next.get(SEARCH_PARAM) ?? '');
      setSearchParams(next, { replace });
    },
    [setSearchParams],
  );
  const putSearch = (next: URLSearchParams, text: string) => {
    if (text) next.set(SEARCH_PARAM, text);
    else next.delete(SEARCH_PARAM);
  };

  // Typing: the settled search goes into the address (replacing the entry).
  useEffect(() => {
    write((next) => putSearch(next, debounced), true);
    // Only a new settled text writes; Back or a link changing the address is read below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  // Back, Forward or a link: the box shows the address's search (adjusted while rendering). The
  // address catching up with this list's own last write is no such change: the person may have typed
  // on meanwhile, and the box keeps what they typed.
  const [seenAddressSearch, setSeenAddressSearch] = useState(addressSearch);
  if (seenAddressSearch !== addressSearch) {
    setSeenAddressSearch(addressSearch);
    const ownWrite = addressSearch === lastWrittenSearch;
    if (!ownWrite && query.trim() !== addressSearch) setQuery(addressSearch);
  }

  const keys = Object.keys(defaults) as Name[];
  const serialized = searchParams.toString();
  const params = useMemo(
    () =>
      Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? defaults[key]])) as Record<
        Name,
        string
      >,
    // The address's text stands for the params object; the defaults are constants of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [serialized],
  );

  // A filter change also settles what has been typed so far, so the search in the box is the one kept.
  const setParam = useCallback(
    (name: Name, value: string | null) => {
      write((next) => {
        putSearch(next, typed.current.trim());
        if (value === null || value === '' || value === defaults[name]) next.delete(name);
        else next.set(name, value);
      }, false);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [write],
  );

  // While the typed text has not settled yet the list keeps asking for the address's search.
  return { params, setParam, query, setQuery, search: addressSearch };
}
