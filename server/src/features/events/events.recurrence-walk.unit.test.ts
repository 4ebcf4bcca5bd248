import rrule from 'rrule';
import { describe, expect, it } from 'vitest';
import {
  floatingBetween,
  floatingBetweenByRRule,
  ruleText,
  WEEKDAYS,
  type FrequencyCode,
  type SeriesRow,
} from './events.recurrence.js';
import { walkRule } from './events.recurrence-walk.js';

const { RRule } = rrule;

// The walk of the rules Arena writes (events.recurrence-walk.ts) against rrule itself, over random
// series: every frequency, intervals, weekday sets, UNTIL and COUNT, zones with and without summer time,
// first dates on the 29th to 31st and in the hour a clock skips, and random windows.

const ZONES = ['Europe/Istanbul', 'Europe/Berlin', 'America/New_York', 'Pacific/Auckland', 'UTC'];
const FREQUENCIES: FrequencyCode[] = ['DAILY', 'WEEKLY', 'MONTHLY'];
const DAY = 86_400_000;

/** A small seeded generator (mulberry32), so a failure repeats. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;
  return { next, int, pick };
}

function randomSeries(seed: number): SeriesRow {
  const r = random(seed);
  const zone = r.pick(ZONES);
  const frequency = r.pick(FREQUENCIES);
  // Late-month days, the spring-forward night (02:30) and ordinary times.
  const day = r.pick([1, 7, 15, 28, 29, 30, 31]);
  const month = r.int(0, 11);
  const hour = r.pick([0, 2, 3, 9, 17, 23]);
  const startsAt = new Date(
    Date.UTC(2026, month, day, hour, r.pick([0, 30]), 0) - r.int(-14, 14) * 3_600_000,
  );
  const weekdays = WEEKDAYS.filter(() => r.next() < 0.35);
  const counted = r.next() < 0.4;
  const until = new Date(startsAt.getTime() + r.int(0, 399) * DAY).toISOString().slice(0, 10);
  const rule = ruleText(
    {
      frequency,
      interval: r.pick([1, 1, 1, 2, 3, 4]),
      weekdays: frequency === 'WEEKLY' ? weekdays : [],
      until: counted ? null : until,
      count: counted ? r.int(1, 400) : null,
    },
    startsAt,
    zone,
  );
  const minutes = r.pick([45, 90, 180, 60 * 26]);
  return {
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * 60_000),
    timeZone: zone,
    rrule: rule,
    excludedDates: [],
  };
}

describe('the walk of a series', () => {
  it('gives the same wall times as rrule for 1,500 random series and windows', () => {
    for (let seed = 1; seed <= 1500; seed += 1) {
      const series = randomSeries(seed);
      const r = random(seed * 7919);
      const after = new Date(series.startsAt.getTime() + r.int(-40, 420) * DAY + r.int(0, 23) * 3_600_000);
      const before = new Date(after.getTime() + r.int(1, 100) * DAY);
      const walked = floatingBetween(series, after, before).map((date) => date.toISOString());
      const expected = floatingBetweenByRRule(series, after, before).map((date) => date.toISOString());
      expect(walked, `seed ${seed}: ${series.rrule} from ${series.startsAt.toISOString()}`).toEqual(expected);
    }
  });

  it('walks the rules Arena writes and leaves any other rule to rrule', () => {
    const dtstart = new Date('2026-09-01T17:00:00Z');
    const last = new Date('2026-12-31T00:00:00Z');
    const walked = walkRule(RRule.parseString('FREQ=WEEKLY;BYDAY=TU,TH;COUNT=4'), dtstart, null, last);
    expect(walked?.map((date) => date.toISOString().slice(0, 10))).toEqual([
      '2026-09-01',
      '2026-09-03',
      '2026-09-08',
      '2026-09-10',
    ]);
    for (const rule of [
      'FREQ=MONTHLY;BYDAY=1MO',
      'FREQ=MONTHLY;BYMONTHDAY=-1',
      'FREQ=YEARLY',
      'FREQ=WEEKLY;BYDAY=MO;WKST=SU',
      'FREQ=DAILY;BYHOUR=9,17',
    ]) {
      expect(walkRule(RRule.parseString(rule), dtstart, null, last), rule).toBeNull();
      const series: SeriesRow = {
        startsAt: dtstart,
        endsAt: new Date(dtstart.getTime() + 3_600_000),
        timeZone: 'UTC',
        rrule: rule,
        excludedDates: [],
      };
      expect(floatingBetween(series, dtstart, last)).toEqual(floatingBetweenByRRule(series, dtstart, last));
    }
  });
});
