import { Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { CONTACT_LIMITS } from '../contact-rules';
import type { ContactFormFields } from '../hooks/use-contact-form';
import { BirthdayPicker } from './contact-fields';

interface ContactOtherFieldsProps {
  form: ContactFormFields;
  /** The contact's id: the notes editor starts afresh for another contact. */
  contactId: string;
}

/** Birthday, postal address and the notes (rich text). */
export function ContactOtherFields({ form, contactId }: ContactOtherFieldsProps) {
  const { t } = useTranslation();
  const { values, problems } = form;
  return (
    <>
      <Field.Root invalid={!!problems.birthday}>
        <Field.Label>{t('contacts.form.birthday')}</Field.Label>
        <BirthdayPicker
          value={values.birthday}
          onChange={(birthday) => form.change({ birthday })}
          label={t('contacts.form.birthday')}
          invalid={!!problems.birthday}
          inputRef={form.register('birthday')}
        />
        <Field.ErrorText>{form.message('birthday')}</Field.ErrorText>
      </Field.Root>

      <Field.Root invalid={!!problems.address}>
        <Field.Label>{t('contacts.form.address')}</Field.Label>
        <Textarea
          ref={form.register('address')}
          name="address"
          rows={2}
          maxLength={CONTACT_LIMITS.address}
          value={values.address}
          onChange={(event) => form.change({ address: event.target.value })}
        />
        <Field.ErrorText>{form.message('address')}</Field.ErrorText>
      </Field.Root>

      <Stack gap="1.5">
        <RichTextEditor
          key={contactId}
          value={values.notes}
          onChange={(notes) => form.change({ notes })}
          label={t('contacts.form.notes')}
        />
        {problems.notes ? (
          <Text textStyle="xs" color="fg.error">
            {form.message('notes')}
          </Text>
        ) : null}
      </Stack>
    </>
  );
}
