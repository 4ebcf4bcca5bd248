import { DateTime } from 'luxon';

// Pure date helpers of the conversation view: messages grouped by the day they were sent (in the
// viewer's time zone), day headers and HH:mm times. Luxon formats; the caller translates today/yesterday.

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

/** The time a message was sent, HH:mm in 24-hour form (spec 000 §2), or '' when unreadable. */
export function formatMessageTime(iso: string, { zone }: DayOptions = {}): string {
  const sent = toDateTime(iso, zone);
  return sent.isValid ? sent.toFormat('HH:mm') : '';
}

export type DayHeader = { relative: 'today' | 'yesterday' } | { date: string };

/**
 * What a day header says: today and yesterday relative to `now` (translated by the caller), any other
 * day as a full localised date ('Friday, November 20, 2026' / '20 Kasım 2026 Cuma'); the year is left
 * out for days of the current year.
 */
export function dayHeader(day: DateTime, now: DateTime, locale: string): DayHeader {
  const today = now.setZone(day.zone).startOf('day');
  const start = day.startOf('day');
  if (start.hasSame(today, 'day')) return { relative: 'today' };
  if (start.hasSame(today.minus({ days: 1 }), 'day')) return { relative: 'yesterday' };
  const format =
    start.year === today.year
      ? { weekday: 'long' as const, month: 'long' as const, day: 'numeric' as const }
      : DateTime.DATE_HUGE;
  return { date: start.setLocale(locale).toLocaleString(format) };
}
