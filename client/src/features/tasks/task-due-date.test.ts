import { DateTime, Settings } from 'luxon';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dueDateFromInput, dueDateInputValue, dueDateStatus, formatDueDate } from './task-due-date';

describe('due dates', () => {
  const zone = Settings.defaultZone;
  beforeEach(() => {
    Settings.defaultZone = 'Europe/Istanbul';
  });
  afterEach(() => {
    Settings.defaultZone = zone;
  });
  const now = () => DateTime.fromISO('2026-03-10T15:30:00', { zone: 'Europe/Istanbul' });

  it('is overdue from the day after, not on the day itself, and never once completed', () => {
    expect(dueDateStatus('2026-03-09T21:00:00.000Z', false, now())).toBe('today'); // 10 March 00:00 here
    expect(dueDateStatus('2026-03-08T21:00:00.000Z', false, now())).toBe('overdue');
    expect(dueDateStatus('2026-03-08T21:00:00.000Z', true, now())).toBe('upcoming');
    expect(dueDateStatus('2026-03-10T21:00:00.000Z', false, now())).toBe('upcoming');
    expect(dueDateStatus(null, false, now())).toBeNull();
    expect(dueDateStatus('not a date', false, now())).toBeNull();
  });

  it('round-trips a picked day through the stored date-time in the local zone', () => {
    const stored = dueDateFromInput('2026-03-10');
    expect(stored).toBe('2026-03-09T21:00:00.000Z');
    expect(dueDateInputValue(stored)).toBe('2026-03-10');
    expect(dueDateFromInput('')).toBeNull();
    expect(dueDateInputValue(null)).toBe('');
  });

  it('reads the day in the UI language, with the year only when it is not this year', () => {
    expect(formatDueDate('2026-03-09T21:00:00.000Z', 'en', now())).toBe('Mar 10');
    expect(formatDueDate('2026-03-09T21:00:00.000Z', 'tr', now())).toBe('10 Mar');
    expect(formatDueDate('2027-01-04T21:00:00.000Z', 'en', now())).toBe('Jan 05, 2027');
    expect(formatDueDate('2027-01-04T21:00:00.000Z', 'tr', now())).toBe('5 Oca 2027');
  });
});
