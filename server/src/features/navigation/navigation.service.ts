import { requireViewer, type Viewer } from '../../shared/auth/viewer.js';
import { preferredLanguage } from '../../shared/language.js';
import {
  DEFAULT_NAVIGATION,
  VARIANT_SECTIONS,
  type Language,
  type NavigationItemType,
  type NavigationNode,
  type Text,
} from './navigation.data.js';
import { canSeeNavigationItem } from './navigation.policy.js';
import { isPlaceholderPage, isSignUpOrInPage } from './navigation.screens.js';

/** A menu entry as the API answers it: titled in one language, children already filtered. */
export interface NavigationItemView {
  id: string;
  title: string | null;
  subtitle: string | null;
  type: NavigationItemType;
  icon: string | null;
  link: string | null;
  externalLink: boolean;
  badge: { title: string; classes: string | null } | null;
  children: NavigationItemView[] | null;
}

export interface NavigationView {
  compact: NavigationItemView[];
  default: NavigationItemView[];
  futuristic: NavigationItemView[];
  horizontal: NavigationItemView[];
}

/** A page of the menu the search can find. */
export interface PageHit {
  title: string;
  link: string;
}

/**
 * The interface language for a requested code or an Accept-Language value ("tr", "tr-TR",
 * "tr-TR,tr;q=0.9,en;q=0.8"). Anything that is not Turkish falls back to English (spec 000 §1).
 */
export function resolveLanguage(requested: string | null | undefined): Language {
  return preferredLanguage(requested);
}

const MIN_QUERY_LENGTH = 2;

/** The menu is data in code (navigation.data.ts); what a viewer gets depends on their roles and language. */
export class NavigationService {
  navigation(viewer: Viewer | null, language?: string | null): NavigationView {
    const signedIn = requireViewer(viewer);
    const lang = resolveLanguage(language);
    const sections = visibleNodes(signedIn, DEFAULT_NAVIGATION).map((node) => toView(node, lang));
    const byId = new Map(sections.map((item) => [item.id, item]));
    const variant = (entries: (typeof VARIANT_SECTIONS)['compact']): NavigationItemView[] =>
      entries.flatMap((entry) => {
        const source = byId.get(entry.id);
        if (!source) return [];
        return [
          {
            ...source,
            type: entry.type,
            icon: entry.icon,
            title: entry.title ? entry.title[lang] : source.title,
            // The variants reuse the default children (spec 000 §2).
            children: source.children,
          },
        ];
      });
    return {
      compact: variant(VARIANT_SECTIONS.compact),
      default: sections,
      futuristic: variant(VARIANT_SECTIONS.futuristic),
      horizontal: variant(VARIANT_SECTIONS.horizontal),
    };
  }

  /**
   * Menu pages whose title or subtitle contains the query (letter case ignored, in the viewer's
   * language), among the pages the viewer may see: the first `limit` in menu order, and how many match
   * in all. A page the menu lists twice (a folder and its first entry) counts once.
   */
  searchPages(
    viewer: Viewer | null,
    query: string,
    options: { language?: string | null; limit: number },
  ): Promise<{ hits: PageHit[]; total: number }> {
    const signedIn = requireViewer(viewer);
    const lang = resolveLanguage(options.language);
    const locale = lang === 'tr' ? 'tr-TR' : 'en-US';
    const needle = query.trim().toLocaleLowerCase(locale);
    if (needle.length < MIN_QUERY_LENGTH) return Promise.resolve({ hits: [], total: 0 });
    const matches = (value: Text | undefined) =>
      value?.[lang].toLocaleLowerCase(locale).includes(needle) ?? false;
    const hits: PageHit[] = [];
    const seen = new Set<string>();
    const walk = (nodes: readonly NavigationNode[]) => {
      for (const node of nodes) {
        if (
          node.link &&
          node.title &&
          !node.externalLink &&
          !seen.has(node.link) &&
          (matches(node.title) || matches(node.subtitle))
        ) {
          seen.add(node.link);
          hits.push({ title: node.title[lang], link: node.link });
        }
        if (node.children) walk(node.children);
      }
    };
    walk(visibleNodes(signedIn, DEFAULT_NAVIGATION));
    return Promise.resolve({ hits: hits.slice(0, options.limit), total: hits.length });
  }
}

/**
 * The entries the viewer may see; a section or folder left without children is dropped too. The menu is
 * only ever a signed-in person's, so it offers no sign-up or sign-in page.
 */
function visibleNodes(viewer: Viewer, nodes: readonly NavigationNode[]): NavigationNode[] {
  return nodes.flatMap((node) => {
    if (!canSeeNavigationItem(viewer, node.access) || isSignUpOrInPage(node.link)) return [];
    if (!node.children) return [node];
    const children = visibleNodes(viewer, node.children);
    if (children.length === 0 && !node.link) return [];
    return [{ ...node, children }];
  });
}

function toView(node: NavigationNode, lang: Language): NavigationItemView {
  return {
    id: node.id,
    title: node.title?.[lang] ?? null,
    subtitle: node.subtitle?.[lang] ?? null,
    type: node.type,
    icon: node.icon ?? null,
    link: node.link ?? null,
    externalLink: node.externalLink ?? false,
    // A badge counts something on the entry's screen: an entry that leads to a placeholder has none.
    badge:
      node.badge && !isPlaceholderPage(node.link)
        ? { title: node.badge.title, classes: node.badge.classes ?? null }
        : null,
    children: node.children ? node.children.map((child) => toView(child, lang)) : null,
  };
}
