import type { DataSource } from 'typeorm';
import { sanitizeHtml } from '../../shared/html.js';
import { fillSeededTranslations, seedTranslations } from '../../shared/localized-text.js';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { TagEntity } from '../tags/index.js';
import { DEMO_PERSONAS, demoMembers } from '../users/index.js';
import { TaskEntity, type TaskTypeValue } from './task.entity.js';

/** The task tags every demo organization starts with, in the order the tags list shows them. */
export const DEMO_TASK_TAGS = [
  'Training',
  'Equipment',
  'Travel',
  'Finance',
  'Registration',
  'Medical',
  'Events',
] as const;
type TagTitle = (typeof DEMO_TASK_TAGS)[number];

/** The Turkish of every English text below: tags, sections, titles, notes and steps. */
const TURKISH: Readonly<Record<string, string>> = {
  Training: 'Antrenman',
  Equipment: 'Malzeme',
  Travel: 'Yolculuk',
  Finance: 'Finans',
  Registration: 'Kayıt',
  Medical: 'Sağlık',
  Events: 'Etkinlik',

  'Spring tournament': 'Bahar turnuvası',
  'Register the U12 and U14 teams for the Istanbul Youth Cup':
    "U12 ve U14 takımlarını İstanbul Gençlik Kupası'na kaydet",
  '<p>The federation closes registrations at <b>18:00</b> on the deadline. Both squads need the signed <i>player list</i> and the licence numbers.</p>':
    "<p>Federasyon kayıtları son gün saat <b>18:00</b>'de kapatıyor. İki kadro için de imzalı <i>oyuncu listesi</i> ve lisans numaraları gerekiyor.</p>",
  'Collect the licence numbers of every player': 'Tüm oyuncuların lisans numaralarını topla',
  'Fill in the federation form': 'Federasyon formunu doldur',
  'Pay the entry fee': 'Katılım ücretini öde',
  'Book the bus for the away match in Ataşehir': "Ataşehir'deki deplasman maçı için otobüs ayarla",
  'Send the match schedule to the parents': 'Maç programını velilere gönder',
  '<p>Include the meeting point and the kick-off times for each age group.</p>':
    '<p>Her yaş grubu için buluşma noktasını ve maç başlama saatlerini ekle.</p>',
  'Confirm the referees for the home tournament': 'Ev sahibi olduğumuz turnuvanın hakemlerini kesinleştir',
  'Print the player passes for the tournament': 'Turnuva için oyuncu kartlarını bastır',
  'Reserve hotel rooms for the Bursa tournament': 'Bursa turnuvası için otel odalarını ayırt',
  '<p>Two coaches, one physio and 18 players. Ask for breakfast from 07:00.</p>':
    "<p>İki antrenör, bir fizyoterapist ve 18 oyuncu. Kahvaltının 07:00'den itibaren verilmesini iste.</p>",
  'Compare three hotels near the stadium': 'Stadyuma yakın üç oteli karşılaştır',
  'Get the budget approved': 'Bütçeyi onaylat',
  'Collect the travel consent forms from the parents': 'Velilerden seyahat izin formlarını topla',

  'Equipment and kits': 'Malzeme ve formalar',
  'Order new kits for the U10 squad': 'U10 takımı için yeni forma siparişi ver',
  '<p>Sizes: <b>6×</b> 116 cm, <b>8×</b> 128 cm, <b>4×</b> 140 cm. Numbers 1 to 18, the club crest on the left.</p>':
    "<p>Bedenler: <b>6×</b> 116 cm, <b>8×</b> 128 cm, <b>4×</b> 140 cm. Numaralar 1'den 18'e, kulüp arması solda.</p>",
  'Confirm the sizes with the coaches': 'Bedenleri antrenörlerle teyit et',
  'Ask the supplier for the delivery date': 'Tedarikçiden teslim tarihini öğren',
  'Hand out the kits': 'Formaları dağıt',
  'Replace the worn training cones and bibs': 'Yıpranmış antrenman dubalarını ve yeleklerini yenile',
  'Check and inflate every match ball': 'Tüm maç toplarını kontrol edip şişir',
  'Get quotes for a new goal net at Kadıköy': 'Kadıköy sahası için yeni kale filesi teklifleri al',
  'Count the basketball storage room': 'Basketbol malzeme deposunun sayımını yap',

  'Coaches and training': 'Antrenörler ve antrenman',
  'Publish the coach schedule for next month': 'Gelecek ayın antrenör programını yayımla',
  '<p>Every coach gets at least one free weekend. Share it on the notice board as well.</p>':
    '<p>Her antrenöre en az bir boş hafta sonu kalsın. Programı ilan panosunda da paylaş.</p>',
  'Plan the goalkeeper clinic with the U14 coaches': 'U14 antrenörleriyle kaleci kliniğini planla',
  'Pick a Saturday': 'Bir cumartesi günü seç',
  'Invite a guest goalkeeper coach': 'Konuk bir kaleci antrenörü davet et',
  'Renew the first-aid certificates of the coaching staff':
    'Antrenör kadrosunun ilk yardım sertifikalarını yenile',
  'Collect the attendance lists from the volleyball coaches':
    'Voleybol antrenörlerinden yoklama listelerini topla',
  'Find a substitute coach for the Tuesday U8 session': 'Salı günkü U8 antrenmanı için yedek antrenör bul',
  'Book the sports hall for the winter camp': 'Kış kampı için spor salonunu ayırt',

  'Parents and office': 'Veliler ve ofis',
  'Check the medical certificates of new players': 'Yeni oyuncuların sağlık raporlarını kontrol et',
  '<p>No player trains without a valid certificate. Missing ones go to the parents by phone.</p>':
    '<p>Geçerli sağlık raporu olmayan hiçbir oyuncu antrenmana çıkmaz. Eksik raporlar için veliler telefonla aranır.</p>',
  'U8 and U10': 'U8 ve U10',
  U12: 'U12',
  U14: 'U14',
  'Organise the parent meeting for the U12 squad': 'U12 takımı için veli toplantısı düzenle',
  '<ul><li>Season calendar</li><li>Tournament travel</li><li>Kit and membership fees</li></ul>':
    '<ul><li>Sezon takvimi</li><li>Turnuva yolculukları</li><li>Forma ve aidat ücretleri</li></ul>',
  'Send the membership fee reminders': 'Aidat hatırlatmalarını gönder',
  'Prepare the monthly budget report for the board': 'Yönetim kurulu için aylık bütçe raporunu hazırla',
  'Update the emergency contact list': 'Acil durum iletişim listesini güncelle',
  'Put together the welcome pack for new families': 'Yeni aileler için hoş geldin paketini hazırla',
  'Renew the pitch rental contract with the municipality': 'Belediyeyle saha kira sözleşmesini yenile',
  'Reply to the sponsorship offer from the sports shop': 'Spor mağazasının sponsorluk teklifine yanıt ver',

  'Pool season': 'Havuz sezonu',
  'Book lane times for the winter season': 'Kış sezonu için kulvar saatlerini ayırt',
  'Register the swimmers for the Ankara regional gala': 'Yüzücüleri Ankara bölge yarışlarına kaydet',
  'Entry times of every swimmer': 'Her yüzücünün giriş derecesi',
  'Collect the swimming health reports': 'Yüzme sağlık raporlarını topla',
  'Order new kickboards and pull buoys': 'Yeni yüzme tahtası ve bacak şamandırası sipariş et',
  'Check the water polo caps': 'Sutopu bonelerini kontrol et',
};

const turkish = (fields: Record<string, string | null | undefined>) =>
  seedTranslations(fields, { tr: TURKISH });

/** A task's Turkish title and notes, the notes sanitised like the English ones. */
function turkishTask(task: { title: string; notes?: string }) {
  const translations = turkish({ title: task.title, notes: task.notes });
  const notes = translations.tr?.notes;
  if (translations.tr && notes) translations.tr.notes = sanitizeHtml(notes);
  return translations;
}

interface DemoTask {
  type?: TaskTypeValue;
  title: string;
  notes?: string;
  completed?: boolean;
  /** Days from the seeding day (negative: overdue), with the hour of the day (UTC). */
  due?: [days: number, hour: number];
  priority?: 0 | 1 | 2;
  tags?: TagTitle[];
  /** Index into the organization's staff list below. */
  assignee?: number;
  subTasks?: [title: string, completed: boolean][];
}

const section = (title: string): DemoTask => ({ type: 'section', title });

const KARTAL_TASKS: DemoTask[] = [
  section('Spring tournament'),
  {
    title: 'Register the U12 and U14 teams for the Istanbul Youth Cup',
    notes:
      '<p>The federation closes registrations at <b>18:00</b> on the deadline. Both squads need the signed <i>player list</i> and the licence numbers.</p>',
    due: [3, 18],
    priority: 2,
    tags: ['Registration', 'Events'],
    assignee: 2,
    subTasks: [
      ['Collect the licence numbers of every player', true],
      ['Fill in the federation form', false],
      ['Pay the entry fee', false],
    ],
  },
  {
    title: 'Book the bus for the away match in Ataşehir',
    due: [6, 9],
    tags: ['Travel'],
    assignee: 1,
  },
  {
    title: 'Send the match schedule to the parents',
    notes: '<p>Include the meeting point and the kick-off times for each age group.</p>',
    due: [-2, 12],
    tags: ['Events'],
    assignee: 0,
  },
  {
    title: 'Confirm the referees for the home tournament',
    due: [10, 12],
    priority: 2,
    tags: ['Events'],
    assignee: 2,
  },
  {
    title: 'Print the player passes for the tournament',
    completed: true,
    priority: 0,
    tags: ['Registration'],
    assignee: 4,
  },
  {
    title: 'Reserve hotel rooms for the Bursa tournament',
    notes: '<p>Two coaches, one physio and 18 players. Ask for breakfast from 07:00.</p>',
    due: [20, 17],
    tags: ['Travel', 'Finance'],
    assignee: 1,
    subTasks: [
      ['Compare three hotels near the stadium', false],
      ['Get the budget approved', false],
    ],
  },
  {
    title: 'Collect the travel consent forms from the parents',
    due: [-1, 17],
    priority: 2,
    tags: ['Travel', 'Registration'],
    assignee: 5,
  },

  section('Equipment and kits'),
  {
    title: 'Order new kits for the U10 squad',
    notes:
      '<p>Sizes: <b>6×</b> 116 cm, <b>8×</b> 128 cm, <b>4×</b> 140 cm. Numbers 1 to 18, the club crest on the left.</p>',
    due: [5, 12],
    priority: 2,
    tags: ['Equipment', 'Finance'],
    assignee: 0,
    subTasks: [
      ['Confirm the sizes with the coaches', true],
      ['Ask the supplier for the delivery date', false],
      ['Hand out the kits', false],
    ],
  },
  {
    title: 'Replace the worn training cones and bibs',
    priority: 0,
    tags: ['Equipment'],
    assignee: 6,
  },
  {
    title: 'Check and inflate every match ball',
    completed: true,
    priority: 0,
    tags: ['Equipment', 'Training'],
    assignee: 6,
  },
  {
    title: 'Get quotes for a new goal net at Kadıköy',
    due: [14, 12],
    tags: ['Equipment', 'Finance'],
    assignee: 1,
  },
  {
    title: 'Count the basketball storage room',
    due: [-5, 17],
    tags: ['Equipment'],
    assignee: 7,
  },

  section('Coaches and training'),
  {
    title: 'Publish the coach schedule for next month',
    notes: '<p>Every coach gets at least one free weekend. Share it on the notice board as well.</p>',
    due: [4, 12],
    priority: 2,
    tags: ['Training'],
    assignee: 2,
  },
  {
    title: 'Plan the goalkeeper clinic with the U14 coaches',
    due: [12, 15],
    tags: ['Training', 'Events'],
    assignee: 2,
    subTasks: [
      ['Pick a Saturday', true],
      ['Invite a guest goalkeeper coach', false],
    ],
  },
  {
    title: 'Renew the first-aid certificates of the coaching staff',
    due: [-3, 17],
    priority: 2,
    tags: ['Medical', 'Training'],
    assignee: 0,
  },
  {
    title: 'Collect the attendance lists from the volleyball coaches',
    completed: true,
    tags: ['Training'],
    assignee: 3,
  },
  {
    title: 'Find a substitute coach for the Tuesday U8 session',
    due: [1, 9],
    priority: 2,
    tags: ['Training'],
    assignee: 1,
  },
  {
    title: 'Book the sports hall for the winter camp',
    due: [30, 12],
    tags: ['Training', 'Events'],
    assignee: 3,
  },

  section('Parents and office'),
  {
    title: 'Check the medical certificates of new players',
    notes: '<p>No player trains without a valid certificate. Missing ones go to the parents by phone.</p>',
    due: [2, 12],
    priority: 2,
    tags: ['Medical', 'Registration'],
    assignee: 4,
    subTasks: [
      ['U8 and U10', true],
      ['U12', false],
      ['U14', false],
    ],
  },
  {
    title: 'Organise the parent meeting for the U12 squad',
    notes: '<ul><li>Season calendar</li><li>Tournament travel</li><li>Kit and membership fees</li></ul>',
    due: [7, 18],
    tags: ['Events'],
    assignee: 0,
  },
  {
    title: 'Send the membership fee reminders',
    due: [-7, 12],
    tags: ['Finance'],
    assignee: 5,
  },
  {
    title: 'Prepare the monthly budget report for the board',
    due: [9, 12],
    tags: ['Finance'],
    assignee: 0,
  },
  {
    title: 'Update the emergency contact list',
    priority: 0,
    tags: ['Medical'],
    assignee: 7,
  },
  {
    title: 'Put together the welcome pack for new families',
    completed: true,
    priority: 0,
    tags: ['Registration'],
    assignee: 5,
  },
  {
    title: 'Renew the pitch rental contract with the municipality',
    due: [25, 12],
    priority: 2,
    tags: ['Finance'],
  },
  {
    title: 'Reply to the sponsorship offer from the sports shop',
    due: [8, 12],
    priority: 0,
    tags: ['Finance', 'Events'],
  },
];

const ANADOLU_TASKS: DemoTask[] = [
  section('Pool season'),
  {
    title: 'Book lane times for the winter season',
    due: [4, 12],
    priority: 2,
    tags: ['Training'],
    assignee: 0,
  },
  {
    title: 'Register the swimmers for the Ankara regional gala',
    due: [-1, 17],
    priority: 2,
    tags: ['Registration', 'Events'],
    assignee: 1,
    subTasks: [
      ['Entry times of every swimmer', false],
      ['Pay the entry fee', false],
    ],
  },
  {
    title: 'Collect the swimming health reports',
    tags: ['Medical'],
    assignee: 2,
  },
  {
    title: 'Order new kickboards and pull buoys',
    completed: true,
    priority: 0,
    tags: ['Equipment'],
    assignee: 1,
  },
  {
    title: 'Check the water polo caps',
    due: [9, 12],
    priority: 0,
    tags: ['Equipment'],
  },
];

/** Who the demo tasks go to: named personas first, then active generated members of the organization. */
function staff(organizationId: string, personas: string[]): string[] {
  const members = demoMembers()
    .filter((member) => member.organizationId === organizationId && member.accountStatus === 'active')
    .map((member) => member.id);
  return [...personas, ...members];
}

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

const ORGANIZATIONS = [
  {
    id: DEMO_ORGANIZATIONS.kartal.id,
    tasks: KARTAL_TASKS,
    staff: () =>
      staff(DEMO_ORGANIZATIONS.kartal.id, [
        DEMO_PERSONAS.orgAdmin.id,
        DEMO_PERSONAS.branchAdmin.id,
        DEMO_PERSONAS.deptAdmin.id,
        DEMO_PERSONAS.regular.id,
      ]),
  },
  {
    id: DEMO_ORGANIZATIONS.anadolu.id,
    tasks: ANADOLU_TASKS,
    staff: () => staff(DEMO_ORGANIZATIONS.anadolu.id, [DEMO_PERSONAS.otherOrgAdmin.id]),
  },
];

/** Task tags of each demo organization; ids are seedId('taskTag', organization*100 + n). */
export function demoTaskTags() {
  // Created a minute apart, first newest, so the newest-first list shows them as declared.
  const anchor = Date.UTC(2026, 10, 1, 12, 0, 0);
  return ORGANIZATIONS.flatMap((organization, orgIndex) =>
    DEMO_TASK_TAGS.map((title, index) => ({
      id: seedId('taskTag', (orgIndex + 1) * 100 + index + 1),
      organizationId: organization.id,
      kind: 'task' as const,
      title,
      translations: turkish({ title }),
      createdAt: new Date(anchor - index * 60 * 1000),
    })),
  );
}

/**
 * Tasks of each demo organization with due dates relative to `now` (some overdue, some ahead); ids are
 * seedId('task', organization*1000 + n), sub-task ids seedId('subTask', (organization*1000 + n)*100 + k).
 */
export function demoTasks(now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const tags = demoTaskTags();
  return ORGANIZATIONS.flatMap((organization, orgIndex) => {
    const people = organization.staff();
    const tagId = (title: TagTitle) =>
      tags.find((tag) => tag.organizationId === organization.id && tag.title === title)?.id ?? '';
    return organization.tasks.map((task, index) => {
      const n = (orgIndex + 1) * 1000 + index + 1;
      return {
        id: seedId('task', n),
        organizationId: organization.id,
        type: task.type ?? 'task',
        title: task.title,
        notes: task.notes ? sanitizeHtml(task.notes) : null,
        translations: turkishTask(task),
        completed: task.completed ?? false,
        dueDate: task.due ? new Date(today + task.due[0] * DAY + task.due[1] * HOUR) : null,
        priority: task.priority ?? 1,
        tagIds: (task.tags ?? []).map(tagId),
        assignedTo: task.assignee === undefined ? null : (people[task.assignee] ?? null),
        subTasks: (task.subTasks ?? []).map(([title, completed], k) => ({
          id: seedId('subTask', n * 100 + k + 1),
          title,
          completed,
          translations: turkish({ title }),
        })),
        position: index + 1,
      };
    });
  });
}

/**
 * Inserts the demo task tags and tasks that are missing (fixed ids); existing ones stay as they are,
 * and those seeded before translations existed get theirs unless their text was edited since.
 */
export async function seedDemoTasks(dataSource: DataSource): Promise<void> {
  const tags = demoTaskTags();
  const tasks = demoTasks(new Date());
  await dataSource.createQueryBuilder().insert().into(TagEntity).values(tags).orIgnore().execute();
  await dataSource.createQueryBuilder().insert().into(TaskEntity).values(tasks).orIgnore().execute();
  await fillSeededTranslations(
    dataSource,
    'tags',
    tags.map(({ id, title, translations }) => ({ id, translations, seeded: { title } })),
  );
  // Steps take their translations in the same statement, by id (v.extra: id → { translations }).
  await fillSeededTranslations(
    dataSource,
    'tasks',
    tasks.map(({ id, title, notes, subTasks, translations }) => ({
      id,
      translations,
      seeded: { title, notes, sub_tasks: subTasks.map((step) => ({ id: step.id, title: step.title })) },
      extra: Object.fromEntries(subTasks.map((step) => [step.id, { translations: step.translations }])),
    })),
    {
      extraAssignments: [
        `sub_tasks = (SELECT COALESCE(jsonb_agg(s.item || COALESCE(v.extra -> (s.item ->> 'id'), '{}'::jsonb)
                                                ORDER BY s.n), '[]'::jsonb)
                        FROM jsonb_array_elements(r.sub_tasks) WITH ORDINALITY AS s(item, n))`,
      ],
    },
  );
}
