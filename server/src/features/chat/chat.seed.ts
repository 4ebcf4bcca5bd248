import type { DataSource } from 'typeorm';
import { fillSeededTranslations } from '../../shared/localized-text.js';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PERSONAS, demoMembers } from '../users/index.js';
import { ChatMessageEntity } from './chat-message.entity.js';
import { ChatProfileEntity } from './chat-profile.entity.js';
import { ConversationMemberEntity } from './conversation-member.entity.js';
import { ConversationEntity } from './conversation.entity.js';

// Ids of the 'chat' kind: conversations 1…99, memberships 1000…, messages 100000….
const conversationId = (n: number) => seedId('chat', n);
const memberId = (n: number, side: 0 | 1) => seedId('chat', 1000 + n * 2 + side);
const messageId = (n: number, index: number) => seedId('chat', 100_000 + n * 100 + index);

/**
 * Spec 001 §9: the same 15 messages in every chat, yesterday 09:30 to 10:16; even ones by the contact.
 * Each in English and Turkish.
 */
const MESSAGES: [minutes: number, text: string, tr: string][] = [
  [0, 'Good morning! Did you see the schedule for Saturday?', 'Günaydın! Cumartesi programını gördün mü?'],
  [2, 'Morning! Yes, the U12 match moved to 10:00.', "Günaydın! Evet, U12 maçı 10:00'a alındı."],
  [
    5,
    'Great. Is the Kadıköy pitch free for warm-up before that?',
    'Harika. Maçtan önce ısınma için Kadıköy sahası boş mu?',
  ],
  [
    8,
    'It should be. I will double-check with the branch office.',
    'Boş olması lazım. Şube ofisiyle bir kez daha teyit ederim.',
  ],
  [
    11,
    'Thanks. We also need two more volunteers for the kit table.',
    'Teşekkürler. Forma masası için iki gönüllüye daha ihtiyacımız var.',
  ],
  [14, 'I can ask the parents group this afternoon.', 'Öğleden sonra veli grubuna sorabilirim.'],
  [
    17,
    'Perfect. And the new training bibs arrived yesterday.',
    'Süper. Bir de yeni antrenman yelekleri dün geldi.',
  ],
  [20, 'Nice! Where are they stored?', 'Güzel! Nerede duruyorlar?'],
  [
    23,
    'In the equipment room, second shelf, in the blue boxes.',
    'Malzeme odasında, ikinci rafta, mavi kutuların içinde.',
  ],
  [26, 'Got it. I will hand them out at Thursday practice.', 'Tamamdır. Perşembe antrenmanında dağıtırım.'],
  [
    29,
    'Please note who takes which size, we ran short last time.',
    'Kimin hangi bedeni aldığını not eder misin, geçen sefer yetmemişti.',
  ],
  [
    33,
    'Will do. Should I update the attendance sheet too?',
    'Not ederim. Yoklama listesini de güncelleyeyim mi?',
  ],
  [
    37,
    'Yes please, the coaches want it before the weekend.',
    'Evet lütfen, antrenörler hafta sonundan önce istiyor.',
  ],
  [42, 'On it. Anything else for today?', 'Hallediyorum. Bugün için başka bir şey var mı?'],
  [46, 'That is all. Have a good session this evening!', 'Bu kadar. Akşamki antrenmanda kolay gelsin!'],
];

/** Status texts, in English and Turkish. */
const ABOUTS: [text: string, tr: string][] = [
  ['On the pitch until 18:00, messages after.', "18:00'e kadar sahadayım, mesajlara sonra bakarım."],
  [
    'Coaching U12 football. Ask me about the schedule!',
    'U12 futbol antrenörüyüm. Program için bana sorabilirsiniz!',
  ],
  ['Busy with registrations this week.', 'Bu hafta kayıtlarla meşgulüm.'],
  ['Away at the tournament, back on Monday.', 'Turnuvadayım, pazartesi dönüyorum.'],
  ['Happy to help with equipment questions.', 'Malzeme sorularında seve seve yardımcı olurum.'],
];

/** Job titles, in English and Turkish. */
const TITLES: [text: string, tr: string][] = [
  ['Coach', 'Antrenör'],
  ['Assistant coach', 'Yardımcı antrenör'],
  ['Branch coordinator', 'Şube koordinatörü'],
  ['Physiotherapist', 'Fizyoterapist'],
  ['Team manager', 'Takım sorumlusu'],
  ['Parent', 'Veli'],
];

interface DemoChatUser {
  id: string;
  email: string;
  phone: string;
}

/** Minutes since midnight in İstanbul (UTC+3, no daylight saving) of "yesterday", as a UTC instant. */
function yesterdayAt(now: Date, minutes: number): Date {
  const istanbul = new Date(now.getTime() + 3 * 3600 * 1000);
  const midnightUtc =
    Date.UTC(istanbul.getUTCFullYear(), istanbul.getUTCMonth(), istanbul.getUTCDate() - 1) - 3 * 3600 * 1000;
  return new Date(midnightUtc + (9 * 60 + 30 + minutes) * 60 * 1000);
}

/** The demo chats: who talks to whom, with the owner's unread counter and mute. */
export function demoChats() {
  const members = demoMembers();
  const personas = DEMO_PERSONAS;
  const superAdminContacts: DemoChatUser[] = [
    personas.orgAdmin,
    personas.branchAdmin,
    personas.deptAdmin,
    personas.parent,
    personas.company,
    personas.regular,
    ...members.slice(0, 9),
  ];
  const unread = [0, 2, 0, 1, 0, 0, 3, 0, 1, 0, 0, 2, 0, 0, 1];
  const chats = superAdminContacts.map((contact, index) => ({
    n: index + 1,
    owner: personas.superAdmin as DemoChatUser,
    contact,
    unreadCount: unread[index] ?? 0,
    muted: [3, 8, 12].includes(index + 1),
  }));
  // The organization admin talks to the super admin (chat 1) and to two more people.
  const tenth = members[9];
  if (!tenth) throw new Error('demo members are missing');
  chats.push(
    { n: 16, owner: personas.orgAdmin, contact: personas.regular, unreadCount: 1, muted: false },
    { n: 17, owner: personas.orgAdmin, contact: tenth, unreadCount: 0, muted: true },
  );
  return chats;
}

/** Chat profiles of everyone in a demo chat; the others keep the default status text. */
function demoProfiles(users: DemoChatUser[]) {
  return users.map((user, index) => {
    const [about, aboutTr] = ABOUTS[index % ABOUTS.length] ?? ['', ''];
    const [title, titleTr] = TITLES[index % TITLES.length] ?? ['', ''];
    return {
      userId: user.id,
      about,
      translations: { tr: { about: aboutTr, title: titleTr } },
      background: `/images/cards/${String((index % 30) + 1).padStart(2, '0')}-320x200.svg`,
      details: {
        emails: [{ email: user.email, label: 'Work' }],
        phoneNumbers: [{ country: 'tr', phoneNumber: user.phone.replace(/^\+90\s*/, ''), label: 'Mobile' }],
        title,
        company: DEMO_ORGANIZATIONS.kartal.name,
        birthday: `19${80 + (index % 20)}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
        address: `${(index % 90) + 10} Moda Caddesi, Kadıköy, İstanbul`,
      },
      attachments: {
        media: [1, 2, 3].map(
          (k) => `/images/cards/${String(((index + k) % 30) + 1).padStart(2, '0')}-320x200.svg`,
        ),
        docs: [],
        links: [],
      },
    };
  });
}

/**
 * Demo chats with their messages and profiles. Fixed ids and insert-if-missing keep it idempotent: the
 * messages are dated the day before the first run and stay so. Four bulk statements.
 */
export async function seedDemoChats(dataSource: DataSource, now = new Date()): Promise<void> {
  const chats = demoChats();
  const lastAt = yesterdayAt(now, MESSAGES[MESSAGES.length - 1]?.[0] ?? 0);
  const insert = () => dataSource.createQueryBuilder().insert();

  const conversations = chats.map((chat) => ({
    id: conversationId(chat.n),
    organizationId: DEMO_ORGANIZATIONS.kartal.id,
    // Same last message time everywhere (spec): creation order keeps the list order stable.
    createdAt: new Date(yesterdayAt(now, 0).getTime() - chat.n * 60 * 1000),
    lastMessageAt: lastAt,
  }));
  const memberships = chats.flatMap((chat) =>
    ([chat.owner, chat.contact] as const).map((user, side) => ({
      id: memberId(chat.n, side as 0 | 1),
      conversationId: conversationId(chat.n),
      userId: user.id,
      joinedAt: yesterdayAt(now, -60),
      muted: side === 0 ? chat.muted : false,
      unreadCount: side === 0 ? chat.unreadCount : 0,
      lastReadAt: side === 0 && chat.unreadCount > 0 ? null : lastAt,
    })),
  );
  const messages = chats.flatMap((chat) =>
    MESSAGES.map(([minutes, value, tr], index) => ({
      id: messageId(chat.n, index),
      conversationId: conversationId(chat.n),
      senderId: index % 2 === 0 ? chat.contact.id : chat.owner.id,
      value,
      translations: { tr: { value: tr } },
      createdAt: yesterdayAt(now, minutes),
    })),
  );
  const people = new Map<string, DemoChatUser>();
  for (const chat of chats) {
    people.set(chat.owner.id, chat.owner);
    people.set(chat.contact.id, chat.contact);
  }

  await insert().into(ConversationEntity).values(conversations).orIgnore().execute();
  await insert().into(ConversationMemberEntity).values(memberships).orIgnore().execute();
  const profiles = demoProfiles([...people.values()]);
  await insert().into(ChatMessageEntity).values(messages).orIgnore().execute();
  await insert().into(ChatProfileEntity).values(profiles).orIgnore().execute();
  // Rows seeded before translations existed get theirs, unless edited since.
  await fillSeededTranslations(
    dataSource,
    'chat_messages',
    messages.map(({ id, value, translations }) => ({ id, translations, seeded: { value } })),
  );
  await fillSeededTranslations(
    dataSource,
    'chat_profiles',
    profiles.map(({ userId, about, details, translations }) => ({
      id: userId,
      translations,
      seeded: { about, details: { title: details.title } },
    })),
    { key: 'user_id' },
  );
}
