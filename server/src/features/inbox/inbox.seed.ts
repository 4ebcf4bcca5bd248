import { In, type DataSource } from 'typeorm';
import type { RoleKey } from '../../shared/auth/roles.js';
import { ADMIN_ROLES } from '../../shared/auth/staff.js';
import { sanitizeHtml } from '../../shared/html.js';
import { CLIENT_PATHS, clientPath, EXTERNAL_LINKS } from '../../shared/links.js';
import { fillSeededTranslations, type Translations } from '../../shared/localized-text.js';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { InboxItemEntity, type InboxKind } from './inbox-item.entity.js';

type PersonaKey = keyof typeof DEMO_PERSONAS;

/**
 * Who a seeded entry is addressed to: the roles it concerns (an admin item never reaches a parent),
 * within one organization when it is about that organization's people or events, and never the
 * persona who wrote it.
 */
interface Audience {
  roles: readonly RoleKey[] | 'everyone';
  /** The organization the entry is about; null: any organization's personas. */
  organizationId: string | null;
  /** The writer of a message. */
  from?: PersonaKey;
}

const KARTAL = DEMO_ORGANIZATIONS.kartal.id;
/** The admins who read the school dashboard and act on its figures. */
const DASHBOARD_READERS: readonly RoleKey[] = ['super_admin', 'org_admin', 'branch_admin'];
/** Sponsorships and ads are handled by the admins who see the Advertisements page (navigation.data.ts). */
const SPONSORSHIP_MANAGERS: readonly RoleKey[] = ['super_admin', 'org_admin', 'branch_admin'];

interface DemoInboxItem {
  to: Audience;
  kind: InboxKind;
  title: string;
  description: string;
  /** The Turkish text (a title that is a person's name stays as it is). */
  tr: { title?: string; description: string };
  icon: string | null;
  image: string | null;
  link: string | null;
  useRouter: boolean;
  /** Hours before the anchor time. */
  hoursAgo: number;
  read: boolean;
}

// A fixed anchor keeps the seed deterministic; the entries are spread over the days before it.
const ANCHOR = Date.UTC(2026, 10, 21, 17, 0, 0);

const DEMO_ITEMS: DemoInboxItem[] = [
  {
    to: { roles: 'everyone', organizationId: KARTAL, from: 'orgAdmin' },
    kind: 'message',
    title: '<b>Elif Şahin</b>',
    description: 'The <b>U12 football</b> training moves to the Kadıköy pitch on Saturday.',
    tr: { description: 'Cumartesi günkü <b>U12 futbol</b> antrenmanı Kadıköy sahasına taşındı.' },
    icon: null,
    image: '/images/avatars/female-01.svg',
    link: CLIENT_PATHS.chat,
    useRouter: true,
    hoursAgo: 2,
    read: false,
  },
  {
    to: { roles: ADMIN_ROLES, organizationId: KARTAL, from: 'branchAdmin' },
    kind: 'message',
    title: '<b>Burak Yıldız</b>',
    description: 'Could you check the <i>attendance list</i> for Tuesday before noon?',
    tr: { description: 'Salı gününün <i>yoklama listesini</i> öğlene kadar kontrol edebilir misin?' },
    icon: null,
    image: '/images/avatars/male-01.svg',
    link: CLIENT_PATHS.chat,
    useRouter: true,
    hoursAgo: 20,
    read: false,
  },
  {
    to: { roles: 'everyone', organizationId: KARTAL, from: 'deptAdmin' },
    kind: 'message',
    title: '<b>Zeynep Arslan</b>',
    description: `The tournament fixtures are ready, see <a href="${EXTERNAL_LINKS.federation}">the federation page</a>.`,
    tr: {
      description: `Turnuva fikstürü hazır, <a href="${EXTERNAL_LINKS.federation}">federasyon sayfasına</a> bakabilirsin.`,
    },
    icon: null,
    image: '/images/avatars/female-02.svg',
    link: CLIENT_PATHS.mailbox,
    useRouter: true,
    hoursAgo: 50,
    read: true,
  },
  {
    to: { roles: SPONSORSHIP_MANAGERS, organizationId: KARTAL, from: 'company' },
    kind: 'message',
    title: '<b>Can Öztürk</b>',
    description: 'Our sponsorship banner artwork is attached to the mail.',
    tr: { description: 'Sponsorluk afişimizin tasarımı e-postada ekte.' },
    icon: null,
    image: null,
    link: CLIENT_PATHS.mailbox,
    useRouter: true,
    hoursAgo: 96,
    read: true,
  },
  {
    to: { roles: DASHBOARD_READERS, organizationId: KARTAL },
    kind: 'notification',
    title: 'This week’s figures are on the <b>school dashboard</b>',
    description: 'Athletes, teams, trials and expiring certificates at a glance.',
    tr: {
      title: 'Bu haftanın rakamları <b>okul panosunda</b>',
      description: 'Sporcular, takımlar, denemeler ve süresi dolan sertifikalar tek bakışta.',
    },
    icon: 'heroicons_mini:chart-bar',
    image: null,
    link: clientPath('fbiad-pages', 'dashboard'),
    useRouter: true,
    hoursAgo: 1,
    read: false,
  },
  {
    to: { roles: ADMIN_ROLES, organizationId: null },
    kind: 'notification',
    title: 'A coach’s certificate <b>expires soon</b>',
    description: 'Renew the first aid certificate of a professional in time.',
    tr: {
      title: 'Bir antrenörün sertifikasının <b>süresi yakında doluyor</b>',
      description: 'Bir antrenörün ilk yardım sertifikasını süresi dolmadan yenileyin.',
    },
    icon: 'heroicons_mini:exclamation-triangle',
    image: null,
    link: CLIENT_PATHS.professionalsProfile,
    useRouter: true,
    hoursAgo: 8,
    read: false,
  },
  {
    to: { roles: ADMIN_ROLES, organizationId: null },
    kind: 'notification',
    title: 'Daily backup completed',
    description: 'All data was saved without errors.',
    tr: { title: 'Günlük yedekleme tamamlandı', description: 'Tüm veriler hatasız kaydedildi.' },
    icon: 'heroicons_mini:star',
    image: null,
    link: null,
    useRouter: false,
    hoursAgo: 30,
    read: true,
  },
  {
    to: { roles: 'everyone', organizationId: null },
    kind: 'notification',
    title: 'New announcement published',
    description: 'Read <b>Season opening ceremony</b> on the announcements page.',
    tr: {
      title: 'Yeni duyuru yayımlandı',
      description: 'Duyurular sayfasında <b>Sezon açılış töreni</b> duyurusunu okuyun.',
    },
    icon: 'heroicons_mini:megaphone',
    image: null,
    link: CLIENT_PATHS.announcements,
    useRouter: true,
    hoursAgo: 72,
    read: true,
  },
  {
    to: { roles: 'everyone', organizationId: null },
    kind: 'notification',
    title: 'Federation calendar updated',
    description: `See the <a href="${EXTERNAL_LINKS.federation}">federation calendar</a> for the new dates.`,
    tr: {
      title: 'Federasyon takvimi güncellendi',
      description: `Yeni tarihler için <a href="${EXTERNAL_LINKS.federation}">federasyon takvimine</a> bakın.`,
    },
    icon: 'heroicons_mini:calendar-days',
    image: null,
    link: EXTERNAL_LINKS.federation,
    useRouter: false,
    hoursAgo: 120,
    read: false,
  },
  {
    to: { roles: ['parent'], organizationId: null },
    kind: 'notification',
    title: 'The <b>December</b> training fee is due',
    description: 'Pay by <b>December 1</b> to keep the training place.',
    tr: {
      title: '<b>Aralık</b> ayı antrenman ücretinin ödeme zamanı geldi',
      description: 'Antrenman yerinizi korumak için <b>1 Aralık</b> tarihine kadar ödeme yapın.',
    },
    icon: 'heroicons_mini:bell',
    image: null,
    link: null,
    useRouter: false,
    hoursAgo: 5,
    read: false,
  },
  {
    to: { roles: ['company'], organizationId: null },
    kind: 'notification',
    title: 'Your <b>sponsorships</b> are on your company’s page',
    description: 'See each sponsorship’s tier, scope and period there.',
    tr: {
      title: '<b>Sponsorluklarınız</b> şirketinizin sayfasında',
      description: 'Her sponsorluğun düzeyini, kapsamını ve dönemini orada görebilirsiniz.',
    },
    icon: 'heroicons_mini:briefcase',
    image: null,
    link: clientPath('fbiad-pages', 'companies-profile'),
    useRouter: true,
    hoursAgo: 26,
    read: true,
  },
];

/** An entry's Turkish text, sanitised like what it translates. */
function translationsOf(item: DemoInboxItem): Translations {
  return {
    tr: {
      ...(item.tr.title === undefined ? {} : { title: sanitizeHtml(item.tr.title) }),
      description: sanitizeHtml(item.tr.description),
    },
  };
}

const PERSONAS = Object.entries(DEMO_PERSONAS) as [PersonaKey, (typeof DEMO_PERSONAS)[PersonaKey]][];

function addressedTo(audience: Audience, key: PersonaKey): boolean {
  const persona = DEMO_PERSONAS[key];
  if (audience.from === key) return false;
  if (audience.organizationId !== null && persona.organizationId !== audience.organizationId) return false;
  return audience.roles === 'everyone' || audience.roles.includes(persona.role);
}

/** The fixed id of an entry for a persona, whether or not it is addressed to them. */
const itemId = (personaIndex: number, itemIndex: number) =>
  seedId('inboxItem', (personaIndex + 1) * 100 + itemIndex + 1);

/**
 * Seeded messages and notifications per demo persona, only those addressed to them; ids are
 * seedId('inboxItem', persona*100 + n), n the entry's place in the list above.
 */
export function demoInboxItems() {
  return PERSONAS.flatMap(([key, persona], personaIndex) =>
    DEMO_ITEMS.flatMap((item, index) => {
      const { hoursAgo, to, tr: _tr, ...fields } = item;
      if (!addressedTo(to, key)) return [];
      const time = new Date(ANCHOR - hoursAgo * 3600_000);
      return [
        {
          ...fields,
          id: itemId(personaIndex, index),
          userId: persona.id,
          title: sanitizeHtml(fields.title),
          description: sanitizeHtml(fields.description),
          translations: translationsOf(item),
          time,
          seen: fields.read,
          createdAt: time,
        },
      ];
    }),
  );
}

/**
 * The fixed ids of entries NOT addressed to their persona: an earlier seed gave every persona every
 * entry, so a database seeded then still holds them (the parent's admin notifications).
 */
export function misaddressedInboxItemIds(): string[] {
  return PERSONAS.flatMap(([key], personaIndex) =>
    DEMO_ITEMS.flatMap((item, index) => (addressedTo(item.to, key) ? [] : [itemId(personaIndex, index)])),
  );
}

/**
 * Removes seeded entries a persona should never have had, then inserts the missing ones (fixed ids);
 * existing ones stay as they are (read, seen), and those seeded before translations existed get theirs
 * unless their text was edited. Deterministic and idempotent: only seed ids are touched.
 */
export async function seedDemoInbox(dataSource: DataSource): Promise<void> {
  const items = demoInboxItems();
  await dataSource.transaction(async (manager) => {
    await manager.delete(InboxItemEntity, { id: In(misaddressedInboxItemIds()) });
    await manager.createQueryBuilder().insert().into(InboxItemEntity).values(items).orIgnore().execute();
    await fillSeededTranslations(
      manager,
      'inbox_items',
      items.map((item) => ({
        id: item.id,
        translations: item.translations,
        seeded: { title: item.title, description: item.description },
      })),
    );
  });
}
