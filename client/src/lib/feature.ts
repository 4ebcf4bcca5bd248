import type { TypePolicies } from '@apollo/client';
import type { ComponentType } from 'react';
import type { NonIndexRouteObject } from 'react-router';
import type { AppPath } from './paths';
import type { HomeKind } from './viewer/viewer-home';

// A client feature's public face (docs/architecture.md): each features/<name>/index.ts exports one
// `<name>Feature` built with defineFeature, and app/features.ts lists them. The router, the Apollo cache
// and the translation types are derived from that list; nothing is registered anywhere else.

/** Who may open a route: the access classes of spec 000 §2. */
export type RouteAccess =
  /** Signed-out only, empty layout: a signed-in visitor goes to the root. */
  | 'signed-out'
  /** Signed-in only, empty layout (sign-out, unlock-session). */
  | 'signed-in'
  /** The signed-in area: inside the layout, with the user loaded before the page shows. */
  | 'signed-in-area'
  /** Anyone, empty layout. */
  | 'public';

/** The object form of React Router's `lazy`: each field loads when the route is first visited. */
export type LazyRoute = Exclude<NonNullable<NonIndexRouteObject['lazy']>, (...args: never[]) => unknown>;

export interface FeatureRoute {
  /** A path of the table in lib/paths.ts. */
  path: AppPath;
  access: RouteAccess;
  /**
   * The page, loaded on first visit so that no page's code weighs on another's first load. Two routes may
   * share one object (a list and its item): the router gets a copy per route.
   */
  lazy: LazyRoute;
}

declare const STRINGS: unique symbol;

/**
 * A feature's strings, by type only: `t('<name>.…')` keys are checked against its locales/en.json. The
 * strings reach the browser merged into one i18n/{lang}.json per language (client/vite-plugin-locales.ts),
 * so no page's bundle carries them.
 */
export interface FeatureLocales<Strings> {
  readonly [STRINGS]?: Strings;
}

/** `localesOf<typeof en>()`: the feature's English strings' shape (see FeatureLocales). */
export const localesOf = <Strings>(): FeatureLocales<Strings> => ({});

export interface ClientFeature<Name extends string = string, Strings = unknown> {
  /** The feature's folder name; also the top-level key of its strings (`users` → `t('users.…')`). */
  name: Name;
  routes?: readonly FeatureRoute[];
  /**
   * How the normalised cache stores the feature's types and paged fields. Loaded with Apollo, not with
   * the first page: the sign-in page never needs them.
   */
  typePolicies?: () => Promise<TypePolicies>;
  locales?: FeatureLocales<Strings>;
  /**
   * Cards the feature adds to the signed-in home of the kinds named (lib/home-cards.tsx): the home shows
   * them without knowing the feature, as the router shows its routes.
   */
  homeCards?: readonly HomeCard[];
}

/** A card of the signed-in home that a feature contributes. */
export interface HomeCard {
  /** Unique among the cards; the card's test id is `home-card-<id>`. */
  id: string;
  /** The homes (lib/viewer/viewer-home.ts) that show it. */
  homes: readonly HomeKind[];
  /** The card, loaded when a home that shows it first renders (its own chunk, like a page). */
  load: () => Promise<ComponentType>;
}

/** Declares a feature; the name and the strings' type are kept for the app's typed translations. */
export function defineFeature<const Name extends string, Strings = never>(
  feature: ClientFeature<Name, Strings>,
): ClientFeature<Name, Strings> {
  return feature;
}

/** The English strings' type a feature declares, or never. */
export type FeatureStrings<Feature> = Feature extends ClientFeature<string, infer Strings> ? Strings : never;
