import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { DateTime } from 'luxon';
import type { EventStatus } from './event.entity.js';
import { isOccurrence } from './events.recurrence.js';

// A calendar feed as RFC 5545 text (ical-generator): one VEVENT per event, a series as its stored RRULE
// with EXDATEs (not expanded), and one overriding VEVENT (same UID, RECURRENCE-ID) per occurrence that
// has its own state. Times carry the event's TZID and every zone used gets a VTIMEZONE built here with
// luxon, so a client repeats a series over wall times exactly as the server does (events.recurrence.ts).
//
// What goes in is the event's own data only: title, times, place, notes, status. No RSVP, attendance,
// athlete or guardian names, attendees or organizer: a feed must never carry other people's data.

/** An event as the feed writes it. */
export interface FeedEvent {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  /** The stored RFC 5545 rule, without DTSTART; null for a single event. */
  rrule: string | null;
  /** Local days (yyyy-MM-dd) left out of the series. */
  excludedDates: readonly string[];
  /** The start of the series' last occurrence. */
  lastStart: Date;
  venue: string | null;
  venueBranchName: string | null;
  notes: string | null;
  status: EventStatus;
  createdAt: Date;
  updatedAt: Date;
}

/** A stored occurrence with its own state (event_occurrences); null fields take the series' values. */
export interface FeedOccurrence {
  eventId: string;
  originalStart: Date;
  startsAt: Date;
  endsAt: Date;
  title: string | null;
  venue: string | null;
  notes: string | null;
  status: EventStatus | null;
  updatedAt: Date;
}

/** How long clients are asked to wait between refreshes (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

const STATUS_OF: Record<EventStatus, ICalEventStatus> = {
  scheduled: ICalEventStatus.CONFIRMED,
  done: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
};

/** The TZID an event's times carry; null for UTC, which ical-generator writes as `…Z` without one. */
function tzidOf(zone: string): string | null {
  return zone === 'UTC' ? null : zone;
}

/** An event's zone, or UTC when the stored one is unknown to the time-zone database. */
function zoneOf(event: FeedEvent): string {
  return DateTime.now().setZone(event.timeZone).isValid ? event.timeZone : 'UTC';
}

/** The instants a zone's VTIMEZONE must cover, widened as events are added. */
class ZoneSpans {
  private readonly spans = new Map<string, { from: number; to: number }>();

  add(zone: string, ...instants: Date[]): void {
    if (tzidOf(zone) === null) return;
    const times = instants.map((instant) => instant.getTime());
    const span = this.spans.get(zone);
    this.spans.set(zone, {
      from: Math.min(span?.from ?? Infinity, ...times),
      to: Math.max(span?.to ?? -Infinity, ...times),
    });
  }

  /** A VTIMEZONE per zone used, covering the years its events span. */
  vtimezones(): string[] {
    return [...this.spans].map(([zone, span]) => vtimezone(zone, new Date(span.from), new Date(span.to)));
  }
}

/**
 * The calendar text: `name` as its title, every event with its series rule, excluded dates and the
 * occurrences with their own state.
 */
export function writeFeed(input: {
  name: string;
  events: readonly FeedEvent[];
  occurrences: readonly FeedOccurrence[];
  now?: Date;
}): string {
  const spans = new ZoneSpans();
  const calendar = ical({
    name: input.name,
    prodId: { company: 'Arena', product: 'Arena calendar feed', language: 'EN' },
    ttl: REFRESH_SECONDS,
    // No calendar zone: DTSTAMP, CREATED and LAST-MODIFIED stay in UTC; each event names its own.
  });
  const stamp = input.now ?? new Date();
  const byEvent = new Map<string, FeedOccurrence[]>();
  for (const occurrence of input.occurrences) {
    byEvent.set(occurrence.eventId, [...(byEvent.get(occurrence.eventId) ?? []), occurrence]);
  }
  for (const event of input.events) {
    const zone = zoneOf(event);
    const duration = event.endsAt.getTime() - event.startsAt.getTime();
    spans.add(zone, event.startsAt, new Date(event.lastStart.getTime() + duration));
    addEvent(calendar, event, zone, stamp);
    if (!event.rrule) continue;
    const series = { ...event, timeZone: zone };
    for (const own of byEvent.get(event.id) ?? []) {
      // A stored row the series no longer gives would be an extra date in some clients: left out.
      if (!isOccurrence(series, own.originalStart)) continue;
      spans.add(zone, own.originalStart, own.startsAt, own.endsAt);
      addOverride(calendar, event, own, zone, stamp);
    }
  }
  // The VTIMEZONEs go in after the calendar's properties, before the first event (RFC 5545 §3.4: the
  // properties, then the components). ical-generator's own `timezone.generator` would write them before
  // REFRESH-INTERVAL and X-PUBLISHED-TTL; every zone in `spans` has an event, so there is a first one.
  const text = calendar.toString();
  const zones = spans.vtimezones();
  if (zones.length === 0) return text;
  // At the start of a line: a text value cannot hold one (its line breaks are escaped).
  const firstEvent = text.indexOf('\r\nBEGIN:VEVENT\r\n') + 2;
  return `${text.slice(0, firstEvent)}${zones.join('\r\n')}\r\n${text.slice(firstEvent)}`;
}

const at = (instant: Date) => DateTime.fromJSDate(instant, { zone: 'utc' });

const locationOf = (venue: string | null, event: FeedEvent) => venue ?? event.venueBranchName ?? null;

function addEvent(calendar: ICalCalendar, event: FeedEvent, zone: string, stamp: Date): void {
  calendar.createEvent({
    id: `${event.id}@arena`,
    start: at(event.startsAt),
    end: at(event.endsAt),
    timezone: tzidOf(zone),
    stamp,
    created: event.createdAt,
    lastModified: event.updatedAt,
    summary: event.title,
    location: locationOf(event.venue, event),
    description: event.notes,
    status: STATUS_OF[event.status],
    repeating: event.rrule ? ruleLines(event, zone) : null,
  });
}

function addOverride(
  calendar: ICalCalendar,
  event: FeedEvent,
  own: FeedOccurrence,
  zone: string,
  stamp: Date,
): void {
  // A cancelled series cancels every date; otherwise a date's own status wins (events.service.ts).
  const status = event.status === 'cancelled' ? 'cancelled' : (own.status ?? event.status);
  calendar.createEvent({
    id: `${event.id}@arena`,
    recurrenceId: at(own.originalStart),
    start: at(own.startsAt),
    end: at(own.endsAt),
    timezone: tzidOf(zone),
    stamp,
    created: event.createdAt,
    lastModified: own.updatedAt > event.updatedAt ? own.updatedAt : event.updatedAt,
    summary: own.title ?? event.title,
    location: locationOf(own.venue ?? event.venue, event),
    description: own.notes ?? event.notes,
    status: STATUS_OF[status],
  });
}

/**
 * The RRULE line (the stored rule; its UNTIL is already UTC, as RFC 5545 asks with a zoned DTSTART) and
 * an EXDATE for the excluded days, each at the series' wall time in its zone.
 */
function ruleLines(event: FeedEvent, zone: string): string {
  const lines = [`RRULE:${event.rrule!.replace(/^RRULE:/i, '')}`];
  if (event.excludedDates.length > 0) {
    const time = DateTime.fromJSDate(event.startsAt, { zone }).toFormat("'T'HHmmss");
    const dates = [...event.excludedDates].sort().map((date) => `${date.replace(/-/g, '')}${time}`);
    const tzid = tzidOf(zone);
    lines.push(
      tzid === null
        ? `EXDATE:${dates.map((date) => `${date}Z`).join(',')}`
        : `EXDATE;TZID=${tzid}:${dates.join(',')}`,
    );
  }
  return lines.join('\n');
}

// ——— VTIMEZONE ———

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const offsetAt = (zone: string, ms: number) => DateTime.fromMillis(ms, { zone }).offset;

/** `+0100`, `-0330`: a UTC offset in minutes as RFC 5545 writes it. */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}${String(absolute % 60).padStart(2, '0')}`;
}

/** The wall time of `ms` at `offset` minutes, as a local DATE-TIME (`20270328T020000`). */
function localTime(ms: number, offset: number): string {
  return DateTime.fromMillis(ms + offset * MINUTE, { zone: 'utc' }).toFormat("yyyyLLdd'T'HHmmss");
}

/**
 * The instants, between `from` and `to`, at which the zone's UTC offset changes, with the offsets
 * before and after. Found day by day, then to the second by bisection.
 */
export function offsetChanges(
  zone: string,
  from: number,
  to: number,
): { at: number; before: number; after: number }[] {
  const changes: { at: number; before: number; after: number }[] = [];
  let previous = offsetAt(zone, from);
  for (let day = from; day < to; day += DAY) {
    const next = Math.min(day + DAY, to);
    const offset = offsetAt(zone, next);
    if (offset === previous) continue;
    let low = day;
    let high = next;
    while (high - low > 1000) {
      const middle = low + Math.floor((high - low) / 2000) * 1000;
      if (offsetAt(zone, middle) === previous) low = middle;
      else high = middle;
    }
    changes.push({ at: high, before: previous, after: offset });
    previous = offset;
  }
  return changes;
}

/**
 * The VTIMEZONE of `zone` for the years `from` to `to` span (RFC 5545 §3.6.5): the observance in force
 * on 1 January of the first year, then one STANDARD or DAYLIGHT observance per offset change up to the
 * end of the last year, each starting at its local time before the change. A zone without daylight
 * saving (Europe/Istanbul) is one STANDARD observance (+0300).
 */
export function vtimezone(zone: string, from: Date, to: Date): string {
  const first = DateTime.fromJSDate(from, { zone }).startOf('year');
  const end = DateTime.fromJSDate(to, { zone }).plus({ years: 1 }).startOf('year');
  const start = first.toMillis();
  const kind = (ms: number) => (DateTime.fromMillis(ms, { zone }).isInDST ? 'DAYLIGHT' : 'STANDARD');
  const observance = (ms: number, before: number, after: number) => [
    `BEGIN:${kind(ms)}`,
    `DTSTART:${localTime(ms, before)}`,
    `TZOFFSETFROM:${utcOffset(before)}`,
    `TZOFFSETTO:${utcOffset(after)}`,
    `END:${kind(ms)}`,
  ];
  const initial = offsetAt(zone, start);
  const lines = [`BEGIN:VTIMEZONE`, `TZID:${zone}`, ...observance(start, initial, initial)];
  for (const change of offsetChanges(zone, start, end.toMillis())) {
    lines.push(...observance(change.at, change.before, change.after));
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}
