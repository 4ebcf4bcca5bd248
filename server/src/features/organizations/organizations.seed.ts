import type { DataSource } from 'typeorm';
import { seedId } from '../../shared/seed-ids.js';
import { BranchEntity } from './branch.entity.js';
import { DepartmentEntity } from './department.entity.js';
import { OrganizationEntity } from './organization.entity.js';
import { SeasonEntity } from './season.entity.js';

/** The two demo tenants; ids are fixed so personas, links and tests can name them. */
export const DEMO_ORGANIZATIONS = {
  kartal: {
    id: seedId('organization', 1),
    name: 'Kartal Spor Akademisi',
    slug: 'kartal',
    type: 'club' as const,
    email: 'info@kartal.example',
    phone: '+90 216 555 01 00',
    address: 'Bağdat Caddesi 120, Kadıköy, İstanbul',
    // Its staff and families sign in to English unless they choose otherwise; Anadolu's, to Turkish
    // (the signed-in language: the account's, else this browser's choice, else the organization's).
    locale: 'en',
    subscriptionPlanId: seedId('plan', 3),
  },
  anadolu: {
    id: seedId('organization', 2),
    name: 'Anadolu Yüzme Okulu',
    slug: 'anadolu',
    type: 'school' as const,
    email: 'iletisim@anadolu.example',
    phone: '+90 312 555 02 00',
    address: 'Atatürk Bulvarı 45, Çankaya, Ankara',
    locale: 'tr',
    subscriptionPlanId: seedId('plan', 2),
  },
};

export const DEMO_BRANCHES = {
  kadikoy: {
    id: seedId('branch', 1),
    organizationId: DEMO_ORGANIZATIONS.kartal.id,
    name: 'Kadıköy',
    address: 'Moda Caddesi 12, Kadıköy, İstanbul',
    latitude: 40.987,
    longitude: 29.026,
    phone: '+90 216 555 01 10',
  },
  besiktas: {
    id: seedId('branch', 2),
    organizationId: DEMO_ORGANIZATIONS.kartal.id,
    name: 'Beşiktaş',
    address: 'Barbaros Bulvarı 80, Beşiktaş, İstanbul',
    latitude: 41.043,
    longitude: 29.007,
    phone: '+90 212 555 01 20',
  },
  atasehir: {
    id: seedId('branch', 3),
    organizationId: DEMO_ORGANIZATIONS.kartal.id,
    name: 'Ataşehir',
    address: 'Atatürk Mahallesi 5, Ataşehir, İstanbul',
    latitude: 40.992,
    longitude: 29.124,
    phone: '+90 216 555 01 30',
  },
  cankaya: {
    id: seedId('branch', 4),
    organizationId: DEMO_ORGANIZATIONS.anadolu.id,
    name: 'Çankaya',
    address: 'Tunalı Hilmi Caddesi 30, Çankaya, Ankara',
    latitude: 39.907,
    longitude: 32.861,
    phone: '+90 312 555 02 10',
  },
  kecioren: {
    id: seedId('branch', 5),
    organizationId: DEMO_ORGANIZATIONS.anadolu.id,
    name: 'Keçiören',
    address: 'Kızlarpınarı Caddesi 9, Keçiören, Ankara',
    latitude: 39.981,
    longitude: 32.867,
    phone: '+90 312 555 02 20',
  },
};

export const DEMO_DEPARTMENTS = {
  football: {
    id: seedId('department', 1),
    organizationId: DEMO_ORGANIZATIONS.kartal.id,
    name: 'Futbol',
    sport: 'football' as const,
  },
  basketball: {
    id: seedId('department', 2),
    organizationId: DEMO_ORGANIZATIONS.kartal.id,
    name: 'Basketbol',
    sport: 'basketball' as const,
  },
  volleyball: {
    id: seedId('department', 3),
    organizationId: DEMO_ORGANIZATIONS.kartal.id,
    name: 'Voleybol',
    sport: 'volleyball' as const,
  },
  swimming: {
    id: seedId('department', 4),
    organizationId: DEMO_ORGANIZATIONS.anadolu.id,
    name: 'Yüzme',
    sport: 'swimming' as const,
  },
  waterPolo: {
    id: seedId('department', 5),
    organizationId: DEMO_ORGANIZATIONS.anadolu.id,
    name: 'Sutopu',
    sport: 'water_polo' as const,
  },
};

/** Each organization's current season (2026–2027) and, for Kartal, the previous one as history. */
export const DEMO_SEASONS = {
  kartalPrevious: {
    id: seedId('season', 1),
    organizationId: DEMO_ORGANIZATIONS.kartal.id,
    name: '2025–2026',
    startsOn: '2025-09-01',
    endsOn: '2026-06-30',
    current: false,
  },
  kartalCurrent: {
    id: seedId('season', 2),
    organizationId: DEMO_ORGANIZATIONS.kartal.id,
    name: '2026–2027',
    startsOn: '2026-09-01',
    endsOn: '2027-06-30',
    current: true,
  },
  anadoluCurrent: {
    id: seedId('season', 3),
    organizationId: DEMO_ORGANIZATIONS.anadolu.id,
    name: '2026–2027',
    startsOn: '2026-09-01',
    endsOn: '2027-07-31',
    current: true,
  },
};

export async function seedDemoOrganizations(dataSource: DataSource): Promise<void> {
  const insert = (
    entity: typeof OrganizationEntity | typeof BranchEntity | typeof DepartmentEntity | typeof SeasonEntity,
    rows: object[],
  ) => dataSource.createQueryBuilder().insert().into(entity).values(rows).orIgnore().execute();
  await insert(OrganizationEntity, Object.values(DEMO_ORGANIZATIONS));
  await insert(BranchEntity, Object.values(DEMO_BRANCHES));
  await insert(DepartmentEntity, Object.values(DEMO_DEPARTMENTS));
  await insert(SeasonEntity, Object.values(DEMO_SEASONS));
}
