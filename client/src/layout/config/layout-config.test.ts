import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYOUT,
  isLayoutName,
  LAYOUTS,
  layoutFromRouteHandles,
  resolveLayout,
} from './layout-config';

describe('layout resolution', () => {
  it('lists the eleven layouts of the spec and defaults to classy', () => {
    expect(LAYOUTS).toHaveLength(11);
    expect(DEFAULT_LAYOUT).toBe('classy');
    expect(resolveLayout({})).toBe('classy');
  });

  it('uses the saved choice over the configuration', () => {
    expect(resolveLayout({ stored: 'thin' })).toBe('thin');
  });

  it('lets the query parameter override the saved choice', () => {
    expect(resolveLayout({ stored: 'thin', query: 'modern' })).toBe('modern');
  });

  it('lets route data override the query parameter, innermost route first', () => {
    expect(
      resolveLayout({ routeHandles: [{ layout: 'dense' }, undefined, { layout: 'empty' }], query: 'modern' }),
    ).toBe('empty');
    expect(layoutFromRouteHandles([{ layout: 'dense' }, { other: true }])).toBe('dense');
  });

  it('ignores unknown names wherever they come from', () => {
    expect(resolveLayout({ routeHandles: [{ layout: 'fancy' }], query: 'nope', stored: 'x' })).toBe('classy');
    expect(resolveLayout({ query: 'Modern', stored: 'compact' })).toBe('compact');
    expect(isLayoutName(null)).toBe(false);
  });
});
