import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defineFeature } from '../lib/feature';
import { PATHS, SIGNED_IN_PATHS, SIGNED_OUT_PATHS } from '../lib/paths';
import { clientFeatures } from './features';
import { createRoutes, featureRoutes } from './routes';

// Only the file names: nothing is loaded.
const featureFolders = Object.keys(import.meta.glob('../features/*/index.ts')).map(
  (file) => file.split('/')[2] ?? '',
);
const localesFolders = Object.keys(import.meta.glob('../features/*/locales/en.json')).map(
  (file) => file.split('/')[2] ?? '',
);

describe('the feature list', () => {
  it('holds every folder of features/, named after it', () => {
    expect(clientFeatures.map((feature) => feature.name).sort()).toEqual([...featureFolders].sort());
  });

  it('declares the locales of exactly the features that have strings', () => {
    const declared = clientFeatures.filter((feature) => feature.locales !== undefined);
    expect(declared.map((feature) => feature.name).sort()).toEqual([...localesFolders].sort());
  });

  it('routes each path once, signed-in area pages inside the signed-in route map', () => {
    const routes = featureRoutes(clientFeatures);
    for (const route of routes.filter((entry) => entry.access === 'signed-in-area')) {
      expect(SIGNED_IN_PATHS).toContain(route.path);
    }
    for (const route of routes.filter((entry) => entry.access === 'signed-out')) {
      expect(SIGNED_OUT_PATHS).toContain(route.path);
    }
    const lazy = { Component: () => Promise.resolve(() => null) };
    const twice = defineFeature({
      name: 'twice',
      routes: [{ path: PATHS.users, access: 'signed-in-area', lazy }],
    });
    expect(() => featureRoutes([...clientFeatures, twice])).toThrow(
      /Two features route \/fbiad-pages\/users/,
    );
  });
});

describe('the signed-in area', () => {
  const routes = createRoutes({
    session: { isSignedIn: () => false } as never,
    loadClient: () => Promise.reject(new Error('not used')),
    restoreSession: () => Promise.resolve(),
  });
  const paths = (list: readonly RouteObject[]): string[] =>
    list.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
  const area = routes[0]?.children?.find((route) =>
    route.children?.some((child) => child.path === PATHS.users),
  );

  it('routes every path of the signed-in route map, the home first', () => {
    expect(paths(area?.children ?? []).sort()).toEqual([...SIGNED_IN_PATHS].sort());
  });

  it('shows "coming soon" where no feature builds the page, through its own lazy object', () => {
    const children = area?.children ?? [];
    const built = new Set<string>(featureRoutes(clientFeatures).map((route) => route.path));
    const fallback = children.filter((route) => !built.has(route.path ?? ''));
    expect(fallback.map((route) => route.path)).toContain('/dashboards/project');
    expect(fallback.map((route) => route.path)).not.toContain(PATHS.users);
    // The router empties a lazy object once loaded: two routes must never share one.
    expect(new Set(children.map((route) => route.lazy)).size).toBe(children.length);
  });
});
