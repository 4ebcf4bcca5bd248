import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  dateLanguage,
  dayHeading,
  formatCalendarDate,
  formatClockTime,
  formatDate,
  formatDateTime,
  formatDay,
  formatRelative,
  formatTime,
  formatTimestamp,
} from './dates';

const IST = 'Europe/Istanbul';
const now = DateTime.fromISO('2026-11-22T12:00:00', { zone: IST });
const options = { zone: IST, now };

describe('dates in English', () => {
  it("reads a day with its time month first, 12-hour, as the spec's 'MMM dd, h:mm a'", () => {
    expect(formatDateTime('2026-11-21T13:05:00.000Z', 'en', options)).toBe('Nov 21, 4:05 PM');
    expect(formatDateTime('2026-03-02T06:30:00.000Z', 'en', options)).toBe('Mar 02, 9:30 AM');
    // Another year carries it.
    expect(formatDateTime('2025-12-31T20:00:00.000Z', 'en', options)).toBe('Dec 31, 2025, 11:00 PM');
  });

  it('reads a day, a time, a record time and a calendar date', () => {
    expect(formatDay('2026-03-09T21:00:00.000Z', 'en', options)).toBe('Mar 10');
    expect(formatDay('2027-01-04T21:00:00.000Z', 'en', options)).toBe('Jan 05, 2027');
    expect(formatTime('2026-11-21T13:05:00.000Z', 'en', options)).toBe('4:05 PM');
    expect(formatTimestamp('2026-11-21T13:05:00.000Z', 'en', options)).toBe('Nov 21, 2026, 4:05 PM');
    expect(formatDate('2026-11-21T13:05:00.000Z', 'en', options)).toBe('Nov 21, 2026');
    expect(formatCalendarDate('1984-03-12', 'en')).toBe('Mar 12, 1984');
  });

  it('names today and yesterday, and writes other days out with the weekday', () => {
    expect(dayHeading('2026-11-22T06:00:00', 'en', options)).toEqual({ relative: 'today' });
    expect(dayHeading('2026-11-21T20:59:00.000Z', 'en', options)).toEqual({ relative: 'yesterday' });
    expect(dayHeading('2026-11-20T10:00:00.000Z', 'en', options)).toEqual({ date: 'Friday, November 20' });
    expect(dayHeading('2025-12-31T10:00:00.000Z', 'en', options)).toEqual({
      date: 'Wednesday, December 31, 2025',
    });
  });

  it('says how long ago, up to a week, then the date', () => {
    expect(formatRelative(now.minus({ seconds: 20 }), 'en', options)).toBe('now');
    expect(formatRelative(now.minus({ minutes: 5 }), 'en', options)).toBe('5 minutes ago');
    expect(formatRelative(now.minus({ minutes: 1 }), 'en', options)).toBe('1 minute ago');
    expect(formatRelative(now.minus({ hours: 3 }), 'en', options)).toBe('3 hours ago');
    expect(formatRelative(now.minus({ hours: 30 }), 'en', options)).toBe('yesterday');
    expect(formatRelative(now.minus({ days: 3 }), 'en', options)).toBe('3 days ago');
    expect(formatRelative(now.plus({ hours: 2 }), 'en', options)).toBe('in 2 hours');
    expect(formatRelative(now.minus({ days: 10 }), 'en', options)).toBe('Nov 12, 12:00 PM');
  });
});

describe('dates in Turkish', () => {
  it('reads a day with its time day first, 24-hour', () => {
    expect(formatDateTime('2026-11-21T13:05:00.000Z', 'tr', options)).toBe('21 Kas 16:05');
    expect(formatDateTime('2026-03-02T06:30:00.000Z', 'tr', options)).toBe('2 Mar 09:30');
    expect(formatDateTime('2025-12-31T20:00:00.000Z', 'tr', options)).toBe('31 Ara 2025 23:00');
  });

  it('reads a day, a time, a record time and a calendar date', () => {
    expect(formatDay('2026-03-09T21:00:00.000Z', 'tr', options)).toBe('10 Mar');
    expect(formatDay('2027-01-04T21:00:00.000Z', 'tr', options)).toBe('5 Oca 2027');
    expect(formatTime('2026-11-21T13:05:00.000Z', 'tr', options)).toBe('16:05');
    expect(formatTimestamp('2026-11-21T13:05:00.000Z', 'tr', options)).toBe('21 Kas 2026 16:05');
    expect(formatDate('2026-11-21T13:05:00.000Z', 'tr', options)).toBe('21 Kas 2026');
    expect(formatCalendarDate('1984-03-12', 'tr')).toBe('12 Mar 1984');
  });

  it('writes other days out day first with the weekday last', () => {
    expect(dayHeading('2026-11-22T06:00:00', 'tr', options)).toEqual({ relative: 'today' });
    expect(dayHeading('2026-11-20T10:00:00.000Z', 'tr', options)).toEqual({ date: '20 Kasım Cuma' });
    expect(dayHeading('2025-12-31T10:00:00.000Z', 'tr', options)).toEqual({
      date: '31 Aralık 2025 Çarşamba',
    });
  });

  it('says how long ago in Turkish', () => {
    expect(formatRelative(now.minus({ seconds: 20 }), 'tr', options)).toBe('şimdi');
    expect(formatRelative(now.minus({ minutes: 5 }), 'tr', options)).toBe('5 dakika önce');
    expect(formatRelative(now.minus({ hours: 30 }), 'tr', options)).toBe('dün');
    expect(formatRelative(now.minus({ days: 2 }), 'tr', options)).toBe('2 gün önce');
    expect(formatRelative(now.plus({ days: 1 }), 'tr', options)).toBe('yarın');
    expect(formatRelative(now.minus({ days: 10 }), 'tr', options)).toBe('12 Kas 12:00');
  });
});

describe('in every language', () => {
  it('shows a chat time as HH:mm', () => {
    expect(formatClockTime('2026-11-21T06:05:00.000Z', { zone: 'UTC' })).toBe('06:05');
    expect(formatClockTime('2026-11-21T06:05:00.000Z', { zone: IST })).toBe('09:05');
    expect(formatClockTime('2026-11-21T21:45:59.999Z', { zone: 'UTC' })).toBe('21:45');
  });

  it('shows the time in the zone given', () => {
    expect(formatDateTime('2026-11-21T22:30:00.000Z', 'en', { zone: IST, now })).toBe('Nov 22, 1:30 AM');
    expect(formatDateTime('2026-11-21T22:30:00.000Z', 'en', { zone: 'UTC', now })).toBe('Nov 21, 10:30 PM');
  });

  it('answers an empty text for what it cannot read', () => {
    expect(formatDateTime('not a date', 'en', options)).toBe('');
    expect(formatDay(null, 'tr', options)).toBe('');
    expect(formatCalendarDate('1984-02-30', 'en')).toBe('');
    expect(formatClockTime('yesterday')).toBe('');
    expect(formatRelative(undefined, 'en', options)).toBe('');
    expect(dayHeading('nope', 'en', options)).toBeNull();
  });

  it('follows regional language tags', () => {
    expect(dateLanguage('tr-TR')).toBe('tr');
    expect(dateLanguage('en-US')).toBe('en');
    expect(dateLanguage(undefined)).toBe('en');
    expect(formatDay('2026-03-09T21:00:00.000Z', 'tr-TR', options)).toBe('10 Mar');
  });
});
