import { describe, expect, it } from 'vitest';
import { localeFileInfo, mergeLocales, missingKeys, translationKeys } from './merge-locales';

describe('localeFileInfo', () => {
  it('names the folder and the language', () => {
    expect(localeFileInfo('/repo/client/src/features/auth/locales/tr.json')).toEqual({
      namespace: 'auth',
      language: 'tr',
    });
    expect(localeFileInfo('components\\ui\\locales\\en.json')).toEqual({ namespace: 'ui', language: 'en' });
  });

  it('ignores other files', () => {
    expect(localeFileInfo('features/auth/en.json')).toBeNull();
    expect(localeFileInfo('features/auth/locales/english.json')).toBeNull();
  });
});

describe('mergeLocales', () => {
  it('puts each folder under its name, per language', () => {
    expect(
      mergeLocales({
        'features/auth/locales/en.json': { title: 'Sign in' },
        'features/auth/locales/tr.json': { title: 'Giriş yap' },
        'layout/locales/en.json': { footer: { copyright: '©' } },
      }),
    ).toEqual({
      en: { auth: { title: 'Sign in' }, layout: { footer: { copyright: '©' } } },
      tr: { auth: { title: 'Giriş yap' } },
    });
  });

  it('refuses two folders of the same name', () => {
    expect(() =>
      mergeLocales({ 'a/auth/locales/en.json': { x: 'x' }, 'b/auth/locales/en.json': { y: 'y' } }),
    ).toThrow(/named "auth"/);
  });

  it('refuses files that are not trees of strings', () => {
    expect(() => mergeLocales({ 'a/locales/en.json': { count: 1 } })).toThrow(/object of strings/);
    expect(() => mergeLocales({ 'a/locales/en.json': ['x'] })).toThrow(/object of strings/);
  });
});

describe('missingKeys', () => {
  it('lists the dotted keys one tree lacks', () => {
    const en = { a: 'A', b: { c: 'C', d: 'D' } };
    expect(translationKeys(en)).toEqual(['a', 'b.c', 'b.d']);
    expect(missingKeys(en, { a: 'A', b: { c: 'C' } })).toEqual(['b.d']);
    expect(missingKeys(en, en)).toEqual([]);
  });
});
