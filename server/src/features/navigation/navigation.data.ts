import { APPS_SECTION } from './navigation.apps.js';
import { DEMO_DASHBOARDS_SECTION, DEMO_SECTIONS } from './navigation.demo.js';
import {
  text,
  type NavigationItemType,
  type NavigationNode,
  type NavigationVariant,
  type Text,
  type VariantSection,
} from './navigation.model.js';
import { SCHOOL_SECTIONS } from './navigation.school.js';

export * from './navigation.model.js';

/**
 * The default menu (spec 000 §2 "Menu" and the route map), section by section: the school's
 * (navigation.school.ts), the applications (navigation.apps.ts) and the super admin's demo sections
 * (navigation.demo.ts). At most three levels deep: section → entry → sub-entry, so a client selecting
 * three levels of `children` gets everything.
 */
export const DEFAULT_NAVIGATION: readonly NavigationNode[] = [
  ...SCHOOL_SECTIONS,
  DEMO_DASHBOARDS_SECTION,
  APPS_SECTION,
  ...DEMO_SECTIONS,
];

const section = (id: string, type: NavigationItemType, icon: string, title?: Text): VariantSection => ({
  id,
  type,
  icon,
  ...(title ? { title } : {}),
});

// The compact menu is icons with a short caption, so its titles are shorter than the sections'.
const COMPACT: VariantSection[] = [
  section('management', 'aside', 'heroicons_outline:building-office-2', text('Manage', 'Yönetim')),
  section('account', 'aside', 'heroicons_outline:user-circle', text('Account', 'Hesap')),
  section('activity', 'aside', 'heroicons_outline:calendar-days', text('Activity', 'Faaliyet')),
  section('content', 'aside', 'heroicons_outline:newspaper', text('Content', 'İçerik')),
  section(
    'definitions',
    'aside',
    'heroicons_outline:adjustments-horizontal',
    text('Definitions', 'Tanımlar'),
  ),
  section(
    'communications',
    'aside',
    'heroicons_outline:chat-bubble-left-right',
    text('Messages', 'İletişim'),
  ),
  section('profiles', 'aside', 'heroicons_outline:identification', text('Profiles', 'Profiller')),
  section('dashboards', 'aside', 'heroicons_outline:home'),
  section('apps', 'aside', 'heroicons_outline:squares-2x2', text('Apps', 'Uygulamalar')),
  section('pages', 'aside', 'heroicons_outline:document'),
  section('user-interface', 'aside', 'heroicons_outline:rectangle-stack', text('UI', 'Arayüz')),
  section('navigation-features', 'aside', 'heroicons_outline:bars-3', text('Navigation', 'Menü')),
];

/** The non-default variants: which default sections they show, as what. Children always come from the default. */
export const VARIANT_SECTIONS: Record<Exclude<NavigationVariant, 'default'>, readonly VariantSection[]> = {
  compact: COMPACT,
  // Futuristic and horizontal menus have room for the sections' full titles.
  futuristic: COMPACT.map(({ title: _title, ...entry }) => entry),
  horizontal: COMPACT.map(({ title: _title, ...entry }) => ({ ...entry, type: 'group' as const })),
};
