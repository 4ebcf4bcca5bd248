import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailInput } from '../../../generated/graphql';
import type { MailRow } from '../mail-cache';
import { DRAFT_SAVE_DELAY_MS, useComposerDraft } from './use-composer-draft';

const saved = (id: string) => ({ id }) as MailRow;

describe('useComposerDraft', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once typing pauses: the first save creates the draft, the next replace it', async () => {
    const save = vi.fn(async (_id: string | null, _input: MailInput) => saved('d1'));
    const { result } = renderHook(() => useComposerDraft(null, save));
    expect(result.current.status).toBe('idle');
    act(() => {
      result.current.schedule({ subject: 'H' });
      result.current.schedule({ subject: 'Hi' });
    });
    expect(save).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
    });
    expect(save).toHaveBeenCalledExactlyOnceWith(null, { subject: 'Hi' });
    expect(result.current.status).toBe('saved');
    act(() => result.current.schedule({ subject: 'Hi there' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
    });
    expect(save).toHaveBeenLastCalledWith('d1', { subject: 'Hi there' });
  });

  it('drops a pending save when sending or discarding, and says a refused save', async () => {
    const save = vi.fn(async () => null);
    const { result } = renderHook(() => useComposerDraft('d9', save));
    expect(result.current.status).toBe('saved');
    act(() => {
      result.current.schedule({ subject: 'x' });
      result.current.cancel();
    });
    await act(async () => {
      expect(await result.current.settle()).toBe('d9');
    });
    expect(save).not.toHaveBeenCalled();
    act(() => result.current.schedule({ subject: 'y' }));
    await act(async () => {
      await result.current.flush();
    });
    expect(result.current.status).toBe('failed');
  });

  it('keeps what was typed when the composer closes', async () => {
    const save = vi.fn(async () => saved('d2'));
    const { result, unmount } = renderHook(() => useComposerDraft(null, save));
    act(() => result.current.schedule({ subject: 'Bye' }));
    unmount();
    await vi.waitFor(() => expect(save).toHaveBeenCalledExactlyOnceWith(null, { subject: 'Bye' }));
  });
});
