import { clientPath, EXTERNAL_LINKS } from '../../shared/links.js';
import { DEMO, page, text, type NavigationNode } from './navigation.model.js';

// The template's demo sections (sample dashboards, page designs, the UI showcase, the menu's features):
// the super admin's alone.

/** The sample dashboards, before the applications. */
export const DEMO_DASHBOARDS_SECTION: NavigationNode = {
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
};

/** The demo's page designs, UI showcase and the menu's own features, after the applications. */
export const DEMO_SECTIONS: readonly NavigationNode[] = [
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
