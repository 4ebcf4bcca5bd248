import type { RoleKey } from '../../shared/auth/roles.js';

import type { Language } from '../../shared/language.js';
import { clientPath, EXTERNAL_LINKS, type ClientSection } from '../../shared/links.js';

export type { Language };

/** A text in every interface language (spec 000 §1: en and tr). */
export type Text = Readonly<Record<Language, string>>;

export type NavigationItemType = 'basic' | 'collapsable' | 'group' | 'aside' | 'divider';

/**
 * Who may see an entry: a viewer holding any of the roles or any of the permissions, or, with `staff`,
 * any of the school's staff (shared/auth/staff.ts) — a super admin's `all` permission passes every
 * check. No `roles`, `permissions` or `staff`: everyone signed in. `exceptRoles` is checked first and
 * leaves the entry out for holders of those roles, super admin included (navigation.policy.ts).
 */
export interface NavigationAccess {
  roles?: readonly RoleKey[];
  permissions?: readonly string[];
  /** The school's staff: the admin roles and, once they exist, its professionals (one rule, isStaff). */
  staff?: boolean;
  /** Roles that do not get the entry, because another entry of their menu already leads there. */
  exceptRoles?: readonly RoleKey[];
}

/** One menu entry as stored here: titles in both languages, plus who may see it. */
export interface NavigationNode {
  id: string;
  title?: Text;
  subtitle?: Text;
  type: NavigationItemType;
  icon?: string;
  link?: string;
  externalLink?: boolean;
  badge?: { title: string; classes?: string };
  access?: NavigationAccess;
  children?: readonly NavigationNode[];
}

/** A top-level entry of a non-default variant: its children are the default section with the same id. */
export interface VariantSection {
  id: string;
  type: NavigationItemType;
  title?: Text;
  icon: string;
}

export const NAVIGATION_VARIANTS = ['compact', 'default', 'futuristic', 'horizontal'] as const;
export type NavigationVariant = (typeof NAVIGATION_VARIANTS)[number];

const text = (en: string, tr: string): Text => ({ en, tr });

// Who manages what. The spec leaves the role-to-screen mapping open (000 §6); these follow docs/domain.md.
const ADMIN_ROLES = ['super_admin', 'org_admin', 'branch_admin', 'dept_admin'] as const satisfies RoleKey[];
const ADMINS: NavigationAccess = { roles: ADMIN_ROLES };
const ORGANIZATION_ADMINS: NavigationAccess = { roles: ['super_admin', 'org_admin'] };
const ADVERTISERS: NavigationAccess = { roles: ['super_admin', 'org_admin', 'branch_admin', 'company'] };
// Registrations: a guardian registers a child and the school's admins handle the requests (docs/domain.md).
const REGISTRANTS: NavigationAccess = { roles: [...ADMIN_ROLES, 'parent'] };
// Profiles with minors' and families' data: the admins, and a parent for their own children and
// themselves; never a company or a regular user (docs/domain.md, "Privacy of minors").
const FAMILIES: NavigationAccess = { roles: [...ADMIN_ROLES, 'parent'] };
// The sponsors' profiles: the admins, and a company for its own.
const SPONSORS: NavigationAccess = { roles: [...ADMIN_ROLES, 'company'] };

// The template's demo sections (dashboards with sample figures, page designs, the UI showcase, the
// menu's own features and the documentation they link to) are not the school's: the super admin keeps
// them to look at; every other role's menu holds only what that role uses.
const DEMO: NavigationAccess = { roles: ['super_admin'] };

// The signed-in home (fbiad-pages/organization) is the organization admins' "Organization" entry; every
// other role reaches the same page, made for them, as "Home".
const HOME: NavigationAccess = { exceptRoles: ['super_admin', 'org_admin'] };

// The staff's work apps: the organization's shared working data, which parents, companies and regular
// users must not read (docs/domain.md) — the address book (other families' numbers and addresses),
// the task board and the scrumboard (internal work), the file manager (the organization's documents:
// registrations, certificates) and the e-commerce inventory (the school's stock). The personal apps
// stay with everyone: chat and mailbox are each user's own conversations, notes each user's own notes;
// the academy (courses) and the help center are content for every member.
const STAFF: NavigationAccess = { staff: true };

const page = (
  section: ClientSection,
  slug: string,
  title: Text,
  icon: string,
  extra: Partial<NavigationNode> = {},
): NavigationNode => ({
  id: `${section}.${slug}`,
  title,
  type: 'basic',
  icon,
  link: clientPath(section, slug),
  ...extra,
});

const fbiad = (slug: string, title: Text, icon: string, extra: Partial<NavigationNode> = {}) =>
  page('fbiad-pages', slug, title, icon, extra);

/**
 * The default menu (spec 000 §2 "Menu" and the route map). At most three levels deep:
 * section → entry → sub-entry, so a client selecting three levels of `children` gets everything.
 */
export const DEFAULT_NAVIGATION: readonly NavigationNode[] = [
  {
    id: 'management',
    title: text('MANAGEMENT', 'YÖNETİM'),
    subtitle: text('Organization and users', 'Kurum ve kullanıcılar'),
    type: 'group',
    icon: 'heroicons_outline:building-office-2',
    access: ADMINS,
    children: [
      fbiad('organization', text('Organization', 'Kurum'), 'heroicons_outline:building-office', {
        access: ORGANIZATION_ADMINS,
      }),
      fbiad('users', text('Users', 'Kullanıcılar'), 'heroicons_outline:users', { access: ADMINS }),
      fbiad('dashboard', text('School dashboard', 'Okul panosu'), 'heroicons_outline:chart-bar', {
        access: ADMINS,
      }),
      fbiad('audit-log', text('Audit log', 'Denetim kaydı'), 'heroicons_outline:clipboard-document-check', {
        access: ORGANIZATION_ADMINS,
      }),
      fbiad('settings', text('Organization settings', 'Kurum ayarları'), 'heroicons_outline:cog-6-tooth', {
        access: ORGANIZATION_ADMINS,
      }),
    ],
  },
  {
    id: 'account',
    title: text('ACCOUNT', 'HESAP'),
    subtitle: text('Your home, profile and settings', 'Ana sayfanız, profiliniz ve ayarlarınız'),
    type: 'group',
    icon: 'heroicons_outline:user-circle',
    children: [
      {
        id: 'account.home',
        title: text('Home', 'Ana sayfa'),
        type: 'basic',
        icon: 'heroicons_outline:home',
        link: clientPath('fbiad-pages', 'organization'),
        access: HOME,
      },
      page('pages', 'profile', text('Profile', 'Profil'), 'heroicons_outline:user-circle'),
      page('pages', 'settings', text('Settings', 'Ayarlar'), 'heroicons_outline:cog-8-tooth'),
    ],
  },
  {
    id: 'content',
    title: text('CONTENT', 'İÇERİK'),
    subtitle: text('News, announcements and media', 'Haberler, duyurular ve medya'),
    type: 'group',
    icon: 'heroicons_outline:newspaper',
    children: [
      fbiad('news', text('News', 'Haberler'), 'heroicons_outline:newspaper'),
      fbiad('announcements', text('Announcements', 'Duyurular'), 'heroicons_outline:megaphone'),
      fbiad(
        'advertisements',
        text('Advertisements', 'Reklamlar'),
        'heroicons_outline:presentation-chart-bar',
        {
          access: ADVERTISERS,
        },
      ),
      fbiad('library', text('Library', 'Kütüphane'), 'heroicons_outline:book-open'),
    ],
  },
  {
    id: 'definitions',
    title: text('DEFINITIONS', 'TANIMLAR'),
    subtitle: text('Plans, communities, badges and surveys', 'Paketler, topluluklar, rozetler ve anketler'),
    type: 'group',
    icon: 'heroicons_outline:adjustments-horizontal',
    access: ADMINS,
    children: [
      fbiad('subscription', text('Subscription', 'Abonelik'), 'heroicons_outline:credit-card', {
        access: ORGANIZATION_ADMINS,
      }),
      fbiad('communities', text('Communities', 'Topluluklar'), 'heroicons_outline:user-group'),
      fbiad('badges', text('Badges', 'Rozetler'), 'heroicons_outline:trophy'),
      fbiad('surveys', text('Surveys', 'Anketler'), 'heroicons_outline:clipboard-document-list'),
    ],
  },
  {
    id: 'communications',
    title: text('COMMUNICATIONS', 'İLETİŞİM'),
    subtitle: text('Notifications and conversations', 'Bildirimler ve konuşmalar'),
    type: 'group',
    icon: 'heroicons_outline:chat-bubble-left-right',
    children: [
      fbiad('notifications', text('Notifications', 'Bildirimler'), 'heroicons_outline:bell'),
      fbiad('conversations', text('Conversations', 'Konuşmalar'), 'heroicons_outline:chat-bubble-left-right'),
    ],
  },
  {
    id: 'sign',
    title: text('SIGN', 'KAYIT'),
    subtitle: text('Registrations', 'Kayıt başvuruları'),
    type: 'group',
    icon: 'heroicons_outline:pencil-square',
    access: REGISTRANTS,
    children: [fbiad('sign-up', text('Sign up', 'Kayıt ol'), 'heroicons_outline:user-plus')],
  },
  {
    id: 'profiles',
    title: text('PROFILES', 'PROFİLLER'),
    subtitle: text('Organizations, people and teams', 'Kurumlar, kişiler ve takımlar'),
    type: 'group',
    icon: 'heroicons_outline:identification',
    children: [
      fbiad('organizations-profile', text('Organizations', 'Kurumlar'), 'heroicons_outline:building-library'),
      fbiad('branches-profile', text('Branches', 'Şubeler'), 'heroicons_outline:map-pin'),
      fbiad(
        'professionals-profile',
        text('Professionals', 'Profesyoneller'),
        'heroicons_outline:academic-cap',
      ),
      fbiad('teams-profile', text('Teams', 'Takımlar'), 'heroicons_outline:user-group'),
      fbiad('athletes-profile', text('Athletes', 'Sporcular'), 'heroicons_outline:bolt', {
        access: FAMILIES,
      }),
      fbiad('parents-profile', text('Parents', 'Veliler'), 'heroicons_outline:home', { access: FAMILIES }),
      fbiad('companies-profile', text('Companies', 'Şirketler'), 'heroicons_outline:briefcase', {
        access: SPONSORS,
      }),
    ],
  },
  {
    id: 'dashboards',
    title: text('Dashboards', 'Panolar'),
    subtitle: text('Unique dashboard designs', 'Özgün pano tasarımları'),
    type: 'group',
    icon: 'heroicons_outline:home',
    access: DEMO,
    children: [
      page('dashboards', 'project', text('Project', 'Proje'), 'heroicons_outline:clipboard-document-check'),
      page('dashboards', 'analytics', text('Analytics', 'Analitik'), 'heroicons_outline:chart-pie'),
      page('dashboards', 'finance', text('Finance', 'Finans'), 'heroicons_outline:banknotes'),
      page('dashboards', 'crypto', text('Crypto', 'Kripto'), 'heroicons_outline:currency-dollar'),
    ],
  },
  {
    id: 'apps',
    title: text('Applications', 'Uygulamalar'),
    subtitle: text('Custom made application designs', 'Özel tasarlanmış uygulamalar'),
    type: 'group',
    icon: 'heroicons_outline:squares-2x2',
    children: [
      page('apps', 'academy', text('Academy', 'Akademi'), 'heroicons_outline:academic-cap'),
      page('apps', 'chat', text('Chat', 'Sohbet'), 'heroicons_outline:chat-bubble-bottom-center-text'),
      page('apps', 'contacts', text('Contacts', 'Kişiler'), 'heroicons_outline:user-group', {
        access: STAFF,
      }),
      {
        id: 'apps.ecommerce',
        title: text('ECommerce', 'E-Ticaret'),
        type: 'collapsable',
        icon: 'heroicons_outline:shopping-cart',
        access: STAFF,
        children: [
          {
            id: 'apps.ecommerce.inventory',
            title: text('Inventory', 'Envanter'),
            type: 'basic',
            link: clientPath('apps', 'ecommerce', 'inventory'),
          },
        ],
      },
      page('apps', 'file-manager', text('File Manager', 'Dosya Yöneticisi'), 'heroicons_outline:cloud', {
        access: STAFF,
      }),
      {
        id: 'apps.help-center',
        title: text('Help Center', 'Yardım Merkezi'),
        type: 'collapsable',
        icon: 'heroicons_outline:information-circle',
        link: clientPath('apps', 'help-center'),
        children: [
          {
            id: 'apps.help-center.home',
            title: text('Home', 'Ana sayfa'),
            type: 'basic',
            link: clientPath('apps', 'help-center'),
          },
          {
            id: 'apps.help-center.faqs',
            title: text('FAQs', 'Sık sorulan sorular'),
            type: 'basic',
            link: clientPath('apps', 'help-center', 'faqs'),
          },
          {
            id: 'apps.help-center.guides',
            title: text('Guides', 'Rehberler'),
            type: 'basic',
            link: clientPath('apps', 'help-center', 'guides'),
          },
          {
            id: 'apps.help-center.support',
            title: text('Support', 'Destek'),
            type: 'basic',
            link: clientPath('apps', 'help-center', 'support'),
          },
        ],
      },
      page('apps', 'mailbox', text('Mailbox', 'Posta Kutusu'), 'heroicons_outline:envelope', {
        badge: { title: '27', classes: 'px-2 bg-pink-600 text-white rounded-full' },
      }),
      page('apps', 'notes', text('Notes', 'Notlar'), 'heroicons_outline:pencil-square'),
      page('apps', 'scrumboard', text('Scrumboard', 'Scrum Panosu'), 'heroicons_outline:view-columns', {
        access: STAFF,
      }),
      page('apps', 'tasks', text('Tasks', 'Görevler'), 'heroicons_outline:check-circle', { access: STAFF }),
    ],
  },
  {
    id: 'pages',
    title: text('Pages', 'Sayfalar'),
    subtitle: text('Custom made page designs', 'Özel tasarlanmış sayfalar'),
    type: 'group',
    icon: 'heroicons_outline:document',
    access: DEMO,
    children: [
      page('pages', 'activities', text('Activities', 'Etkinlikler'), 'heroicons_outline:bars-3-bottom-left'),
      page(
        'pages',
        'authentication',
        text('Authentication', 'Kimlik Doğrulama'),
        'heroicons_outline:lock-closed',
      ),
      page('pages', 'coming-soon', text('Coming Soon', 'Çok Yakında'), 'heroicons_outline:clock'),
      {
        id: 'pages.error',
        title: text('Error', 'Hata'),
        type: 'collapsable',
        icon: 'heroicons_outline:exclamation-circle',
        children: [
          {
            id: 'pages.error.404',
            title: text('404', '404'),
            type: 'basic',
            link: clientPath('pages', 'error', '404'),
          },
          {
            id: 'pages.error.500',
            title: text('500', '500'),
            type: 'basic',
            link: clientPath('pages', 'error', '500'),
          },
        ],
      },
      {
        id: 'pages.invoice',
        title: text('Invoice', 'Fatura'),
        type: 'collapsable',
        icon: 'heroicons_outline:calculator',
        children: [
          {
            id: 'pages.invoice.compact',
            title: text('Compact', 'Kompakt'),
            type: 'basic',
            link: clientPath('pages', 'invoice', 'printable', 'compact'),
          },
          {
            id: 'pages.invoice.modern',
            title: text('Modern', 'Modern'),
            type: 'basic',
            link: clientPath('pages', 'invoice', 'printable', 'modern'),
          },
        ],
      },
      page('pages', 'maintenance', text('Maintenance', 'Bakım'), 'heroicons_outline:exclamation-triangle'),
      {
        id: 'pages.pricing',
        title: text('Pricing', 'Fiyatlandırma'),
        type: 'collapsable',
        icon: 'heroicons_outline:banknotes',
        children: (['modern', 'simple', 'single', 'table'] as const).map((slug) => ({
          id: `pages.pricing.${slug}`,
          title: {
            modern: text('Modern', 'Modern'),
            simple: text('Simple', 'Basit'),
            single: text('Single', 'Tekli'),
            table: text('Table', 'Tablo'),
          }[slug],
          type: 'basic' as const,
          link: clientPath('pages', 'pricing', slug),
        })),
      },
    ],
  },
  {
    id: 'user-interface',
    title: text('User Interface', 'Kullanıcı Arayüzü'),
    subtitle: text('Building blocks of the UI & UX', 'Arayüzün ve deneyimin yapı taşları'),
    type: 'group',
    icon: 'heroicons_outline:rectangle-stack',
    access: DEMO,
    children: [
      page(
        'ui',
        'material-components',
        text('Material Components', 'Material Bileşenleri'),
        'heroicons_outline:square-3-stack-3d',
      ),
      page(
        'ui',
        'fuse-components',
        text('Fuse Components', 'Fuse Bileşenleri'),
        'heroicons_outline:square-3-stack-3d',
      ),
      page(
        'ui',
        'other-components',
        text('Other Components', 'Diğer Bileşenler'),
        'heroicons_outline:squares-plus',
      ),
      page('ui', 'tailwindcss', text('TailwindCSS', 'TailwindCSS'), 'heroicons_outline:sparkles'),
      page(
        'ui',
        'advanced-search',
        text('Advanced Search', 'Gelişmiş Arama'),
        'heroicons_outline:magnifying-glass-circle',
      ),
      page('ui', 'animations', text('Animations', 'Animasyonlar'), 'heroicons_outline:play'),
      page('ui', 'cards', text('Cards', 'Kartlar'), 'heroicons_outline:square-2-stack'),
      page('ui', 'colors', text('Colors', 'Renkler'), 'heroicons_outline:swatch'),
      page(
        'ui',
        'confirmation-dialog',
        text('Confirmation Dialog', 'Onay Penceresi'),
        'heroicons_outline:question-mark-circle',
      ),
      page('ui', 'datatable', text('Datatable', 'Veri Tablosu'), 'heroicons_outline:table-cells'),
      page('ui', 'forms', text('Forms', 'Formlar'), 'heroicons_outline:pencil-square'),
      page('ui', 'icons', text('Icons', 'Simgeler'), 'heroicons_outline:heart'),
      page(
        'ui',
        'page-layouts',
        text('Page Layouts', 'Sayfa Düzenleri'),
        'heroicons_outline:rectangle-group',
      ),
      page('ui', 'typography', text('Typography', 'Tipografi'), 'heroicons_outline:pencil'),
    ],
  },
  {
    id: 'navigation-features',
    title: text('Navigation Features', 'Menü Özellikleri'),
    subtitle: text('What the menu can show', 'Menünün gösterebildikleri'),
    type: 'group',
    icon: 'heroicons_outline:bars-3',
    access: DEMO,
    children: [
      {
        id: 'navigation-features.level.0',
        title: text('Level 0', 'Seviye 0'),
        type: 'collapsable',
        icon: 'heroicons_outline:check-circle',
        children: [
          {
            id: 'navigation-features.level.0.1',
            title: text('Level 1', 'Seviye 1'),
            type: 'basic',
            link: clientPath('docs', 'guides', 'getting-started', 'introduction'),
          },
        ],
      },
      {
        id: 'navigation-features.subtitle',
        title: text('With a subtitle', 'Alt başlıklı'),
        subtitle: text('A second line under the title', 'Başlığın altında ikinci bir satır'),
        type: 'basic',
        icon: 'heroicons_outline:information-circle',
        link: clientPath('docs', 'changelog'),
      },
      {
        id: 'navigation-features.badge',
        title: text('With a badge', 'Rozetli'),
        type: 'basic',
        icon: 'heroicons_outline:tag',
        link: clientPath('docs', 'guides'),
        badge: { title: '17', classes: 'px-2 bg-teal-400 text-black rounded-full' },
      },
      { id: 'navigation-features.divider', type: 'divider' },
      {
        id: 'navigation-features.external',
        title: text('External link', 'Dış bağlantı'),
        type: 'basic',
        icon: 'heroicons_outline:arrow-top-right-on-square',
        link: EXTERNAL_LINKS.federation,
        externalLink: true,
      },
    ],
  },
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
  section('sign', 'aside', 'heroicons_outline:pencil-square', text('Sign up', 'Kayıt')),
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
