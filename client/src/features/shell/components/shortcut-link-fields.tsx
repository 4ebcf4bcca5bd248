import { Field, HStack, Input, RadioGroup } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ShortcutFormFields } from './shortcut-form-fields';

/** Where the shortcut leads: in the app (router) or outside (new tab), and the link itself. */
export function ShortcutLinkFields({ form }: { form: ShortcutFormFields }) {
  const { t } = useTranslation();
  const { values } = form;
  return (
    <>
      <Field.Root required invalid={Boolean(form.errorFor('useRouter'))}>
        <Field.Label id="shortcut-link-kind">
          {t('shell.shortcuts.form.linkKind')}
          <Field.RequiredIndicator />
        </Field.Label>
        <RadioGroup.Root
          size="sm"
          aria-labelledby="shortcut-link-kind"
          value={values.useRouter === null ? null : values.useRouter ? 'router' : 'external'}
          onValueChange={(details) => {
            form.set('useRouter', details.value === 'router');
            form.touch('useRouter');
          }}
        >
          <HStack gap="5">
            {(['router', 'external'] as const).map((kind) => (
              <RadioGroup.Item key={kind} value={kind}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {kind === 'router' ? t('shell.shortcuts.form.inApp') : t('shell.shortcuts.form.external')}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        <Field.ErrorText>{form.errorFor('useRouter')}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={Boolean(form.errorFor('link'))}>
        <Field.Label>
          {t('shell.shortcuts.form.link')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={values.link}
          maxLength={2048}
          inputMode="url"
          onChange={(event) => form.set('link', event.target.value)}
          onBlur={() => form.touch('link')}
        />
        {form.errorFor('link') ? (
          <Field.ErrorText>{form.errorFor('link')}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            {values.useRouter === false
              ? t('shell.shortcuts.form.linkHelpExternal')
              : t('shell.shortcuts.form.linkHelpRouter')}
          </Field.HelperText>
        )}
      </Field.Root>
    </>
  );
}
