import { describe, expect, it } from 'vitest';
import {
  EMPTY_SHORTCUT_FORM,
  isShortcutValid,
  shortcutInput,
  validateShortcut,
  type ShortcutFormValues,
} from './shortcut-validation';

const valid: ShortcutFormValues = {
  label: 'Tasks',
  description: '',
  icon: 'heroicons_outline:check-circle',
  link: '/apps/tasks',
  useRouter: true,
};

describe('validateShortcut', () => {
  it('requires label, icon, link and the link kind', () => {
    expect(validateShortcut(EMPTY_SHORTCUT_FORM)).toEqual({
      label: 'labelRequired',
      icon: 'iconRequired',
      link: 'linkRequired',
      useRouter: 'linkKindRequired',
    });
    expect(isShortcutValid(EMPTY_SHORTCUT_FORM)).toBe(false);
  });

  it('accepts a complete in-app or external shortcut', () => {
    expect(validateShortcut(valid)).toEqual({});
    expect(isShortcutValid({ ...valid, link: 'https://www.tff.org', useRouter: false })).toBe(true);
  });

  it('treats blanks as missing', () => {
    expect(validateShortcut({ ...valid, label: '   ' })).toEqual({ label: 'labelRequired' });
    expect(validateShortcut({ ...valid, link: '  ' })).toEqual({ link: 'linkRequired' });
  });

  it('checks the link against its kind', () => {
    expect(validateShortcut({ ...valid, link: 'apps/tasks' })).toEqual({ link: 'linkRouter' });
    expect(validateShortcut({ ...valid, useRouter: false })).toEqual({ link: 'linkExternal' });
    expect(validateShortcut({ ...valid, useRouter: false, link: 'javascript:alert(1)' })).toEqual({
      link: 'linkExternal',
    });
  });

  it('enforces the lengths of the schema', () => {
    expect(validateShortcut({ ...valid, label: 'x'.repeat(101) })).toEqual({ label: 'labelTooLong' });
    expect(validateShortcut({ ...valid, description: 'x'.repeat(301) })).toEqual({
      description: 'descriptionTooLong',
    });
    expect(validateShortcut({ ...valid, link: `/${'x'.repeat(2048)}` })).toEqual({ link: 'linkTooLong' });
  });
});

describe('shortcutInput', () => {
  it('trims and sends an empty description as null', () => {
    expect(shortcutInput({ ...valid, label: ' Tasks ', description: '  ' })).toEqual({
      label: 'Tasks',
      description: null,
      icon: 'heroicons_outline:check-circle',
      link: '/apps/tasks',
      useRouter: true,
    });
  });
});
