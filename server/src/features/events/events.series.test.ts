import { describe, expect, it } from 'vitest';
import {
  eventsSuite,
  EVENT_FIELDS,
  TEAMS,
  type EventAnswer,
  type OccurrenceAnswer,
} from './events.test-kit.js';

// Series through the real API (events.service.ts, events.recurrence.ts): a weekly training with a
// holiday left out, one date moved or cancelled alone, "this and following" splitting the series
// without losing or doubling a date, "all" moving every date, and bad input refused with the field named
// and nothing changed.

const { create, window, gql, codeOf, query, digest } = eventsSuite();

const U12 = TEAMS.futbolU12Erkek.id;
/** Tuesdays and Thursdays 17:00–18:30 in Istanbul (14:00 UTC) through March 2027, 18 March left out. */
const weekly = (title: string, extra: Record<string, unknown> = {}) => ({
  type: 'training',
  title,
  scope: 'teams',
  teamIds: [U12],
  startsAt: '2027-03-02T14:00:00Z',
  endsAt: '2027-03-02T15:30:00Z',
  recurrence: {
    frequency: 'WEEKLY',
    weekdays: ['TU', 'TH'],
    until: '2027-03-31',
    excludedDates: ['2027-03-18'],
  },
  ...extra,
});

const MARCH = ['2027-03-01T00:00:00Z', '2027-04-01T00:00:00Z'] as const;
const starts = (occurrences: OccurrenceAnswer[]) => occurrences.map((occurrence) => occurrence.startsAt);

async function update(
  id: string,
  input: Record<string, unknown>,
  occurrenceStart?: string,
  mode?: string,
  who: 'orgAdmin' | 'coach' = 'coach',
) {
  return gql<{ updateEvent: EventAnswer }>(
    who,
    `mutation ($id: ID!, $input: EventInput!, $at: DateTime, $mode: EventEditMode) {
       updateEvent(id: $id, input: $input, occurrenceStart: $at, mode: $mode) { ${EVENT_FIELDS} }
     }`,
    { id, input, at: occurrenceStart, mode },
  );
}

const digestAll = () => digest('events', 'event_occurrences');

describe('a weekly series', () => {
  it('is stored once and expanded for the window, the holiday left out', async () => {
    const event = await create('coach', weekly('Series basics'));
    expect(event.recurrence).toEqual({
      frequency: 'WEEKLY',
      interval: 1,
      weekdays: ['TU', 'TH'],
      until: '2027-03-31',
      count: null,
      excludedDates: ['2027-03-18'],
      rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH;UNTIL=20270331T205959Z',
    });
    const march = await window('coach', ...MARCH, [event.id]);
    expect(starts(march)).toEqual([
      '2027-03-02T14:00:00.000Z',
      '2027-03-04T14:00:00.000Z',
      '2027-03-09T14:00:00.000Z',
      '2027-03-11T14:00:00.000Z',
      '2027-03-16T14:00:00.000Z',
      '2027-03-23T14:00:00.000Z',
      '2027-03-25T14:00:00.000Z',
      '2027-03-30T14:00:00.000Z',
    ]);
    const [rows] = await query<{ events: number; occurrences: number }>(
      `SELECT (SELECT count(*)::int FROM events WHERE id = $1) AS events,
              (SELECT count(*)::int FROM event_occurrences WHERE event_id = $1) AS occurrences`,
      [event.id],
    );
    expect(rows).toEqual({ events: 1, occurrences: 0 });
    // A window of one week gives that week's two dates.
    expect(starts(await window('coach', '2027-03-08T00:00:00Z', '2027-03-15T00:00:00Z', [event.id]))).toEqual(
      ['2027-03-09T14:00:00.000Z', '2027-03-11T14:00:00.000Z'],
    );
  });

  it('moves one date alone ("this event") and keeps the rest of the series', async () => {
    const event = await create('coach', weekly('Move one'));
    const moved = await update(
      event.id,
      { startsAt: '2027-03-10T15:00:00Z', endsAt: '2027-03-10T16:30:00Z', title: 'Moved to Wednesday' },
      '2027-03-09T14:00:00Z',
      'THIS',
    );
    expect(moved.errors).toBeUndefined();
    const march = await window('coach', ...MARCH, [event.id]);
    expect(march).toHaveLength(8);
    const changed = march.find((occurrence) => occurrence.changed)!;
    expect(changed).toMatchObject({
      originalStart: '2027-03-09T14:00:00.000Z',
      startsAt: '2027-03-10T15:00:00.000Z',
      title: 'Moved to Wednesday',
    });
    expect(march.filter((occurrence) => occurrence.title === 'Move one')).toHaveLength(7);
    // A window holding only the new date finds the moved occurrence.
    expect(
      (await window('coach', '2027-03-10T00:00:00Z', '2027-03-11T00:00:00Z', [event.id])).map((o) => o.title),
    ).toEqual(['Moved to Wednesday']);
  });

  it('cancels one date, which stays on the calendar marked cancelled, and reinstates it', async () => {
    const event = await create('coach', weekly('Cancel one'));
    const cancel = (cancelled: boolean) =>
      gql(
        'coach',
        `mutation ($id: ID!, $at: DateTime, $c: Boolean) { cancelEvent(id: $id, occurrenceStart: $at, mode: THIS, cancelled: $c) { id status } }`,
        { id: event.id, at: '2027-03-11T14:00:00Z', c: cancelled },
      );
    expect((await cancel(true)).errors).toBeUndefined();
    let march = await window('coach', ...MARCH, [event.id]);
    expect(march.filter((occurrence) => occurrence.status === 'cancelled').map((o) => o.startsAt)).toEqual([
      '2027-03-11T14:00:00.000Z',
    ]);
    // Hidden when asked so.
    const shown = await gql<{ calendar: { eventId: string }[] }>(
      'coach',
      'query { calendar(from: "2027-03-01T00:00:00Z", to: "2027-04-01T00:00:00Z", includeCancelled: false) { eventId } }',
    );
    expect(shown.data!.calendar.filter((o) => o.eventId === event.id)).toHaveLength(7);
    expect((await cancel(false)).errors).toBeUndefined();
    march = await window('coach', ...MARCH, [event.id]);
    expect(march.every((occurrence) => occurrence.status === 'scheduled')).toBe(true);
  });

  it('splits for "this and following": the old series ends before, the new one starts with the change', async () => {
    const event = await create('coach', weekly('Split'));
    await update(event.id, { title: 'Own title' }, '2027-03-25T14:00:00Z', 'THIS');
    const answer = await update(
      event.id,
      { startsAt: '2027-03-16T15:00:00Z', endsAt: '2027-03-16T16:30:00Z', title: 'Later slot' },
      '2027-03-16T14:00:00Z',
      'FOLLOWING',
    );
    expect(answer.errors).toBeUndefined();
    const newer = answer.data!.updateEvent;
    expect(newer.id).not.toBe(event.id);
    expect(newer.splitFromId).toBe(event.id);
    expect(newer.recurrence?.excludedDates).toEqual(['2027-03-18']);
    const march = await window('coach', ...MARCH, [event.id, newer.id]);
    expect(march.map((o) => [o.startsAt, o.title])).toEqual([
      ['2027-03-02T14:00:00.000Z', 'Split'],
      ['2027-03-04T14:00:00.000Z', 'Split'],
      ['2027-03-09T14:00:00.000Z', 'Split'],
      ['2027-03-11T14:00:00.000Z', 'Split'],
      ['2027-03-16T15:00:00.000Z', 'Later slot'],
      ['2027-03-23T15:00:00.000Z', 'Later slot'],
      // The 25th had its own title, but the series' time moved: its own row no longer names a date.
      ['2027-03-25T15:00:00.000Z', 'Later slot'],
      ['2027-03-30T15:00:00.000Z', 'Later slot'],
    ]);
    const audit = await query<{ action: string }>(
      `SELECT action::text FROM audit_log WHERE entity_type = 'event' AND entity_id = $1`,
      [newer.id],
    );
    expect(audit.map((row) => row.action)).toEqual(['update']);
  });

  it('keeps a date’s own state when "this and following" changes only the title', async () => {
    const event = await create('coach', weekly('Keep state'));
    await update(event.id, { notes: 'Bring bibs' }, '2027-03-25T14:00:00Z', 'THIS');
    const answer = await update(event.id, { title: 'Renamed' }, '2027-03-23T14:00:00Z', 'FOLLOWING');
    const newer = answer.data!.updateEvent;
    const [kept] = await query<{ notes: string }>(
      'SELECT notes FROM event_occurrences WHERE event_id = $1 AND original_start = $2',
      [newer.id, '2027-03-25T14:00:00Z'],
    );
    expect(kept?.notes).toBe('Bring bibs');
  });

  it('moves every date with "all", from any occurrence, and a one-weekday series follows to its new day', async () => {
    const event = await create('coach', weekly('Move all'));
    const answer = await update(
      event.id,
      { startsAt: '2027-03-11T15:00:00Z', endsAt: '2027-03-11T17:00:00Z' },
      '2027-03-11T14:00:00Z',
      'ALL',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.updateEvent).toMatchObject({
      startsAt: '2027-03-02T15:00:00.000Z',
      endsAt: '2027-03-02T17:00:00.000Z',
    });
    const march = await window('coach', ...MARCH, [event.id]);
    expect(march).toHaveLength(8);
    expect(
      march.every((o) => o.startsAt.endsWith('T15:00:00.000Z') && o.endsAt.endsWith('T17:00:00.000Z')),
    ).toBe(true);

    const once = await create(
      'coach',
      weekly('Tuesdays', { recurrence: { frequency: 'WEEKLY', weekdays: ['TU'], count: 4 } }),
    );
    const movedDay = await update(once.id, {
      startsAt: '2027-03-03T14:00:00Z',
      endsAt: '2027-03-03T15:30:00Z',
    });
    expect(movedDay.data!.updateEvent.recurrence).toMatchObject({ weekdays: ['WE'], count: 4 });
    expect(starts(await window('coach', ...MARCH, [once.id]))).toEqual([
      '2027-03-03T14:00:00.000Z',
      '2027-03-10T14:00:00.000Z',
      '2027-03-17T14:00:00.000Z',
      '2027-03-24T14:00:00.000Z',
    ]);
  });

  it('turns a series into a single event and back', async () => {
    const event = await create('coach', weekly('Single again'));
    const single = await update(event.id, { recurrence: null });
    expect(single.data!.updateEvent.recurrence).toBeNull();
    expect(await window('coach', ...MARCH, [event.id])).toHaveLength(1);
    const again = await update(event.id, { recurrence: { frequency: 'DAILY', count: 3 } });
    expect(again.data!.updateEvent.recurrence?.rule).toBe('FREQ=DAILY;INTERVAL=1;COUNT=3');
    expect(starts(await window('coach', ...MARCH, [event.id]))).toEqual([
      '2027-03-02T14:00:00.000Z',
      '2027-03-03T14:00:00.000Z',
      '2027-03-04T14:00:00.000Z',
    ]);
  });
});

describe('bad input', () => {
  const CASES: [string, Record<string, unknown>, string][] = [
    ['an end before the start', weekly('x', { endsAt: '2027-03-02T13:00:00Z' }), 'endsAt'],
    ['an event of 15 days', weekly('x', { recurrence: null, endsAt: '2027-03-17T14:00:01Z' }), 'endsAt'],
    ['no title', weekly('   '), 'title'],
    ['a title of 201 characters', weekly('x'.repeat(201)), 'title'],
    // GraphQL refuses an unknown enum value before the service: no field is named.
    ['an unknown type', weekly('x', { type: 'party' }), ''],
    ['teams scope without teams', weekly('x', { teamIds: [] }), 'teamIds'],
    ['a team of another organization', weekly('x', { teamIds: [TEAMS.yuzmeU10Karma.id] }), 'teamIds'],
    ['branch scope without a branch', weekly('x', { scope: 'branch', teamIds: null }), 'branchId'],
    [
      'a series ending before it starts',
      weekly('x', { recurrence: { frequency: 'WEEKLY', until: '2027-03-01' } }),
      'recurrence.until',
    ],
    [
      'a series of more than 400 days',
      weekly('x', { recurrence: { frequency: 'WEEKLY', until: '2028-06-01' } }),
      'recurrence.until',
    ],
    [
      'until and count together',
      weekly('x', { recurrence: { frequency: 'WEEKLY', until: '2027-04-01', count: 3 } }),
      'recurrence.count',
    ],
    [
      'an impossible excluded date',
      weekly('x', { recurrence: { frequency: 'WEEKLY', excludedDates: ['2027-02-30'] } }),
      'recurrence.excludedDates.0',
    ],
    [
      'every date excluded',
      weekly('x', { recurrence: { frequency: 'DAILY', count: 1, excludedDates: ['2027-03-02'] } }),
      'recurrence',
    ],
    ['a negative fee', weekly('x', { feeMinor: -1 }), 'feeMinor'],
    ['a far-out date', weekly('x', { startsAt: '9999-03-02T14:00:00Z' }), ''],
  ];

  it.each(CASES)('refuses %s, naming the field, and changes nothing', async (_label, input, field) => {
    const before = await digestAll();
    const answer = await gql(
      'orgAdmin',
      'mutation ($input: EventInput!) { createEvent(input: $input) { id } }',
      { input },
    );
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    if (field) {
      const fieldErrors = (answer.errors?.[0]?.extensions as { fieldErrors?: Record<string, string> })
        .fieldErrors;
      expect(Object.keys(fieldErrors ?? {})).toContain(field);
    }
    expect(await digestAll()).toBe(before);
  });

  it('refuses a change naming a date that is not an occurrence, and a window too wide', async () => {
    const event = await create('coach', weekly('Bad target'));
    const before = await digestAll();
    const notADate = await update(event.id, { title: 'x' }, '2027-03-03T14:00:00Z', 'THIS');
    expect(codeOf(notADate)).toBe('BAD_USER_INPUT');
    const holiday = await update(event.id, { title: 'x' }, '2027-03-18T14:00:00Z', 'THIS');
    expect(codeOf(holiday)).toBe('BAD_USER_INPUT');
    const scopeForOne = await update(
      event.id,
      { scope: 'organization' },
      '2027-03-04T14:00:00Z',
      'THIS',
      'orgAdmin',
    );
    expect(codeOf(scopeForOne)).toBe('BAD_USER_INPUT');
    expect(await digestAll()).toBe(before);
    const wide = await gql(
      'coach',
      'query { calendar(from: "2027-01-01T00:00:00Z", to: "2027-06-01T00:00:00Z") { id } }',
    );
    expect(codeOf(wide)).toBe('BAD_USER_INPUT');
    const backwards = await gql(
      'coach',
      'query { calendar(from: "2027-02-01T00:00:00Z", to: "2027-01-01T00:00:00Z") { id } }',
    );
    expect(codeOf(backwards)).toBe('BAD_USER_INPUT');
  });
});
