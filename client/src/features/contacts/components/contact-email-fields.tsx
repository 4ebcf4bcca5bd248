import { Button, Field, Fieldset, Flex, HStack, IconButton, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuX } from 'react-icons/lu';
import { emptyEmailRow, type EmailRow } from '../contact-form';
import { CONTACT_LIMITS } from '../contact-rules';
import type { ContactFormFields } from '../hooks/use-contact-form';
import { LabelSelect } from './contact-fields';

/** The e-mail addresses: one row each (address, label, remove) and a button adding one. */
export function ContactEmailFields({ form }: { form: ContactFormFields }) {
  const { t } = useTranslation();
  const { emails } = form.values;
  const changeRow = (index: number, row: Partial<EmailRow>) =>
    form.change(
      { emails: emails.map((existing, at) => (at === index ? { ...existing, ...row } : existing)) },
      [`emails.${index}`],
    );

  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('contacts.form.emails')}</Fieldset.Legend>
      <Stack gap="3" mt="2">
        {emails.map((row, index) => {
          const number = index + 1;
          const path = `emails.${index}.email`;
          return (
            <Field.Root key={row.key} invalid={!!form.problems[path]}>
              <Flex gap="2" w="full" direction={{ base: 'column', sm: 'row' }}>
                <Input
                  ref={form.register(path)}
                  type="email"
                  autoComplete="off"
                  spellCheck={false}
                  aria-label={t('contacts.form.email', { number })}
                  maxLength={CONTACT_LIMITS.email}
                  value={row.email}
                  onChange={(event) => changeRow(index, { email: event.target.value })}
                />
                <HStack gap="2">
                  <LabelSelect
                    label={t('contacts.form.emailLabel', { number })}
                    value={row.label}
                    onChange={(label) => changeRow(index, { label })}
                  />
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={t('contacts.form.removeEmail', { number })}
                    onClick={() =>
                      form.change({ emails: emails.filter((_, at) => at !== index) }, ['emails'])
                    }
                  >
                    <LuX />
                  </IconButton>
                </HStack>
              </Flex>
              <Field.ErrorText>{form.message(path)}</Field.ErrorText>
            </Field.Root>
          );
        })}
        {emails.length < CONTACT_LIMITS.emails ? (
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            onClick={() => {
              form.change({ emails: [...emails, emptyEmailRow()] }, []);
              // The new row's field takes the focus once it exists.
              form.focusSoon(`emails.${emails.length}.email`);
            }}
          >
            <LuPlus aria-hidden="true" />
            {t('contacts.form.addEmail')}
          </Button>
        ) : null}
      </Stack>
    </Fieldset.Root>
  );
}
