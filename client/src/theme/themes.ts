// The six colour themes of spec 000 §3 (default, brand, teal, rose, purple, amber). A theme swaps the
// `brand` palette that every component uses: an attribute on <html> selects which palette the brand
// CSS variables point at, so one change recolours the whole app (signed-out pages included).
export const THEMES = ['default', 'brand', 'teal', 'rose', 'purple', 'amber'] as const;
export type ThemeName = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemeName = 'default';

export const THEME_STORAGE_KEY = 'arena.theme';
export const THEME_ATTRIBUTE = 'data-arena-theme';
export const THEME_SWATCH_ATTRIBUTE = 'data-arena-theme-swatch';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
type Palette = Record<(typeof SHADES)[number], string>;

// Raw colour values live in theme/ only. Each `solid` is the shade white text reads on at ≥ 4.5:1.
export const THEME_PALETTES: Record<ThemeName, { palette: Palette; solid: keyof Palette }> = {
  // Indigo: Arena's own colour.
  default: {
    palette: {
      50: '#eef2ff',
      100: '#e0e7ff',
      200: '#c7d2fe',
      300: '#a5b4fc',
      400: '#818cf8',
      500: '#6366f1',
      600: '#4f46e5',
      700: '#4338ca',
      800: '#3730a3',
      900: '#312e81',
      950: '#1e1b4b',
    },
    solid: '600',
  },
  // Federation blue.
  brand: {
    palette: {
      50: '#eff6ff',
      100: '#dbeafe',
      200: '#bfdbfe',
      300: '#93c5fd',
      400: '#60a5fa',
      500: '#3b82f6',
      600: '#2563eb',
      700: '#1d4ed8',
      800: '#1e40af',
      900: '#1e3a8a',
      950: '#172554',
    },
    solid: '600',
  },
  teal: {
    palette: {
      50: '#f0fdfa',
      100: '#ccfbf1',
      200: '#99f6e4',
      300: '#5eead4',
      400: '#2dd4bf',
      500: '#14b8a6',
      600: '#0d9488',
      700: '#0f766e',
      800: '#115e59',
      900: '#134e4a',
      950: '#042f2e',
    },
    solid: '700',
  },
  rose: {
    palette: {
      50: '#fff1f2',
      100: '#ffe4e6',
      200: '#fecdd3',
      300: '#fda4af',
      400: '#fb7185',
      500: '#f43f5e',
      600: '#e11d48',
      700: '#be123c',
      800: '#9f1239',
      900: '#881337',
      950: '#4c0519',
    },
    solid: '700',
  },
  purple: {
    palette: {
      50: '#faf5ff',
      100: '#f3e8ff',
      200: '#e9d5ff',
      300: '#d8b4fe',
      400: '#c084fc',
      500: '#a855f7',
      600: '#9333ea',
      700: '#7e22ce',
      800: '#6b21a8',
      900: '#581c87',
      950: '#3b0764',
    },
    solid: '600',
  },
  amber: {
    palette: {
      50: '#fffbeb',
      100: '#fef3c7',
      200: '#fde68a',
      300: '#fcd34d',
      400: '#fbbf24',
      500: '#f59e0b',
      600: '#d97706',
      700: '#b45309',
      800: '#92400e',
      900: '#78350f',
      950: '#451a03',
    },
    solid: '700',
  },
};

/**
 * Chakra conditions, one per theme: true on <html> (or a swatch) carrying that theme's attribute, and on
 * every `.chakra-theme` element below such an <html>. Chakra's `<Theme>` (the dark sidebars and brand
 * bars) re-declares the tokens on its own element, so without the descendant form those parts fell back
 * to the default palette. Swatches are left out of the descendant form: they show their own theme.
 */
export function themeConditions(): Record<string, string> {
  return Object.fromEntries(
    THEMES.map((theme) => [
      themeCondition(theme),
      [
        `&[${THEME_ATTRIBUTE}="${theme}"]`,
        `[${THEME_ATTRIBUTE}="${theme}"] &:not([${THEME_SWATCH_ATTRIBUTE}])`,
        `&[${THEME_SWATCH_ATTRIBUTE}="${theme}"]`,
      ].join(', '),
    ]),
  );
}

const themeCondition = (theme: ThemeName) => `theme${theme[0]?.toUpperCase() ?? ''}${theme.slice(1)}`;

/**
 * The brand palette as semantic tokens: the default theme's colours, re-pointed under each theme's
 * condition. The tokens' CSS sits in Chakra's tokens layer, so the override wins over the default.
 */
export function brandPaletteTokens() {
  const tokens: Record<string, { value: Record<string, string> }> = {};
  for (const shade of SHADES) {
    const value: Record<string, string> = { base: THEME_PALETTES[DEFAULT_THEME].palette[shade] };
    for (const theme of THEMES) value[`_${themeCondition(theme)}`] = THEME_PALETTES[theme].palette[shade];
    tokens[shade] = { value };
  }
  const solid: Record<string, string> = { base: `{colors.brand.${THEME_PALETTES[DEFAULT_THEME].solid}}` };
  for (const theme of THEMES)
    solid[`_${themeCondition(theme)}`] = `{colors.brand.${THEME_PALETTES[theme].solid}}`;
  tokens.solid = { value: solid };
  return tokens;
}

/** The theme saved in this browser, else the default. */
export function storedTheme(): ThemeName {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeName(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** Puts the theme on <html> (the CSS above does the rest) and, when asked, remembers it. */
export function applyTheme(theme: ThemeName, { remember = false } = {}) {
  if (typeof document !== 'undefined') document.documentElement.setAttribute(THEME_ATTRIBUTE, theme);
  if (!remember) return;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Blocked storage: the theme lasts for this page only.
  }
}
