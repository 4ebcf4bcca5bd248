import { describe, expect, it } from 'vitest';
import { isTypingTarget, MAIL_SHORTCUTS } from './use-mail-shortcuts';

describe('the mailbox shortcuts', () => {
  it('are ignored while typing or inside a dialog', () => {
    const input = document.createElement('input');
    const editor = document.createElement('div');
    editor.contentEditable = 'true';
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const inDialog = document.createElement('button');
    dialog.append(inDialog);
    document.body.append(input, editor, dialog);
    expect(isTypingTarget(input)).toBe(true);
    expect(isTypingTarget(inDialog)).toBe(true);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('list each key once', () => {
    const keys = MAIL_SHORTCUTS.map((shortcut) => shortcut.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(['c', 'j', 'k', 'r', 'a', 'f', 's', '#', 'Escape']);
  });
});
