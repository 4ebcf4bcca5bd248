import { HStack, RadioCard, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuMonitor, LuMoon, LuSun } from 'react-icons/lu';
import { COLOR_SCHEMES, isColorScheme, useColorMode } from '../../../components/ui/color-mode';

const SCHEME_ICONS = { system: LuMonitor, light: LuSun, dark: LuMoon } as const;

/**
 * The colour scheme. It belongs to the browser, not the account (the settings drawer keeps it there too),
 * so this is the same choice as the drawer's and the top bar's.
 */
export function AppearanceSetting() {
  const { t } = useTranslation();
  const { scheme, setScheme } = useColorMode();
  return (
    <RadioCard.Root
      value={scheme}
      onValueChange={(details) => isColorScheme(details.value) && setScheme(details.value)}
      size="sm"
      align="center"
    >
      <RadioCard.Label textStyle="sm" fontWeight="semibold" mb="2">
        {t('account.appearance.scheme')}
      </RadioCard.Label>
      <SimpleGrid columns={3} gap="2" maxW="md">
        {COLOR_SCHEMES.map((option) => {
          const Icon = SCHEME_ICONS[option];
          return (
            <RadioCard.Item key={option} value={option}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <HStack gap="2" justify="center" w="full">
                  <Icon aria-hidden="true" />
                  <RadioCard.ItemText>{t(`ui.colorScheme.${option}`)}</RadioCard.ItemText>
                </HStack>
              </RadioCard.ItemControl>
            </RadioCard.Item>
          );
        })}
      </SimpleGrid>
    </RadioCard.Root>
  );
}
