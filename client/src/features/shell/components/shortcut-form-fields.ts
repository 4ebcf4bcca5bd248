import type { ShortcutFormValues } from '../shortcut-validation';

/** What the shortcut form's field groups read and call. */
export interface ShortcutFormFields {
  values: ShortcutFormValues;
  set: <K extends keyof ShortcutFormValues>(key: K, value: ShortcutFormValues[K]) => void;
  /** Marks a field as visited: its problem shows from then on. */
  touch: (key: keyof ShortcutFormValues) => void;
  /** The translated problem of a visited field, or null. */
  errorFor: (key: keyof ShortcutFormValues) => string | null;
}
