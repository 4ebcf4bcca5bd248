// The eleven layouts of spec 000 §2 and how the one on screen is chosen: route data first, then the
// `layout` query parameter, then the user's saved choice, then the app configuration (classy).
export const LAYOUTS = [
  'empty',
  'centered',
  'enterprise',
  'material',
  'modern',
  'classic',
  'classy',
  'compact',
  'dense',
  'futuristic',
  'thin',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** App configuration (spec 000 §9: layout classy). */
export const DEFAULT_LAYOUT: LayoutName = 'classy';

export const LAYOUT_STORAGE_KEY = 'arena.layout';

/** The query parameter that overrides the layout for one visit (`?layout=modern`). */
export const LAYOUT_QUERY_PARAMETER = 'layout';

export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === 'string' && (LAYOUTS as readonly string[]).includes(value);
}

/** What a route may declare in its `handle` (react-router route data). */
export interface LayoutRouteHandle {
  layout?: LayoutName;
}

export interface LayoutSources {
  /** `handle` objects of the matched routes, outermost first (react-router's `useMatches`). */
  routeHandles?: readonly unknown[];
  /** The value of the `layout` query parameter, if any. */
  query?: string | null;
  /** The layout saved in the settings drawer, if any. */
  stored?: string | null;
}

/** The layout a route asks for: the innermost route that names a valid layout wins. */
export function layoutFromRouteHandles(handles: readonly unknown[] = []): LayoutName | null {
  for (let index = handles.length - 1; index >= 0; index--) {
    const handle = handles[index];
    if (handle && typeof handle === 'object' && 'layout' in handle && isLayoutName(handle.layout)) {
      return handle.layout;
    }
  }
  return null;
}

/** Route data, then query parameter, then saved choice, then configuration; invalid names are skipped. */
export function resolveLayout({ routeHandles, query, stored }: LayoutSources): LayoutName {
  return (
    layoutFromRouteHandles(routeHandles) ??
    (isLayoutName(query) ? query : null) ??
    (isLayoutName(stored) ? stored : null) ??
    DEFAULT_LAYOUT
  );
}

/** Which menu variant of the server's `navigation` a layout shows at desktop width (spec 000 §2). */
export type NavigationVariant = 'default' | 'compact' | 'futuristic' | 'horizontal';

export const LAYOUT_NAVIGATION: Record<LayoutName, NavigationVariant | null> = {
  empty: null,
  centered: 'horizontal',
  enterprise: 'horizontal',
  material: 'horizontal',
  modern: 'horizontal',
  classic: 'default',
  classy: 'default',
  compact: 'compact',
  dense: 'default',
  futuristic: 'futuristic',
  thin: 'compact',
};
