import { Badge, Box, Checkbox, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RegistrationFormQuery } from '../../../generated/graphql';
import type { Problems } from '../registration-validation';

type ConsentText = RegistrationFormQuery['registrationForm']['consentTexts'][number];

interface ConsentListProps {
  texts: readonly ConsentText[];
  accepted: readonly string[];
  problems: Problems;
  onToggle: (id: string, checked: boolean) => void;
}

/** The consent texts in the page's language, each with its box; the required ones marked. */
export function ConsentList({ texts, accepted, problems, onToggle }: ConsentListProps) {
  const { t, i18n } = useTranslation();
  const turkish = i18n.resolvedLanguage === 'tr';
  return (
    <Stack gap="3">
      {texts.map((text) => {
        const problem = problems[`consent.${text.id}`];
        return (
          <Field.Root key={text.id} invalid={Boolean(problem)} required={text.required}>
            <Box
              borderWidth="1px"
              borderColor={problem ? 'border.error' : 'border'}
              rounded="l2"
              p="3"
              w="full"
            >
              <Checkbox.Root
                checked={accepted.includes(text.id)}
                onCheckedChange={(details) => onToggle(text.id, details.checked === true)}
                name={`consent.${text.purpose}`}
              >
                {/* The purpose names the box; the text it agrees to describes it. */}
                <Checkbox.HiddenInput aria-describedby={`consent-text-${text.id}`} />
                <Checkbox.Control />
                <Checkbox.Label>
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{t(`registrations.purpose.${text.purpose}`)}</Text>
                    {text.required ? (
                      <Badge size="sm" colorPalette="orange" variant="subtle">
                        {t('registrations.public.requiredConsent')}
                      </Badge>
                    ) : null}
                  </HStack>
                </Checkbox.Label>
              </Checkbox.Root>
              <Text
                id={`consent-text-${text.id}`}
                mt="2"
                ps="7"
                color="fg.muted"
                textStyle="sm"
                lang={turkish ? 'tr' : 'en'}
              >
                {turkish ? text.textTr : text.textEn}
              </Text>
            </Box>
            {problem ? (
              <Field.ErrorText>{t(`registrations.public.validation.${problem}`)}</Field.ErrorText>
            ) : null}
          </Field.Root>
        );
      })}
    </Stack>
  );
}
