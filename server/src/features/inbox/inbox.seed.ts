import type { DataSource } from 'typeorm';
import { sanitizeHtml } from '../../shared/html.js';
import { CLIENT_PATHS, EXTERNAL_LINKS } from '../../shared/links.js';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { InboxItemEntity, type InboxKind } from './inbox-item.entity.js';

interface DemoInboxItem {
  kind: InboxKind;
  title: string;
  description: string;
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
    kind: 'message',
    title: '<b>Elif Şahin</b>',
    description: 'The <b>U12 football</b> training moves to the Kadıköy pitch on Saturday.',
    icon: null,
    image: '/images/avatars/female-01.svg',
    link: CLIENT_PATHS.chat,
    useRouter: true,
    hoursAgo: 2,
    read: false,
  },
  {
    kind: 'message',
    title: '<b>Burak Yıldız</b>',
    description: 'Could you check the <i>attendance list</i> for Tuesday before noon?',
    icon: null,
    image: '/images/avatars/male-01.svg',
    link: CLIENT_PATHS.chat,
    useRouter: true,
    hoursAgo: 20,
    read: false,
  },
  {
    kind: 'message',
    title: '<b>Zeynep Arslan</b>',
    description: `The tournament fixtures are ready, see <a href="${EXTERNAL_LINKS.federation}">the federation page</a>.`,
    icon: null,
    image: '/images/avatars/female-02.svg',
    link: CLIENT_PATHS.mailbox,
    useRouter: true,
    hoursAgo: 50,
    read: true,
  },
  {
    kind: 'message',
    title: '<b>Can Öztürk</b>',
    description: 'Our sponsorship banner artwork is attached to the mail.',
    icon: null,
    image: null,
    link: CLIENT_PATHS.mailbox,
    useRouter: true,
    hoursAgo: 96,
    read: true,
  },
  {
    kind: 'notification',
    title: '<b>3 new registrations</b> waiting for approval',
    description: 'Sign-ups for the <b>basketball</b> trial week arrived.',
    icon: 'heroicons_mini:user-plus',
    image: null,
    link: CLIENT_PATHS.signUpRequests,
    useRouter: true,
    hoursAgo: 1,
    read: false,
  },
  {
    kind: 'notification',
    title: 'Coach certificate <b>expires in 14 days</b>',
    description: 'Renew the first aid certificate of a professional in time.',
    icon: 'heroicons_mini:exclamation-triangle',
    image: null,
    link: CLIENT_PATHS.professionalsProfile,
    useRouter: true,
    hoursAgo: 8,
    read: false,
  },
  {
    kind: 'notification',
    title: 'Daily backup completed',
    description: 'All data was saved without errors.',
    icon: 'heroicons_mini:star',
    image: null,
    link: null,
    useRouter: false,
    hoursAgo: 30,
    read: true,
  },
  {
    kind: 'notification',
    title: 'New announcement published',
    description: 'Read <b>Season opening ceremony</b> on the announcements page.',
    icon: 'heroicons_mini:megaphone',
    image: null,
    link: CLIENT_PATHS.announcements,
    useRouter: true,
    hoursAgo: 72,
    read: true,
  },
  {
    kind: 'notification',
    title: 'Federation calendar updated',
    description: `See the <a href="${EXTERNAL_LINKS.federation}">federation calendar</a> for the new dates.`,
    icon: 'heroicons_mini:calendar-days',
    image: null,
    link: EXTERNAL_LINKS.federation,
    useRouter: false,
    hoursAgo: 120,
    read: false,
  },
];

/** Seeded messages and notifications per demo persona; ids are seedId('inboxItem', persona*100 + n). */
export function demoInboxItems() {
  return Object.values(DEMO_PERSONAS).flatMap((persona, personaIndex) =>
    DEMO_ITEMS.map((item, index) => {
      const { hoursAgo, ...fields } = item;
      const time = new Date(ANCHOR - hoursAgo * 3600_000);
      return {
        ...fields,
        id: seedId('inboxItem', (personaIndex + 1) * 100 + index + 1),
        userId: persona.id,
        title: sanitizeHtml(fields.title),
        description: sanitizeHtml(fields.description),
        time,
        seen: fields.read,
        createdAt: time,
      };
    }),
  );
}

/** Inserts the demo entries that are missing (fixed ids); existing ones stay as they are. */
export async function seedDemoInbox(dataSource: DataSource): Promise<void> {
  await dataSource
    .createQueryBuilder()
    .insert()
    .into(InboxItemEntity)
    .values(demoInboxItems())
    .orIgnore()
    .execute();
}
