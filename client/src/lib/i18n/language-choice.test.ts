import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/render';
import { applyLanguage, storedLanguageChoice, wasApplied } from './language-choice';
import { LANGUAGE_STORAGE_KEY } from './languages';

describe('applyLanguage', () => {
  it('marks its own change, once, so it is not taken for the person’s choice', async () => {
    const i18n = createTestI18n('en');
    const seen: [string, boolean][] = [];
    i18n.on('languageChanged', (language) => seen.push([language, wasApplied(language)]));
    await applyLanguage(i18n, 'tr');
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('tr');
    expect(seen).toEqual([
      ['tr', true],
      ['en', false],
      ['tr', false],
    ]);
  });

  it('keeps its mark through another change first (the first page’s own, still loading)', async () => {
    const i18n = createTestI18n('en');
    const pending = applyLanguage(i18n, 'tr');
    // Another language's change is reported before the applied one: it is not the applied change.
    expect(wasApplied('en')).toBe(false);
    await pending;
    expect(i18n.resolvedLanguage).toBe('tr');
    expect(wasApplied('tr')).toBe(true);
  });

  it('changes nothing, and marks nothing, for the language already shown', async () => {
    const i18n = createTestI18n('tr');
    await applyLanguage(i18n, 'tr');
    expect(wasApplied('tr')).toBe(false);
  });
});

describe('storedLanguageChoice', () => {
  it('reads the choice saved in this browser, or null', () => {
    expect(storedLanguageChoice()).toBeNull();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'tr');
    expect(storedLanguageChoice()).toBe('tr');
  });
});
