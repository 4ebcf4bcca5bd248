import { describe, expect, it } from 'vitest';
import { system } from './system';

describe('design system', () => {
  it('defines the brand palette and its semantic tokens', () => {
    for (const token of [
      'brand.600',
      'brand.solid',
      'brand.contrast',
      'brand.fg',
      'brand.focusRing',
      'bg.canvas',
    ]) {
      expect(system.tokens.getVar(`colors.${token}`), token).toMatch(/^var\(--chakra-colors-/);
    }
  });
});
