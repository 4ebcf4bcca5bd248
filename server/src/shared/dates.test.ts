import { describe, expect, it } from 'vitest';
import { isCalendarDate, isIsoDate, parseInstant } from './dates.js';

describe('the one date parser', () => {
  it('reads calendar days from 1900 to 2100 and nothing else', () => {
    for (const day of ['1900-01-01', '2024-02-29', '2100-12-31']) expect(isIsoDate(day), day).toBe(true);
    for (const day of [
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-00-10',
      '1899-12-31',
      '2101-01-01',
      '26-1-1',
      ' 2026-01-01',
    ]) {
      expect(isIsoDate(day), day).toBe(false);
    }
    expect(isCalendarDate('1850-02-28')).toBe(true);
    expect(isCalendarDate('1900-02-29')).toBe(false);
  });

  it('reads ISO instants with their zone, and refuses impossible ones and years out of range', () => {
    expect(parseInstant('2026-01-31T09:00:00Z')?.toISOString()).toBe('2026-01-31T09:00:00.000Z');
    expect(parseInstant('2026-01-31T12:00:00.5+03:00')?.toISOString()).toBe('2026-01-31T09:00:00.500Z');
    expect(parseInstant('2026-01-31T04:30-0430')?.toISOString()).toBe('2026-01-31T09:00:00.000Z');
    expect(parseInstant('2026-01-31')?.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    for (const text of [
      '+275760-09-13T00:00:00.000Z',
      '-000001-01-01T00:00:00.000Z',
      '-271821-04-20T00:00:00.000Z',
      '2026-02-30T00:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01T10:60:00Z',
      '2026-01-01T10:00:00+15:00',
      '2101-01-01T00:00:00Z',
      'last week',
      '',
    ]) {
      expect(parseInstant(text), text).toBeNull();
    }
    expect(parseInstant(42)).toBeNull();
  });
});
