import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';

/** A search box's text as typed, and the trimmed query it asks for once typing pauses. */
export function useSearchText() {
  const [searchText, setSearchText] = useState('');
  const query = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  return { searchText, setSearchText, query };
}
