import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './language.js';

describe('preferredLanguage', () => {
  it('picks the best-ranked supported language', () => {
    expect(preferredLanguage('tr-TR,tr;q=0.9,en-US;q=0.8')).toBe('tr');
    expect(preferredLanguage('de-DE,tr;q=0.5,en;q=0.7')).toBe('en');
    expect(preferredLanguage('de, fr;q=0.9')).toBe('en');
    expect(preferredLanguage('tr')).toBe('tr');
  });

  it('falls back to English', () => {
    expect(preferredLanguage(undefined)).toBe('en');
    expect(preferredLanguage('')).toBe('en');
    expect(preferredLanguage('tr;q=0')).toBe('en');
  });
});
