import { expect, type Page } from '@playwright/test';
import { clientLocale, localeText, type Language } from './locales.js';

// The shell around every page, as a person uses it: the menu, the shared list table, the language menu
// and the settings drawer, named in either language.

/** The shell's own labels in both languages (the layout and components/ui locale files). */
export function shellLabels(language: Language) {
  const layout = clientLocale('layout', language);
  const ui = clientLocale('components/ui', language);
  return {
    navigation: localeText(layout, 'navigation.label'),
    openNavigation: localeText(layout, 'navigation.open'),
    settings: localeText(layout, 'settings.open'),
    settingsTitle: localeText(layout, 'settings.title'),
    closeSettings: localeText(layout, 'settings.close'),
    language: localeText(ui, 'language.label'),
    layout: (name: string) => localeText(layout, `layouts.${name}`),
    theme: (name: string) => localeText(layout, `themes.${name}`),
    scheme: (name: 'system' | 'light' | 'dark') => localeText(layout, `schemes.${name}`),
  };
}

// ---- Menu and lists ------------------------------------------------------------------------------

export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Follows a menu entry, opening its group first when it is closed (the menu's names in `language`). */
export async function openFromMenu(page: Page, group: string, entry: string, language: Language = 'en') {
  const nav = page.getByRole('navigation', { name: shellLabels(language).navigation });
  const trigger = nav.getByRole('button', { name: group, exact: true });
  await expect(trigger).toBeVisible({ timeout: 15_000 });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await nav.getByRole('link', { name: entry, exact: true }).click();
}

/** The rows of the page's shared list table (components/data-table), one per record. */
export const tableRows = (page: Page) => page.locator('main tbody tr[data-row-id]');

// ---- Language and settings -----------------------------------------------------------------------

/** Chooses the interface language the way a person does: the top bar's language menu. */
export async function switchLanguage(page: Page, to: Language, from: Language = to === 'tr' ? 'en' : 'tr') {
  const html = page.locator('html');
  // On a loaded machine a click can land while the menu is still settling: then the person tries again.
  await expect(async () => {
    if ((await html.getAttribute('lang')) === to) return;
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: shellLabels(from).language, exact: true }).click();
    await page.getByRole('menuitemradio', { name: to === 'tr' ? 'Türkçe' : 'English' }).click();
    await expect(html).toHaveAttribute('lang', to, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

export interface ShellSettings {
  layout?: string;
  scheme?: 'system' | 'light' | 'dark';
  theme?: string;
}

/** Opens the settings drawer with the cog, makes the choices given and closes it again. */
export async function chooseSettings(page: Page, choices: ShellSettings, language: Language = 'en') {
  const labels = shellLabels(language);
  await page.getByRole('button', { name: labels.settings, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: labels.settingsTitle });
  // The drawer slides in: wait until it is all on screen, or a click may land mid-animation.
  await expect(drawer).toBeInViewport({ ratio: 1, timeout: 15_000 });
  const choose = (name: string) => drawer.getByRole('radio', { name, exact: true }).check({ force: true });
  if (choices.theme) await choose(labels.theme(choices.theme));
  if (choices.scheme) await choose(labels.scheme(choices.scheme));
  if (choices.layout) {
    await choose(labels.layout(choices.layout));
    await expect(page.locator(`[data-layout="${choices.layout}"]`)).toBeAttached({ timeout: 15_000 });
  }
  await drawer.getByRole('button', { name: labels.closeSettings }).click();
  await expect(drawer).toBeHidden({ timeout: 15_000 });
}
