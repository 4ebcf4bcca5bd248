import { clientPath } from '../../shared/links.js';
import {
  ADMINS,
  ADVERTISERS,
  FAMILIES,
  fbiad,
  HOME,
  MONEY_ADMINS,
  ORGANIZATION_ADMINS,
  page,
  PARENTS,
  SPONSORS,
  text,
  type NavigationNode,
} from './navigation.model.js';

/**
 * The school's own sections: management, the person's account, the season's activity, content,
 * definitions, communications and the profiles. Signing up and in are not here: they are for people who are not
 * signed in, and this menu is only ever shown to someone who is. The spec's `fbiad-pages/sign-up` is the school's
 * registration queue (families' requests from the public page), under management.
 */
export const SCHOOL_SECTIONS: readonly NavigationNode[] = [
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
      // The spec's SIGN entry: the queue of families' registrations from the public page (not a sign-up).
      fbiad('sign-up', text('Registrations', 'Kayıtlar'), 'heroicons_outline:clipboard-document-list', {
        access: ADMINS,
      }),
      // The spec's finance dashboard, reading the school's own money: its fee plans, invoices and payments.
      page(
        'dashboards',
        'finance',
        text('Fees and payments', 'Aidat ve ödemeler'),
        'heroicons_outline:banknotes',
        {
          id: 'management.fees',
          access: MONEY_ADMINS,
        },
      ),
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
      page('dashboards', 'finance', text('Fees', 'Aidatlar'), 'heroicons_outline:banknotes', {
        id: 'account.fees',
        // The super admin reaches the same page from the management section.
        access: { ...PARENTS, exceptRoles: ['super_admin'] },
      }),
      page('pages', 'profile', text('Profile', 'Profil'), 'heroicons_outline:user-circle'),
      page('pages', 'settings', text('Settings', 'Ayarlar'), 'heroicons_outline:cog-8-tooth'),
    ],
  },
  {
    id: 'activity',
    title: text('ACTIVITY', 'FAALİYET'),
    subtitle: text(
      'The season’s trainings, matches and events',
      'Sezonun antrenmanları, maçları ve etkinlikleri',
    ),
    type: 'group',
    icon: 'heroicons_outline:calendar-days',
    children: [fbiad('events', text('Events', 'Etkinlikler'), 'heroicons_outline:calendar-days')],
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
];
