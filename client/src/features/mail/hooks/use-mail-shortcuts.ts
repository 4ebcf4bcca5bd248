import { useEffect, useLayoutEffect, useRef } from 'react';

/** The mailbox's one-key shortcuts and what each does. */
export interface MailShortcutHandlers {
  compose: () => void;
  next: () => void;
  previous: () => void;
  reply: () => void;
  replyAll: () => void;
  forward: () => void;
  star: () => void;
  delete: () => void;
  back: () => void;
}

/** The keys, in the order the help lists them. */
export const MAIL_SHORTCUTS: readonly { key: string; action: keyof MailShortcutHandlers }[] = [
  { key: 'c', action: 'compose' },
  { key: 'j', action: 'next' },
  { key: 'k', action: 'previous' },
  { key: 'r', action: 'reply' },
  { key: 'a', action: 'replyAll' },
  { key: 'f', action: 'forward' },
  { key: 's', action: 'star' },
  { key: '#', action: 'delete' },
  { key: 'Escape', action: 'back' },
];

/** Whether a key press happens while typing (a field, the editor) or inside a dialog or menu. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]') !== null;
}

/** Calls the handler of a shortcut key pressed on the page, unless the person is typing. */
export function useMailShortcuts(handlers: MailShortcutHandlers, enabled = true): void {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      const shortcut = MAIL_SHORTCUTS.find(({ key }) => key === event.key);
      if (!shortcut) return;
      event.preventDefault();
      latest.current[shortcut.action]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
