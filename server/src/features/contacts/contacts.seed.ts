import type { DataSource } from 'typeorm';
import { fillSeededTranslations, seedTranslations, type Translations } from '../../shared/localized-text.js';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { TagEntity } from '../tags/index.js';
import { COUNTRIES } from './countries.data.js';
import { ContactEntity } from './contact.entity.js';
import { CountryEntity } from './country.entity.js';
import type { CONTACT_LABELS } from './contacts.validation.js';

type Label = (typeof CONTACT_LABELS)[number];

/** Spec 001 §3: the seeded contact tags, in the order the list shows them (newest first). */
export const DEMO_CONTACT_TAGS = [
  'Work',
  'Friend',
  'Family',
  'High School',
  'College',
  'Baseball Team',
  'Band',
] as const;
type TagTitle = (typeof DEMO_CONTACT_TAGS)[number];

/** The Turkish of the tags, job titles and notes below. */
const TURKISH: Readonly<Record<string, string>> = {
  Work: 'İş',
  Friend: 'Arkadaş',
  Family: 'Aile',
  'High School': 'Lise',
  College: 'Üniversite',
  'Baseball Team': 'Beyzbol Takımı',
  Band: 'Müzik Grubu',

  'U12 Football Coach': 'U12 Futbol Antrenörü',
  'U16 Football Coach': 'U16 Futbol Antrenörü',
  'Sporting Director': 'Sportif Direktör',
  Physiotherapist: 'Fizyoterapist',
  'Sports Physiotherapist': 'Spor Fizyoterapisti',
  'Basketball Head Coach': 'Basketbol Baş Antrenörü',
  'Volleyball Coach (U14 Girls)': 'Voleybol Antrenörü (U14 Kızlar)',
  'Goalkeeper Coach': 'Kaleci Antrenörü',
  'Strength and Conditioning Coach': 'Kuvvet ve Kondisyon Antrenörü',
  'Sports Psychologist': 'Spor Psikoloğu',
  'Team Doctor': 'Takım Doktoru',
  Dietitian: 'Diyetisyen',
  'Parent (U8 Football)': 'Veli (U8 Futbol)',
  'Parent (U9 Football)': 'Veli (U9 Futbol)',
  'Parent (U12 Football)': 'Veli (U12 Futbol)',
  'Parent (U10 Basketball)': 'Veli (U10 Basketbol)',
  'Parent (U14 Basketball)': 'Veli (U14 Basketbol)',
  'Parent (U12 Volleyball)': 'Veli (U12 Voleybol)',
  'Parent (U13 Volleyball)': 'Veli (U13 Voleybol)',
  'Parent (U14 Volleyball)': 'Veli (U14 Voleybol)',
  'Parent (Beginners Group)': 'Veli (Başlangıç Grubu)',
  'Marketing Manager': 'Pazarlama Müdürü',
  'Sponsorship Manager': 'Sponsorluk Müdürü',
  Owner: 'İşletme Sahibi',
  Photographer: 'Fotoğrafçı',
  'Sports Journalist': 'Spor Muhabiri',
  Referee: 'Hakem',
  'Referee Instructor': 'Hakem Eğitmeni',
  'Regional Representative': 'Bölge Temsilcisi',
  'School Principal': 'Okul Müdürü',
  'Facility Manager': 'Tesis Müdürü',
  Accountant: 'Muhasebeci',
  'Registration Coordinator': 'Kayıt Koordinatörü',
  'Transport Manager': 'Ulaşım Sorumlusu',
  Lawyer: 'Avukat',
  Pharmacist: 'Eczacı',
  'Event Organiser': 'Etkinlik Organizatörü',
  'Tournament Organiser': 'Turnuva Organizatörü',
  'Yoga and Mobility Instructor': 'Yoga ve Mobilite Eğitmeni',
  'Girls Basketball Coach': 'Kız Basketbol Takımı Antrenörü',
  'Equipment Manager': 'Malzeme Sorumlusu',
  'Catering Manager': 'Yiyecek İçecek Sorumlusu',
  'Sports Directorate': 'Spor Müdürlüğü',
  'Orthopaedic Surgeon': 'Ortopedi Cerrahı',
  'Social Media Manager': 'Sosyal Medya Sorumlusu',
  'Alumni Mentor': 'Mezun Mentor',
  'Insurance Agent': 'Sigorta Acentesi',
  'Assistant Volleyball Coach': 'Yardımcı Voleybol Antrenörü',
  'Assistant Basketball Coach': 'Yardımcı Basketbol Antrenörü',
  'Band Leader': 'Bando Şefi',
  'PE Teacher': 'Beden Eğitimi Öğretmeni',
  Captain: 'Kaptan',
  'Pitching Coach': 'Atıcı Antrenörü',
  'Youth Scout': 'Altyapı Gözlemcisi',
  'Basketball Skills Coach': 'Basketbol Beceri Antrenörü',
  'Goalkeeping Consultant': 'Kalecilik Danışmanı',
  'Beach Volleyball Coach': 'Plaj Voleybolu Antrenörü',
  'Partnerships Director': 'İş Ortaklıkları Direktörü',
  'Sports Nutritionist': 'Sporcu Beslenmesi Uzmanı',
  'Futsal Coach': 'Futsal Antrenörü',
  'Striker Camp Coach': 'Forvet Kampı Antrenörü',
  'Sports Scientist': 'Spor Bilimci',
  'Head Swimming Coach': 'Yüzme Baş Antrenörü',
  'Water Polo Coach': 'Sutopu Antrenörü',
  'Pool Technician': 'Havuz Teknisyeni',
  'Lifeguard Instructor': 'Cankurtaran Eğitmeni',
  'Sports Physician': 'Spor Hekimi',
  'Swim Camp Partner': 'Yüzme Kampı Ortağı',

  '<p>UEFA B licence. Runs the <strong>Tuesday and Thursday</strong> U12 sessions.</p>':
    '<p>UEFA B lisansı var. U12 takımının <strong>salı ve perşembe</strong> antrenmanlarını yönetiyor.</p>',
  '<p>Available at the Kadıköy branch on weekdays, Beşiktaş on Saturdays.</p>':
    "<p>Hafta içi Kadıköy şubesinde, cumartesi günleri Beşiktaş'ta.</p>",
  '<p>Monthly workshop for U14 and U16 players on match-day nerves.</p>':
    '<p>U14 ve U16 oyuncularıyla her ay maç günü heyecanı üzerine atölye çalışması yapıyor.</p>',
  '<p>Signs the yearly <em>sports health reports</em>. Call the clinic line first.</p>':
    '<p>Yıllık <em>sporcu sağlık raporlarını</em> imzalıyor. Önce kliniğin hattını arayın.</p>',
  '<p>Volunteers as a driver for away games.</p>': '<p>Deplasman maçlarında gönüllü şoförlük yapıyor.</p>',
  '<p>Main shirt sponsor since 2024. Contract renewal talks every <strong>June</strong>.</p>':
    "<p>2024'ten beri ana forma sponsoru. Sözleşme yenileme görüşmeleri her yıl <strong>haziranda</strong>.</p>",
  '<p>Kit supplier: training bibs, balls and cones. Orders by e-mail.</p>':
    '<p>Malzeme tedarikçisi: antrenman yelekleri, toplar ve dubalar. Siparişler e-postayla verilir.</p>',
  '<p>Lends the school gym on Sunday mornings during the winter.</p>':
    '<p>Kış boyunca pazar sabahları okulun spor salonunu kulübe açıyor.</p>',
  '<p>Two 27-seat buses for away matches; book a week ahead.</p>':
    '<p>Deplasman maçları için iki adet 27 kişilik otobüs; bir hafta önceden rezervasyon yapılmalı.</p>',
  '<p>Parent (U11 Basketball). Helps with player contracts pro bono.</p>':
    '<p>Veli (U11 Basketbol). Oyuncu sözleşmelerinde ücretsiz destek veriyor.</p>',
  '<p>Organised the end-of-season ceremony and the summer camp opening.</p>':
    '<p>Sezon sonu törenini ve yaz kampı açılışını organize etti.</p>',
  '<p>Former Kartal captain. Talks to the U16 squad before the league starts.</p>':
    "<p>Kartal'ın eski kaptanı. Lig başlamadan önce U16 takımıyla sohbet ediyor.</p>",
  '<p>Plays at the season opening and the graduation ceremony.</p>':
    '<p>Sezon açılışında ve mezuniyet töreninde çalıyor.</p>',
  '<p>Visits Istanbul twice a year; interested in the U16 squad.</p>':
    "<p>Yılda iki kez İstanbul'a geliyor; U16 takımıyla ilgileniyor.</p>",
  '<p>Sponsors the <strong>summer camp</strong> kits; prefers e-mail.</p>':
    '<p><strong>Yaz kampı</strong> formalarının sponsoru; e-postayla iletişimi tercih ediyor.</p>',
};

/**
 * The Turkish names of the Turkish institutions the seed names in English; other companies keep their
 * own name in every language.
 */
const COMPANIES_TR: Readonly<Record<string, string>> = {
  'İstanbul Referees Association': 'İstanbul Hakemler Derneği',
  'Turkish Football Federation': 'Türkiye Futbol Federasyonu',
  'Kadıköy Municipality': 'Kadıköy Belediyesi',
  'Acıbadem Sports Clinic': 'Acıbadem Spor Kliniği',
  'İstanbul Baseball Club': 'İstanbul Beyzbol Kulübü',
  'Çankaya Olympic Pool': 'Çankaya Olimpik Yüzme Havuzu',
};

/** A contact's Turkish job title, notes and (for an institution named in English) company. */
function turkishContact(contact: { title?: string; company?: string; notes?: string }): Translations {
  const translations = seedTranslations({ title: contact.title, notes: contact.notes }, { tr: TURKISH });
  const company = contact.company === undefined ? undefined : COMPANIES_TR[contact.company];
  if (translations.tr && company) translations.tr.company = company;
  return translations;
}

const AVATARS = {
  f1: '/images/avatars/female-01.svg',
  f2: '/images/avatars/female-02.svg',
  m1: '/images/avatars/male-01.svg',
};

interface DemoContact {
  name: string;
  avatar?: keyof typeof AVATARS;
  /** Number of a cover in /images/cards. */
  background?: number;
  title?: string;
  company?: string;
  emails?: [email: string, label: Label | null][];
  phones?: [country: string, phoneNumber: string, label: Label | null][];
  birthday?: string;
  address?: string;
  notes?: string;
  tags?: TagTitle[];
}

const KARTAL = 'Kartal Spor Akademisi';

/** About 60 people around the Kartal academy: staff, parents, sponsors, health and federation contacts. */
const KARTAL_CONTACTS: DemoContact[] = [
  {
    name: 'Ahmet Yılmaz',
    avatar: 'm1',
    background: 1,
    title: 'U12 Football Coach',
    company: KARTAL,
    emails: [
      ['ahmet.yilmaz@kartal.example', 'Work'],
      ['ahmetyilmaz84@example.com', 'Personal'],
    ],
    phones: [
      ['tr', '532 412 18 90', 'Mobile'],
      ['tr', '216 555 01 11', 'Work'],
    ],
    birthday: '1984-03-12',
    address: 'Moda Caddesi 12, Kadıköy, İstanbul',
    notes: '<p>UEFA B licence. Runs the <strong>Tuesday and Thursday</strong> U12 sessions.</p>',
    tags: ['Work'],
  },
  {
    name: 'Mehmet Öztürk',
    avatar: 'm1',
    background: 2,
    title: 'Sporting Director',
    company: KARTAL,
    emails: [['mehmet.ozturk@kartal.example', 'Work']],
    phones: [['tr', '532 300 45 12', 'Mobile']],
    birthday: '1975-09-02',
    address: 'Bağdat Caddesi 120, Kadıköy, İstanbul',
    tags: ['Work'],
  },
  {
    name: 'Zeynep Çelik',
    avatar: 'f1',
    background: 3,
    title: 'Physiotherapist',
    company: KARTAL,
    emails: [['zeynep.celik@kartal.example', 'Work']],
    phones: [['tr', '533 671 20 08', 'Mobile']],
    birthday: '1990-07-21',
    notes: '<p>Available at the Kadıköy branch on weekdays, Beşiktaş on Saturdays.</p>',
    tags: ['Work', 'College'],
  },
  {
    name: 'Emre Aydın',
    avatar: 'm1',
    title: 'Basketball Head Coach',
    company: KARTAL,
    emails: [['emre.aydin@kartal.example', 'Work']],
    phones: [['tr', '535 218 90 44', 'Mobile']],
    birthday: '1982-11-30',
    tags: ['Work'],
  },
  {
    name: 'Elif Arslan',
    avatar: 'f2',
    background: 4,
    title: 'Volleyball Coach (U14 Girls)',
    company: KARTAL,
    emails: [['elif.arslan@kartal.example', 'Work']],
    phones: [['tr', '536 402 11 73', 'Mobile']],
    tags: ['Work', 'High School'],
  },
  {
    name: 'Burak Doğan',
    avatar: 'm1',
    title: 'Goalkeeper Coach',
    company: KARTAL,
    emails: [['burak.dogan@kartal.example', 'Work']],
    phones: [['tr', '542 118 63 09', 'Mobile']],
    birthday: '1988-05-17',
    tags: ['Work', 'Friend'],
  },
  {
    name: 'Hakan Şimşek',
    avatar: 'm1',
    title: 'Strength and Conditioning Coach',
    company: KARTAL,
    emails: [['hakan.simsek@kartal.example', 'Work']],
    phones: [['tr', '543 902 37 15', 'Mobile']],
    tags: ['Work'],
  },
  {
    name: 'Gizem Yıldırım',
    avatar: 'f1',
    title: 'Sports Psychologist',
    company: 'Denge Danışmanlık',
    emails: [
      ['gizem@denge.example', 'Work'],
      ['gizem.yildirim@example.com', 'Personal'],
    ],
    phones: [
      ['tr', '532 740 52 61', 'Mobile'],
      ['tr', '216 330 12 40', 'Work'],
    ],
    birthday: '1987-02-08',
    address: 'Fenerbahçe Mahallesi, Fener Kalamış Caddesi 41, Kadıköy, İstanbul',
    notes: '<p>Monthly workshop for U14 and U16 players on match-day nerves.</p>',
    tags: ['Work'],
  },
  {
    name: 'Orhan Kurt',
    avatar: 'm1',
    background: 5,
    title: 'Team Doctor',
    company: 'Moda Sağlık Merkezi',
    emails: [['dr.orhan.kurt@modasaglik.example', 'Work']],
    phones: [
      ['tr', '216 414 70 70', 'Work'],
      ['tr', '532 660 14 02', 'Mobile'],
    ],
    address: 'Moda Sağlık Merkezi, Bahariye Caddesi 88, Kadıköy, İstanbul',
    notes: '<p>Signs the yearly <em>sports health reports</em>. Call the clinic line first.</p>',
    tags: ['Work'],
  },
  {
    name: 'Canan Erdem',
    avatar: 'f2',
    title: 'Dietitian',
    company: 'Canan Erdem Beslenme',
    emails: [['canan@erdembeslenme.example', 'Work']],
    phones: [['tr', '535 911 48 26', 'Mobile']],
    tags: ['Work'],
  },
  {
    name: 'Murat Polat',
    avatar: 'm1',
    title: 'Parent (U12 Football)',
    emails: [['murat.polat@example.com', 'Personal']],
    phones: [
      ['tr', '532 508 33 17', 'Mobile'],
      ['tr', '212 285 40 00', 'Work'],
    ],
    birthday: '1980-06-25',
    address: 'Koşuyolu Mahallesi, Mahmut Yesari Caddesi 7, Kadıköy, İstanbul',
    tags: ['Family'],
  },
  {
    name: 'Fatma Şahin',
    avatar: 'f1',
    title: 'Parent (U9 Football)',
    emails: [['fatma.sahin@example.com', 'Personal']],
    phones: [['tr', '533 427 61 90', 'Mobile']],
    tags: ['Family', 'Friend'],
  },
  {
    name: 'Serkan Aktaş',
    avatar: 'm1',
    title: 'Parent (U14 Basketball)',
    company: 'Aktaş Mimarlık',
    emails: [
      ['serkan@aktasmimarlik.example', 'Work'],
      ['serkan.aktas@example.com', 'Personal'],
    ],
    phones: [['tr', '532 219 08 54', 'Mobile']],
    notes: '<p>Volunteers as a driver for away games.</p>',
    tags: ['Family'],
  },
  {
    name: 'Derya Kılıç',
    avatar: 'f2',
    title: 'Parent (U14 Volleyball)',
    emails: [['derya.kilic@example.com', 'Personal']],
    phones: [['tr', '541 336 72 18', 'Mobile']],
    birthday: '1983-12-04',
    tags: ['Family'],
  },
  {
    name: 'Oğuz Kaplan',
    avatar: 'm1',
    background: 6,
    title: 'Marketing Manager',
    company: 'Kaplan Otomotiv',
    emails: [['oguz.kaplan@kaplanotomotiv.example', 'Work']],
    phones: [
      ['tr', '216 444 52 75', 'Work'],
      ['tr', '532 880 19 63', 'Mobile'],
    ],
    address: 'Kaplan Otomotiv, E-5 Yanyol 210, Ataşehir, İstanbul',
    notes: '<p>Main shirt sponsor since 2024. Contract renewal talks every <strong>June</strong>.</p>',
    tags: ['Work'],
  },
  {
    name: 'Ebru Tekin',
    avatar: 'f1',
    title: 'Sponsorship Manager',
    company: 'Boğaziçi Enerji',
    emails: [['ebru.tekin@bogazicienerji.example', 'Work']],
    phones: [['tr', '212 360 88 10', 'Work']],
    tags: ['Work'],
  },
  {
    name: 'Tolga Güneş',
    avatar: 'm1',
    title: 'Owner',
    company: 'Güneş Spor Malzemeleri',
    emails: [
      ['siparis@gunesspor.example', 'Work'],
      ['tolga.gunes@example.com', 'Personal'],
    ],
    phones: [
      ['tr', '216 345 67 89', 'Work'],
      ['tr', '532 145 66 20', 'Mobile'],
    ],
    address: 'Söğütlüçeşme Caddesi 64, Kadıköy, İstanbul',
    notes: '<p>Kit supplier: training bibs, balls and cones. Orders by e-mail.</p>',
    tags: ['Work', 'Friend'],
  },
  {
    name: 'Nazlı Karaca',
    avatar: 'f2',
    title: 'Photographer',
    company: 'Karaca Fotoğraf',
    emails: [['nazli@karacafoto.example', 'Work']],
    phones: [['tr', '538 702 43 11', 'Mobile']],
    tags: ['Work', 'College'],
  },
  {
    name: 'Cem Özdemir',
    title: 'Sports Journalist',
    company: 'İstanbul Spor Gazetesi',
    emails: [['cem.ozdemir@istanbulspor.example', 'Work']],
    phones: [['tr', '532 977 26 04', 'Mobile']],
  },
  {
    name: 'Kerem Yavuz',
    avatar: 'm1',
    title: 'Referee',
    company: 'İstanbul Referees Association',
    emails: [['kerem.yavuz@example.com', 'Personal']],
    phones: [['tr', '544 301 85 42', 'Mobile']],
    birthday: '1991-04-14',
    tags: ['Friend'],
  },
  {
    name: 'Barış Uçar',
    avatar: 'm1',
    title: 'Regional Representative',
    company: 'Turkish Football Federation',
    emails: [['baris.ucar@tff.example', 'Work']],
    phones: [['tr', '212 362 22 22', 'Work']],
    address: 'Riva Tesisleri, Beykoz, İstanbul',
    tags: ['Work'],
  },
  {
    name: 'Hülya Aslan',
    avatar: 'f1',
    title: 'School Principal',
    company: 'Moda Ortaokulu',
    emails: [['mudur@modaortaokulu.example', 'Work']],
    phones: [['tr', '216 337 10 21', 'Work']],
    notes: '<p>Lends the school gym on Sunday mornings during the winter.</p>',
    tags: ['Work', 'High School'],
  },
  {
    name: 'Levent Bulut',
    avatar: 'm1',
    title: 'Facility Manager',
    company: 'Kadıköy Spor Kompleksi',
    emails: [['levent.bulut@kadikoyspor.example', 'Work']],
    phones: [
      ['tr', '216 418 20 30', 'Work'],
      ['tr', '533 808 71 55', 'Mobile'],
    ],
    tags: ['Work'],
  },
  {
    name: 'İrem Korkmaz',
    avatar: 'f2',
    title: 'Accountant',
    company: KARTAL,
    emails: [['muhasebe@kartal.example', 'Work']],
    phones: [['tr', '216 555 01 05', 'Work']],
    birthday: '1993-01-19',
    tags: ['Work'],
  },
  {
    name: 'Özge Yüksel',
    avatar: 'f1',
    title: 'Registration Coordinator',
    company: KARTAL,
    emails: [['kayit@kartal.example', 'Work']],
    phones: [
      ['tr', '216 555 01 00', 'Work'],
      ['tr', '534 210 95 37', 'Mobile'],
    ],
    tags: ['Work'],
  },
  {
    name: 'Volkan Erdoğan',
    title: 'Transport Manager',
    company: 'Erdoğan Turizm',
    emails: [['volkan@erdoganturizm.example', 'Work']],
    phones: [['tr', '532 613 40 82', 'Mobile']],
    notes: '<p>Two 27-seat buses for away matches; book a week ahead.</p>',
  },
  {
    name: 'Pınar Acar',
    avatar: 'f2',
    title: 'Lawyer',
    company: 'Acar Hukuk Bürosu',
    emails: [
      ['pinar.acar@acarhukuk.example', 'Work'],
      ['pinar.acar@example.com', 'Personal'],
    ],
    phones: [['tr', '532 455 17 36', 'Mobile']],
    birthday: '1981-08-09',
    notes: '<p>Parent (U11 Basketball). Helps with player contracts pro bono.</p>',
    tags: ['Family', 'College'],
  },
  {
    name: 'Sinan Kara',
    avatar: 'm1',
    title: 'Pharmacist',
    company: 'Moda Eczanesi',
    emails: [['sinan.kara@example.com', 'Personal']],
    phones: [
      ['tr', '216 336 45 45', 'Work'],
      ['tr', '535 702 66 81', 'Mobile'],
    ],
    tags: ['Family'],
  },
  {
    name: 'Deniz Ergin',
    avatar: 'f1',
    title: 'Event Organiser',
    company: 'Ergin Organizasyon',
    emails: [['deniz@erginorganizasyon.example', 'Work']],
    phones: [['tr', '532 318 29 74', 'Mobile']],
    notes: '<p>Organised the end-of-season ceremony and the summer camp opening.</p>',
    tags: ['Work'],
  },
  {
    name: 'Ceren Bozkurt',
    avatar: 'f2',
    title: 'Yoga and Mobility Instructor',
    emails: [['ceren.bozkurt@example.com', 'Personal']],
    phones: [['tr', '537 226 90 13', 'Mobile']],
    birthday: '1995-10-27',
    tags: ['Friend'],
  },
  {
    name: 'Kaan Özkan',
    avatar: 'm1',
    title: 'U16 Football Coach',
    company: KARTAL,
    emails: [['kaan.ozkan@kartal.example', 'Work']],
    phones: [['tr', '533 145 28 60', 'Mobile']],
    birthday: '1986-09-15',
    tags: ['Work'],
  },
  {
    name: 'Merve Çetin',
    avatar: 'f1',
    title: 'Girls Basketball Coach',
    company: KARTAL,
    emails: [['merve.cetin@kartal.example', 'Work']],
    phones: [['tr', '536 917 34 25', 'Mobile']],
    tags: ['Work', 'College'],
  },
  {
    name: 'Gökhan Avcı',
    title: 'Equipment Manager',
    company: KARTAL,
    emails: [['malzeme@kartal.example', 'Work']],
    phones: [['tr', '542 630 18 47', 'Mobile']],
    tags: ['Work'],
  },
  {
    name: 'Hatice Yalçın',
    avatar: 'f2',
    title: 'Catering Manager',
    company: 'Yalçın Kantin',
    emails: [['hatice@yalcinkantin.example', 'Work']],
    phones: [['tr', '532 771 09 38', 'Mobile']],
  },
  {
    name: 'Uğur Turan',
    avatar: 'm1',
    title: 'Sports Directorate',
    company: 'Kadıköy Municipality',
    emails: [['spor@kadikoy.example', 'Work']],
    phones: [['tr', '216 542 50 00', 'Work']],
    address: 'Hasanpaşa Mahallesi, Fahrettin Kerim Gökay Caddesi 2, Kadıköy, İstanbul',
    tags: ['Work'],
  },
  {
    name: 'Büşra Işık',
    avatar: 'f1',
    title: 'Parent (U8 Football)',
    emails: [['busra.isik@example.com', 'Personal']],
    phones: [['tr', '539 804 52 16', 'Mobile']],
    birthday: '1992-03-03',
    tags: ['Family'],
  },
  {
    name: 'Onur Sarı',
    avatar: 'm1',
    title: 'Orthopaedic Surgeon',
    company: 'Acıbadem Sports Clinic',
    emails: [['onur.sari@clinic.example', 'Work']],
    phones: [['tr', '216 544 40 00', 'Work']],
    tags: ['Work'],
  },
  {
    name: 'Esra Güler',
    avatar: 'f2',
    title: 'Social Media Manager',
    company: KARTAL,
    emails: [['medya@kartal.example', 'Work']],
    phones: [['tr', '538 412 77 90', 'Mobile']],
    tags: ['Work'],
  },
  {
    name: 'Ali Rıza Önal',
    avatar: 'm1',
    title: 'Alumni Mentor',
    emails: [['alirizaonal@example.com', 'Personal']],
    phones: [['tr', '532 119 40 05', 'Mobile']],
    birthday: '1970-05-19',
    notes: '<p>Former Kartal captain. Talks to the U16 squad before the league starts.</p>',
    tags: ['Friend', 'High School'],
  },
  {
    name: 'Tuba Keskin',
    title: 'Insurance Agent',
    company: 'Güven Sigorta',
    emails: [['tuba.keskin@guvensigorta.example', 'Work']],
    phones: [['tr', '216 310 62 62', 'Work']],
  },
  {
    name: 'Yasemin Eren',
    avatar: 'f1',
    title: 'Parent (U13 Volleyball)',
    emails: [['yasemin.eren@example.com', 'Personal']],
    phones: [['tr', '535 320 84 61', 'Mobile']],
    tags: ['Family'],
  },
  {
    name: 'Cansu Demirtaş',
    avatar: 'f2',
    title: 'Assistant Volleyball Coach',
    company: KARTAL,
    emails: [['cansu.demirtas@kartal.example', 'Work']],
    phones: [['tr', '534 618 20 93', 'Mobile']],
    birthday: '1998-06-11',
    tags: ['Work', 'College'],
  },
  {
    name: 'Erkan Tan',
    avatar: 'm1',
    title: 'Band Leader',
    company: 'Moda Brass Band',
    emails: [['erkan@modabrass.example', 'Work']],
    phones: [['tr', '532 840 31 77', 'Mobile']],
    notes: '<p>Plays at the season opening and the graduation ceremony.</p>',
    tags: ['Band'],
  },
  {
    name: 'Sevgi Altun',
    avatar: 'f1',
    title: 'PE Teacher',
    company: 'Kadıköy Anadolu Lisesi',
    emails: [['sevgi.altun@example.com', 'Personal']],
    phones: [['tr', '533 502 64 28', 'Mobile']],
    tags: ['High School', 'Friend'],
  },
  {
    name: 'Arda Çınar',
    avatar: 'm1',
    title: 'Captain',
    company: 'İstanbul Baseball Club',
    emails: [['arda.cinar@example.com', 'Personal']],
    phones: [['tr', '545 207 93 60', 'Mobile']],
    birthday: '1994-08-30',
    tags: ['Baseball Team', 'Friend'],
  },
  {
    name: 'Berk Ateş',
    title: 'Pitching Coach',
    company: 'İstanbul Baseball Club',
    emails: [['berk.ates@example.com', 'Personal']],
    phones: [['tr', '546 318 02 47', 'Mobile']],
    tags: ['Baseball Team'],
  },
  {
    name: 'Aylin Koçak',
    avatar: 'f2',
    title: 'Parent (U10 Basketball)',
    emails: [['aylin.kocak@example.com', 'Personal']],
    phones: [['tr', '532 690 17 52', 'Mobile']],
    address: 'Acıbadem Mahallesi, Çeçen Sokak 15, Üsküdar, İstanbul',
    tags: ['Family', 'Band'],
  },
  {
    name: 'Lukas Schneider',
    avatar: 'm1',
    background: 7,
    title: 'Youth Scout',
    company: '1. FC Köln Academy',
    emails: [['l.schneider@fc-koeln.example', 'Work']],
    phones: [['de', '151 2345 6789', 'Mobile']],
    address: 'Franz-Kremer-Allee 1, 50937 Köln, Germany',
    notes: '<p>Visits Istanbul twice a year; interested in the U16 squad.</p>',
    tags: ['Work'],
  },
  {
    name: 'Sophie Martin',
    avatar: 'f1',
    title: 'Sports Physiotherapist',
    company: 'Clinique du Sport Lyon',
    emails: [['sophie.martin@cliniquesport.example', 'Work']],
    phones: [['fr', '6 12 34 56 78', 'Mobile']],
    birthday: '1989-02-14',
    tags: ['Work', 'College'],
  },
  {
    name: 'James Carter',
    avatar: 'm1',
    title: 'Basketball Skills Coach',
    company: 'Hoops Academy London',
    emails: [['james.carter@hoopsacademy.example', 'Work']],
    phones: [['gb', '7700 900123', 'Mobile']],
    tags: ['Work'],
  },
  {
    name: 'Marco Rossi',
    avatar: 'm1',
    title: 'Goalkeeping Consultant',
    emails: [['marco.rossi@example.com', 'Personal']],
    phones: [['it', '312 345 6789', 'Mobile']],
    birthday: '1979-12-22',
    tags: ['Friend'],
  },
  {
    name: 'Ana Souza',
    avatar: 'f2',
    title: 'Beach Volleyball Coach',
    company: 'Rio Volei Clube',
    emails: [['ana.souza@riovolei.example', 'Work']],
    phones: [['br', '21 98765 4321', 'Mobile']],
    tags: ['Work'],
  },
  {
    name: 'Daniel Wright',
    avatar: 'm1',
    title: 'Partnerships Director',
    company: 'Stride Sportswear',
    emails: [
      ['daniel.wright@stride.example', 'Work'],
      ['dan.wright@example.com', 'Personal'],
    ],
    phones: [
      ['us', '(646) 555-0182', 'Work'],
      ['us', '(917) 555-0134', 'Mobile'],
    ],
    notes: '<p>Sponsors the <strong>summer camp</strong> kits; prefers e-mail.</p>',
    tags: ['Work'],
  },
  {
    name: 'Elena Petrova',
    avatar: 'f1',
    title: 'Sports Nutritionist',
    emails: [['elena.petrova@example.com', 'Personal']],
    phones: [['bg', '87 123 4567', 'Mobile']],
    tags: ['College'],
  },
  {
    name: 'Javier Morales',
    title: 'Futsal Coach',
    company: 'Club Futsal Madrid',
    emails: [['javier.morales@futsalmadrid.example', 'Work']],
    phones: [['es', '612 34 56 78', 'Mobile']],
    tags: ['Work'],
  },
  {
    name: 'Rashad Aliyev',
    avatar: 'm1',
    title: 'Tournament Organiser',
    company: 'Baku Youth Cup',
    emails: [['rashad.aliyev@bakucup.example', 'Work']],
    phones: [['az', '50 123 45 67', 'Mobile']],
    tags: ['Work'],
  },
  {
    name: 'Pieter de Vries',
    avatar: 'm1',
    title: 'Referee Instructor',
    company: 'KNVB',
    emails: [['p.devries@knvb.example', 'Work']],
    phones: [['nl', '6 12345678', 'Mobile']],
  },
  {
    name: 'Nikola Jovanović',
    avatar: 'm1',
    title: 'Assistant Basketball Coach',
    emails: [['nikola.jovanovic@example.com', 'Personal']],
    phones: [['rs', '64 123 4567', 'Mobile']],
    birthday: '1990-10-05',
    tags: ['Friend', 'Baseball Team'],
  },
  {
    name: 'Chidi Okafor',
    avatar: 'm1',
    title: 'Striker Camp Coach',
    emails: [['chidi.okafor@example.com', 'Personal']],
    phones: [['ng', '803 123 4567', 'Mobile']],
    tags: ['Work'],
  },
  {
    name: 'Yuki Tanaka',
    avatar: 'f2',
    title: 'Sports Scientist',
    company: 'Tokyo Institute of Sport',
    emails: [['yuki.tanaka@tis.example', 'Work']],
    phones: [['jp', '90 1234 5678', 'Mobile']],
    tags: ['College'],
  },
  {
    name: 'Emine Tuncer',
    avatar: 'f1',
    title: 'Parent (U12 Volleyball)',
    emails: [['emine.tuncer@example.com', 'Home']],
    phones: [
      ['tr', '532 227 81 04', 'Mobile'],
      ['tr', '216 349 12 67', 'Home'],
    ],
    tags: ['Family'],
  },
];

/** A handful of people around the Anadolu swimming school. */
const ANADOLU_CONTACTS: DemoContact[] = [
  {
    name: 'Aslı Tunç',
    avatar: 'f1',
    title: 'Head Swimming Coach',
    company: 'Anadolu Yüzme Okulu',
    emails: [['asli.tunc@anadolu.example', 'Work']],
    phones: [['tr', '532 404 18 22', 'Mobile']],
    tags: ['Work'],
  },
  {
    name: 'Kadir Ölmez',
    avatar: 'm1',
    title: 'Water Polo Coach',
    company: 'Anadolu Yüzme Okulu',
    emails: [['kadir.olmez@anadolu.example', 'Work']],
    phones: [['tr', '533 218 60 91', 'Mobile']],
    tags: ['Work'],
  },
  {
    name: 'Nermin Sezer',
    avatar: 'f2',
    title: 'Parent (Beginners Group)',
    emails: [['nermin.sezer@example.com', 'Personal']],
    phones: [['tr', '535 770 42 13', 'Mobile']],
    tags: ['Family'],
  },
  {
    name: 'Hasan Çakır',
    title: 'Pool Technician',
    company: 'Çankaya Olympic Pool',
    emails: [['teknik@cankayahavuz.example', 'Work']],
    phones: [['tr', '312 440 25 25', 'Work']],
    address: 'Tunalı Hilmi Caddesi 30, Çankaya, Ankara',
  },
  {
    name: 'Ege Tümer',
    avatar: 'm1',
    title: 'Lifeguard Instructor',
    emails: [['ege.tumer@example.com', 'Personal']],
    phones: [['tr', '542 381 06 57', 'Mobile']],
    tags: ['Friend'],
  },
  {
    name: 'Filiz Akın',
    avatar: 'f1',
    title: 'Sports Physician',
    company: 'Ankara Spor Hekimliği',
    emails: [['filiz.akin@sporhekim.example', 'Work']],
    phones: [['tr', '312 466 70 00', 'Work']],
    birthday: '1978-04-26',
    tags: ['Work'],
  },
  {
    name: 'Markus Weber',
    avatar: 'm1',
    title: 'Swim Camp Partner',
    company: 'Schwimmverein Berlin',
    emails: [['markus.weber@svberlin.example', 'Work']],
    phones: [['de', '160 9876 5432', 'Mobile']],
    tags: ['Work'],
  },
];

// Ids: tags 100·(organization)+n, contacts 1000·(organization)+n; covers from /images/cards.
const ORGANIZATIONS = [
  { number: 1, id: DEMO_ORGANIZATIONS.kartal.id, contacts: KARTAL_CONTACTS },
  { number: 2, id: DEMO_ORGANIZATIONS.anadolu.id, contacts: ANADOLU_CONTACTS },
];
const tagId = (organization: number, title: TagTitle) =>
  seedId('contactTag', organization * 100 + DEMO_CONTACT_TAGS.indexOf(title) + 1);
const cover = (n: number) => `/images/cards/${String(n).padStart(2, '0')}-320x200.svg`;

// A fixed time keeps the seed deterministic; the first tag is the newest.
const TAGS_CREATED = Date.UTC(2026, 9, 1, 9, 0, 0);

export function demoContactTags() {
  return ORGANIZATIONS.flatMap((organization) =>
    DEMO_CONTACT_TAGS.map((title, index) => ({
      id: tagId(organization.number, title),
      organizationId: organization.id,
      kind: 'contact' as const,
      title,
      translations: seedTranslations({ title }, { tr: TURKISH }),
      createdAt: new Date(TAGS_CREATED - index * 60_000),
    })),
  );
}

export function demoContacts() {
  return ORGANIZATIONS.flatMap((organization) =>
    organization.contacts.map((contact, index) => ({
      id: seedId('contact', organization.number * 1000 + index + 1),
      organizationId: organization.id,
      name: contact.name,
      avatar: contact.avatar ? AVATARS[contact.avatar] : null,
      background: contact.background ? cover(contact.background) : null,
      emails: (contact.emails ?? []).map(([email, label]) => ({ email, label })),
      phoneNumbers: (contact.phones ?? []).map(([country, phoneNumber, label]) => ({
        country,
        phoneNumber,
        label,
      })),
      title: contact.title ?? null,
      company: contact.company ?? null,
      birthday: contact.birthday ?? null,
      address: contact.address ?? null,
      notes: contact.notes ?? null,
      translations: turkishContact(contact),
      tagIds: (contact.tags ?? []).map((title) => tagId(organization.number, title)),
    })),
  );
}

/** Reference data for every installation: the countries phone numbers belong to. */
export async function seedCountries(dataSource: DataSource): Promise<void> {
  const rows = COUNTRIES.map(([iso, name, code, flag], index) => ({
    id: seedId('country', index + 1),
    iso,
    name,
    code,
    flag,
  }));
  await dataSource.createQueryBuilder().insert().into(CountryEntity).values(rows).orIgnore().execute();
}

/**
 * The demo organizations' contact tags and contacts that are missing (fixed ids); those seeded before
 * translations existed get theirs, unless their text was edited since.
 */
export async function seedDemoContacts(dataSource: DataSource): Promise<void> {
  const insert = (entity: typeof TagEntity | typeof ContactEntity, rows: object[]) =>
    dataSource.createQueryBuilder().insert().into(entity).values(rows).orIgnore().execute();
  const tags = demoContactTags();
  const contacts = demoContacts();
  await insert(TagEntity, tags);
  await insert(ContactEntity, contacts);
  await fillSeededTranslations(
    dataSource,
    'tags',
    tags.map(({ id, title, translations }) => ({ id, translations, seeded: { title } })),
  );
  await fillSeededTranslations(
    dataSource,
    'contacts',
    contacts.map(({ id, title, company, notes, translations }) => ({
      id,
      translations,
      seeded: { title, company, notes },
    })),
  );
}
