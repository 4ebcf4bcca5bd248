import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuMonitor, LuMoon, LuSun } from 'react-icons/lu';
import { COLOR_SCHEMES, isColorScheme, useColorMode, type ColorScheme } from './color-mode';

const SCHEME_ICONS = { system: LuMonitor, light: LuSun, dark: LuMoon } satisfies Record<ColorScheme, unknown>;

/** An icon button that opens a menu of the three schemes. */
export function ColorSchemeMenu() {
  const { t } = useTranslation();
  const { scheme, colorMode, setScheme } = useColorMode();
  const TriggerIcon = colorMode === 'dark' ? LuMoon : LuSun;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" colorPalette="gray" size="sm" aria-label={t('ui.colorScheme.label')}>
          <TriggerIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup
              value={scheme}
              onValueChange={(details) => isColorScheme(details.value) && setScheme(details.value)}
            >
              {COLOR_SCHEMES.map((option) => {
                const Icon = SCHEME_ICONS[option];
                return (
                  <Menu.RadioItem key={option} value={option}>
                    <Icon />
                    <Menu.ItemText>{t(`ui.colorScheme.${option}`)}</Menu.ItemText>
                    <Menu.ItemIndicator>
                      <LuCheck />
                    </Menu.ItemIndicator>
                  </Menu.RadioItem>
                );
              })}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
