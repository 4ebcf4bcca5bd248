import { IconButton } from '@chakra-ui/react';
import { ThemeProvider, useTheme, type ThemeProviderProps } from 'next-themes';
import { useTranslation } from 'react-i18next';
import { LuMoon, LuSun } from 'react-icons/lu';

// Chakra v3's colour-mode snippet: next-themes puts "light" or "dark" on <html>, Chakra's _dark
// conditions follow. Scheme "system" (the spec's "auto") follows the operating system.
export const COLOR_SCHEMES = ['system', 'light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** Shared with public/color-scheme.js, which applies the scheme before the first paint. */
export const COLOR_SCHEME_STORAGE_KEY = 'arena.color-scheme';

export function ColorModeProvider(props: ThemeProviderProps) {
  return (
    <ThemeProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      storageKey={COLOR_SCHEME_STORAGE_KEY}
      // next-themes' own inline script would break the CSP and never runs in a client-rendered app;
      // marking it as data keeps React quiet. public/color-scheme.js does its job.
      scriptProps={{ type: 'application/json' }}
      {...props}
    />
  );
}

export const isColorScheme = (value: unknown): value is ColorScheme =>
  typeof value === 'string' && (COLOR_SCHEMES as readonly string[]).includes(value);

export function useColorMode() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return {
    /** What the user chose. */
    scheme: isColorScheme(theme) ? theme : 'system',
    /** What is on screen. */
    colorMode: resolvedTheme === 'dark' ? ('dark' as const) : ('light' as const),
    setScheme: (scheme: ColorScheme) => setTheme(scheme),
  };
}

/** One button between light and dark: light, cheap controls for the signed-out pages. */
export function ColorModeToggle() {
  const { t } = useTranslation();
  const { colorMode, setScheme } = useColorMode();
  const next = colorMode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      variant="ghost"
      colorPalette="gray"
      size="sm"
      aria-label={t(next === 'dark' ? 'ui.colorScheme.switchToDark' : 'ui.colorScheme.switchToLight')}
      onClick={() => setScheme(next)}
    >
      {colorMode === 'dark' ? <LuMoon /> : <LuSun />}
    </IconButton>
  );
}
