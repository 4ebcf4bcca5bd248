// Spec 000 §5, §9: the search runs only with at least 2 characters, 300 ms after the last keystroke
// (SEARCH_DEBOUNCE_MS, shared by every search box).
export const SEARCH_MIN_LENGTH = 2;

/** The term to send, or null when the input is too short to search (results then stay empty). */
export function searchTerm(input: string): string | null {
  const term = input.trim();
  return term.length >= SEARCH_MIN_LENGTH ? term : null;
}
