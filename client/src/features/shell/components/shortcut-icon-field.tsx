import { Field, Flex, HStack, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { iconBaseName, isShortcutIconName, ShellIcon, SHORTCUT_ICONS, shortcutIconValue } from '../icons';
import type { ShortcutFormFields } from './shortcut-form-fields';

/** The icon: a preview and a list of the offered icons (a stored one outside the list stays). */
export function ShortcutIconField({ form }: { form: ShortcutFormFields }) {
  const { t } = useTranslation();
  const { values } = form;
  const iconName = iconBaseName(values.icon);
  return (
    <Field.Root required invalid={Boolean(form.errorFor('icon'))}>
      <Field.Label>
        {t('shell.shortcuts.form.icon')}
        <Field.RequiredIndicator />
      </Field.Label>
      <HStack w="full">
        <Flex
          boxSize="10"
          flexShrink={0}
          align="center"
          justify="center"
          rounded="l2"
          bg="bg.muted"
          fontSize="lg"
        >
          <ShellIcon name={values.icon} />
        </Flex>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={values.icon}
            onChange={(event) => {
              form.set('icon', event.target.value);
              form.touch('icon');
            }}
            onBlur={() => form.touch('icon')}
          >
            <option value="">{t('shell.shortcuts.form.iconPlaceholder')}</option>
            {/* A stored icon outside the offered set stays selectable as it is. */}
            {values.icon && !isShortcutIconName(iconName) ? (
              <option value={values.icon}>{iconName}</option>
            ) : null}
            {SHORTCUT_ICONS.map((name) => {
              const value = values.icon && iconName === name ? values.icon : shortcutIconValue(name);
              return (
                <option key={name} value={value}>
                  {t(`shell.shortcuts.icons.${name}`)}
                </option>
              );
            })}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Field.ErrorText>{form.errorFor('icon')}</Field.ErrorText>
    </Field.Root>
  );
}
