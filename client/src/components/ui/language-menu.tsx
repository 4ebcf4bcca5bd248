import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuLanguages } from 'react-icons/lu';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '../../app/i18n/languages';

/** Lists en and tr (spec 000 §2); choosing one changes the active language and remembers it. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" colorPalette="gray" size="sm" aria-label={t('ui.language.label')}>
          <LuLanguages />
          <Text as="span" fontWeight="semibold" textTransform="uppercase">
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
