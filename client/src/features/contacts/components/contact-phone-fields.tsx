import {
  Button,
  Field,
  Fieldset,
  Flex,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Stack,
} from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuX } from 'react-icons/lu';
import { emptyPhoneRow, type PhoneRow } from '../contact-form';
import { CONTACT_LIMITS } from '../contact-rules';
import { countriesByIso, type CountryOption } from '../countries';
import type { ContactFormFields } from '../hooks/use-contact-form';
import { CountrySelect, LabelSelect } from './contact-fields';

interface ContactPhoneFieldsProps {
  form: ContactFormFields;
  countries: readonly CountryOption[];
}

/** The phone numbers: one row each (country, number after its dial code, label, remove) and a button adding one. */
export function ContactPhoneFields({ form, countries }: ContactPhoneFieldsProps) {
  const { t } = useTranslation();
  const { phoneNumbers } = form.values;
  const countryByIso = useMemo(() => countriesByIso(countries), [countries]);
  const changeRow = (index: number, row: Partial<PhoneRow>) =>
    form.change(
      {
        phoneNumbers: phoneNumbers.map((existing, at) => (at === index ? { ...existing, ...row } : existing)),
      },
      [`phoneNumbers.${index}`],
    );
  const add = () => {
    // A new row takes the previous row's country; the focus goes to what is left to fill.
    const previousCountry = phoneNumbers[phoneNumbers.length - 1]?.country ?? '';
    form.change({ phoneNumbers: [...phoneNumbers, emptyPhoneRow(previousCountry)] }, []);
    form.focusSoon(`phoneNumbers.${phoneNumbers.length}.${previousCountry ? 'phoneNumber' : 'country'}`);
  };

  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('contacts.form.phones')}</Fieldset.Legend>
      <Stack gap="3" mt="2">
        {phoneNumbers.map((row, index) => {
          const number = index + 1;
          const countryPath = `phoneNumbers.${index}.country`;
          const numberPath = `phoneNumbers.${index}.phoneNumber`;
          return (
            <Field.Root key={row.key} invalid={!!form.problems[countryPath] || !!form.problems[numberPath]}>
              <Flex
                gap="2"
                w="full"
                direction={{ base: 'column', sm: 'row' }}
                wrap={{ sm: 'wrap', xl: 'nowrap' }}
              >
                <CountrySelect
                  countries={countries}
                  value={row.country}
                  onChange={(country) => changeRow(index, { country })}
                  label={t('contacts.form.country', { number })}
                  invalid={!!form.problems[countryPath]}
                  inputRef={form.register(countryPath)}
                />
                <InputGroup
                  flex="1"
                  minW={{ sm: '40' }}
                  startAddon={countryByIso.get(row.country)?.code ?? '+'}
                  startAddonProps={{ 'aria-hidden': true }}
                >
                  <Input
                    ref={form.register(numberPath)}
                    size="sm"
                    type="tel"
                    autoComplete="off"
                    aria-label={t('contacts.form.phone', { number })}
                    maxLength={CONTACT_LIMITS.phoneNumber}
                    value={row.phoneNumber}
                    onChange={(event) => changeRow(index, { phoneNumber: event.target.value })}
                  />
                </InputGroup>
                <HStack gap="2">
                  <LabelSelect
                    label={t('contacts.form.phoneLabel', { number })}
                    value={row.label}
                    onChange={(label) => changeRow(index, { label })}
                  />
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={t('contacts.form.removePhone', { number })}
                    onClick={() =>
                      form.change({ phoneNumbers: phoneNumbers.filter((_, at) => at !== index) }, [
                        'phoneNumbers',
                      ])
                    }
                  >
                    <LuX />
                  </IconButton>
                </HStack>
              </Flex>
              <Field.ErrorText>{form.message(countryPath) ?? form.message(numberPath)}</Field.ErrorText>
            </Field.Root>
          );
        })}
        {phoneNumbers.length < CONTACT_LIMITS.phoneNumbers ? (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={add}>
            <LuPlus aria-hidden="true" />
            {t('contacts.form.addPhone')}
          </Button>
        ) : null}
      </Stack>
    </Fieldset.Root>
  );
}
