import type { PresenceStatus } from '../../generated/graphql';

// Spec 000 §4: online green, away amber, busy red, not-visible grey (labelled 'Invisible').
export const PRESENCE_STATUSES: readonly PresenceStatus[] = ['online', 'away', 'busy', 'not_visible'];

export const PRESENCE_COLORS: Record<PresenceStatus, string> = {
  online: 'green.500',
  away: 'yellow.500',
  busy: 'red.500',
  not_visible: 'gray.400',
};
