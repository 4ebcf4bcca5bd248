import { Box, Button, HStack, Image, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCheck } from 'react-icons/lu';
import { FLAG_IMAGES } from '../../../components/ui/flags';
import { appToaster } from '../../../components/ui/toaster';
import type { Language } from '../../../generated/graphql';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_FLAGS, LANGUAGES } from '../../../lib/i18n/languages';
import { useSetMyLanguage } from '../hooks/use-account-mutations';

interface LanguageSettingProps {
  accountId: string;
  /** The language saved on the account; null until the person chooses one. */
  saved: Language | null;
}

/**
 * The interface language: the one on screen is the one chosen, and choosing another changes every text
 * at once and saves it on the account (language-sync.tsx applies it wherever the person signs in).
 */
export function LanguageSetting({ accountId, saved }: LanguageSettingProps) {
  const { t, i18n } = useTranslation();
  const [setLanguage, { loading }] = useSetMyLanguage();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

  const choose = async (language: Language) => {
    // The account first (optimistically), then the screen: the top bar's menu and this stay in step.
    const saving = setLanguage(accountId, language);
    await i18n.changeLanguage(language);
    const outcome = await saving;
    if (outcome.ok) appToaster.create({ type: 'success', title: t('account.language.savedToast') });
  };

  return (
    <Stack gap="4">
      <RadioCard.Root
        value={current}
        onValueChange={(details) => isLanguage(details.value) && void choose(details.value)}
        size="sm"
        orientation="horizontal"
        align="center"
        disabled={loading}
      >
        <RadioCard.Label textStyle="sm" fontWeight="semibold" mb="2">
          {t('account.language.label')}
        </RadioCard.Label>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" maxW="md">
          {LANGUAGES.map((language) => (
            <RadioCard.Item key={language} value={language} lang={language}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl alignItems="center">
                <Box
                  as="span"
                  display="inline-flex"
                  w="6"
                  h="4"
                  rounded="xs"
                  overflow="hidden"
                  borderWidth="1px"
                  borderColor="border.muted"
                  flexShrink={0}
                >
                  <Image
                    src={FLAG_IMAGES[LANGUAGE_FLAGS[language]]}
                    alt=""
                    w="full"
                    h="full"
                    objectFit="cover"
                  />
                </Box>
                <RadioCard.ItemText>{t(`ui.language.${language}`)}</RadioCard.ItemText>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      {saved !== null && saved === current ? (
        <HStack gap="2" align="flex-start" color="fg.muted" data-testid="language-saved">
          <Box as="span" mt="0.5" color="fg.success">
            <LuCheck aria-hidden="true" />
          </Box>
          <Text textStyle="sm">{t('account.language.saved')}</Text>
        </HStack>
      ) : (
        <Stack gap="2" align="flex-start">
          <Text textStyle="sm" color="fg.muted">
            {t('account.language.notSaved')}
          </Text>
          <Button size="sm" variant="outline" loading={loading} onClick={() => void choose(current)}>
            {t('account.language.saveCurrent', { language: t(`ui.language.${current}`) })}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
