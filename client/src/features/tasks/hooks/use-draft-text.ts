import { useState } from 'react';

/**
 * A text field's draft over its saved value: when the saved value changes elsewhere (another screen, a
 * rollback) the draft follows, unless the field is marked focused (being typed in).
 */
export function useDraftText(saved: string) {
  const [draft, setDraft] = useState(saved);
  const [seen, setSeen] = useState(saved);
  const [focused, setFocused] = useState(false);
  if (seen !== saved) {
    setSeen(saved);
    if (!focused) setDraft(saved);
  }
  return { draft, setDraft, setFocused };
}
