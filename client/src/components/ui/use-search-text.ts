import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';

/**
 * A search box's text as typed, and the trimmed query it asks for once typing pauses. `initialText`
 * (a search given in the address, say) is asked for at once.
 */
export function useSearchText(initialText = '') {
  const [searchText, setSearchText] = useState(initialText);
  const query = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  return { searchText, setSearchText, query };
}
