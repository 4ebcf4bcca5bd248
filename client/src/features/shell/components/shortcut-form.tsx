import { Alert, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShortcutMutations, type Shortcut } from '../hooks/use-shortcut-mutations';
import {
  EMPTY_SHORTCUT_FORM,
  isShortcutValid,
  shortcutInput,
  validateShortcut,
  type ShortcutFormValues,
} from '../shortcut-validation';
import type { ShortcutFormFields } from './shortcut-form-fields';
import { ShortcutIconField } from './shortcut-icon-field';
import { ShortcutLinkFields } from './shortcut-link-fields';

function toFormValues(shortcut: Shortcut | undefined): ShortcutFormValues {
  if (!shortcut) return EMPTY_SHORTCUT_FORM;
  return {
    label: shortcut.label,
    description: shortcut.description ?? '',
    icon: shortcut.icon,
    link: shortcut.link,
    useRouter: shortcut.useRouter,
  };
}

interface ShortcutFormProps {
  /** The shortcut to edit; none to add one. */
  shortcut?: Shortcut;
  onDone: () => void;
  onDeleted?: () => void;
}

/** Adds or edits a shortcut (and deletes one); a field's problem shows once it was visited. */
export function ShortcutForm({ shortcut, onDone, onDeleted }: ShortcutFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ShortcutFormValues>(() => toFormValues(shortcut));
  const [touched, setTouched] = useState<Partial<Record<keyof ShortcutFormValues, boolean>>>({});
  const shortcuts = useShortcutMutations();
  const [failed, setFailed] = useState(false);
  const errors = validateShortcut(values);
  const valid = isShortcutValid(values);
  const busy = shortcuts.creating || shortcuts.updating || shortcuts.deleting;

  const form: ShortcutFormFields = {
    values,
    set: (key, value) => setValues((current) => ({ ...current, [key]: value })),
    touch: (key) => setTouched((current) => ({ ...current, [key]: true })),
    errorFor: (key) => {
      const error = errors[key];
      return touched[key] && error ? t(`shell.shortcuts.form.${error}`) : null;
    },
  };

  // Runs a save or the delete; a failure shows above the form and keeps what was typed.
  const attempt = async (action: () => Promise<unknown>, then?: () => void) => {
    setFailed(false);
    try {
      await action();
      then?.();
    } catch {
      setFailed(true);
    }
  };

  const submit = async () => {
    if (!valid || busy) return;
    await attempt(
      () =>
        shortcut
          ? shortcuts.update(shortcut.id, shortcutInput(values))
          : shortcuts.create(shortcutInput(values)),
      onDone,
    );
  };

  const remove = async () => {
    if (!shortcut || busy) return;
    await attempt(() => shortcuts.remove(shortcut.id), onDeleted);
  };

  return (
    <Stack asChild gap="4" p="4">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {failed ? (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{t('shell.shortcuts.form.failed')}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Field.Root required invalid={Boolean(form.errorFor('label'))}>
          <Field.Label>
            {t('shell.shortcuts.form.label')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            autoFocus
            value={values.label}
            maxLength={100}
            onChange={(event) => form.set('label', event.target.value)}
            onBlur={() => form.touch('label')}
          />
          <Field.ErrorText>{form.errorFor('label')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(form.errorFor('description'))}>
          <Field.Label>{t('shell.shortcuts.form.description')}</Field.Label>
          <Input
            value={values.description}
            maxLength={300}
            onChange={(event) => form.set('description', event.target.value)}
            onBlur={() => form.touch('description')}
          />
          <Field.ErrorText>{form.errorFor('description')}</Field.ErrorText>
        </Field.Root>
        <ShortcutIconField form={form} />
        <ShortcutLinkFields form={form} />
        <HStack justify="flex-end" gap="2">
          {shortcut ? (
            <Button
              variant="outline"
              colorPalette="red"
              size="sm"
              me="auto"
              loading={shortcuts.deleting}
              disabled={busy}
              onClick={() => void remove()}
            >
              {t('shell.shortcuts.form.delete')}
            </Button>
          ) : null}
          <Button
            type="submit"
            size="sm"
            disabled={!valid || busy}
            loading={shortcuts.creating || shortcuts.updating}
          >
            {shortcut ? t('shell.shortcuts.form.update') : t('shell.shortcuts.form.add')}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
