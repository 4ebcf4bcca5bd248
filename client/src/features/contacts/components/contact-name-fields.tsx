import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS } from '../contact-rules';
import type { ContactFormFields } from '../hooks/use-contact-form';

/** Name (required, full width), job title and company. */
export function ContactNameFields({ form }: { form: ContactFormFields }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {(['name', 'title', 'company'] as const).map((field) => (
        <Field.Root
          key={field}
          invalid={!!form.problems[field]}
          required={field === 'name'}
          gridColumn={field === 'name' ? { md: 'span 2' } : undefined}
        >
          <Field.Label>
            {t(`contacts.form.${field}`)}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={form.register(field)}
            name={field}
            autoComplete="off"
            maxLength={CONTACT_LIMITS[field]}
            value={form.values[field]}
            onChange={(event) => form.change({ [field]: event.target.value })}
          />
          <Field.ErrorText>{form.message(field)}</Field.ErrorText>
        </Field.Root>
      ))}
    </SimpleGrid>
  );
}
