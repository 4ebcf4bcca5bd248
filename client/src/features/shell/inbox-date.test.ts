import { describe, expect, it } from 'vitest';
import { formatInboxTime } from './inbox-date';

describe('formatInboxTime', () => {
  it("formats as 'MMM dd, h:mm a' in English", () => {
    expect(formatInboxTime('2026-11-21T15:05:00.000Z', 'en', 'UTC')).toBe('Nov 21, 3:05 PM');
    expect(formatInboxTime('2026-03-02T09:30:00.000Z', 'en', 'UTC')).toBe('Mar 02, 9:30 AM');
  });

  it('uses the active language for month names and the day period', () => {
    const turkish = formatInboxTime('2026-11-21T15:05:00.000Z', 'tr', 'UTC');
    expect(turkish).toMatch(/^Kas 21, 3:05 (ÖS|ös)$/);
  });

  it('shows the time in the given zone', () => {
    expect(formatInboxTime('2026-11-21T22:30:00.000Z', 'en', 'Europe/Istanbul')).toBe('Nov 22, 1:30 AM');
  });

  it('answers an empty text for an invalid date', () => {
    expect(formatInboxTime('not a date', 'en', 'UTC')).toBe('');
  });
});
