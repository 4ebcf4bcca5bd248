import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDraftText } from './use-draft-text';

describe('useDraftText', () => {
  it('follows a saved value that changes elsewhere while the field is not focused', () => {
    const { result, rerender } = renderHook(({ saved }) => useDraftText(saved), {
      initialProps: { saved: 'Kit order' },
    });
    act(() => result.current.setDraft('Kit ord'));
    rerender({ saved: 'Kit order for U12' });
    expect(result.current.draft).toBe('Kit order for U12');
  });

  it('keeps what is being typed while the field is focused', () => {
    const { result, rerender } = renderHook(({ saved }) => useDraftText(saved), {
      initialProps: { saved: 'Kit order' },
    });
    act(() => {
      result.current.setFocused(true);
      result.current.setDraft('Kit order (typing');
    });
    rerender({ saved: 'Renamed elsewhere' });
    expect(result.current.draft).toBe('Kit order (typing');
  });
});
