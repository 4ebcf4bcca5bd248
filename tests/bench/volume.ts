// The bench seed: data volume on top of the demo seed, written straight into the bench database with
// set-based SQL (seconds, not minutes). Never part of the demo or test seeds.
//
//   - 100,000 contacts in Kartal Spor Akademisi (the organization the demo admin belongs to), with
//     names drawn from 60 first names × 60 surnames × a number, e-mails, phones and tags;
//   - 10,000 tasks: 20 more in Kartal (so its list is about 50 rows, a school's working list) and the
//     rest spread over 199 bench organizations of 50 each, so the table and its indexes hold the volume
//     while each organization's list stays the size people work with.
import pg from 'pg';
import { DEMO_ORGANIZATIONS } from '../../server/src/features/organizations/organizations.seed.js';

export const VOLUME = { contacts: 100_000, tasks: 10_000, tasksPerOrganization: 50 } as const;

// prettier-ignore
export const FIRST_NAMES = [
  'Ahmet', 'Ayşe', 'Mehmet', 'Fatma', 'Mustafa', 'Emine', 'Ali', 'Hatice', 'Hüseyin', 'Zeynep',
  'Hasan', 'Elif', 'İbrahim', 'Meryem', 'Murat', 'Şerife', 'Ömer', 'Sultan', 'Yusuf', 'Zehra',
  'Emre', 'Merve', 'Burak', 'Esra', 'Can', 'Derya', 'Cem', 'Ebru', 'Deniz', 'Gizem',
  'Kerem', 'Selin', 'Oğuz', 'Tuğba', 'Serkan', 'Pınar', 'Volkan', 'Sibel', 'Barış', 'Özlem',
  'John', 'Mary', 'James', 'Linda', 'Robert', 'Susan', 'Michael', 'Sarah', 'David', 'Emma',
  'Lucas', 'Sofia', 'Mateo', 'Lena', 'Noah', 'Mia', 'Luca', 'Chloé', 'Jonas', 'Ingrid',
];
// prettier-ignore
export const LAST_NAMES = [
  'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir',
  'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek',
  'Polat', 'Korkmaz', 'Karaca', 'Erdoğan', 'Güneş', 'Aksoy', 'Tekin', 'Ünal', 'Bulut', 'Keskin',
  'Smith', 'Johnson', 'Brown', 'Taylor', 'Wilson', 'Davies', 'Evans', 'Thomas', 'Roberts', 'Walker',
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Garcia', 'Martinez', 'Rossi', 'Russo', 'Bianchi',
  'Dubois', 'Moreau', 'Laurent', 'Nielsen', 'Hansen', 'Johansson', 'Novak', 'Horvat', 'Kovač', 'Popescu',
];

export interface VolumeResult {
  contacts: number;
  tasks: number;
  organizations: number;
  ms: number;
}

/** Adds the volume to a database that already holds the demo seed. Idempotent per database: run once. */
export async function seedVolume(databaseUrl: string): Promise<VolumeResult> {
  const startedAt = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const kartal = DEMO_ORGANIZATIONS.kartal.id;
    await client.query('BEGIN');
    // Contacts: i → first name i % 60, surname (i / 60) % 60, a number for the rest; tags from Kartal's.
    await client.query(
      `INSERT INTO contacts (organization_id, name, emails, phone_numbers, title, company, tag_ids)
       SELECT $1,
              f.names[1 + i % 60] || ' ' || l.names[1 + (i / 60) % 60] || ' ' || (i / 3600 + 1),
              jsonb_build_array(jsonb_build_object('email', 'contact' || i || '@bench.example', 'label', 'Work')),
              jsonb_build_array(jsonb_build_object('country', 'tr', 'phoneNumber', '5' || lpad((i % 1000000000)::text, 9, '0'), 'label', 'Mobile')),
              CASE WHEN i % 3 = 0 THEN 'Parent' WHEN i % 3 = 1 THEN 'Coach' ELSE NULL END,
              CASE WHEN i % 5 = 0 THEN 'Bench Sponsor ' || (i % 97) ELSE NULL END,
              CASE WHEN i % 4 = 0 THEN COALESCE((SELECT array_agg(id) FROM (
                SELECT id FROM tags WHERE organization_id = $1 AND kind = 'contact' ORDER BY id LIMIT 1) t), '{}')
                   ELSE '{}' END
         FROM generate_series(0, $2 - 1) AS i,
              (SELECT $3::text[] AS names) f,
              (SELECT $4::text[] AS names) l`,
      [kartal, VOLUME.contacts, FIRST_NAMES, LAST_NAMES],
    );

    const benchOrganizations = VOLUME.tasks / VOLUME.tasksPerOrganization - 1;
    const organizations = await client.query<{ id: string }>(
      `INSERT INTO organizations (name, slug, type)
       SELECT 'Bench Club ' || n, 'bench-club-' || n, 'club' FROM generate_series(1, $1) AS n
       RETURNING id`,
      [benchOrganizations],
    );
    const kartalExtra =
      VOLUME.tasksPerOrganization -
      Number(
        (
          await client.query<{ count: string }>('SELECT count(*) FROM tasks WHERE organization_id = $1', [
            kartal,
          ])
        ).rows[0]?.count ?? 0,
      );
    // Each organization's rows: one section every 10, the rest tasks; positions after the existing ones.
    const insertTasks = (organizationIds: string[], perOrganization: number) =>
      client.query(
        `INSERT INTO tasks (organization_id, type, title, notes, completed, due_date, priority, position)
         SELECT o.id,
                (CASE WHEN i % 10 = 0 THEN 'section' ELSE 'task' END)::task_type,
                CASE WHEN i % 10 = 0 THEN 'Bench section ' || i ELSE 'Bench task ' || i || ': prepare the kit list' END,
                CASE WHEN i % 3 = 0 THEN '<p>Check sizes with the coach.</p>' ELSE NULL END,
                i % 10 <> 0 AND i % 4 = 0,
                CASE WHEN i % 2 = 0 THEN now() + (i - 25) * interval '1 day' ELSE NULL END,
                i % 3,
                COALESCE((SELECT max(position) FROM tasks t WHERE t.organization_id = o.id), 0) + 1 + i
           FROM unnest($1::uuid[]) AS o(id), generate_series(0, $2 - 1) AS i`,
        [organizationIds, perOrganization],
      );
    await insertTasks(
      organizations.rows.map((row) => row.id),
      VOLUME.tasksPerOrganization,
    );
    if (kartalExtra > 0) await insertTasks([kartal], kartalExtra);
    await client.query('COMMIT');
    // As a database that has lived with its rows: the visibility map set (index-only scans) and the
    // statistics fresh, rather than a bulk load autovacuum has not reached yet.
    await client.query('VACUUM (ANALYZE)');
    const counts = await client.query<{ contacts: string; tasks: string }>(
      'SELECT (SELECT count(*) FROM contacts) AS contacts, (SELECT count(*) FROM tasks) AS tasks',
    );
    return {
      contacts: Number(counts.rows[0]?.contacts ?? 0),
      tasks: Number(counts.rows[0]?.tasks ?? 0),
      organizations: benchOrganizations,
      ms: performance.now() - startedAt,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
