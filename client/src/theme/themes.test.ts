import { describe, expect, it } from 'vitest';
import { system } from './system';
import {
  applyTheme,
  brandPaletteTokens,
  isThemeName,
  storedTheme,
  THEME_ATTRIBUTE,
  THEME_SWATCH_ATTRIBUTE,
  themeConditions,
  THEMES,
} from './themes';

describe('colour themes', () => {
  it('offers the six themes of the spec', () => {
    expect(THEMES).toEqual(['default', 'brand', 'teal', 'rose', 'purple', 'amber']);
    expect(isThemeName('teal')).toBe(true);
    expect(isThemeName('green')).toBe(false);
  });

  it('re-points every brand shade and the solid colour under each theme', () => {
    const tokens = brandPaletteTokens();
    expect(tokens['500']?.value).toMatchObject({
      base: '#6366f1',
      _themeTeal: '#14b8a6',
      _themeAmber: '#f59e0b',
    });
    expect(tokens.solid?.value).toMatchObject({
      _themeTeal: '{colors.brand.700}',
      _themePurple: '{colors.brand.600}',
    });
  });

  it('emits the theme overrides in the token CSS, keyed on the <html> attribute', () => {
    const css = JSON.stringify(system.getTokenCss());
    expect(css).toContain(`&[${THEME_ATTRIBUTE}=\\"rose\\"]`);
    expect(css).toContain('#f43f5e');
    expect(system.tokens.getVar('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
  });

  it('reaches the parts inside Chakra’s <Theme> (dark sidebars, brand bars), but not the swatches', () => {
    // <Theme> re-declares the tokens on its own .chakra-theme element: the theme must match it from <html>.
    const teal = themeConditions().themeTeal ?? '';
    expect(teal).toContain(`&[${THEME_ATTRIBUTE}="teal"]`);
    expect(teal).toContain(`[${THEME_ATTRIBUTE}="teal"] &:not([${THEME_SWATCH_ATTRIBUTE}])`);
    expect(teal).toContain(`&[${THEME_SWATCH_ATTRIBUTE}="teal"]`);
    const css = JSON.stringify(system.getTokenCss());
    expect(css).toContain(`[${THEME_ATTRIBUTE}=\\"teal\\"] &:not([${THEME_SWATCH_ATTRIBUTE}])`);
  });

  it('applies and remembers a theme', () => {
    applyTheme('rose', { remember: true });
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('rose');
    expect(storedTheme()).toBe('rose');
    localStorage.clear();
    expect(storedTheme()).toBe('default');
  });
});
