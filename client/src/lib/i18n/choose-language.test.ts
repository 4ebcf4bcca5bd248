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

  describe('after sign-in', () => {
    it('takes the language saved on the account first', () => {
      expect(chooseLanguage({ account: 'en', organization: 'tr', stored: 'tr', browser: ['tr-TR'] })).toBe(
        'en',
      );
    });

    it('then the one the person chose in this browser, over the organization’s default', () => {
      expect(chooseLanguage({ account: null, stored: 'en', organization: 'tr', browser: ['tr-TR'] })).toBe(
        'en',
      );
    });

    it('then the organization’s default, whatever the browser’s languages say', () => {
      expect(chooseLanguage({ account: null, organization: 'tr', browser: ['en-US'] })).toBe('tr');
      expect(chooseLanguage({ account: null, organization: 'en', browser: ['tr-TR'] })).toBe('en');
    });

    it('falls back to the browser’s languages when the organization’s default is unknown', () => {
      expect(chooseLanguage({ account: null, organization: 'de', browser: ['tr-TR'] })).toBe('tr');
    });
  });
});
