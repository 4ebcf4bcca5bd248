import type { DataSource } from 'typeorm';
import { hashPassword } from '../../shared/auth/passwords.js';
import type { RoleKey, ScopeType } from '../../shared/auth/roles.js';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { ROLES } from './roles.seed.js';
import { UserRoleEntity } from './user-role.entity.js';
import { UserEntity, type AccountStatus, type PresenceStatus } from './user.entity.js';

interface DemoPersona {
  id: string;
  name: string;
  email: string;
  password: string;
  organizationId: string | null;
  role: RoleKey;
  scope: { type: ScopeType; id: string } | null;
  phone: string;
}

const kartal = DEMO_ORGANIZATIONS.kartal.id;
const anadolu = DEMO_ORGANIZATIONS.anadolu.id;

/**
 * The named demo accounts, one per role (the spec's sample gives the first seven users one role each),
 * plus the admin of the second organization for cross-tenant checks. Documented in README.md.
 */
export const DEMO_PERSONAS = {
  superAdmin: {
    id: seedId('user', 1),
    name: 'Deniz Kaya',
    email: 'admin@arena.local',
    password: 'Arena-Admin-2026',
    organizationId: kartal,
    role: 'super_admin',
    scope: null,
    phone: '+90 532 100 00 01',
  },
  orgAdmin: {
    id: seedId('user', 2),
    name: 'Elif Şahin',
    email: 'org.admin@arena.local',
    password: 'Arena-Org-2026',
    organizationId: kartal,
    role: 'org_admin',
    scope: { type: 'organization', id: kartal },
    phone: '+90 532 100 00 02',
  },
  branchAdmin: {
    id: seedId('user', 3),
    name: 'Burak Yıldız',
    email: 'branch.admin@arena.local',
    password: 'Arena-Branch-2026',
    organizationId: kartal,
    role: 'branch_admin',
    scope: { type: 'branch', id: DEMO_BRANCHES.kadikoy.id },
    phone: '+90 532 100 00 03',
  },
  deptAdmin: {
    id: seedId('user', 4),
    name: 'Zeynep Arslan',
    email: 'dept.admin@arena.local',
    password: 'Arena-Dept-2026',
    organizationId: kartal,
    role: 'dept_admin',
    scope: { type: 'department', id: DEMO_DEPARTMENTS.football.id },
    phone: '+90 532 100 00 04',
  },
  parent: {
    id: seedId('user', 5),
    name: 'Ayşe Demir',
    email: 'parent@arena.local',
    password: 'Arena-Parent-2026',
    organizationId: kartal,
    role: 'parent',
    scope: { type: 'organization', id: kartal },
    phone: '+90 532 100 00 05',
  },
  company: {
    id: seedId('user', 6),
    name: 'Can Öztürk',
    email: 'company@arena.local',
    password: 'Arena-Company-2026',
    organizationId: kartal,
    role: 'company',
    scope: { type: 'organization', id: kartal },
    phone: '+90 532 100 00 06',
  },
  regular: {
    id: seedId('user', 7),
    name: 'Selin Koç',
    email: 'user@arena.local',
    password: 'Arena-User-2026',
    organizationId: kartal,
    role: 'user',
    scope: { type: 'organization', id: kartal },
    phone: '+90 532 100 00 07',
  },
  otherOrgAdmin: {
    id: seedId('user', 8),
    name: 'Murat Aksoy',
    email: 'org2.admin@arena.local',
    password: 'Arena-Org2-2026',
    organizationId: anadolu,
    role: 'org_admin',
    scope: { type: 'organization', id: anadolu },
    phone: '+90 532 100 00 08',
  },
} satisfies Record<string, DemoPersona>;

/** Password of every generated demo member (not of the personas). */
export const DEMO_MEMBER_PASSWORD = 'Arena-Member-2026';

// No generated member shares a persona's full name (Can Öztürk is the company persona).
const FIRST_NAMES = [
  'Ahmet',
  'Mehmet',
  'Mustafa',
  'Emre',
  'Kaan',
  'Kerem',
  'Oğuz',
  'Barış',
  'Cem',
  'Hakan',
  'Fatma',
  'Emine',
  'Hatice',
  'Merve',
  'Büşra',
  'Gizem',
  'İrem',
  'Ceren',
  'Derya',
  'Özge',
  'Tolga',
  'Serkan',
  'Ebru',
  'Nazlı',
];
const LAST_NAMES = [
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
];
const PRESENCE: PresenceStatus[] = ['online', 'away', 'busy', 'not_visible'];

const ascii = (text: string) =>
  text
    .toLocaleLowerCase('tr')
    .replace(/ç/g, 'c')
    .replace(/ğ/g, 'g')
    .replace(/ı/g, 'i')
    .replace(/ö/g, 'o')
    .replace(/ş/g, 's')
    .replace(/ü/g, 'u');

/** The generated members: 40 of Kartal, 20 of Anadolu, enough to page through. Pure and deterministic. */
export function demoMembers() {
  return Array.from({ length: 60 }, (_, index) => {
    const n = index + 1;
    const first = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Ali';
    // Each round through the first names moves the surnames on, so no two members share a full name.
    const round = Math.floor(index / FIRST_NAMES.length);
    const last = LAST_NAMES[(index * 7 + 3 + round * 5) % LAST_NAMES.length] ?? 'Veli';
    const inKartal = index < 40;
    const organizationId = inKartal ? kartal : anadolu;
    const accountStatus: AccountStatus = n % 13 === 0 ? 'suspended' : n % 9 === 0 ? 'inactive' : 'active';
    const role: RoleKey = n % 4 === 0 ? 'parent' : n % 10 === 3 ? 'company' : 'user';
    return {
      id: seedId('user', 100 + n),
      name: `${first} ${last}`,
      email: `${ascii(first)}.${ascii(last)}${n}@${inKartal ? 'kartal' : 'anadolu'}.example`,
      phone: `+90 5${30 + (n % 20)} ${String(200 + n).padStart(3, '0')} ${String(10 + (n % 90)).padStart(2, '0')} ${String(n % 100).padStart(2, '0')}`,
      status: PRESENCE[n % PRESENCE.length] ?? 'online',
      accountStatus,
      organizationId,
      role,
      scope: { type: 'organization' as const, id: organizationId },
      // Spread over the last year, so sorting by creation date means something.
      createdAt: new Date(Date.UTC(2025, 10, 22) + n * 5.5 * 24 * 3600 * 1000),
    };
  });
}

/** Inserts the demo people that are missing; never touches existing rows (a changed password stays changed). */
export async function seedDemoUsers(dataSource: DataSource): Promise<void> {
  const users = dataSource.getRepository(UserEntity);
  const existing = new Set((await users.find({ select: { id: true } })).map((user) => user.id));

  const personas = Object.values(DEMO_PERSONAS) as DemoPersona[];
  const missingPersonas = personas.filter((persona) => !existing.has(persona.id));
  const members = demoMembers().filter((member) => !existing.has(member.id));

  const personaRows = await Promise.all(
    missingPersonas.map(async (persona) => ({
      id: persona.id,
      name: persona.name,
      email: persona.email,
      phone: persona.phone,
      organizationId: persona.organizationId,
      passwordHash: await hashPassword(persona.password),
    })),
  );
  // One hash serves every generated member: demo accounts, and hashing 60 passwords would slow every test.
  const memberHash = members.length > 0 ? await hashPassword(DEMO_MEMBER_PASSWORD) : '';
  const memberRows = members.map(({ role: _role, scope: _scope, ...member }) => ({
    ...member,
    passwordHash: memberHash,
  }));

  const rows = [...personaRows, ...memberRows];
  if (rows.length === 0) return;
  await dataSource.createQueryBuilder().insert().into(UserEntity).values(rows).orIgnore().execute();

  const grants = [
    ...missingPersonas.map((persona) => ({ userId: persona.id, role: persona.role, scope: persona.scope })),
    ...members.map((member) => ({ userId: member.id, role: member.role, scope: member.scope })),
  ];
  await dataSource
    .createQueryBuilder()
    .insert()
    .into(UserRoleEntity)
    .values(
      grants.map((grant) => ({
        userId: grant.userId,
        roleId: ROLES[grant.role].id,
        scopeType: grant.scope?.type ?? null,
        scopeId: grant.scope?.id ?? null,
      })),
    )
    .execute();
}
