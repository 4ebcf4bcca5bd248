import type { DataSource } from 'typeorm';
import { hashPassword } from '../../shared/auth/passwords.js';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_TEAMS } from '../teams/index.js';
import { DEMO_PERSONAS, ROLES } from '../users/index.js';
import type { AthleteGender, AthleteStatus } from './athlete.entity.js';
import type { ConsentPurpose } from './consent.entity.js';
import type { GuardianRelationship } from './guardian-link.entity.js';

// The demo athletes, their families and consents: deterministic (a seeded generator over hand-written
// Turkish and English name lists, fixed ids from shared/seed-ids.ts) and idempotent (rows that exist are
// left alone). The demo teams are read from the database (the teams feature seeds them first), in id order,
// so the athletes fit each team's gender and birth years. Kartal gets 14 athletes a team plus a
// waiting list and leavers (about 180), in about 120 families (siblings in different teams, some with
// two guardians: about 150 guardian accounts); Anadolu a smaller set. The demo parent is the mother of
// two Kartal siblings, with the father as second guardian.

/** Password of every seeded guardian account (as for the other generated demo members). */
export const DEMO_GUARDIAN_PASSWORD = 'Arena-Member-2026';

const GIRLS = [
  'Zeynep',
  'Elif',
  'Defne',
  'Ecrin',
  'Azra',
  'Nehir',
  'Asel',
  'Eylül',
  'Duru',
  'Meryem',
  'Ada',
  'Lina',
  'Öykü',
  'İpek',
  'Nil',
  'Su',
  'Deniz',
  'Ela',
  'Beren',
  'Buse',
  'Ceren',
  'Irmak',
  'Yağmur',
  'Selin',
  'Melis',
  'Naz',
  'Şevval',
  'Gökçe',
  'Hira',
  'Ebrar',
  'Zehra',
  'Esma',
  'Aleyna',
  'Tuana',
  'Ilgın',
  'Çağla',
];
const BOYS = [
  'Yusuf',
  'Eymen',
  'Ömer',
  'Mustafa',
  'Alparslan',
  'Aras',
  'Kerem',
  'Emir',
  'Ali',
  'Miraç',
  'Göktuğ',
  'Çınar',
  'Arda',
  'Efe',
  'Berk',
  'Kaan',
  'Mert',
  'Can',
  'Doruk',
  'Batuhan',
  'Tuna',
  'Ege',
  'Ozan',
  'Baran',
  'Umut',
  'Barış',
  'Emre',
  'Hamza',
  'Yiğit',
  'Burak',
  'Onur',
  'Şahin',
  'Selim',
  'Tolga',
  'İlker',
  'Oğuz',
];
const SURNAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Çelik',
  'Şahin',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Erdoğan',
  'Güneş',
  'Aksoy',
  'Korkmaz',
  'Aktaş',
  'Bulut',
  'Keskin',
  'Ünal',
  'Türk',
  'Güler',
  'Acar',
  'Tekin',
  'Sarı',
  'Uçar',
  'Karaca',
  'Ateş',
  'Işık',
  'Başaran',
  'Çakır',
  'Erdem',
  'Tuncer',
  'Avcı',
  'Bozkurt',
  'Akın',
  'Kalkan',
  'Uysal',
  'Duman',
  'Gündoğdu',
  'Ekinci',
  'Tan',
  'Sönmez',
  'Oral',
  'Gürbüz',
];
const MOTHERS = [
  'Ayşe',
  'Fatma',
  'Emine',
  'Hatice',
  'Zeynep',
  'Elif',
  'Merve',
  'Büşra',
  'Esra',
  'Gizem',
  'Derya',
  'Özge',
  'Ebru',
  'Nazlı',
  'Seda',
  'Pınar',
  'Burcu',
  'Aslı',
  'Sibel',
  'Tuğba',
  'Dilek',
  'Gül',
  'Sevgi',
  'Canan',
];
const FATHERS = [
  'Mehmet',
  'Ahmet',
  'Mustafa',
  'Hüseyin',
  'Hasan',
  'İbrahim',
  'Murat',
  'Emre',
  'Serkan',
  'Hakan',
  'Cem',
  'Barış',
  'Tolga',
  'Volkan',
  'Onur',
  'Kemal',
  'Sinan',
  'Levent',
  'Erkan',
  'Gökhan',
  'Caner',
  'Engin',
];
/** Families who moved to Türkiye: English names for a few, as the school's families are. */
const ENGLISH_FAMILIES = [
  {
    surname: 'Johnson',
    mother: 'Emily',
    father: 'James',
    girls: ['Olivia', 'Grace'],
    boys: ['Oliver', 'Jack'],
  },
  { surname: 'Clarke', mother: 'Sarah', father: 'Daniel', girls: ['Sophie', 'Isla'], boys: ['Harry', 'Leo'] },
  {
    surname: 'Miller',
    mother: 'Laura',
    father: 'Thomas',
    girls: ['Amelia', 'Chloe'],
    boys: ['Noah', 'George'],
  },
  {
    surname: 'Walker',
    mother: 'Hannah',
    father: 'Michael',
    girls: ['Ella', 'Lily'],
    boys: ['Samuel', 'Max'],
  },
];
const STREETS = [
  'Moda Cad.',
  'Bahariye Cad.',
  'Fenerbahçe Mah. Kalamış Sok.',
  'Barbaros Bulvarı',
  'Ihlamurdere Cad.',
  'Atatürk Mah. Ataşehir Bulvarı',
  'Bağdat Cad.',
  'Ortaköy Muallim Naci Cad.',
  'Kozyatağı Mah. Sarı Kanarya Sok.',
];
const ANKARA_STREETS = ['Tunalı Hilmi Cad.', 'Bestekar Sok.', 'Kızlarpınarı Cad.', 'Bahçelievler 7. Cad.'];
const MEDICAL_NOTES = [
  'Astım: antrenmanda inhaler yanında bulunmalı.',
  'Fıstık alerjisi; EpiPen spor çantasında.',
  'Laktoz intoleransı.',
  'Tip 1 diyabet: antrenman öncesi ve sonrası şeker ölçümü yapılmalı.',
  'Arı sokmasına alerji.',
  'Gözlük kullanıyor; maçlarda spor gözlüğü takıyor.',
  'Demir eksikliği, takviye kullanıyor.',
  'Penisilin alerjisi.',
  'Sol ayak bileğinde geçirilmiş burkulma (2025); bantlama öneriliyor.',
  'Mild asthma: inhaler in the kit bag. / Hafif astım: inhaler spor çantasında.',
];
const POSITIONS: Record<string, string[]> = {
  football: ['Kaleci', 'Defans', 'Orta saha', 'Kanat', 'Forvet'],
  basketball: ['Oyun kurucu', 'Şutör', 'Kısa forvet', 'Uzun forvet', 'Pivot'],
  volleyball: ['Pasör', 'Smaçör', 'Orta oyuncu', 'Pasör çaprazı', 'Libero'],
  swimming: ['Serbest', 'Sırtüstü', 'Kurbağalama', 'Kelebek', 'Karışık'],
  water_polo: ['Kaleci', 'Merkez', 'Kanat', 'Şutör', 'Savunma'],
};

/** A small seeded generator (mulberry32): the same numbers on every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}

const ascii = (text: string) =>
  text
    .toLocaleLowerCase('tr')
    .replace(/ç/g, 'c')
    .replace(/ğ/g, 'g')
    .replace(/ı/g, 'i')
    .replace(/ö/g, 'o')
    .replace(/ş/g, 's')
    .replace(/ü/g, 'u')
    .replace(/[^a-z0-9]/g, '');

const pad = (value: number) => String(value).padStart(2, '0');
const phoneNumber = (n: number, area = 5) =>
  `+90 5${area}${n % 10} ${String(300 + (n % 700)).padStart(3, '0')} ${pad((n * 7) % 100)} ${pad((n * 13) % 100)}`;

interface SeedTeam {
  id: string;
  name: string;
  gender: 'girls' | 'boys' | 'mixed';
  birthYearMin: number;
  birthYearMax: number;
  capacity: number;
  sport: string;
  departmentId: string;
  current: boolean;
  startsOn: string;
  endsOn: string;
}

interface PlannedAthlete {
  id: string;
  organizationId: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: AthleteGender;
  status: AthleteStatus;
  licenceNumber: string | null;
  photo: string | null;
  medicalNotes: string | null;
  emergencyContactName: string;
  emergencyContactPhone: string;
  email: string;
  phone: string;
  address: string;
  createdAt: Date;
  /** Current team, with jersey, position and first day. */
  team: { id: string; jersey: number; position: string; fromOn: string } | null;
  /** Ended memberships: last season's team, a move earlier this season, a leaver's last team. */
  history: { id: string; fromOn: string; toOn: string; position: string }[];
}

interface PlannedGuardian {
  id: string;
  name: string;
  email: string;
  phone: string;
  organizationId: string;
  /** Already an account (the demo parent): only the links are seeded. */
  existing: boolean;
}

interface PlannedLink {
  athleteId: string;
  userId: string;
  relationship: GuardianRelationship;
  isPrimary: boolean;
  legalGuardian: boolean;
  mayPickUp: boolean;
}

interface PlannedConsent {
  athleteId: string;
  purpose: ConsentPurpose;
  grantedByUserId: string;
  grantedAt: Date;
  withdrawnAt: Date | null;
}

interface OrganizationPlan {
  organizationId: string;
  perTeam: number;
  /** Athletes without a current team: waiting list and leavers. */
  extra: number;
  licencePrefix: string;
  streets: readonly string[];
  city: string;
  emailDomain: string;
  seed: number;
  /** Families from this index on get a second child while enough athletes are left. */
  siblingEvery: number;
}

const PLANS: OrganizationPlan[] = [
  {
    organizationId: DEMO_ORGANIZATIONS.kartal.id,
    perTeam: 14,
    extra: 12,
    licencePrefix: 'KSA',
    streets: STREETS,
    city: 'İstanbul',
    emailDomain: 'kartal-aile.example',
    seed: 2026,
    siblingEvery: 2,
  },
  {
    organizationId: DEMO_ORGANIZATIONS.anadolu.id,
    perTeam: 6,
    extra: 4,
    licencePrefix: 'AYO',
    streets: ANKARA_STREETS,
    city: 'Ankara',
    emailDomain: 'anadolu-aile.example',
    seed: 312,
    siblingEvery: 3,
  },
];

/** The demo parent's children and their father, for tests and the demo (ids are fixed). */
export const DEMO_GUARDIANS = {
  /** Ayşe Demir's husband, the children's second guardian. */
  demoFather: seedId('guardianUser', 1),
};
export const DEMO_ATHLETES = {
  /** Ayşe Demir's daughter, in Kartal's first girls' team (by seed id: Futbol U12 Kız, Ataşehir). */
  demoDaughter: seedId('athlete', 1),
  /** Ayşe Demir's son, in Kartal's first boys' team (by seed id: Futbol U10 Erkek, Kadıköy). */
  demoSon: seedId('athlete', 2),
};

/** Days of the 2026–2027 season: when a few athletes moved team, and when the leavers left. */
const MOVE_DAY = '2026-10-05';
const LEAVE_DAY = '2026-10-30';

async function teamsOf(dataSource: DataSource, organizationId: string): Promise<SeedTeam[]> {
  return dataSource.query<SeedTeam[]>(
    `SELECT t.id, t.name::text AS name, t.gender, t.birth_year_min AS "birthYearMin",
            t.birth_year_max AS "birthYearMax", t.capacity, d.sport, t.department_id AS "departmentId",
            s.current, to_char(s.starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(s.ends_on, 'YYYY-MM-DD') AS "endsOn"
       FROM teams t JOIN departments d ON d.id = t.department_id JOIN seasons s ON s.id = t.season_id
      WHERE t.organization_id = $1 AND t.id = ANY($2::uuid[]) AND t.archived_at IS NULL
      ORDER BY t.id`,
    [organizationId, Object.values(DEMO_TEAMS).map((team) => team.id)],
  );
}

/** Everything to insert for one organization; `counters` hands out the fixed ids across organizations. */
function plan(
  organization: OrganizationPlan,
  allTeams: SeedTeam[],
  counters: { athlete: number; guardian: number },
) {
  // This season's teams get the athletes; last season's teams are their history.
  const teams = allTeams.filter((team) => team.current);
  const pastTeams = allTeams.filter((team) => !team.current);
  const random = generator(organization.seed);
  const kartal = organization.organizationId === DEMO_ORGANIZATIONS.kartal.id;
  const athletes: PlannedAthlete[] = [];
  const birthDate = (year: number) => `${year}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
  const girlsTeams = teams.filter((team) => team.gender !== 'boys');
  const boysTeams = teams.filter((team) => team.gender !== 'girls');

  // The slots to fill: each team's places, the demo family's two children first.
  const slots: { team: SeedTeam | null; gender: AthleteGender }[] = [];
  const firstGirls = girlsTeams[0];
  const firstBoys = boysTeams[0];
  if (kartal && firstGirls && firstBoys) {
    slots.push({ team: firstGirls, gender: 'female' }, { team: firstBoys, gender: 'male' });
  }
  for (const team of teams) {
    const taken = slots.filter((slot) => slot.team === team).length;
    const places = Math.min(organization.perTeam, team.capacity) - taken;
    for (let index = 0; index < places; index++) {
      const gender: AthleteGender =
        team.gender === 'girls' ? 'female' : team.gender === 'boys' ? 'male' : index % 2 ? 'male' : 'female';
      slots.push({ team, gender });
    }
  }
  for (let index = 0; index < organization.extra; index++) {
    slots.push({ team: null, gender: Math.floor(index / 2) % 2 ? 'male' : 'female' });
  }

  const youngest = Math.max(...teams.map((team) => team.birthYearMax), 2018);
  const jerseys = new Map<string, number>();
  slots.forEach((slot, index) => {
    const n = ++counters.athlete;
    const team = slot.team;
    const year = team ? random.int(team.birthYearMin, team.birthYearMax) : random.int(youngest - 6, youngest);
    // Leavers (every other athlete without a team) keep their last team as an ended membership.
    const leaver = !team && index % 2 === 1;
    const status: AthleteStatus = team
      ? random.chance(0.06)
        ? 'trial'
        : 'active'
      : leaver
        ? 'left'
        : 'waitlist';
    const jersey = team ? (jerseys.get(team.id) ?? 0) + 1 + random.int(0, 2) : 0;
    if (team) jerseys.set(team.id, jersey);
    const positions = POSITIONS[team?.sport ?? ''] ?? POSITIONS.football!;
    const fits = (other: SeedTeam) =>
      (other.gender === 'mixed' || (other.gender === 'girls') === (slot.gender === 'female')) &&
      other.birthYearMin <= year &&
      other.id !== team?.id;
    const history: PlannedAthlete['history'] = [];
    // Last season: the team of the same sport they fitted then.
    const lastSeason = team
      ? pastTeams.find(
          (past) => fits(past) && past.departmentId === team.departmentId && year <= past.birthYearMax,
        )
      : undefined;
    if (lastSeason) {
      history.push({ id: lastSeason.id, fromOn: lastSeason.startsOn, toOn: lastSeason.endsOn, position: '' });
    }
    // A few athletes moved team earlier this season (another branch or an older age group they fit),
    // and the leavers keep their last team.
    const earlier = (team && index > 1 && index % 23 === 5) || leaver ? teams.find(fits) : undefined;
    if (earlier) {
      history.push({
        id: earlier.id,
        fromOn: earlier.startsOn,
        toOn: leaver ? LEAVE_DAY : MOVE_DAY,
        position: random.pick(POSITIONS[earlier.sport] ?? POSITIONS.football!),
      });
    }
    for (const ended of history) {
      ended.position ||= random.pick(POSITIONS[team?.sport ?? ''] ?? POSITIONS.football!);
    }
    const street = random.pick(organization.streets);
    athletes.push({
      id: seedId('athlete', n),
      organizationId: organization.organizationId,
      firstName: '',
      lastName: '',
      birthDate: birthDate(year),
      gender: slot.gender,
      status,
      licenceNumber:
        status === 'waitlist' ? null : `${organization.licencePrefix}-${year}-${String(n).padStart(4, '0')}`,
      photo: random.chance(0.6)
        ? `/images/avatars/${slot.gender === 'female' ? 'female' : 'male'}-0${random.int(1, slot.gender === 'female' ? 2 : 1)}.svg`
        : null,
      medicalNotes: random.chance(0.2) ? random.pick(MEDICAL_NOTES) : null,
      emergencyContactName: '',
      emergencyContactPhone: phoneNumber(n * 31 + 7, 4),
      email: '',
      phone: '',
      address: `${street} No:${random.int(1, 180)}${random.chance(0.5) ? ` D:${random.int(1, 20)}` : ''}, ${organization.city}`,
      // Registered over the summer before their first season, in slot order.
      createdAt: new Date(Date.UTC(lastSeason ? 2025 : 2026, 5, 1) + index * 9 * 3600 * 1000),
      team: team
        ? {
            id: team.id,
            jersey: Math.min(jersey, 99),
            position: random.pick(positions),
            fromOn: earlier && !leaver ? MOVE_DAY : team.startsOn,
          }
        : null,
      history,
    });
  });

  // Families: the demo family first (the first two slots), then one or two children each, siblings
  // taken far apart in the list so they play in different teams.
  const families: number[][] = [];
  const unplaced = athletes.map((_, index) => index);
  const take = (index: number) => unplaced.splice(unplaced.indexOf(index), 1)[0]!;
  if (kartal && athletes.length > 1) families.push([take(0), take(1)]);
  while (unplaced.length > 0) {
    const first = take(unplaced[0]!);
    const withSibling = families.length % organization.siblingEvery === 0 && unplaced.length > 20;
    families.push(withSibling ? [first, take(unplaced[37 % unplaced.length]!)] : [first]);
  }

  const guardians: PlannedGuardian[] = [];
  const links: PlannedLink[] = [];
  const consents: PlannedConsent[] = [];
  const usedSurnames = new Map<string, number>();
  families.forEach((members, familyIndex) => {
    const demo = kartal && familyIndex === 0;
    const english =
      !demo && kartal && familyIndex % 29 === 11 ? ENGLISH_FAMILIES[(familyIndex / 29) | 0] : undefined;
    const surname = demo ? 'Demir' : (english?.surname ?? SURNAMES[(familyIndex * 7 + 3) % SURNAMES.length]!);
    usedSurnames.set(surname, (usedSurnames.get(surname) ?? 0) + 1);
    const usedNames = new Set<string>();
    for (const index of members) {
      const athlete = athletes[index]!;
      const names = english
        ? athlete.gender === 'female'
          ? english.girls
          : english.boys
        : athlete.gender === 'female'
          ? GIRLS
          : BOYS;
      let first = demo ? (athlete.gender === 'female' ? 'Ela' : 'Kerem') : random.pick(names);
      while (usedNames.has(first)) first = random.pick(names);
      usedNames.add(first);
      athlete.firstName = first;
      athlete.lastName = surname;
    }
    // One guardian for every family, a second one for every fifth (and the demo family).
    const twoGuardians = demo || familyIndex % 5 === 1;
    const motherName = demo ? 'Ayşe' : (english?.mother ?? random.pick(MOTHERS));
    const fatherName = demo ? 'Mehmet' : (english?.father ?? random.pick(FATHERS));
    const motherFirst = familyIndex % 3 !== 2;
    const people: { name: string; relationship: GuardianRelationship; persona?: boolean }[] = [];
    if (demo) {
      people.push({ name: DEMO_PERSONAS.parent.name, relationship: 'mother', persona: true });
      people.push({ name: `${fatherName} ${surname}`, relationship: 'father' });
    } else {
      const mother = { name: `${motherName} ${surname}`, relationship: 'mother' as const };
      const father = { name: `${fatherName} ${surname}`, relationship: 'father' as const };
      people.push(...(motherFirst ? [mother, father] : [father, mother]).slice(0, twoGuardians ? 2 : 1));
      // Now and then a grandparent looks after the child: not a legal guardian.
      if (!twoGuardians && familyIndex % 17 === 6) {
        people.push({
          name: `${random.pick(motherFirst ? FATHERS : MOTHERS)} ${surname}`,
          relationship: 'grandparent',
        });
      }
    }
    const familyGuardians = people.map((person) => {
      if (person.persona) {
        return {
          id: DEMO_PERSONAS.parent.id,
          name: person.name,
          phone: DEMO_PERSONAS.parent.phone,
          existing: true,
        };
      }
      const n = ++counters.guardian;
      const [given = '', ...rest] = person.name.split(' ');
      const guardian: PlannedGuardian = {
        id: seedId('guardianUser', n),
        name: person.name,
        email: `${ascii(given)}.${ascii(rest.join(''))}${n}@${organization.emailDomain}`,
        phone: phoneNumber(n * 17 + 3),
        organizationId: organization.organizationId,
        existing: false,
      };
      guardians.push(guardian);
      return guardian;
    });
    const primary = familyGuardians[0]!;
    people.forEach((person, personIndex) => {
      const guardian = familyGuardians[personIndex]!;
      for (const index of members) {
        links.push({
          athleteId: athletes[index]!.id,
          userId: guardian.id,
          relationship: person.relationship,
          isPrimary: personIndex === 0,
          legalGuardian: person.relationship !== 'grandparent',
          mayPickUp: true,
        });
      }
    });
    for (const index of members) {
      const athlete = athletes[index]!;
      athlete.email = demo
        ? DEMO_PERSONAS.parent.email
        : `${ascii(surname)}.ailesi${familyIndex + 1}@${organization.emailDomain}`;
      athlete.phone = primary.phone;
      const contact = familyGuardians[1] ?? {
        name: `${random.pick(MOTHERS)} ${random.pick(SURNAMES)}`,
        phone: athlete.emergencyContactPhone,
      };
      athlete.emergencyContactName = `${contact.name}${familyGuardians[1] ? '' : ' (teyze)'}`;
      athlete.emergencyContactPhone = contact.phone;
      // Consents: registration always; the others as families chose (the demo son has no photo consent).
      const grantedAt = new Date(athlete.createdAt.getTime() + 2 * 24 * 3600 * 1000);
      const purposes: ConsentPurpose[] = ['registration'];
      if (athlete.medicalNotes || random.chance(0.85)) purposes.push('health_data');
      if (demo ? athlete.gender === 'female' : random.chance(0.7)) purposes.push('photos');
      if (demo || random.chance(0.8)) purposes.push('publishing_results');
      if (!demo && random.chance(0.3)) purposes.push('marketing');
      for (const purpose of purposes) {
        // Now and then a family withdrew the photo consent during the season.
        const withdrawn = purpose === 'photos' && !demo && random.chance(0.08);
        consents.push({
          athleteId: athlete.id,
          purpose,
          grantedByUserId: primary.id,
          grantedAt,
          withdrawnAt: withdrawn
            ? new Date(Date.UTC(2026, 8, 15) + random.int(0, 60) * 24 * 3600 * 1000)
            : null,
        });
      }
    }
  });
  return { athletes, guardians, links, consents };
}

/** Inserts the demo athletes, guardians, memberships, links and consents that are missing. */
export async function seedDemoAthletes(dataSource: DataSource): Promise<void> {
  const counters = { athlete: 0, guardian: 0 };
  const planned = [];
  for (const organization of PLANS) {
    const teams = await teamsOf(dataSource, organization.organizationId);
    planned.push(plan(organization, teams, counters));
  }
  const athletes = planned.flatMap((part) => part.athletes);
  const guardians = planned.flatMap((part) => part.guardians);
  const links = planned.flatMap((part) => part.links);
  const consents = planned.flatMap((part) => part.consents);

  const existing = new Set(
    (
      await dataSource.query<{ id: string }[]>('SELECT id FROM users WHERE id = ANY($1::uuid[])', [
        guardians.map((guardian) => guardian.id),
      ])
    ).map((row) => row.id),
  );
  const missing = guardians.filter((guardian) => !existing.has(guardian.id));
  if (missing.length > 0) {
    // One hash serves every seeded guardian: hashing 150 passwords would slow every test start.
    const hash = await hashPassword(DEMO_GUARDIAN_PASSWORD);
    await insertRows(
      dataSource,
      'users',
      ['id', 'name', 'email', 'phone', 'organization_id', 'password_hash'],
      missing.map((guardian) => [
        guardian.id,
        guardian.name,
        guardian.email,
        guardian.phone,
        guardian.organizationId,
        hash,
      ]),
    );
    await insertRows(
      dataSource,
      'user_roles',
      ['user_id', 'role_id', 'scope_type', 'scope_id'],
      missing.map((guardian) => [guardian.id, ROLES.parent.id, 'organization', guardian.organizationId]),
      { user_roles: true },
    );
  }

  await insertRows(
    dataSource,
    'athletes',
    [
      'id',
      'organization_id',
      'first_name',
      'last_name',
      'birth_date',
      'gender',
      'status',
      'licence_number',
      'photo',
      'medical_notes',
      'emergency_contact_name',
      'emergency_contact_phone',
      'email',
      'phone',
      'address',
      'created_at',
      'updated_at',
    ],
    athletes.map((athlete) => [
      athlete.id,
      athlete.organizationId,
      athlete.firstName,
      athlete.lastName,
      athlete.birthDate,
      athlete.gender,
      athlete.status,
      athlete.licenceNumber,
      athlete.photo,
      athlete.medicalNotes,
      athlete.emergencyContactName,
      athlete.emergencyContactPhone,
      athlete.email,
      athlete.phone,
      athlete.address,
      athlete.createdAt,
      athlete.createdAt,
    ]),
  );

  const memberships: unknown[][] = [];
  let membership = 0;
  for (const athlete of athletes) {
    for (const ended of athlete.history) {
      memberships.push([
        seedId('teamMembership', ++membership),
        ended.id,
        athlete.id,
        null,
        ended.position,
        'active',
        ended.fromOn,
        ended.toOn,
      ]);
    }
    if (athlete.team) {
      memberships.push([
        seedId('teamMembership', ++membership),
        athlete.team.id,
        athlete.id,
        athlete.team.jersey,
        athlete.team.position,
        athlete.status === 'trial' ? 'trial' : 'active',
        athlete.team.fromOn,
        null,
      ]);
    }
  }
  await insertRows(
    dataSource,
    'team_memberships',
    ['id', 'team_id', 'athlete_id', 'jersey_number', 'position', 'status', 'from_on', 'to_on'],
    memberships,
  );
  await insertRows(
    dataSource,
    'guardian_links',
    ['id', 'athlete_id', 'user_id', 'relationship', 'legal_guardian', 'is_primary', 'may_pick_up'],
    links.map((link, index) => [
      seedId('guardianLink', index + 1),
      link.athleteId,
      link.userId,
      link.relationship,
      link.legalGuardian,
      link.isPrimary,
      link.mayPickUp,
    ]),
  );
  await insertRows(
    dataSource,
    'consents',
    [
      'id',
      'athlete_id',
      'purpose',
      'granted_by_user_id',
      'granted_at',
      'withdrawn_at',
      'withdrawn_by_user_id',
    ],
    consents.map((consent, index) => [
      seedId('consent', index + 1),
      consent.athleteId,
      consent.purpose,
      consent.grantedByUserId,
      consent.grantedAt,
      consent.withdrawnAt,
      consent.withdrawnAt ? consent.grantedByUserId : null,
    ]),
  );
}

/**
 * Multi-row INSERT … ON CONFLICT DO NOTHING in chunks (rows that exist stay as they are). `user_roles`
 * has no natural key to conflict on, so its rows are only inserted for accounts created just now.
 */
async function insertRows(
  dataSource: DataSource,
  table: string,
  columns: string[],
  rows: unknown[][],
  options: { user_roles?: boolean } = {},
): Promise<void> {
  const chunk = Math.floor(60000 / columns.length);
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const params: unknown[] = [];
    const values = part.map(
      (row) => `(${row.map((value) => (params.push(value), `$${params.length}`)).join(', ')})`,
    );
    await dataSource.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}${options.user_roles ? '' : ' ON CONFLICT DO NOTHING'}`,
      params,
    );
  }
}
