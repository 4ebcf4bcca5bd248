import { useMatches, useSearchParams } from 'react-router';
import { LAYOUT_QUERY_PARAMETER, resolveLayout, type LayoutName } from '../config/layout-config';
import { useSettings } from './settings-store';

/** The layout on screen: route data, then `?layout=`, then the saved choice, then classy. */
export function useResolvedLayout(): LayoutName {
  const matches = useMatches();
  const [searchParams] = useSearchParams();
  const { layout } = useSettings();
  return resolveLayout({
    routeHandles: matches.map((match) => match.handle),
    query: searchParams.get(LAYOUT_QUERY_PARAMETER),
    stored: layout,
  });
}
