import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

// Arena's design system: Chakra's defaults plus the brand palette. Components use tokens only
// (brand.solid, fg.muted, bg.panel…); raw colour values live here and nowhere else.
const config = defineConfig({
  globalCss: {
    // Every component picks the brand palette unless it asks for another one.
    html: { colorPalette: 'brand' },
    body: { bg: 'bg.canvas', color: 'fg' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef2ff' },
          100: { value: '#e0e7ff' },
          200: { value: '#c7d2fe' },
          300: { value: '#a5b4fc' },
          400: { value: '#818cf8' },
          500: { value: '#6366f1' },
          600: { value: '#4f46e5' },
          700: { value: '#4338ca' },
          800: { value: '#3730a3' },
          900: { value: '#312e81' },
          950: { value: '#1e1b4b' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          // White on brand.600 reads at 6.3:1 in both schemes (brand.500 would miss WCAG AA's 4.5:1).
          solid: { value: '{colors.brand.600}' },
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
