// Pure helpers over the server's menu tree: the shape the components render, and which entry is active.

export type NavItemType = 'basic' | 'collapsable' | 'group' | 'aside' | 'divider';

/** One menu entry as the components use it (the `NavigationEntry` fragment, children to any depth). */
export interface NavItem {
  id: string;
  title?: string | null;
  subtitle?: string | null;
  type: NavItemType;
  icon?: string | null;
  link?: string | null;
  externalLink: boolean;
  badge?: { title: string } | null;
  children?: readonly NavItem[] | null;
}

/** True when `pathname` is the page `link` opens, or a page below it (`/apps/tasks/7` under `/apps/tasks`). */
export function isLinkActive(link: string | null | undefined, pathname: string): boolean {
  if (!link?.startsWith('/')) return false;
  const target = link.replace(/\/+$/, '') || '/';
  const current = pathname.replace(/\/+$/, '') || '/';
  if (target === '/') return current === '/';
  return current === target || current.startsWith(`${target}/`);
}

/**
 * The entry whose link is the page on screen. The longest matching link wins, so `/apps/help-center/faqs`
 * marks FAQs and not the Help Center home link above it.
 */
export function findActiveItemId(items: readonly NavItem[], pathname: string): string | null {
  let best: { id: string; length: number } | null = null;
  const walk = (entries: readonly NavItem[]) => {
    for (const entry of entries) {
      if (!entry.externalLink && entry.type !== 'divider' && isLinkActive(entry.link, pathname)) {
        const length = entry.link?.length ?? 0;
        // Leaves win over a folder with the same link (Help Center → Home).
        const better = !best || length > best.length || (length === best.length && !entry.children?.length);
        if (better) best = { id: entry.id, length };
      }
      if (entry.children) walk(entry.children);
    }
  };
  walk(items);
  return (best as { id: string } | null)?.id ?? null;
}

/** True when the entry or any entry below it has the id. */
export function containsItem(item: NavItem, id: string | null): boolean {
  if (!id) return false;
  if (item.id === id) return true;
  return item.children?.some((child) => containsItem(child, id)) ?? false;
}

/**
 * What is worth showing: dividers at the start, the end or next to another divider are dropped, and so
 * are groups and folders with nothing left inside and no link of their own.
 */
export function visibleItems(items: readonly NavItem[]): NavItem[] {
  const kept = items.flatMap((item): NavItem[] => {
    if (item.type === 'divider') return [item];
    if (!item.children) return [item];
    const children = visibleItems(item.children);
    if (children.length === 0 && !item.link) return [];
    return [{ ...item, children }];
  });
  return kept.filter(
    (item, index) =>
      item.type !== 'divider' ||
      (index > 0 && index < kept.length - 1 && kept[index - 1]?.type !== 'divider'),
  );
}

/**
 * A section's title as menus show it. The server spells some sections in capitals (MANAGEMENT) and
 * others not (Dashboards); outside the side menu's small-caps headings they read as one kind:
 * "Management", "Dashboards". Uses the language's own case rules (İÇERİK → İçerik, not Içerik).
 */
export function sectionTitle(title: string | null | undefined, language: string): string {
  if (!title) return '';
  const lower = title.toLocaleLowerCase(language);
  // Only titles written all in capitals change: "User Interface" stays, and so do acronyms ("UI").
  if (title !== title.toLocaleUpperCase(language) || !/\p{Lu}{4}/u.test(title)) return title;
  const [first = '', ...rest] = Array.from(lower);
  return first.toLocaleUpperCase(language) + rest.join('');
}

/**
 * How many of the top bar's sections fit before "More": all of them when they fit the width, else as
 * many as fit beside the "More" button. Widths in pixels; `gap` is the space between two buttons.
 */
export function countFittingSections(
  widths: readonly number[],
  moreWidth: number,
  gap: number,
  available: number,
): number {
  // Half a pixel of slack for sub-pixel rounding.
  const room = available + 0.5;
  const total = widths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0);
  if (total <= room) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > room) break;
    used += gap + width;
    count += 1;
  }
  return count;
}
