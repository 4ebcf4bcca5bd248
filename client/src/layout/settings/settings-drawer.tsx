import {
  Box,
  CloseButton,
  Drawer,
  HStack,
  IconButton,
  Portal,
  RadioCard,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMonitor, LuMoon, LuSettings, LuSun } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { COLOR_SCHEMES, isColorScheme, useColorMode } from '../../components/ui/color-mode';
import { isThemeName, THEME_SWATCH_ATTRIBUTE, THEMES, type ThemeName } from '../../theme/themes';
import { isLayoutName, LAYOUT_QUERY_PARAMETER, LAYOUTS } from '../config/layout-config';
import { LayoutPreview } from './layout-preview';
import { setLayoutSetting, setThemeSetting, useSettings } from './settings-store';
import { useResolvedLayout } from './use-resolved-layout';

const SCHEME_ICONS = { system: LuMonitor, light: LuSun, dark: LuMoon } as const;

interface SettingsDrawerContextValue {
  open: (trigger: HTMLElement) => void;
}

const SettingsDrawerContext = createContext<SettingsDrawerContextValue | null>(null);

/**
 * The settings drawer, rendered once around the layouts: choosing a layout swaps the header that holds
 * the cog, and the drawer must stay open through that.
 */
export function SettingsDrawerProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const value = useMemo<SettingsDrawerContextValue>(
    () => ({
      open: (element) => {
        trigger.current = element;
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <SettingsDrawerContext.Provider value={value}>
      {children}
      <Drawer.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        placement="end"
        size="sm"
        lazyMount
        unmountOnExit
        // Focus goes back to the cog that opened it (the current layout's, if the layout changed).
        finalFocusEl={() =>
          trigger.current?.isConnected
            ? trigger.current
            : document.querySelector<HTMLElement>('[data-settings-trigger]')
        }
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header borderBottomWidth="1px">
                <Drawer.Title>{t('layout.settings.title')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body py="6">
                <SettingsPanel />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('layout.settings.close')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </SettingsDrawerContext.Provider>
  );
}

/** The cog in every layout's header (spec 000 §2: "opened by a cog button"). */
export function SettingsButton() {
  const { t } = useTranslation();
  const drawer = useContext(SettingsDrawerContext);
  return (
    <IconButton
      variant="ghost"
      colorPalette="gray"
      size="sm"
      aria-label={t('layout.settings.open')}
      aria-haspopup="dialog"
      data-settings-trigger=""
      onClick={(event) => drawer?.open(event.currentTarget)}
    >
      <LuSettings />
    </IconButton>
  );
}

function SettingsPanel() {
  const { t } = useTranslation();
  const { theme } = useSettings();
  const { scheme, setScheme } = useColorMode();
  const layout = useResolvedLayout();
  const [searchParams, setSearchParams] = useSearchParams();

  const chooseLayout = (value: string) => {
    if (!isLayoutName(value)) return;
    // Spec: choosing a layout first clears the layout query parameter, else it would keep winning.
    if (searchParams.has(LAYOUT_QUERY_PARAMETER)) {
      const next = new URLSearchParams(searchParams);
      next.delete(LAYOUT_QUERY_PARAMETER);
      setSearchParams(next, { replace: true });
    }
    setLayoutSetting(value);
  };

  return (
    <Stack gap="8">
      <RadioCard.Root
        value={theme}
        onValueChange={(details) => isThemeName(details.value) && setThemeSetting(details.value)}
        size="sm"
        orientation="horizontal"
        align="start"
      >
        <RadioCard.Label textStyle="sm" fontWeight="semibold" mb="2">
          {t('layout.settings.theme')}
        </RadioCard.Label>
        <SimpleGrid columns={2} gap="2">
          {THEMES.map((option) => (
            <RadioCard.Item key={option} value={option}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl alignItems="center">
                <ThemeSwatch theme={option} />
                <RadioCard.ItemText>{t(`layout.themes.${option}`)}</RadioCard.ItemText>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>

      <RadioCard.Root
        value={scheme}
        onValueChange={(details) => isColorScheme(details.value) && setScheme(details.value)}
        size="sm"
        align="center"
      >
        <RadioCard.Label textStyle="sm" fontWeight="semibold" mb="2">
          {t('layout.settings.scheme')}
        </RadioCard.Label>
        <SimpleGrid columns={3} gap="2">
          {COLOR_SCHEMES.map((option) => {
            const Icon = SCHEME_ICONS[option];
            return (
              <RadioCard.Item key={option} value={option}>
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl flexDirection="column" alignItems="center" gap="1.5">
                  <Icon aria-hidden="true" />
                  <RadioCard.ItemText>{t(`layout.schemes.${option}`)}</RadioCard.ItemText>
                </RadioCard.ItemControl>
              </RadioCard.Item>
            );
          })}
        </SimpleGrid>
      </RadioCard.Root>

      <RadioCard.Root value={layout} onValueChange={(details) => chooseLayout(details.value ?? '')} size="sm">
        <RadioCard.Label textStyle="sm" fontWeight="semibold" mb="2">
          {t('layout.settings.layout')}
        </RadioCard.Label>
        <SimpleGrid columns={2} gap="2">
          {LAYOUTS.map((option) => (
            <RadioCard.Item key={option} value={option}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl flexDirection="column" alignItems="stretch" gap="2" p="2">
                <LayoutPreview layout={option} />
                <RadioCard.ItemText textAlign="center">{t(`layout.layouts.${option}`)}</RadioCard.ItemText>
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
    </Stack>
  );
}

/**
 * Three dots of the theme's palette. Chakra scopes tokens to `.chakra-theme` elements, so with the
 * swatch attribute the brand variables here are that theme's, whatever theme the page has.
 */
function ThemeSwatch({ theme }: { theme: ThemeName }) {
  return (
    <HStack
      className="chakra-theme"
      gap="0.5"
      {...{ [THEME_SWATCH_ATTRIBUTE]: theme }}
      aria-hidden="true"
      flexShrink="0"
    >
      {(['brand.300', 'brand.500', 'brand.700'] as const).map((token) => (
        <Box key={token} boxSize="3" rounded="full" bg={token} />
      ))}
    </HStack>
  );
}
