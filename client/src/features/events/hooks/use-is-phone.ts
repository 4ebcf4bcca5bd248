import { useSyncExternalStore } from 'react';

/** Below Chakra's `md` breakpoint: the calendar opens on the day's agenda, the filters fold away. */
const PHONE_QUERY = '(max-width: 767.98px)';

function subscribePhone(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is a phone's (narrower than 768 px). */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
