import { Box, Button, Image, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCheck } from 'react-icons/lu';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_FLAGS,
  LANGUAGES,
  type Language,
} from '../../lib/i18n/languages';
import { FLAG_IMAGES } from './flags';

function Flag({ language }: { language: Language }) {
  return (
    <Box
      as="span"
      display="inline-flex"
      w="5"
      h="3.5"
      rounded="xs"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border.muted"
      flexShrink={0}
    >
      <Image src={FLAG_IMAGES[LANGUAGE_FLAGS[language]]} alt="" w="full" h="full" objectFit="cover" />
    </Box>
  );
}

/**
 * Lists en and tr with their flags (spec 000 §2: en shows us, tr shows tr); choosing one changes every
 * text at once and is remembered (i18n.ts stores the choice).
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          colorPalette="gray"
          color="inherit"
          size="sm"
          px="2"
          aria-label={t('ui.language.label')}
        >
          <Flag language={current} />
          <Text as="span" fontWeight="semibold" textTransform="uppercase" textStyle="xs" hideBelow="sm">
            {current}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup
              value={current}
              onValueChange={(details) =>
                isLanguage(details.value) && void i18n.changeLanguage(details.value)
              }
            >
              {LANGUAGES.map((language) => (
                <Menu.RadioItem key={language} value={language} lang={language}>
                  <Flag language={language} />
                  <Menu.ItemText>{t(`ui.language.${language}`)}</Menu.ItemText>
                  <Menu.ItemIndicator>
                    <LuCheck />
                  </Menu.ItemIndicator>
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
