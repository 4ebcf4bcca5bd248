import { describe, expect, it } from 'vitest';
import { auditDiff, displayValue } from './audit-diff';

describe('auditDiff', () => {
  it('lists changed fields first, then the unchanged ones, by name', () => {
    const lines = auditDiff(
      JSON.stringify({ name: 'Eski', city: 'İstanbul', tags: ['a'] }),
      JSON.stringify({ name: 'Yeni', city: 'İstanbul', tags: ['a', 'b'] }),
    );
    expect(lines).toEqual([
      { field: 'name', before: 'Eski', after: 'Yeni', changed: true },
      { field: 'tags', before: '["a"]', after: '["a","b"]', changed: true },
      { field: 'city', before: 'İstanbul', after: 'İstanbul', changed: false },
    ]);
  });

  it('treats a missing side (a creation or a read) as absent', () => {
    expect(auditDiff(null, JSON.stringify({ name: 'Yeni' }))).toEqual([
      { field: 'name', before: null, after: 'Yeni', changed: true },
    ]);
    expect(auditDiff(null, null)).toEqual([]);
  });

  it('shows a value that is not an object as one field', () => {
    expect(auditDiff('"a"', 'not json')).toEqual([
      { field: 'value', before: 'a', after: 'not json', changed: true },
    ]);
  });

  it('displays values as text', () => {
    expect(displayValue(null)).toBeNull();
    expect(displayValue(3)).toBe('3');
    expect(displayValue(false)).toBe('false');
  });
});
