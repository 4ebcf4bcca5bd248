import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PERSONAS } from '../users/index.js';
import { FEED_WINDOW } from './calendar-feed.service.js';
import { vtimezone } from './calendar-feed.ical.js';
import { calendarFeedSuite, DAY, eventIdsOf, occurrencesOf, parse } from './calendar-feed.test-kit.js';
import {
  ANADOLU,
  BRANCHES,
  COACH,
  KARTAL,
  TEAMS,
  type EventAnswer,
  type Persona,
} from './events.test-kit.js';

// What a calendar feed holds (calendar-feed.service.ts, calendar-feed.ical.ts), fetched like a calendar
// app without a bearer token and parsed independently with ical.js: a weekly series repeating over wall
// times across a daylight-saving change with its excluded, cancelled and moved dates, as the calendar
// query gives them; each persona's feed holding exactly the events they read, and nobody's name.
// The token's life is calendar-feed.tokens.test.ts.

const { create, window, gql, query, createFeed, fetchFeed, feedText } = calendarFeedSuite();

/** The VEVENT of one occurrence override, as text. */
function overrideText(text: string, recurrenceId: string): string {
  const vevent = text
    .split('BEGIN:VEVENT')
    .find((part) => part.includes(`RECURRENCE-ID;TZID=Europe/Berlin:${recurrenceId}`));
  if (!vevent) throw new Error(`No override ${recurrenceId}`);
  return vevent;
}

describe('the feed of a weekly series across a daylight-saving change', () => {
  // The first spring-forward in Berlin at least a month away: 28 March 2027 when this was written.
  const berlin = (() => {
    for (let year = DateTime.now().year; ; year += 1) {
      const sunday = DateTime.fromObject({ year, month: 3, day: 31 }, { zone: 'Europe/Berlin' });
      const lastSunday = sunday.minus({ days: sunday.weekday % 7 });
      if (lastSunday.toMillis() > Date.now() + 30 * DAY) return lastSunday;
    }
  })();
  const localAt = (days: number, hour: number, minute = 0) =>
    berlin.plus({ days }).set({ hour, minute, second: 0, millisecond: 0 });
  // Tuesdays and Thursdays 17:00–18:30 in Berlin, four weeks before the change to two weeks after.
  const first = localAt(-26, 17); // a Tuesday
  const excluded = localAt(-10, 17); // a Thursday
  const cancelled = localAt(-17, 17); // a Thursday
  const moved = localAt(4, 17); // the Thursday after the change
  const movedTo = localAt(5, 17, 30); // to Friday 17:30
  const until = localAt(18, 0).toISODate()!; // a Thursday
  const iso = (time: DateTime) => time.toUTC().toISO({ suppressMilliseconds: false })!;
  const local = (time: DateTime) => time.toFormat("yyyyLLdd'T'HHmmss");

  let event: EventAnswer;
  let text: string;

  beforeAll(async () => {
    const [organization] = await query<{ timeZone: string }>(
      'SELECT time_zone AS "timeZone" FROM organizations WHERE id = $1',
      [KARTAL],
    );
    await query(`UPDATE organizations SET time_zone = 'Europe/Berlin' WHERE id = $1`, [KARTAL]);
    try {
      event = await create('coach', {
        type: 'training',
        title: 'Feed series',
        scope: 'teams',
        teamIds: [TEAMS.futbolU12Erkek.id],
        startsAt: iso(first),
        endsAt: iso(first.plus({ minutes: 90 })),
        venue: 'Pitch 2',
        notes: 'Bring water, bibs; and boots',
        recurrence: {
          frequency: 'WEEKLY',
          weekdays: ['TU', 'TH'],
          until,
          excludedDates: [excluded.toISODate()],
        },
      });
    } finally {
      await query('UPDATE organizations SET time_zone = $2 WHERE id = $1', [KARTAL, organization!.timeZone]);
    }
    expect(event.recurrence?.rule).toContain('BYDAY=TU,TH');
    const cancel = await gql(
      'coach',
      'mutation ($id: ID!, $at: DateTime) { cancelEvent(id: $id, occurrenceStart: $at, mode: THIS) { id } }',
      { id: event.id, at: iso(cancelled) },
    );
    expect(cancel.errors).toBeUndefined();
    const move = await gql(
      'coach',
      `mutation ($id: ID!, $at: DateTime, $input: EventInput!) {
         updateEvent(id: $id, input: $input, occurrenceStart: $at, mode: THIS) { id }
       }`,
      {
        id: event.id,
        at: iso(moved),
        input: { startsAt: iso(movedTo), endsAt: iso(movedTo.plus({ minutes: 90 })), title: 'Moved session' },
      },
    );
    expect(move.errors).toBeUndefined();
    text = await feedText(await createFeed('coach'));
  });

  it('answers text/calendar without signing in, named after the organization', async () => {
    const answer = await fetchFeed(await createFeed('coach'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const [organization] = await query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [
      KARTAL,
    ]);
    const calendar = parse(answer.text);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`Arena — ${organization!.name}`);
    text = answer.text;
  });

  it('keeps 17:00 in Berlin across the change: 16:00Z before it, 15:00Z after', () => {
    const occurrences = occurrencesOf(text, event.id);
    const regular = occurrences.filter((occurrence) => occurrence.summary === 'Feed series');
    expect(regular.length).toBeGreaterThan(8);
    for (const occurrence of regular) {
      const start = DateTime.fromISO(occurrence.start, { zone: 'Europe/Berlin' });
      expect([start.hour, start.minute], occurrence.start).toEqual([17, 0]);
      expect(DateTime.fromISO(occurrence.end).diff(start, 'minutes').minutes).toBe(90);
      const before = start < berlin;
      expect(occurrence.start.slice(11), occurrence.start).toBe(before ? '16:00:00.000Z' : '15:00:00.000Z');
    }
    expect(regular.some((occurrence) => occurrence.start.endsWith('T16:00:00.000Z'))).toBe(true);
    expect(regular.some((occurrence) => occurrence.start.endsWith('T15:00:00.000Z'))).toBe(true);
    expect(occurrences[0]!.start).toBe(iso(first));
    expect(occurrences.at(-1)!.start.slice(0, 10)).toBe(until);
  });

  it('leaves the excluded date out, marks the cancelled one and moves the moved one', () => {
    const occurrences = occurrencesOf(text, event.id);
    const starts = occurrences.map((occurrence) => occurrence.start);
    expect(starts).not.toContain(iso(excluded));
    expect(starts.some((start) => start.startsWith(excluded.toISODate()!))).toBe(false);
    expect(occurrences.find((occurrence) => occurrence.start === iso(cancelled))).toMatchObject({
      summary: 'Feed series',
      status: 'CANCELLED',
    });
    expect(occurrences.filter((occurrence) => occurrence.status === 'CANCELLED')).toHaveLength(1);
    expect(starts).not.toContain(iso(moved));
    expect(occurrences.find((occurrence) => occurrence.summary === 'Moved session')).toEqual({
      start: iso(movedTo),
      end: iso(movedTo.plus({ minutes: 90 })),
      summary: 'Moved session',
      status: 'CONFIRMED',
    });
  });

  it('writes what RFC 5545 asks: TZID times, UNTIL in UTC, EXDATE and RECURRENCE-ID at wall times', () => {
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain(`DTSTART;TZID=Europe/Berlin:${local(first)}`);
    expect(unfolded).toMatch(/RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH;UNTIL=\d{8}T\d{6}Z/);
    expect(unfolded).toContain(`EXDATE;TZID=Europe/Berlin:${local(excluded)}`);
    expect(overrideText(unfolded, local(cancelled))).toContain('STATUS:CANCELLED');
    expect(overrideText(unfolded, local(moved))).toContain(`DTSTART;TZID=Europe/Berlin:${local(movedTo)}`);
    expect(unfolded).toContain('LOCATION:Pitch 2');
    expect(unfolded).toContain('DESCRIPTION:Bring water\\, bibs\\; and boots');
    // Every TZID the feed names has its VTIMEZONE.
    const named = new Set([...unfolded.matchAll(/;TZID=([^:;]+)/g)].map((match) => match[1]));
    const defined = new Set([...unfolded.matchAll(/^TZID:(.+)$/gm)].map((match) => match[1]!.trim()));
    expect(named.size).toBeGreaterThan(0);
    for (const zone of named) expect(defined, zone).toContain(zone);
    expect(unfolded).toContain(`BEGIN:DAYLIGHT\r\nDTSTART:${berlin.toFormat('yyyyLLdd')}T020000\r\n`);
  });

  it('gives the same occurrences as the calendar query', async () => {
    const calendar = await window(
      'coach',
      first.minus({ days: 1 }).toUTC().toISO()!,
      localAt(20, 0).toUTC().toISO()!,
      [event.id],
    );
    const fromFeed = occurrencesOf(text, event.id).map((occurrence) => [
      occurrence.start,
      occurrence.summary,
      occurrence.status === 'CANCELLED' ? 'cancelled' : 'scheduled',
    ]);
    expect(fromFeed).toEqual(
      calendar.map((occurrence) => [occurrence.startsAt, occurrence.title, occurrence.status]),
    );
  });

  it('builds a VTIMEZONE with one STANDARD observance for a zone without daylight saving', () => {
    const istanbul = vtimezone(
      'Europe/Istanbul',
      new Date('2027-03-01T00:00:00Z'),
      new Date('2028-01-31T00:00:00Z'),
    );
    expect(istanbul).toBe(
      [
        'BEGIN:VTIMEZONE',
        'TZID:Europe/Istanbul',
        'BEGIN:STANDARD',
        'DTSTART:20270101T000000',
        'TZOFFSETFROM:+0300',
        'TZOFFSETTO:+0300',
        'END:STANDARD',
        'END:VTIMEZONE',
      ].join('\r\n'),
    );
    const berlinZone = vtimezone(
      'Europe/Berlin',
      new Date('2027-03-01T00:00:00Z'),
      new Date('2027-06-01T00:00:00Z'),
    );
    expect(berlinZone).toContain(
      'BEGIN:DAYLIGHT\r\nDTSTART:20270328T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200',
    );
    expect(berlinZone).toContain(
      'BEGIN:STANDARD\r\nDTSTART:20271031T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100',
    );
  });
});

describe('what each persona’s feed holds', () => {
  type Name = 'org' | 'besiktas' | 'coachTeam' | 'basketAtasehir' | 'joint' | 'childTeam' | 'anadolu';
  const events = {} as Record<Name, EventAnswer>;
  const soon = (days: number) => new Date(Date.now() + days * DAY);
  const single = (title: string, days: number, extra: Record<string, unknown>) => ({
    type: 'training',
    title,
    startsAt: soon(days).toISOString(),
    endsAt: new Date(soon(days).getTime() + 90 * 60_000).toISOString(),
    ...extra,
  });

  beforeAll(async () => {
    events.org = await create('orgAdmin', single('Feed org day', 3, { scope: 'organization' }));
    events.besiktas = await create(
      'orgAdmin',
      single('Feed Beşiktaş day', 4, { scope: 'branch', branchId: BRANCHES.besiktas.id }),
    );
    events.coachTeam = await create(
      'orgAdmin',
      single('Feed U12', 5, { scope: 'teams', teamIds: [TEAMS.futbolU12Erkek.id] }),
    );
    events.basketAtasehir = await create(
      'orgAdmin',
      single('Feed U14 basket', 6, { scope: 'teams', teamIds: [TEAMS.basketbolU14Kiz.id] }),
    );
    events.joint = await create(
      'orgAdmin',
      single('Feed joint', 7, {
        scope: 'teams',
        teamIds: [TEAMS.futbolU12Erkek.id, TEAMS.basketbolU14Kiz.id],
      }),
    );
    events.childTeam = await create(
      'orgAdmin',
      single('Feed U10', 8, {
        scope: 'teams',
        teamIds: [TEAMS.futbolU10Erkek.id],
        recurrence: { frequency: 'WEEKLY', count: 6 },
      }),
    );
    events.anadolu = await create(
      'otherOrgAdmin',
      single('Feed Anadolu day', 3, { scope: 'organization' }),
      ANADOLU,
    );
  });

  const KARTAL_ALL: Name[] = ['org', 'besiktas', 'coachTeam', 'basketAtasehir', 'joint', 'childTeam'];
  /** As events.permissions.test.ts: who reads which. */
  const READS: Record<Persona, Name[]> = {
    superAdmin: KARTAL_ALL, // their own organization's, as the calendar's default
    orgAdmin: KARTAL_ALL,
    branchAdmin: ['org', 'coachTeam', 'joint', 'childTeam'],
    deptAdmin: ['org', 'coachTeam', 'joint', 'childTeam'],
    parent: ['org', 'childTeam'],
    company: ['org'],
    regular: ['org'],
    otherOrgAdmin: ['anadolu'],
    coach: ['org', 'coachTeam', 'joint', 'childTeam'],
  };
  const PERSONAS = Object.keys(READS) as Persona[];

  it.each(PERSONAS)('%s: exactly the events they read', async (persona) => {
    const ids = eventIdsOf(await feedText(await createFeed(persona)));
    const ours = (Object.keys(events) as Name[]).filter((name) => ids.has(events[name].id));
    expect(ours.sort(), persona).toEqual([...READS[persona]].sort());
  });

  it.each(['parent', 'company', 'regular', 'otherOrgAdmin'] as Persona[])(
    '%s: the same events as their calendar over the feed’s window, and none of another organization',
    async (persona) => {
      const ids = eventIdsOf(await feedText(await createFeed(persona)));
      const read = new Set<string>();
      const start = Date.now() - FEED_WINDOW.daysBack * DAY + DAY;
      const end = Date.now() + FEED_WINDOW.daysAhead * DAY - DAY;
      for (let from = start; from < end; from += 100 * DAY) {
        const to = Math.min(from + 100 * DAY, end);
        for (const occurrence of await window(
          persona,
          new Date(from).toISOString(),
          new Date(to).toISOString(),
        )) {
          read.add(occurrence.eventId);
        }
      }
      expect([...ids].sort()).toEqual([...read].sort());
      const organizations = await query<{ organizationId: string }>(
        'SELECT DISTINCT organization_id AS "organizationId" FROM events WHERE id = ANY($1::uuid[])',
        [[...ids]],
      );
      const own = persona === 'otherOrgAdmin' ? ANADOLU : KARTAL;
      expect(organizations.map((row) => row.organizationId).filter((id) => id !== own)).toEqual([]);
    },
  );

  it('carries no one’s name: no attendees, organizer or the parent’s children', async () => {
    const text = await feedText(await createFeed('parent'));
    const children = await query<{ name: string }>(
      `SELECT a.first_name || ' ' || a.last_name AS name FROM guardian_links gl
         JOIN athletes a ON a.id = gl.athlete_id WHERE gl.user_id = $1`,
      [DEMO_PERSONAS.parent.id],
    );
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) expect(text).not.toContain(child.name);
    expect(text).not.toContain(DEMO_PERSONAS.parent.name);
    expect(text).not.toMatch(/^(ATTENDEE|ORGANIZER|CONTACT)[;:]/m);
  });

  it('reads the demo titles in its owner’s saved language, else the organization’s', async () => {
    const [row] = await query<{ id: string; language: string | null }>(
      'SELECT id, language FROM users WHERE email = $1',
      [COACH.email],
    );
    const coach = row!.id;
    const summaries = async () =>
      new Set(
        [...(await feedText(await createFeed('coach'))).matchAll(/^SUMMARY:(.+)$/gm)].map((m) =>
          m[1]!.trim(),
        ),
      );
    try {
      await query(`UPDATE users SET language = 'tr' WHERE id = $1`, [coach]);
      const turkish = await summaries();
      expect(turkish).toContain('Antrenman · Futbol U12 Erkek');
      expect(turkish).not.toContain('Training · Futbol U12 Erkek');
      expect(turkish).toContain('Feed U12'); // a person's title as written
      await query(`UPDATE users SET language = 'en' WHERE id = $1`, [coach]);
      expect(await summaries()).toContain('Training · Futbol U12 Erkek');
      // None saved: Kartal's language (English).
      await query('UPDATE users SET language = NULL WHERE id = $1', [coach]);
      expect(await summaries()).toContain('Training · Futbol U12 Erkek');
    } finally {
      await query('UPDATE users SET language = $2 WHERE id = $1', [coach, row!.language]);
    }
  });
});
