import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { applyTheme, brandPaletteTokens, storedTheme, themeConditions } from './themes';

// Arena's design system: Chakra's defaults plus the brand palette. Components use tokens only
// (brand.solid, fg.muted, bg.panel…); raw colour values live here and nowhere else.
const config = defineConfig({
  globalCss: {
    // Every component picks the brand palette unless it asks for another one.
    html: { colorPalette: 'brand' },
    body: { bg: 'bg.canvas', color: 'fg' },
  },
  // The colour themes: one condition per theme (themes.ts).
  conditions: themeConditions(),
  theme: {
    // Spec 000 §9.
    breakpoints: { sm: '600px', md: '960px', lg: '1280px', xl: '1440px', '2xl': '1920px' },
    semanticTokens: {
      colors: {
        brand: {
          // The palette and its solid shade follow the colour theme (themes.ts). White on the solid
          // shade reads at ≥ 4.5:1 in every theme (brand.500 would miss WCAG AA).
          ...brandPaletteTokens(),
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        fg: {
          // Chakra's red.500 reads at 3.8:1 on white: too faint for error messages under fields.
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
        },
        bg: {
          // The page behind cards: a cool grey in light mode, near-black in dark mode.
          canvas: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);

// The saved colour theme applies before the first render, on every page (signed-out ones too).
applyTheme(storedTheme());
