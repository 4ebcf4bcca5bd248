import ICAL from 'ical.js';
import { expect } from 'vitest';
import { eventsSuite, type Persona } from './events.test-kit.js';

// What the calendar feed suites (calendar-feed.*.test.ts) share: the events suite's server and calls,
// the feed's GraphQL calls, a raw GET of its address as a calendar app makes it (no Authorization
// header), and the text read back independently with ical.js.

export const DAY = 864e5;

export interface FeedAnswer {
  url: string | null;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface ParsedOccurrence {
  start: string;
  end: string;
  summary: string;
  status: string;
}

export const parse = (text: string) => new ICAL.Component(ICAL.parse(text));

/** The event ids of a feed's VEVENTs (UID `<id>@arena`). */
export function eventIdsOf(text: string): Set<string> {
  return new Set(
    parse(text)
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent).uid.replace(/@arena$/, '')),
  );
}

/** The occurrences ical.js expands for an event of the feed, its RECURRENCE-ID overrides applied. */
export function occurrencesOf(text: string, eventId: string): ParsedOccurrence[] {
  const vevents = parse(text)
    .getAllSubcomponents('vevent')
    .filter((vevent) => vevent.getFirstPropertyValue('uid') === `${eventId}@arena`);
  const master = vevents.find((vevent) => !vevent.hasProperty('recurrence-id'));
  if (!master) throw new Error(`No VEVENT for ${eventId}`);
  const event = new ICAL.Event(master);
  for (const exception of vevents) if (exception !== master) event.relateException(exception);
  const occurrences: ParsedOccurrence[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    const details = event.getOccurrenceDetails(next);
    occurrences.push({
      start: details.startDate.toJSDate().toISOString(),
      end: details.endDate.toJSDate().toISOString(),
      summary: details.item.summary,
      status: String(details.item.component.getFirstPropertyValue('status')),
    });
    if (occurrences.length > 500) throw new Error('The series does not end');
  }
  return occurrences;
}

export function calendarFeedSuite() {
  const suite = eventsSuite();
  const { t, gql } = suite;

  /** Creates (or rotates) the caller's feed and answers its address. */
  async function createFeed(who: Persona | { token: string }): Promise<string> {
    const answer = await gql<{ createCalendarFeed: FeedAnswer }>(
      who,
      'mutation { createCalendarFeed { url createdAt lastUsedAt } }',
    );
    const url = answer.data?.createCalendarFeed.url;
    if (!url) throw new Error(`createCalendarFeed: ${JSON.stringify(answer.errors)}`);
    return url;
  }

  async function readFeed(who: Persona | { token: string }): Promise<FeedAnswer | null> {
    const answer = await gql<{ calendarFeed: FeedAnswer | null }>(
      who,
      'query { calendarFeed { url createdAt lastUsedAt } }',
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.calendarFeed;
  }

  /** GETs a feed's address on the test server, as a calendar app does: no Authorization header. */
  async function fetchFeed(url: string) {
    const response = await fetch(`${t.server.url}${new URL(url).pathname}`);
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  /** The feed's text, asserting it answered 200. */
  async function feedText(url: string): Promise<string> {
    const answer = await fetchFeed(url);
    expect(answer.status, answer.text).toBe(200);
    return answer.text;
  }

  return { ...suite, createFeed, readFeed, fetchFeed, feedText };
}
