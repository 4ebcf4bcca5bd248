import type { DataSource } from 'typeorm';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_ORGANIZATIONS, DEMO_SEASONS } from '../organizations/index.js';
import { DEMO_PROFESSIONALS } from '../professionals/index.js';
import type { TeamStaffRole } from './team-staff.entity.js';
import type { TeamGender } from './team.entity.js';

interface DemoTeam {
  id: string;
  organizationId: string;
  branchId: string;
  departmentId: string;
  seasonId: string;
  name: string;
  birthYearMin: number;
  birthYearMax: number;
  gender: TeamGender;
  capacity: number;
  staff: [professional: keyof typeof DEMO_PROFESSIONALS, role: TeamStaffRole][];
}

const kartal = DEMO_ORGANIZATIONS.kartal.id;
const anadolu = DEMO_ORGANIZATIONS.anadolu.id;
const { kadikoy, besiktas, atasehir, cankaya, kecioren } = DEMO_BRANCHES;
const { football, basketball, volleyball, swimming, waterPolo } = DEMO_DEPARTMENTS;

const team = (
  n: number,
  organizationId: string,
  branchId: string,
  departmentId: string,
  seasonId: string,
  name: string,
  [birthYearMin, birthYearMax]: [number, number],
  gender: TeamGender,
  capacity: number,
  staff: DemoTeam['staff'],
): DemoTeam => ({
  id: seedId('team', n),
  organizationId,
  branchId,
  departmentId,
  seasonId,
  name,
  birthYearMin,
  birthYearMax,
  gender,
  capacity,
  staff,
});

const current = DEMO_SEASONS.kartalCurrent.id;
const previous = DEMO_SEASONS.kartalPrevious.id;
const anadoluCurrent = DEMO_SEASONS.anadoluCurrent.id;

/**
 * The demo teams. Kartal: 12 teams of the 2026–2027 season, U8 to U16, girls, boys and one mixed, over
 * its three branches and three departments, staff on every one; two teams of 2025–2026 as history
 * (their staff rows archived at the season's end). Anadolu: 3 teams. The capacities of `futbolU10Erkek`
 * (14) and `voleybolU12Kiz` (12) are set below a usual roster, so that a full roster shows a team over
 * capacity. Birth years follow the season: U12 in 2026–2027 is born 2015–2016.
 */
export const DEMO_TEAMS = {
  futbolU10Erkek: team(
    1,
    kartal,
    kadikoy.id,
    football.id,
    current,
    'Futbol U10 Erkek',
    [2017, 2018],
    'boys',
    14,
    [
      ['gokhanTekin', 'head_coach'],
      ['elifKaraca', 'assistant_coach'],
      ['mertAvci', 'goalkeeper_coach'],
    ],
  ),
  futbolU12Erkek: team(
    2,
    kartal,
    kadikoy.id,
    football.id,
    current,
    'Futbol U12 Erkek',
    [2015, 2016],
    'boys',
    20,
    [
      ['gokhanTekin', 'head_coach'],
      ['serdarKilinc', 'assistant_coach'],
      ['mertAvci', 'goalkeeper_coach'],
    ],
  ),
  futbolU12Kiz: team(
    3,
    kartal,
    atasehir.id,
    football.id,
    current,
    'Futbol U12 Kız',
    [2015, 2016],
    'girls',
    18,
    [['elifKaraca', 'head_coach']],
  ),
  futbolU14Erkek: team(
    4,
    kartal,
    besiktas.id,
    football.id,
    current,
    'Futbol U14 Erkek',
    [2013, 2014],
    'boys',
    22,
    [
      ['serdarKilinc', 'head_coach'],
      ['mertAvci', 'goalkeeper_coach'],
      ['tarikSen', 'manager'],
    ],
  ),
  futbolU16Erkek: team(
    5,
    kartal,
    kadikoy.id,
    football.id,
    current,
    'Futbol U16 Erkek',
    [2011, 2012],
    'boys',
    24,
    [
      ['emreYalcin', 'head_coach'],
      ['ozanCakir', 'assistant_coach'],
      ['mertAvci', 'goalkeeper_coach'],
      ['aylinKorkmaz', 'physio'],
      ['tarikSen', 'manager'],
    ],
  ),
  basketbolU8Karma: team(
    6,
    kartal,
    kadikoy.id,
    basketball.id,
    current,
    'Basketbol U8 Karma',
    [2019, 2020],
    'mixed',
    16,
    [['denizAktas', 'head_coach']],
  ),
  basketbolU10Kiz: team(
    7,
    kartal,
    besiktas.id,
    basketball.id,
    current,
    'Basketbol U10 Kız',
    [2017, 2018],
    'girls',
    15,
    [
      ['denizAktas', 'head_coach'],
      ['nazliAcar', 'assistant_coach'],
    ],
  ),
  basketbolU12Erkek: team(
    8,
    kartal,
    besiktas.id,
    basketball.id,
    current,
    'Basketbol U12 Erkek',
    [2015, 2016],
    'boys',
    15,
    [
      ['sevgiUcar', 'head_coach'],
      ['onurBulut', 'assistant_coach'],
    ],
  ),
  basketbolU14Kiz: team(
    9,
    kartal,
    atasehir.id,
    basketball.id,
    current,
    'Basketbol U14 Kız',
    [2013, 2014],
    'girls',
    15,
    [
      ['onurBulut', 'head_coach'],
      ['nazliAcar', 'assistant_coach'],
      ['aylinKorkmaz', 'physio'],
    ],
  ),
  voleybolU12Kiz: team(
    10,
    kartal,
    kadikoy.id,
    volleyball.id,
    current,
    'Voleybol U12 Kız',
    [2015, 2016],
    'girls',
    12,
    [
      ['burcuYavuz', 'head_coach'],
      ['ipekSonmez', 'assistant_coach'],
    ],
  ),
  voleybolU14Kiz: team(
    11,
    kartal,
    besiktas.id,
    volleyball.id,
    current,
    'Voleybol U14 Kız',
    [2013, 2014],
    'girls',
    16,
    [
      ['burcuYavuz', 'head_coach'],
      ['ipekSonmez', 'assistant_coach'],
    ],
  ),
  voleybolU16Kiz: team(
    12,
    kartal,
    atasehir.id,
    volleyball.id,
    current,
    'Voleybol U16 Kız',
    [2011, 2012],
    'girls',
    16,
    [
      ['cansuErdem', 'head_coach'],
      ['ozanCakir', 'assistant_coach'],
      ['aylinKorkmaz', 'physio'],
    ],
  ),
  previousFutbolU11Erkek: team(
    13,
    kartal,
    kadikoy.id,
    football.id,
    previous,
    'Futbol U11 Erkek',
    [2015, 2015],
    'boys',
    20,
    [['gokhanTekin', 'head_coach']],
  ),
  previousVoleybolU13Kiz: team(
    14,
    kartal,
    besiktas.id,
    volleyball.id,
    previous,
    'Voleybol U13 Kız',
    [2013, 2013],
    'girls',
    16,
    [['burcuYavuz', 'head_coach']],
  ),
  yuzmeU10Karma: team(
    21,
    anadolu,
    cankaya.id,
    swimming.id,
    anadoluCurrent,
    'Yüzme U10 Karma',
    [2017, 2018],
    'mixed',
    20,
    [
      ['leventAtes', 'head_coach'],
      ['gulOzer', 'assistant_coach'],
    ],
  ),
  yuzmeU12Kiz: team(
    22,
    anadolu,
    kecioren.id,
    swimming.id,
    anadoluCurrent,
    'Yüzme U12 Kız',
    [2015, 2016],
    'girls',
    16,
    [['gulOzer', 'head_coach']],
  ),
  sutopuU14Erkek: team(
    23,
    anadolu,
    cankaya.id,
    waterPolo.id,
    anadoluCurrent,
    'Sutopu U14 Erkek',
    [2013, 2014],
    'boys',
    14,
    [['kaanBilgin', 'head_coach']],
  ),
} satisfies Record<string, DemoTeam>;

/** Inserts the missing teams and their staff; never touches existing rows. */
export async function seedDemoTeams(dataSource: DataSource): Promise<void> {
  const teams = Object.values(DEMO_TEAMS) as DemoTeam[];
  await dataSource.transaction(async (manager) => {
    for (const row of teams) {
      const [created] = await manager.query<{ id: string }[]>(
        `INSERT INTO teams (id, organization_id, branch_id, department_id, season_id, name, birth_year_min,
                            birth_year_max, gender, capacity)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING RETURNING id`,
        [
          row.id,
          row.organizationId,
          row.branchId,
          row.departmentId,
          row.seasonId,
          row.name,
          row.birthYearMin,
          row.birthYearMax,
          row.gender,
          row.capacity,
        ],
      );
      if (!created) continue;
      // Last season's staff are history: their rows end with the season.
      const ended = row.seasonId === previous ? DEMO_SEASONS.kartalPrevious.endsOn : null;
      for (const [index, [professional, role]] of row.staff.entries()) {
        await manager.query(
          `INSERT INTO team_staff (id, team_id, professional_id, role, archived_at)
           VALUES ($1, $2, $3, $4, $5::date) ON CONFLICT DO NOTHING`,
          [
            seedId('teamStaff', Number.parseInt(row.id.slice(-4), 16) * 10 + index),
            row.id,
            DEMO_PROFESSIONALS[professional].id,
            role,
            ended,
          ],
        );
      }
    }
  });
}
