import { DateTime } from 'luxon';

// The conversation view's days: messages grouped by the day they were sent, in the viewer's time zone.
// Day headings and times are formatted by lib/dates.ts, like every date on screen.

export interface DatedMessage {
  /** ISO 8601 timestamp. */
  createdAt: string;
}

export interface MessageDay<M extends DatedMessage> {
  /** The calendar day, e.g. '2026-11-21', unique within the list. */
  key: string;
  /** The start of that day in the zone used. */
  day: DateTime;
  messages: M[];
}

export interface DayOptions {
  /** IANA zone; the browser's zone unless given. */
  zone?: string;
}

const toDateTime = (iso: string, zone?: string) => {
  const parsed = DateTime.fromISO(iso, { setZone: false });
  return zone ? parsed.setZone(zone) : parsed.toLocal();
};

/**
 * Splits messages (already in display order, oldest first) into runs of the same calendar day: a new
 * group starts whenever the day changes. Messages with an invalid timestamp stay in the running group.
 */
export function groupMessagesByDay<M extends DatedMessage>(
  messages: readonly M[],
  { zone }: DayOptions = {},
): MessageDay<M>[] {
  const days: MessageDay<M>[] = [];
  for (const message of messages) {
    const sent = toDateTime(message.createdAt, zone);
    const current = days[days.length - 1];
    if (!sent.isValid) {
      if (current) current.messages.push(message);
      continue;
    }
    const key = sent.toISODate() ?? '';
    if (current?.key === key) current.messages.push(message);
    else days.push({ key, day: sent.startOf('day'), messages: [message] });
  }
  return days;
}
