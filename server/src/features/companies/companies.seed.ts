import type { DataSource } from 'typeorm';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_BRANCHES, DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_TEAMS } from '../teams/index.js';
import { DEMO_PERSONAS, demoMembers } from '../users/index.js';
import { CompanyContactEntity } from './company-contact.entity.js';
import { CompanyEntity } from './company.entity.js';
import { SponsorshipEntity, type SponsorshipTier } from './sponsorship.entity.js';
import { vknFrom } from './tax-number.js';

const kartal = DEMO_ORGANIZATIONS.kartal.id;
const anadolu = DEMO_ORGANIZATIONS.anadolu.id;

/** The demo sponsors: four of Kartal (the demo company persona acts for the first), two of Anadolu. */
export const DEMO_COMPANIES = {
  bogazici: {
    id: seedId('company', 1),
    organizationId: kartal,
    name: 'Boğaziçi Enerji A.Ş.',
    taxNumber: vknFrom('184005732'),
    taxOffice: 'Kadıköy',
    email: 'sponsorluk@bogazicienerji.example',
    phone: '+90 216 444 12 34',
    website: 'https://bogazicienerji.example',
  },
  marmara: {
    id: seedId('company', 2),
    organizationId: kartal,
    name: 'Marmara Spor Malzemeleri Ltd. Şti.',
    taxNumber: vknFrom('612093418'),
    taxOffice: 'Beşiktaş',
    email: 'info@marmaraspor.example',
    phone: '+90 212 555 40 40',
    website: 'https://marmaraspor.example',
  },
  moda: {
    id: seedId('company', 3),
    organizationId: kartal,
    name: 'Moda Sağlık Grubu',
    taxNumber: vknFrom('620447105'),
    taxOffice: 'Kadıköy',
    email: 'kurumsal@modasaglik.example',
    phone: '+90 216 555 77 00',
    website: 'https://modasaglik.example',
  },
  galata: {
    id: seedId('company', 4),
    organizationId: kartal,
    name: 'Galata Software Technologies',
    taxNumber: vknFrom('390811276'),
    taxOffice: 'Beyoğlu',
    email: 'hello@galatasoftware.example',
    phone: '+90 212 555 90 90',
    website: 'https://galatasoftware.example',
  },
  baskent: {
    id: seedId('company', 5),
    organizationId: anadolu,
    name: 'Başkent Yapı A.Ş.',
    taxNumber: vknFrom('145620987'),
    taxOffice: 'Çankaya',
    email: 'iletisim@baskentyapi.example',
    phone: '+90 312 555 30 30',
    website: 'https://baskentyapi.example',
  },
  tunali: {
    id: seedId('company', 6),
    organizationId: anadolu,
    name: 'Tunalı Swimwear',
    taxNumber: vknFrom('877300154'),
    taxOffice: 'Kavaklıdere',
    email: 'sales@tunaliswim.example',
    phone: '+90 312 555 60 60',
    website: 'https://tunaliswim.example',
  },
};

/** The generated members with the company role, per organization, in a fixed order. */
function companyMembers(organizationId: string): string[] {
  return demoMembers()
    .filter((member) => member.role === 'company' && member.organizationId === organizationId)
    .map((member) => member.id);
}

/** Which users act for which company: the demo company persona for Boğaziçi Enerji. */
export function demoCompanyContacts(): { id: string; companyId: string; userId: string }[] {
  const [k1, k2, k3, k4] = companyMembers(kartal);
  const [a1, a2] = companyMembers(anadolu);
  const pairs: [string, string | undefined][] = [
    [DEMO_COMPANIES.bogazici.id, DEMO_PERSONAS.company.id],
    [DEMO_COMPANIES.bogazici.id, k1],
    [DEMO_COMPANIES.marmara.id, k2],
    [DEMO_COMPANIES.moda.id, k3],
    [DEMO_COMPANIES.galata.id, k4],
    [DEMO_COMPANIES.baskent.id, a1],
    [DEMO_COMPANIES.tunali.id, a2],
  ];
  return pairs.flatMap(([companyId, userId], index) =>
    userId ? [{ id: seedId('companyContact', index + 1), companyId, userId }] : [],
  );
}

interface DemoSponsorship {
  n: number;
  company: keyof typeof DEMO_COMPANIES;
  scope: { type: 'organization' } | { type: 'branch' | 'team'; id: string };
  tier: SponsorshipTier;
  amount: string | null;
  startsOn: string;
  endsOn: string | null;
  notes: string | null;
}

// Periods around the 2026–27 season; earlier ones show finished sponsorships, one a future one.
const DEMO_SPONSORSHIPS: DemoSponsorship[] = [
  {
    n: 1,
    company: 'bogazici',
    scope: { type: 'organization' },
    tier: 'main',
    amount: '750000.00',
    startsOn: '2026-07-01',
    endsOn: '2028-06-30',
    notes: 'Ana sponsor: forma göğüs logosu, tesis tabelası / Main sponsor: shirt front and venue signage.',
  },
  {
    n: 2,
    company: 'bogazici',
    scope: { type: 'organization' },
    tier: 'gold',
    amount: '400000.00',
    startsOn: '2024-07-01',
    endsOn: '2026-06-30',
    notes: 'Önceki dönem sözleşmesi / Previous term.',
  },
  {
    n: 3,
    company: 'marmara',
    scope: { type: 'organization' },
    tier: 'equipment',
    amount: null,
    startsOn: '2026-08-15',
    endsOn: null,
    notes: 'Top, file ve antrenman ekipmanı (ayni destek) / Balls, nets and training gear, in kind.',
  },
  {
    n: 4,
    company: 'marmara',
    scope: { type: 'team', id: DEMO_TEAMS.basketbolU12Erkek.id },
    tier: 'kit',
    amount: '60000.00',
    startsOn: '2026-09-01',
    endsOn: '2027-08-31',
    notes: 'Maç ve antrenman formaları / Match and training kits.',
  },
  {
    n: 5,
    company: 'moda',
    scope: { type: 'branch', id: DEMO_BRANCHES.kadikoy.id },
    tier: 'silver',
    amount: '120000.00',
    startsOn: '2026-09-01',
    endsOn: '2027-08-31',
    notes: 'Kadıköy tesisinde sağlık taraması ve fizyoterapi desteği / Health checks and physiotherapy.',
  },
  {
    n: 6,
    company: 'galata',
    scope: { type: 'team', id: DEMO_TEAMS.futbolU12Erkek.id },
    tier: 'gold',
    amount: '90000.00',
    startsOn: '2026-09-01',
    endsOn: '2027-08-31',
    notes: 'Turnuva seyahat masrafları / Tournament travel.',
  },
  {
    n: 7,
    company: 'galata',
    scope: { type: 'branch', id: DEMO_BRANCHES.atasehir.id },
    tier: 'bronze',
    amount: '35000.00',
    startsOn: '2027-01-01',
    endsOn: '2027-12-31',
    notes: 'Yeni dönem, imzalandı / Signed, starts in January.',
  },
  {
    n: 8,
    company: 'baskent',
    scope: { type: 'organization' },
    tier: 'main',
    amount: '300000.00',
    startsOn: '2026-06-01',
    endsOn: '2027-05-31',
    notes: null,
  },
  {
    n: 9,
    company: 'tunali',
    scope: { type: 'branch', id: DEMO_BRANCHES.cankaya.id },
    tier: 'kit',
    amount: null,
    startsOn: '2026-09-01',
    endsOn: null,
    notes: 'Mayo ve bone (ayni destek) / Swimsuits and caps, in kind.',
  },
  {
    n: 10,
    company: 'baskent',
    scope: { type: 'team', id: DEMO_TEAMS.sutopuU14Erkek.id },
    tier: 'gold',
    amount: '45000.00',
    startsOn: '2026-09-01',
    endsOn: '2027-06-30',
    notes: 'Sutopu takımı turnuva katılım ücretleri / Water polo tournament entry fees.',
  },
  {
    n: 11,
    company: 'moda',
    scope: { type: 'team', id: DEMO_TEAMS.previousFutbolU11Erkek.id },
    tier: 'bronze',
    amount: '15000.00',
    startsOn: '2025-09-01',
    endsOn: '2026-06-30',
    notes: 'Geçen sezonun takımı / Last season’s team.',
  },
];

/** Inserts the missing demo companies, contacts and sponsorships; never touches existing rows. */
export async function seedDemoCompanies(dataSource: DataSource): Promise<void> {
  const insert = (entity: new () => object, rows: object[]) =>
    rows.length === 0
      ? Promise.resolve()
      : dataSource.createQueryBuilder().insert().into(entity).values(rows).orIgnore().execute();

  await insert(CompanyEntity, Object.values(DEMO_COMPANIES));
  // Only users that exist (a production database seeded with --demo keeps its own users).
  const contacts = demoCompanyContacts();
  const existingUsers = new Set(
    (
      await dataSource.query<{ id: string }[]>('SELECT id FROM users WHERE id = ANY($1::uuid[])', [
        contacts.map((contact) => contact.userId),
      ])
    ).map((row) => row.id),
  );
  await insert(
    CompanyContactEntity,
    contacts.filter((contact) => existingUsers.has(contact.userId)),
  );

  // Team sponsorships only for the teams that exist (the teams feature's demo rows).
  const teamIds = DEMO_SPONSORSHIPS.flatMap(({ scope }) => (scope.type === 'team' ? [scope.id] : []));
  const teams = new Set(
    (
      await dataSource.query<{ id: string }[]>('SELECT id FROM teams WHERE id = ANY($1::uuid[])', [teamIds])
    ).map((row) => row.id),
  );
  const rows = DEMO_SPONSORSHIPS.filter(({ scope }) => scope.type !== 'team' || teams.has(scope.id)).map(
    (sponsorship) => {
      const company = DEMO_COMPANIES[sponsorship.company];
      return {
        id: seedId('sponsorship', sponsorship.n),
        companyId: company.id,
        organizationId: company.organizationId,
        scopeType: sponsorship.scope.type,
        scopeId: sponsorship.scope.type === 'organization' ? company.organizationId : sponsorship.scope.id,
        tier: sponsorship.tier,
        amount: sponsorship.amount,
        currency: 'TRY',
        startsOn: sponsorship.startsOn,
        endsOn: sponsorship.endsOn,
        notes: sponsorship.notes,
      };
    },
  );
  await insert(SponsorshipEntity, rows);
}
