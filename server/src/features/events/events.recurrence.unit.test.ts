import { describe, expect, it } from 'vitest';
import {
  countBefore,
  expand,
  isOccurrence,
  lastStart,
  ruleEndingBefore,
  ruleFollowingStart,
  ruleText,
  specOf,
  type SeriesRow,
} from './events.recurrence.js';

const iso = (dates: { originalStart: Date }[]) => dates.map((date) => date.originalStart.toISOString());

/** Tuesdays and Thursdays 17:00–18:30 in `zone` from the given first start. */
function twiceWeekly(
  zone: string,
  firstStart: string,
  firstEnd: string,
  until: string,
  excluded: string[] = [],
) {
  const startsAt = new Date(firstStart);
  const series: SeriesRow = {
    startsAt,
    endsAt: new Date(firstEnd),
    timeZone: zone,
    rrule: ruleText(
      { frequency: 'WEEKLY', interval: 1, weekdays: ['TU', 'TH'], until, count: null },
      startsAt,
      zone,
    ),
    excludedDates: excluded,
  };
  return series;
}

describe('series expansion', () => {
  it('gives every Tuesday and Thursday of a window at the wall time of Istanbul', () => {
    // 2026-09-01 is a Tuesday; Istanbul is UTC+3 all year.
    const series = twiceWeekly(
      'Europe/Istanbul',
      '2026-09-01T14:00:00Z',
      '2026-09-01T15:30:00Z',
      '2027-06-30',
    );
    expect(series.rrule).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH;UNTIL=20270630T205959Z');
    expect(iso(expand(series, new Date('2026-09-01T00:00:00Z'), new Date('2026-09-11T00:00:00Z')))).toEqual([
      '2026-09-01T14:00:00.000Z',
      '2026-09-03T14:00:00.000Z',
      '2026-09-08T14:00:00.000Z',
      '2026-09-10T14:00:00.000Z',
    ]);
    expect(specOf(series.rrule!, 'Europe/Istanbul')).toEqual({
      frequency: 'WEEKLY',
      interval: 1,
      weekdays: ['TU', 'TH'],
      until: '2027-06-30',
      count: null,
    });
    // The last occurrence: Tuesday 29 June 2027 (30 June is a Wednesday).
    expect(lastStart(series)?.toISOString()).toBe('2027-06-29T14:00:00.000Z');
  });

  it('keeps the wall time across a daylight-saving change and leaves excluded days out', () => {
    // Berlin moves from UTC+1 to UTC+2 on Sunday 28 March 2027: 17:00 is 16:00 UTC before, 15:00 after.
    const series = twiceWeekly(
      'Europe/Berlin',
      '2027-03-16T16:00:00Z',
      '2027-03-16T17:30:00Z',
      '2027-04-30',
      ['2027-03-25'],
    );
    expect(iso(expand(series, new Date('2027-03-22T00:00:00Z'), new Date('2027-04-02T00:00:00Z')))).toEqual([
      '2027-03-23T16:00:00.000Z',
      // Thursday 25 March excluded (a holiday).
      '2027-03-30T15:00:00.000Z',
      '2027-04-01T15:00:00.000Z',
    ]);
    expect(isOccurrence(series, new Date('2027-03-30T15:00:00Z'))).toBe(true);
    expect(isOccurrence(series, new Date('2027-03-30T16:00:00Z'))).toBe(false);
    expect(isOccurrence(series, new Date('2027-03-25T16:00:00Z'))).toBe(false);
  });

  it('includes an occurrence that started before the window and is still running', () => {
    const series = twiceWeekly(
      'Europe/Istanbul',
      '2026-09-01T14:00:00Z',
      '2026-09-01T15:30:00Z',
      '2026-12-31',
    );
    expect(iso(expand(series, new Date('2026-09-03T15:00:00Z'), new Date('2026-09-03T16:00:00Z')))).toEqual([
      '2026-09-03T14:00:00.000Z',
    ]);
  });

  it('answers a single event as its one occurrence when it overlaps', () => {
    const single: SeriesRow = {
      startsAt: new Date('2026-10-10T07:00:00Z'),
      endsAt: new Date('2026-10-10T09:00:00Z'),
      timeZone: 'Europe/Istanbul',
      rrule: null,
      excludedDates: [],
    };
    expect(expand(single, new Date('2026-10-01T00:00:00Z'), new Date('2026-11-01T00:00:00Z'))).toHaveLength(
      1,
    );
    expect(expand(single, new Date('2026-10-10T09:00:00Z'), new Date('2026-11-01T00:00:00Z'))).toHaveLength(
      0,
    );
  });

  it('splits a series for "this and following" without losing or doubling an occurrence', () => {
    const series = twiceWeekly(
      'Europe/Istanbul',
      '2026-09-01T14:00:00Z',
      '2026-09-01T15:30:00Z',
      '2026-09-30',
    );
    const all = iso(expand(series, new Date('2026-09-01T00:00:00Z'), new Date('2026-10-01T00:00:00Z')));
    expect(all).toHaveLength(9);
    const cut = new Date('2026-09-15T14:00:00Z');
    const older = { ...series, rrule: ruleEndingBefore(series.rrule!, cut) };
    const newer = { ...series, startsAt: cut, endsAt: new Date('2026-09-15T15:30:00Z') };
    const window = [new Date('2026-09-01T00:00:00Z'), new Date('2026-10-01T00:00:00Z')] as const;
    expect([...iso(expand(older, ...window)), ...iso(expand(newer, ...window))]).toEqual(all);
    expect(countBefore(series, cut)).toBe(4);
  });

  it('counts a series by COUNT', () => {
    const startsAt = new Date('2026-09-05T07:00:00Z');
    const series: SeriesRow = {
      startsAt,
      endsAt: new Date('2026-09-05T08:00:00Z'),
      timeZone: 'Europe/Istanbul',
      rrule: ruleText(
        { frequency: 'WEEKLY', interval: 2, weekdays: [], until: null, count: 3 },
        startsAt,
        'Europe/Istanbul',
      ),
      excludedDates: [],
    };
    expect(series.rrule).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;COUNT=3');
    expect(lastStart(series)?.toISOString()).toBe('2026-10-03T07:00:00.000Z');
  });

  it('moves a one-weekday weekly rule with its first occurrence, and keeps a several-weekday one', () => {
    const zone = 'Europe/Istanbul';
    const tuesday = new Date('2026-09-01T14:00:00Z');
    const wednesday = new Date('2026-09-02T14:00:00Z');
    expect(ruleFollowingStart('FREQ=WEEKLY;BYDAY=TU;COUNT=5', tuesday, wednesday, zone)).toBe(
      'FREQ=WEEKLY;BYDAY=WE;COUNT=5',
    );
    expect(ruleFollowingStart('FREQ=WEEKLY;BYDAY=TU,TH;COUNT=5', tuesday, wednesday, zone)).toBe(
      'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=5',
    );
  });
});
