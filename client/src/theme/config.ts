import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type RecipeDefinition,
  type SlotRecipeConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { brandPaletteTokens, THEME_PALETTES, themeConditions } from './themes';

// Arena's design system: Chakra's defaults plus the brand palette and Arena's type. Components use
// tokens only (brand.solid, fg.muted, bg.panel, textStyle="sm"…); raw values live here and nowhere else.
// Which of Chakra's recipes a system has is its maker's choice (arenaSystem): system.ts takes them all,
// the first page's system (app/design-system.ts) only those of the signed-out pages.

// Inter ships with the app (@fontsource-variable/inter, imported by main.tsx: no CDN); the system stack
// stands in while it loads and wherever a glyph is missing.
const SANS = `'Inter Variable', Inter, ui-sans-serif, system-ui, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'`;

// The type scale: Chakra's sizes and line heights, with Inter's tracking — tighter as text grows, so
// headings read as one shape rather than spaced-out letters.
const scale = (fontSize: string, lineHeight: string, letterSpacing = '0') => ({
  value: { fontSize, lineHeight, letterSpacing },
});

export const config = defineConfig({
  globalCss: {
    // Every component picks the brand palette unless it asks for another one.
    // (Chakra's preflight already turns on antialiased font smoothing.)
    html: { colorPalette: 'brand' },
    body: { bg: 'bg.canvas', color: 'fg' },
  },
  // The colour themes: one condition per theme (themes.ts).
  conditions: themeConditions(),
  theme: {
    // Spec 000 §9.
    breakpoints: { sm: '600px', md: '960px', lg: '1280px', xl: '1440px', '2xl': '1920px' },
    tokens: {
      fonts: { body: { value: SANS }, heading: { value: SANS } },
      // Chakra has no indigo; labels (the mailbox's) may take it: the default theme's indigo, fixed.
      colors: {
        indigo: Object.fromEntries(
          Object.entries(THEME_PALETTES.default.palette).map(([shade, value]) => [shade, { value }]),
        ),
      },
    },
    textStyles: {
      '2xs': scale('2xs', '0.875rem', '0.01em'),
      xs: scale('xs', '1rem', '0.005em'),
      sm: scale('sm', '1.25rem'),
      md: scale('md', '1.5rem', '-0.006em'),
      lg: scale('lg', '1.75rem', '-0.011em'),
      xl: scale('xl', '1.875rem', '-0.014em'),
      '2xl': scale('2xl', '2rem', '-0.017em'),
      '3xl': scale('3xl', '2.375rem', '-0.02em'),
      '4xl': scale('4xl', '2.75rem', '-0.022em'),
      '5xl': scale('5xl', '3.5rem', '-0.024em'),
      '6xl': scale('6xl', '4.25rem', '-0.025em'),
      '7xl': scale('7xl', '5.25rem', '-0.025em'),
      /** The small capitals over a group of entries (menu sections, card eyebrows). */
      overline: {
        value: { fontSize: 'xs', lineHeight: '1rem', fontWeight: 'semibold', letterSpacing: '0.06em' },
      },
    },
    recipes: {
      // Headings are semibold (600), never bold or black: with Inter that is weight enough.
      heading: { base: { fontWeight: 'semibold' } },
    },
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
        // The indigo palette's roles, as Chakra's own palettes have them.
        indigo: {
          solid: { value: '{colors.indigo.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.indigo.700}', _dark: '{colors.indigo.300}' } },
          muted: { value: { _light: '{colors.indigo.100}', _dark: '{colors.indigo.900}' } },
          subtle: { value: { _light: '{colors.indigo.50}', _dark: '{colors.indigo.950}' } },
          emphasized: { value: { _light: '{colors.indigo.200}', _dark: '{colors.indigo.800}' } },
          focusRing: { value: { _light: '{colors.indigo.500}', _dark: '{colors.indigo.400}' } },
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

// Chakra's defaultConfig is defaultBaseConfig, this theme and all the recipes; built from the parts so
// that a system with a few recipes carries no others.
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, textStyles, layerStyles, animationStyles },
});

/** Chakra's defaults with the given recipes, and Arena's config over them. */
export function arenaSystem(
  recipes: Record<string, RecipeDefinition>,
  slotRecipes: Record<string, SlotRecipeConfig>,
): SystemContext {
  return createSystem(
    defaultBaseConfig,
    chakraTheme,
    defineConfig({ theme: { recipes, slotRecipes } }),
    config,
  );
}
