import { Fieldset, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import type { GuardianRelationship } from '../../../generated/graphql';
import type { GuardianValues, Problems } from '../registration-validation';

export const RELATIONSHIPS: readonly GuardianRelationship[] = [
  'mother',
  'father',
  'grandparent',
  'sibling',
  'relative',
  'foster_parent',
  'other',
];

interface GuardianFieldsProps {
  index: number;
  guardian: GuardianValues;
  problems: Problems;
  onChange: (next: GuardianValues) => void;
}

/** One guardian's names, e-mail, phone and relationship on the public form. */
export function GuardianFields({ index, guardian, problems, onChange }: GuardianFieldsProps) {
  const { t } = useTranslation();
  const at = `guardians.${index}`;
  const problem = (field: keyof GuardianValues) => {
    const found = problems[`${at}.${field}`];
    return {
      invalid: Boolean(found),
      error: found ? t(`registrations.public.validation.${found}`) : undefined,
    };
  };
  const set = (field: keyof GuardianValues) => (value: string) => onChange({ ...guardian, [field]: value });
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">
        {t('registrations.public.guardianNumber', { number: index + 1 })}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="3">
        <FormField label={t('registrations.public.firstName')} required {...problem('firstName')}>
          <Input
            name={`${at}.firstName`}
            autoComplete={index === 0 ? 'given-name' : 'off'}
            value={guardian.firstName}
            onChange={(event) => set('firstName')(event.target.value)}
          />
        </FormField>
        <FormField label={t('registrations.public.lastName')} required {...problem('lastName')}>
          <Input
            name={`${at}.lastName`}
            autoComplete={index === 0 ? 'family-name' : 'off'}
            value={guardian.lastName}
            onChange={(event) => set('lastName')(event.target.value)}
          />
        </FormField>
        <FormField label={t('registrations.public.email')} required {...problem('email')}>
          <Input
            name={`${at}.email`}
            type="email"
            inputMode="email"
            autoComplete={index === 0 ? 'email' : 'off'}
            value={guardian.email}
            onChange={(event) => set('email')(event.target.value)}
          />
        </FormField>
        <FormField label={t('registrations.public.phone')} required {...problem('phone')}>
          <Input
            name={`${at}.phone`}
            type="tel"
            inputMode="tel"
            autoComplete={index === 0 ? 'tel' : 'off'}
            value={guardian.phone}
            onChange={(event) => set('phone')(event.target.value)}
          />
        </FormField>
        <FormField label={t('registrations.public.relationship')} required {...problem('relationship')}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name={`${at}.relationship`}
              value={guardian.relationship}
              onChange={(event) => set('relationship')(event.target.value)}
            >
              <option value="">{t('registrations.public.chooseRelationship')}</option>
              {RELATIONSHIPS.map((relationship) => (
                <option key={relationship} value={relationship}>
                  {t(`registrations.relationship.${relationship}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
    </Fieldset.Root>
  );
}
