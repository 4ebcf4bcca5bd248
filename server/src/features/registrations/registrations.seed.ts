import type { DataSource } from 'typeorm';
import { seedId } from '../../shared/seed-ids.js';
import type { ConsentPurpose } from '../athletes/index.js';
import { DEMO_TEAMS } from '../teams/index.js';

/** Arena's default consent texts, version 1 (an organization may publish its own wording later). */
export const DEFAULT_CONSENT_TEXTS: readonly {
  n: number;
  purpose: ConsentPurpose;
  required: boolean;
  en: string;
  tr: string;
}[] = [
  {
    n: 1,
    purpose: 'registration',
    required: true,
    en: 'I agree that the school keeps my child’s and my personal data (names, birth date, contact details) to register my child, run training and competitions and keep in touch with me, as long as my child is a member and then as long as the law requires.',
    tr: 'Çocuğumun kaydı, antrenman ve müsabakaların yürütülmesi ve benimle iletişim için okulun çocuğumun ve benim kişisel verilerimi (ad, doğum tarihi, iletişim bilgileri) çocuğum üye olduğu sürece ve sonrasında yasanın öngördüğü süre boyunca saklamasını kabul ediyorum.',
  },
  {
    n: 2,
    purpose: 'health_data',
    required: true,
    en: 'I agree that the school keeps health information about my child (health reports, allergies, medical notes) so that staff can keep my child safe; only the school’s admins and my child’s coaches read it, and every reading is recorded.',
    tr: 'Personelin çocuğumun güvenliğini sağlayabilmesi için okulun çocuğumun sağlık bilgilerini (sağlık raporu, alerjiler, tıbbi notlar) saklamasını kabul ediyorum; bu bilgileri yalnızca okul yöneticileri ve çocuğumun antrenörleri okur ve her okuma kayda geçer.',
  },
  {
    n: 3,
    purpose: 'photos',
    required: false,
    en: 'I agree that photos of my child taken at training and competitions may be shown to the other families of the team and on the school’s pages.',
    tr: 'Antrenman ve müsabakalarda çekilen çocuğumun fotoğraflarının takımdaki diğer ailelere ve okulun sayfalarında gösterilmesini kabul ediyorum.',
  },
  {
    n: 4,
    purpose: 'publishing_results',
    required: false,
    en: 'I agree that my child’s name may appear with results, line-ups and scorers that the school publishes.',
    tr: 'Okulun yayımladığı sonuçlarda, kadrolarda ve gol listelerinde çocuğumun adının yer almasını kabul ediyorum.',
  },
  {
    n: 5,
    purpose: 'marketing',
    required: false,
    en: 'I agree to receive news about the school’s camps, events and offers by e-mail.',
    tr: 'Okulun kampları, etkinlikleri ve kampanyaları hakkında e-posta ile bilgi almayı kabul ediyorum.',
  },
];

/** The default consent texts: reference data, present on every database (fixed ids, written once). */
export async function seedConsentTexts(dataSource: DataSource): Promise<void> {
  for (const text of DEFAULT_CONSENT_TEXTS) {
    await dataSource.query(
      `INSERT INTO consent_texts (id, organization_id, purpose, version, required, text_en, text_tr)
       VALUES ($1, NULL, $2, 1, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [seedId('consentText', text.n), text.purpose, text.required, text.en, text.tr],
    );
  }
}

interface DemoRegistration {
  n: number;
  team: (typeof DEMO_TEAMS)[keyof typeof DEMO_TEAMS];
  status: 'pending' | 'rejected';
  child: [first: string, last: string, birthDate: string, gender: 'female' | 'male'];
  guardians: [first: string, last: string, email: string, phone: string, relationship: 'mother' | 'father'][];
  daysAgo: number;
  reason?: string;
}

const REGISTRATIONS: DemoRegistration[] = [
  {
    n: 1,
    team: DEMO_TEAMS.futbolU10Erkek,
    status: 'pending',
    child: ['Kaan', 'Özdemir', '2017-06-14', 'male'],
    guardians: [
      ['Selin', 'Özdemir', 'selin.ozdemir@example.com', '+90 532 410 22 10', 'mother'],
      ['Burak', 'Özdemir', 'burak.ozdemir@example.com', '+90 532 410 22 11', 'father'],
    ],
    daysAgo: 1,
  },
  {
    n: 2,
    team: DEMO_TEAMS.futbolU12Kiz,
    status: 'pending',
    child: ['Ece', 'Yıldırım', '2015-09-02', 'female'],
    guardians: [['Ayşe', 'Yıldırım', 'ayse.yildirim@example.com', '+90 533 220 14 15', 'mother']],
    daysAgo: 2,
  },
  {
    n: 3,
    team: DEMO_TEAMS.basketbolU8Karma,
    status: 'pending',
    child: ['Deniz', 'Aydın', '2019-03-21', 'female'],
    guardians: [['Mehmet', 'Aydın', 'mehmet.aydin@example.com', '+90 535 118 40 02', 'father']],
    daysAgo: 3,
  },
  {
    n: 4,
    team: DEMO_TEAMS.futbolU12Erkek,
    status: 'rejected',
    child: ['Emir', 'Kaya', '2016-11-30', 'male'],
    guardians: [['Zeynep', 'Kaya', 'zeynep.kaya@example.com', '+90 536 300 55 66', 'mother']],
    daysAgo: 9,
    reason: 'Emir is already registered with our Beşiktaş branch; please ask there about a transfer.',
  },
];

/** A few requests in the Kartal queue: three pending, one refused. */
export async function seedDemoRegistrations(dataSource: DataSource): Promise<void> {
  await dataSource.transaction(async (manager) => {
    for (const row of REGISTRATIONS) {
      const id = seedId('registration', row.n);
      const [first, last, birthDate, gender] = row.child;
      const [created] = await manager.query<{ id: string }[]>(
        `INSERT INTO registrations (id, organization_id, team_id, status, first_name, last_name, birth_date, gender,
                                    language, child_key, submitted_at, created_at, decided_at, reason)
         VALUES ($1, $2, $3, $4::registration_status, $5::text, $6::text, $7::date, $8, 'tr',
                 arena_name_fold($5::text) || '|' || arena_name_fold($6::text) || '|' || $7::date::text,
                 now() - make_interval(days => $9), now() - make_interval(days => $9),
                 CASE WHEN $4::text = 'rejected' THEN now() - make_interval(days => $9 - 1) END, $10)
         ON CONFLICT DO NOTHING RETURNING id`,
        [
          id,
          row.team.organizationId,
          row.team.id,
          row.status,
          first,
          last,
          birthDate,
          gender,
          row.daysAgo,
          row.reason ?? null,
        ],
      );
      if (!created) continue;
      for (const [index, [gFirst, gLast, email, phone, relationship]] of row.guardians.entries()) {
        await manager.query(
          `INSERT INTO registration_guardians (registration_id, position, first_name, last_name, email, phone,
                                               relationship) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [id, index + 1, gFirst, gLast, email, phone, relationship],
        );
      }
      await manager.query(
        `INSERT INTO registration_consents (registration_id, consent_text_id, accepted_at)
         SELECT $1, c.id, now() - make_interval(days => $2) FROM consent_texts c
          WHERE c.organization_id IS NULL AND c.version = 1 AND (c.required OR c.purpose = 'photos')`,
        [id, row.daysAgo],
      );
    }
  });
}
