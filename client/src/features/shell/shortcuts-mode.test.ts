import { describe, expect, it } from 'vitest';
import {
  INITIAL_SHORTCUTS_MODE,
  shortcutsModeReducer,
  type ShortcutsEvent,
  type ShortcutsMode,
} from './shortcuts-mode';

const run = (events: ShortcutsEvent[], from: ShortcutsMode = INITIAL_SHORTCUTS_MODE) =>
  events.reduce(shortcutsModeReducer, from);

describe('shortcuts panel modes', () => {
  it('starts in view', () => {
    expect(INITIAL_SHORTCUTS_MODE).toEqual({ name: 'view' });
  });

  it('goes view → modify → view with the edit button and done', () => {
    expect(run([{ type: 'enterEdit' }])).toEqual({ name: 'modify' });
    expect(run([{ type: 'enterEdit' }, { type: 'done' }])).toEqual({ name: 'view' });
  });

  it('edits a chosen shortcut from modify, and cancel goes back to modify', () => {
    const editing = run([{ type: 'enterEdit' }, { type: 'select', shortcutId: 's1' }]);
    expect(editing).toEqual({ name: 'edit', shortcutId: 's1' });
    expect(shortcutsModeReducer(editing, { type: 'cancel' })).toEqual({ name: 'modify' });
    expect(shortcutsModeReducer(editing, { type: 'saved' })).toEqual({ name: 'modify' });
    expect(shortcutsModeReducer(editing, { type: 'deleted' })).toEqual({ name: 'modify' });
  });

  it('adds from view; cancel goes to view, save to modify', () => {
    expect(run([{ type: 'add' }])).toEqual({ name: 'add' });
    expect(run([{ type: 'add' }, { type: 'cancel' }])).toEqual({ name: 'view' });
    expect(run([{ type: 'add' }, { type: 'saved' }])).toEqual({ name: 'modify' });
  });

  it('ignores events that do not apply', () => {
    expect(run([{ type: 'select', shortcutId: 's1' }])).toEqual({ name: 'view' });
    expect(run([{ type: 'done' }])).toEqual({ name: 'view' });
    expect(run([{ type: 'saved' }])).toEqual({ name: 'view' });
    expect(run([{ type: 'enterEdit' }, { type: 'add' }])).toEqual({ name: 'modify' });
  });

  it('resets to view whenever the panel opens', () => {
    for (const from of [
      { name: 'modify' },
      { name: 'add' },
      { name: 'edit', shortcutId: 's1' },
    ] as ShortcutsMode[]) {
      expect(shortcutsModeReducer(from, { type: 'open' })).toEqual({ name: 'view' });
    }
  });
});
