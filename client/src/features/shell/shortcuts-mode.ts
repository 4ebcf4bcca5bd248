// The shortcuts panel's modes (spec 000 §4): view ⇄ modify (edit button / done), view → add (plus),
// modify → edit (click a shortcut); cancel in add goes to view, in edit to modify; after save or
// delete the panel is in modify. Opening the panel always starts in view.

export type ShortcutsMode =
  { name: 'view' } | { name: 'modify' } | { name: 'add' } | { name: 'edit'; shortcutId: string };

export type ShortcutsEvent =
  | { type: 'open' }
  | { type: 'enterEdit' }
  | { type: 'add' }
  | { type: 'done' }
  | { type: 'select'; shortcutId: string }
  | { type: 'cancel' }
  | { type: 'saved' }
  | { type: 'deleted' };

export const INITIAL_SHORTCUTS_MODE: ShortcutsMode = { name: 'view' };

export function shortcutsModeReducer(mode: ShortcutsMode, event: ShortcutsEvent): ShortcutsMode {
  switch (event.type) {
    case 'open':
      return INITIAL_SHORTCUTS_MODE;
    case 'enterEdit':
      return mode.name === 'view' ? { name: 'modify' } : mode;
    case 'add':
      return mode.name === 'view' ? { name: 'add' } : mode;
    case 'done':
      return mode.name === 'modify' ? INITIAL_SHORTCUTS_MODE : mode;
    case 'select':
      return mode.name === 'modify' ? { name: 'edit', shortcutId: event.shortcutId } : mode;
    case 'cancel':
      if (mode.name === 'add') return INITIAL_SHORTCUTS_MODE;
      if (mode.name === 'edit') return { name: 'modify' };
      return mode;
    case 'saved':
    case 'deleted':
      return mode.name === 'add' || mode.name === 'edit' ? { name: 'modify' } : mode;
  }
}
