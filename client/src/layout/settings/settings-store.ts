import { useSyncExternalStore } from 'react';
import { applyTheme, storedTheme, type ThemeName } from '../../theme/themes';
import { isLayoutName, LAYOUT_STORAGE_KEY, type LayoutName } from '../config/layout-config';

// The settings drawer's choices (spec 000 §4: scheme, theme and layout are replaced independently),
// saved in localStorage so they survive a reload. The scheme lives in next-themes (color-mode.tsx).

interface Settings {
  /** The saved layout, or null for the configuration's default. */
  layout: LayoutName | null;
  theme: ThemeName;
}

function readStoredLayout(): LayoutName | null {
  try {
    const stored = localStorage.getItem(LAYOUT_STORAGE_KEY);
    return isLayoutName(stored) ? stored : null;
  } catch {
    return null;
  }
}

let current: Settings = { layout: readStoredLayout(), theme: storedTheme() };
const listeners = new Set<() => void>();

function update(next: Partial<Settings>) {
  current = { ...current, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSettings(): Settings {
  return useSyncExternalStore(subscribe, () => current);
}

export function setLayoutSetting(layout: LayoutName) {
  try {
    localStorage.setItem(LAYOUT_STORAGE_KEY, layout);
  } catch {
    // Blocked storage: the layout lasts for this page only.
  }
  update({ layout });
}

export function setThemeSetting(theme: ThemeName) {
  applyTheme(theme, { remember: true });
  update({ theme });
}
