// Shortcut form rules (spec 000 §5 and schema/shortcuts.graphql): label, icon, link and the link kind
// are required; the link must fit its kind. The submit button stays disabled while any rule fails.

export interface ShortcutFormValues {
  label: string;
  description: string;
  icon: string;
  link: string;
  /** null until the user chose between an in-app route and an external link. */
  useRouter: boolean | null;
}

export type ShortcutFormErrorKey =
  | 'labelRequired'
  | 'labelTooLong'
  | 'descriptionTooLong'
  | 'iconRequired'
  | 'linkRequired'
  | 'linkRouter'
  | 'linkExternal'
  | 'linkTooLong'
  | 'linkKindRequired';

export type ShortcutFormErrors = Partial<Record<keyof ShortcutFormValues, ShortcutFormErrorKey>>;

export const EMPTY_SHORTCUT_FORM: ShortcutFormValues = {
  label: '',
  description: '',
  icon: '',
  link: '',
  useRouter: null,
};

export function validateShortcut(values: ShortcutFormValues): ShortcutFormErrors {
  const errors: ShortcutFormErrors = {};
  const label = values.label.trim();
  const link = values.link.trim();
  if (!label) errors.label = 'labelRequired';
  else if (label.length > 100) errors.label = 'labelTooLong';
  if (values.description.trim().length > 300) errors.description = 'descriptionTooLong';
  if (!values.icon) errors.icon = 'iconRequired';
  if (values.useRouter === null) errors.useRouter = 'linkKindRequired';
  if (!link) errors.link = 'linkRequired';
  else if (link.length > 2048) errors.link = 'linkTooLong';
  else if (values.useRouter === true && !link.startsWith('/')) errors.link = 'linkRouter';
  else if (values.useRouter === false && !/^https?:\/\/\S+$/i.test(link)) errors.link = 'linkExternal';
  return errors;
}

export const isShortcutValid = (values: ShortcutFormValues) =>
  Object.keys(validateShortcut(values)).length === 0;

/** The values to send: trimmed, with an empty description as null. */
export function shortcutInput(values: ShortcutFormValues) {
  return {
    label: values.label.trim(),
    description: values.description.trim() || null,
    icon: values.icon,
    link: values.link.trim(),
    useRouter: values.useRouter ?? false,
  };
}
