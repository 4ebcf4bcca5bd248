import type { DataSource } from 'typeorm';
import { hashPassword } from '../../shared/auth/passwords.js';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import type { CertificationKind } from './certification.entity.js';

/** Password of every seeded professional's account: the same as the generated demo members'. */
export const DEMO_PROFESSIONAL_PASSWORD = 'Arena-Member-2026';

interface DemoCertification {
  kind: CertificationKind;
  name: string;
  issuer: string;
  number: string | null;
  issuedOn: string;
  /**
   * Days from the day the seed runs to the expiry, so that the demo always has certifications expiring
   * within 60 days and one expired; null: does not expire.
   */
  expiresInDays: number | null;
}

interface DemoProfessional {
  n: number;
  id: string;
  userId: string;
  organizationId: string;
  name: string;
  email: string;
  phone: string;
  title: string;
  specialties: string[];
  bio: string;
  certifications: DemoCertification[];
}

const kartal = DEMO_ORGANIZATIONS.kartal.id;
const anadolu = DEMO_ORGANIZATIONS.anadolu.id;

const firstAid = (number: string, issuedOn: string, expiresInDays: number): DemoCertification => ({
  kind: 'first_aid',
  name: 'İlk Yardım Sertifikası',
  issuer: 'Sağlık Bakanlığı onaylı ilk yardım eğitim merkezi',
  number,
  issuedOn,
  expiresInDays,
});

const professional = (
  n: number,
  organizationId: string,
  name: string,
  email: string,
  title: string,
  specialties: string[],
  bio: string,
  certifications: DemoCertification[],
): DemoProfessional => ({
  n,
  id: seedId('professional', n),
  userId: seedId('professionalUser', n),
  organizationId,
  name,
  email,
  phone: `+90 5${40 + (n % 10)} 610 ${String(10 + n).padStart(2, '0')} ${String(30 + n).padStart(2, '0')}`,
  title,
  specialties,
  bio,
  certifications,
});

/**
 * The coaches, physios and managers of the demo: 15 at Kartal, 3 at Anadolu. Each has an account (role
 * regular user in their organization: rights over athletes come from team staff rows, never from a
 * role) that signs in with DEMO_PROFESSIONAL_PASSWORD. Keys are used by the teams seed.
 */
export const DEMO_PROFESSIONALS = {
  emreYalcin: professional(
    1,
    kartal,
    'Emre Yalçın',
    'emre.yalcin@kartal.example',
    'Baş Antrenör',
    ['Futbol', 'Taktik analiz'],
    'Kartal’ın futbol altyapısını 2018’den beri yönetiyor; UEFA A lisanslı, eski profesyonel orta saha oyuncusu.',
    [
      {
        kind: 'coaching_licence',
        name: 'UEFA A Antrenör Lisansı',
        issuer: 'TFF',
        number: 'TFF-UEFA-A-2019-0412',
        issuedOn: '2019-06-14',
        expiresInDays: 540,
      },
      firstAid('IY-34-2024-11873', '2024-03-02', 465),
    ],
  ),
  serdarKilinc: professional(
    2,
    kartal,
    'Serdar Kılınç',
    'serdar.kilinc@kartal.example',
    'Antrenör',
    ['Futbol', 'Altyapı gelişimi'],
    'U14 takımının antrenörü; oyuncu gelişimi ve maç analizi üzerine çalışıyor.',
    [
      {
        kind: 'coaching_licence',
        name: 'UEFA B Antrenör Lisansı',
        issuer: 'TFF',
        number: 'TFF-UEFA-B-2021-1187',
        issuedOn: '2021-08-20',
        expiresInDays: 300,
      },
    ],
  ),
  gokhanTekin: professional(
    3,
    kartal,
    'Gökhan Tekin',
    'gokhan.tekin@kartal.example',
    'Antrenör',
    ['Futbol', 'Teknik gelişim'],
    'Minik ve yıldız futbol gruplarında top tekniği ve koordinasyon çalışmaları yürütüyor.',
    [
      {
        kind: 'coaching_licence',
        name: 'UEFA C Antrenör Lisansı',
        issuer: 'TFF',
        number: 'TFF-UEFA-C-2022-2290',
        issuedOn: '2022-05-11',
        expiresInDays: 720,
      },
      firstAid('IY-34-2023-09921', '2023-12-18', 24),
    ],
  ),
  mertAvci: professional(
    4,
    kartal,
    'Mert Avcı',
    'mert.avci@kartal.example',
    'Kaleci Antrenörü',
    ['Kaleci antrenmanı', 'Refleks çalışmaları'],
    'Eski Süper Lig kalecisi; tüm yaş gruplarında kaleci gelişiminden sorumlu.',
    [
      {
        kind: 'coaching_licence',
        name: 'TFF Kaleci Antrenörü Lisansı',
        issuer: 'TFF',
        number: 'TFF-KA-2020-0356',
        issuedOn: '2020-02-03',
        expiresInDays: 410,
      },
    ],
  ),
  elifKaraca: professional(
    5,
    kartal,
    'Elif Karaca',
    'elif.karaca@kartal.example',
    'Antrenör',
    ['Kadın futbolu', 'Koordinasyon'],
    'Kız futbol takımını kurdu; eski kadın milli takım oyuncusu.',
    [
      {
        kind: 'coaching_licence',
        name: 'UEFA B Antrenör Lisansı',
        issuer: 'TFF',
        number: 'TFF-UEFA-B-2020-0978',
        issuedOn: '2020-09-07',
        expiresInDays: 41,
      },
      firstAid('IY-34-2024-05110', '2024-06-21', 578),
    ],
  ),
  onurBulut: professional(
    6,
    kartal,
    'Onur Bulut',
    'onur.bulut@kartal.example',
    'Baş Antrenör',
    ['Basketbol', 'Savunma sistemleri'],
    'Basketbol bölümünün başında; genç oyuncularda savunma disiplini üzerine çalışıyor.',
    [
      {
        kind: 'coaching_licence',
        name: 'TBF 3. Kademe Antrenör Belgesi',
        issuer: 'Türkiye Basketbol Federasyonu',
        number: 'TBF-3-2018-0144',
        issuedOn: '2018-07-01',
        expiresInDays: null,
      },
      firstAid('IY-34-2024-12004', '2024-10-09', 685),
    ],
  ),
  denizAktas: professional(
    7,
    kartal,
    'Deniz Aktaş',
    'deniz.aktas@kartal.example',
    'Antrenör',
    ['Basketbol', 'Mini basketbol'],
    'Mini basketbol ve U10 gruplarının antrenörü; oyun temelli öğretim yaklaşımını benimsiyor.',
    [
      {
        kind: 'coaching_licence',
        name: 'TBF 1. Kademe Antrenör Belgesi',
        issuer: 'Türkiye Basketbol Federasyonu',
        number: 'TBF-1-2022-0871',
        issuedOn: '2022-03-15',
        expiresInDays: null,
      },
      // The one expired certification of the demo.
      firstAid('IY-34-2022-07765', '2022-11-08', -15),
    ],
  ),
  sevgiUcar: professional(
    8,
    kartal,
    'Sevgi Uçar',
    'sevgi.ucar@kartal.example',
    'Antrenör',
    ['Basketbol', 'Şut tekniği'],
    'U12 erkek basketbol takımının antrenörü; bireysel şut tekniği çalışmaları yapıyor.',
    [
      {
        kind: 'coaching_licence',
        name: 'TBF 2. Kademe Antrenör Belgesi',
        issuer: 'Türkiye Basketbol Federasyonu',
        number: 'TBF-2-2021-0390',
        issuedOn: '2021-06-28',
        expiresInDays: null,
      },
    ],
  ),
  cansuErdem: professional(
    9,
    kartal,
    'Cansu Erdem',
    'cansu.erdem@kartal.example',
    'Baş Antrenör',
    ['Voleybol', 'Pasör gelişimi'],
    'Voleybol bölümünün baş antrenörü; eski Sultanlar Ligi pasörü.',
    [
      {
        kind: 'coaching_licence',
        name: 'TVF 3. Kademe Antrenör Belgesi',
        issuer: 'Türkiye Voleybol Federasyonu',
        number: 'TVF-3-2017-0233',
        issuedOn: '2017-09-12',
        expiresInDays: null,
      },
      firstAid('IY-34-2024-03318', '2024-02-14', 448),
    ],
  ),
  burcuYavuz: professional(
    10,
    kartal,
    'Burcu Yavuz',
    'burcu.yavuz@kartal.example',
    'Antrenör',
    ['Voleybol', 'Hücum'],
    'U12 ve U14 kız voleybol takımlarının antrenörü.',
    [
      {
        kind: 'coaching_licence',
        name: 'TVF 2. Kademe Antrenör Belgesi',
        issuer: 'Türkiye Voleybol Federasyonu',
        number: 'TVF-2-2020-0611',
        issuedOn: '2020-10-05',
        expiresInDays: null,
      },
      firstAid('IY-34-2023-10452', '2023-12-01', 53),
    ],
  ),
  ipekSonmez: professional(
    11,
    kartal,
    'İpek Sönmez',
    'ipek.sonmez@kartal.example',
    'Yardımcı Antrenör',
    ['Voleybol', 'Manşet ve savunma'],
    'Voleybol takımlarında yardımcı antrenör; savunma ve karşılama çalışmalarını yürütüyor.',
    [
      {
        kind: 'coaching_licence',
        name: 'TVF 1. Kademe Antrenör Belgesi',
        issuer: 'Türkiye Voleybol Federasyonu',
        number: 'TVF-1-2023-1502',
        issuedOn: '2023-04-22',
        expiresInDays: null,
      },
    ],
  ),
  ozanCakir: professional(
    12,
    kartal,
    'Ozan Çakır',
    'ozan.cakir@kartal.example',
    'Kondisyoner',
    ['Atletik performans', 'Sakatlık önleme'],
    'Büyük yaş gruplarının kuvvet ve kondisyon programlarını hazırlıyor.',
    [
      {
        kind: 'fitness',
        name: 'Certified Strength and Conditioning Specialist (CSCS)',
        issuer: 'NSCA',
        number: 'CSCS-8841207',
        issuedOn: '2022-01-19',
        expiresInDays: 400,
      },
    ],
  ),
  aylinKorkmaz: professional(
    13,
    kartal,
    'Aylin Korkmaz',
    'aylin.korkmaz@kartal.example',
    'Fizyoterapist',
    ['Spor fizyoterapisi', 'Rehabilitasyon'],
    'Akademinin fizyoterapisti; sakatlık sonrası dönüş programlarını planlıyor.',
    [
      {
        kind: 'medical',
        name: 'Fizyoterapi ve Rehabilitasyon Lisans Diploması',
        issuer: 'Hacettepe Üniversitesi',
        number: 'HU-FTR-2014-0087',
        issuedOn: '2014-06-30',
        expiresInDays: null,
      },
      firstAid('IY-34-2024-08890', '2024-08-26', 640),
    ],
  ),
  tarikSen: professional(
    14,
    kartal,
    'Tarık Şen',
    'tarik.sen@kartal.example',
    'Takım Menajeri',
    ['Organizasyon', 'Veli iletişimi'],
    'Futbol takımlarının maç ve kamp organizasyonlarını, veli iletişimini yürütüyor.',
    [firstAid('IY-34-2024-01267', '2024-01-10', 410)],
  ),
  nazliAcar: professional(
    15,
    kartal,
    'Nazlı Acar',
    'nazli.acar@kartal.example',
    'Yardımcı Antrenör',
    ['Basketbol', 'Kondisyon'],
    'Kız basketbol takımlarında yardımcı antrenör.',
    [
      {
        kind: 'coaching_licence',
        name: 'TBF 1. Kademe Antrenör Belgesi',
        issuer: 'Türkiye Basketbol Federasyonu',
        number: 'TBF-1-2024-1320',
        issuedOn: '2024-05-18',
        expiresInDays: null,
      },
    ],
  ),
  leventAtes: professional(
    16,
    anadolu,
    'Levent Ateş',
    'levent.ates@anadolu.example',
    'Baş Antrenör',
    ['Yüzme', 'Serbest stil'],
    'Anadolu Yüzme Okulu’nun baş antrenörü; eski milli yüzücü.',
    [
      {
        kind: 'coaching_licence',
        name: 'TYF 3. Kademe Yüzme Antrenörü Belgesi',
        issuer: 'Türkiye Yüzme Federasyonu',
        number: 'TYF-3-2016-0098',
        issuedOn: '2016-05-20',
        expiresInDays: null,
      },
      {
        kind: 'lifeguard',
        name: 'Havuz Cankurtaran Belgesi',
        issuer: 'Türkiye Sualtı Sporları Federasyonu',
        number: 'CK-06-2024-0451',
        issuedOn: '2024-04-12',
        expiresInDays: 500,
      },
    ],
  ),
  gulOzer: professional(
    17,
    anadolu,
    'Gül Özer',
    'gul.ozer@anadolu.example',
    'Antrenör',
    ['Yüzme', 'Su korkusunu yenme'],
    'Başlangıç ve çocuk gruplarının antrenörü.',
    [
      {
        kind: 'coaching_licence',
        name: 'TYF 2. Kademe Yüzme Antrenörü Belgesi',
        issuer: 'Türkiye Yüzme Federasyonu',
        number: 'TYF-2-2021-0733',
        issuedOn: '2021-09-01',
        expiresInDays: null,
      },
      {
        kind: 'lifeguard',
        name: 'Havuz Cankurtaran Belgesi',
        issuer: 'Türkiye Sualtı Sporları Federasyonu',
        number: 'CK-06-2023-0219',
        issuedOn: '2023-01-16',
        expiresInDays: 33,
      },
    ],
  ),
  kaanBilgin: professional(
    18,
    anadolu,
    'Kaan Bilgin',
    'kaan.bilgin@anadolu.example',
    'Antrenör',
    ['Sutopu', 'Su içi kondisyon'],
    'Sutopu takımının antrenörü.',
    [
      {
        kind: 'coaching_licence',
        name: 'Sutopu Antrenör Belgesi',
        issuer: 'Türkiye Yüzme Federasyonu',
        number: 'TYF-SP-2022-0045',
        issuedOn: '2022-07-08',
        expiresInDays: null,
      },
    ],
  ),
} satisfies Record<string, DemoProfessional>;

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Inserts the missing professionals, their accounts, grants and certifications; never touches existing rows. */
export async function seedDemoProfessionals(dataSource: DataSource): Promise<void> {
  const all = Object.values(DEMO_PROFESSIONALS) as DemoProfessional[];
  const existing = new Set(
    (
      await dataSource.query<{ id: string }[]>('SELECT id FROM professionals WHERE id = ANY($1::uuid[])', [
        all.map((row) => row.id),
      ])
    ).map((row) => row.id),
  );
  const missing = all.filter((row) => !existing.has(row.id));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_PROFESSIONAL_PASSWORD);
  await dataSource.transaction(async (manager) => {
    for (const row of missing) {
      const { id, userId } = row;
      const [created] = await manager.query<{ id: string }[]>(
        `INSERT INTO users (id, name, email, phone, password_hash, organization_id) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT DO NOTHING RETURNING id`,
        [userId, row.name, row.email, row.phone, passwordHash, row.organizationId],
      );
      if (created) {
        await manager.query(
          `INSERT INTO user_roles (user_id, role_id, scope_type, scope_id)
           SELECT $1, id, 'organization', $2 FROM roles WHERE key = 'user'`,
          [userId, row.organizationId],
        );
      }
      await manager.query(
        `INSERT INTO professionals (id, organization_id, user_id, title, specialties, bio)
         VALUES ($1, $2, $3, $4, $5::text[], $6) ON CONFLICT DO NOTHING`,
        [id, row.organizationId, userId, row.title, row.specialties, row.bio],
      );
      for (const [index, certification] of row.certifications.entries()) {
        await manager.query(
          `INSERT INTO certifications (id, professional_id, kind, name, issuer, number, issued_on, expires_on)
           VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8::date) ON CONFLICT DO NOTHING`,
          [
            seedId('certification', row.n * 10 + index),
            id,
            certification.kind,
            certification.name,
            certification.issuer,
            certification.number,
            certification.issuedOn,
            certification.expiresInDays === null ? null : addDays(certification.expiresInDays),
          ],
        );
      }
    }
  });
}
