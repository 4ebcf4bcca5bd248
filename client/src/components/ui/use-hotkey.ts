import { useEffect, useLayoutEffect, useRef } from 'react';

/** True on macOS and iOS, where the command key plays the role of Ctrl. */
const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * Calls `handler` when Ctrl (⌘ on Apple devices) and `key` are pressed anywhere on the page, for the
 * page-level shortcuts of the apps (Ctrl/Cmd+/ creates, Ctrl/Cmd+. adds a section). The browser's own
 * action for the combination is prevented. Works while typing in a field too, as a shortcut should.
 */
export function useModKeyHotkey(key: string, handler: () => void, enabled = true): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const mod = isApple() ? event.metaKey : event.ctrlKey;
      if (!mod || event.altKey || event.shiftKey || event.key !== key || event.repeat) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [key, enabled]);
}

/** How to write the shortcut in a hint or tooltip: "⌘ /" on Apple devices, "Ctrl /" elsewhere. */
export const modKeyLabel = (key: string) => `${isApple() ? '⌘' : 'Ctrl'} ${key}`;
