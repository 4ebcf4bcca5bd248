import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Saves as you type without a call per key: `schedule(value)` saves the latest value once typing pauses
 * for `delay` ms; `flush()` saves a pending value now (on blur). A value still pending when the
 * component goes away (the drawer closes, another task opens) is saved then.
 */
export function useDeferredSave<T>(save: (value: T) => void, delay: number) {
  const latestSave = useRef(save);
  useLayoutEffect(() => {
    latestSave.current = save;
  });
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next) latestSave.current(next.value);
  }, []);

  const schedule = useCallback(
    (value: T) => {
      pending.current = { value };
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, delay);
    },
    [delay, flush],
  );

  useEffect(() => flush, [flush]);
  return { schedule, flush };
}
