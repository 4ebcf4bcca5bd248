import { describe, expect, it } from 'vitest';
import {
  containsItem,
  countFittingSections,
  findActiveItemId,
  isLinkActive,
  sectionTitle,
  visibleItems,
  type NavItem,
} from './navigation-tree';

const item = (id: string, extra: Partial<NavItem> = {}): NavItem => ({
  id,
  title: id,
  type: 'basic',
  externalLink: false,
  ...extra,
});

const MENU: NavItem[] = [
  item('apps', {
    type: 'group',
    children: [
      item('apps.tasks', { link: '/apps/tasks' }),
      item('apps.help-center', {
        type: 'collapsable',
        link: '/apps/help-center',
        children: [
          item('apps.help-center.home', { link: '/apps/help-center' }),
          item('apps.help-center.faqs', { link: '/apps/help-center/faqs' }),
        ],
      }),
      item('external', { link: 'https://www.tff.org', externalLink: true }),
    ],
  }),
];

describe('active matching', () => {
  it('matches the page and pages below it, not pages that merely share a prefix', () => {
    expect(isLinkActive('/apps/tasks', '/apps/tasks')).toBe(true);
    expect(isLinkActive('/apps/tasks', '/apps/tasks/42')).toBe(true);
    expect(isLinkActive('/apps/tasks/', '/apps/tasks')).toBe(true);
    expect(isLinkActive('/apps/task', '/apps/tasks')).toBe(false);
    expect(isLinkActive('https://www.tff.org', '/apps/tasks')).toBe(false);
    expect(isLinkActive(null, '/apps/tasks')).toBe(false);
  });

  it('picks the most specific entry, and a leaf over its folder with the same link', () => {
    expect(findActiveItemId(MENU, '/apps/help-center/faqs')).toBe('apps.help-center.faqs');
    expect(findActiveItemId(MENU, '/apps/help-center')).toBe('apps.help-center.home');
    expect(findActiveItemId(MENU, '/apps/tasks/3')).toBe('apps.tasks');
    expect(findActiveItemId(MENU, '/dashboards/project')).toBeNull();
  });

  it('knows which sections hold the active entry', () => {
    expect(containsItem(MENU[0]!, 'apps.help-center.faqs')).toBe(true);
    expect(containsItem(MENU[0]!, 'other')).toBe(false);
    expect(containsItem(MENU[0]!, null)).toBe(false);
  });
});

describe('filtering', () => {
  it('drops empty groups and stray dividers', () => {
    const divider = (id: string) => item(id, { type: 'divider', title: null });
    const result = visibleItems([
      divider('d0'),
      item('empty', { type: 'group', children: [] }),
      item('a', { link: '/a' }),
      divider('d1'),
      divider('d2'),
      item('b', { link: '/b' }),
      divider('d3'),
    ]);
    expect(result.map((entry) => entry.id)).toEqual(['a', 'd1', 'b']);
  });

  it('keeps a folder with its own link even when it has no children left', () => {
    expect(visibleItems([item('f', { type: 'collapsable', link: '/f', children: [] })])).toHaveLength(1);
  });
});

describe('section titles', () => {
  it('turns titles in capitals into one capital, with the language’s case rules', () => {
    expect(sectionTitle('MANAGEMENT', 'en')).toBe('Management');
    expect(sectionTitle('İÇERİK', 'tr')).toBe('İçerik');
    expect(sectionTitle('YÖNETİM', 'tr')).toBe('Yönetim');
    expect(sectionTitle('TANIMLAR', 'tr')).toBe('Tanımlar');
  });

  it('leaves titles that are not all capitals as they are', () => {
    expect(sectionTitle('Dashboards', 'en')).toBe('Dashboards');
    expect(sectionTitle('User Interface', 'en')).toBe('User Interface');
    expect(sectionTitle('UI', 'en')).toBe('UI');
    expect(sectionTitle(null, 'en')).toBe('');
  });
});

describe('fitting the top bar', () => {
  it('shows every section when all fit, without "More"', () => {
    expect(countFittingSections([100, 100, 100], 80, 2, 304)).toBe(3);
  });

  it('keeps room for "More" when some do not fit', () => {
    // 100 + 2 + 100 + 2 + 80 (More) = 284 fits 300; a third section would not.
    expect(countFittingSections([100, 100, 100, 100], 80, 2, 300)).toBe(2);
    expect(countFittingSections([100, 100, 100, 100], 80, 2, 150)).toBe(0);
  });

  it('gives nothing a width of zero (a hidden menu)', () => {
    expect(countFittingSections([100, 100], 80, 2, 0)).toBe(0);
  });
});
