import type { RestRow } from '../../shared/rest.js';

const ITEM_FIELDS = 'id title subtitle type icon link externalLink badge { title classes }';

// The tree is at most three levels deep (navigation.data.ts), so three levels of children select it all.
export const NAVIGATION_ITEM_SELECTION = `${ITEM_FIELDS} children { ${ITEM_FIELDS} children { ${ITEM_FIELDS} } }`;

/** The spec's item shape: optional fields are left out rather than sent as null (leaves have no children). */
export function restNavigationItems(items: unknown): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((item: Record<string, unknown>) => {
    const shaped: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(item)) {
      if (value === null || (key === 'externalLink' && value === false)) continue;
      if (key === 'badge') {
        const { title, classes } = value as Record<string, unknown>;
        shaped.badge = classes === null ? { title } : { title, classes };
      } else shaped[key] = key === 'children' ? restNavigationItems(value) : value;
    }
    return shaped;
  });
}

export const navigationRestRows: RestRow[] = [
  {
    // The `lang` query parameter wins; without it the request's Accept-Language decides (default en).
    method: 'GET',
    path: 'api/common/navigation',
    document: `query RestNavigation($language: String) {
      navigation(language: $language) {
        compact { ${NAVIGATION_ITEM_SELECTION} }
        default { ${NAVIGATION_ITEM_SELECTION} }
        futuristic { ${NAVIGATION_ITEM_SELECTION} }
        horizontal { ${NAVIGATION_ITEM_SELECTION} }
      }
    }`,
    variables: ({ query }) => ({ language: typeof query.lang === 'string' ? query.lang : null }),
    pick: (data) => {
      const navigation = data.navigation as Record<string, unknown>;
      return {
        compact: restNavigationItems(navigation.compact),
        default: restNavigationItems(navigation.default),
        futuristic: restNavigationItems(navigation.futuristic),
        horizontal: restNavigationItems(navigation.horizontal),
      };
    },
  },
];
