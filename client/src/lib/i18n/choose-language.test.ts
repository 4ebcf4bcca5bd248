import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageOfTag } from './choose-language';

describe('languageOfTag', () => {
  it('reads the primary subtag, any case, and knows only the interface languages', () => {
    expect(languageOfTag('tr-TR')).toBe('tr');
    expect(languageOfTag('TR')).toBe('tr');
    expect(languageOfTag('en_GB')).toBe('en');
    expect(languageOfTag('de-DE')).toBeUndefined();
    expect(languageOfTag('')).toBeUndefined();
    expect(languageOfTag(null)).toBeUndefined();
  });
});

describe('chooseLanguage', () => {
  describe('before sign-in', () => {
    it('follows a Turkish browser when nothing was chosen', () => {
      expect(chooseLanguage({ browser: ['tr-TR', 'tr', 'en-US'] })).toBe('tr');
    });

    it('takes the first browser language the interface has', () => {
      expect(chooseLanguage({ browser: ['de-DE', 'tr', 'en'] })).toBe('tr');
      expect(chooseLanguage({ browser: ['de-DE', 'en-US', 'tr'] })).toBe('en');
    });

    it('falls back to English for a browser in no interface language, or none', () => {
      expect(chooseLanguage({ browser: ['de-DE', 'fr'] })).toBe('en');
      expect(chooseLanguage({ browser: [] })).toBe('en');
      expect(chooseLanguage({})).toBe('en');
    });

    it('prefers the choice saved in this browser over the browser’s languages', () => {
      expect(chooseLanguage({ stored: 'en', browser: ['tr-TR'] })).toBe('en');
      expect(chooseLanguage({ stored: 'tr', browser: ['en-US'] })).toBe('tr');
    });

    it('ignores a saved value that is no interface language', () => {
      expect(chooseLanguage({ stored: 'xx', browser: ['tr-TR'] })).toBe('tr');
    });
  });
});
