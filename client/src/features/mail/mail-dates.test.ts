import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { fullDate, listDate } from './mail-dates';

const now = DateTime.fromISO('2026-05-10T15:00:00');

describe('listDate', () => {
  it('shows the time for today, the day and month this year, the date before', () => {
    expect(listDate(DateTime.fromISO('2026-05-10T09:05:00').toISO()!, 'en', now)).toMatch(/9:05/);
    expect(listDate(DateTime.fromISO('2026-03-02T09:05:00').toISO()!, 'en', now)).toBe('Mar 2');
    expect(listDate(DateTime.fromISO('2026-03-02T09:05:00').toISO()!, 'tr', now)).toBe('2 Mar');
    expect(listDate(DateTime.fromISO('2025-03-02T09:05:00').toISO()!, 'en', now)).toBe('3/2/2025');
    expect(listDate('nonsense', 'en', now)).toBe('');
  });
});

describe('fullDate', () => {
  it('answers the date and how long ago, in the language', () => {
    const { absolute, relative } = fullDate('2026-03-02T09:05:00', 'tr');
    expect(absolute).toContain('2026');
    expect(relative).not.toBe('');
  });
});
