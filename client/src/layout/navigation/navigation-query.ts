import { graphql } from '../../generated';

// The menu in the viewer's language; the tree is at most three levels deep (schema/navigation.graphql).
export const NavigationMenuDocument = graphql(`
  query NavigationMenu($language: String) {
    navigation(language: $language) {
      compact {
        ...NavigationEntry
        children {
          ...NavigationEntry
          children {
            ...NavigationEntry
            children {
              ...NavigationEntry
            }
          }
        }
      }
      default {
        ...NavigationEntry
        children {
          ...NavigationEntry
          children {
            ...NavigationEntry
            children {
              ...NavigationEntry
            }
          }
        }
      }
      futuristic {
        ...NavigationEntry
        children {
          ...NavigationEntry
          children {
            ...NavigationEntry
            children {
              ...NavigationEntry
            }
          }
        }
      }
      horizontal {
        ...NavigationEntry
        children {
          ...NavigationEntry
          children {
            ...NavigationEntry
            children {
              ...NavigationEntry
            }
          }
        }
      }
    }
  }

  fragment NavigationEntry on NavigationItem {
    id
    title
    subtitle
    type
    icon
    link
    externalLink
    badge {
      title
    }
  }
`);
