import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { MailInput } from '../../../generated/graphql';
import type { MailRow } from '../mail-cache';

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** How long typing pauses before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 1200;

/**
 * The composer's draft saves itself: `schedule(input)` saves the latest input once typing pauses, one
 * save at a time (the first creates the draft, the next ones replace it). `settle()` waits for the saves
 * under way and answers the draft's id; `cancel()` drops a pending save (send and discard). A pending
 * save is made when the composer closes.
 */
export function useComposerDraft(
  initialDraftId: string | null,
  saveDraft: (id: string | null, input: MailInput) => Promise<MailRow | null>,
) {
  const [status, setStatus] = useState<DraftStatus>(initialDraftId ? 'saved' : 'idle');
  const draftId = useRef(initialDraftId);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef<MailInput | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const latestSave = useRef(saveDraft);
  useLayoutEffect(() => {
    latestSave.current = saveDraft;
  });

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const input = pending.current;
    pending.current = null;
    if (!input) return chain.current;
    chain.current = chain.current.then(async () => {
      setStatus('saving');
      const saved = await latestSave.current(draftId.current, input);
      if (saved) draftId.current = saved.id;
      setStatus(saved ? 'saved' : 'failed');
    });
    return chain.current;
  }, []);

  const schedule = useCallback(
    (input: MailInput) => {
      pending.current = input;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
    },
    [flush],
  );

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
  }, []);

  const settle = useCallback(async () => {
    await flush();
    return draftId.current;
  }, [flush]);

  // Closing the composer keeps what was typed.
  useEffect(() => () => void flush(), [flush]);

  return { status, schedule, flush, cancel, settle };
}
