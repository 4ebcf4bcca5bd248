// The calendar's federation seed: Kartal Spor Akademisi grown to a federation-sized school's season, on
// top of the demo seed, with set-based SQL. Used by the bench's calendar section only, never by the demo
// or test seeds.
//
//   - 200 current teams: the demo's twelve and copies of them ("Futbol U10 Erkek 2", …) in the same
//     branches, departments and season;
//   - 4,000 athletes: the demo's and copies of them (no guardian, no consent), the copies shared out over
//     the new teams (about 20 a team), members since the season's first day;
//   - a training series twice a week for every new team over the season, on the demo's days and times
//     (events.seed.ts): with the demo's own, 200 series and about 17,000 occurrences this season;
//   - the roll of every training of this season so far (the demo teams' too, whose demo seed keeps only
//     the last four weeks) and the coming week's answers, as the demo seed draws them;
//   - the teams' earlier seasons, a season of series and rolls at a time, until event_attendance holds a
//     million rows (kept on the same team rows: the calendar reads them only as history to skip);
//   - event_attendance's secondary index built once the rows are in, then VACUUM ANALYZE.
//
// Occurrence dates come from the server's own expansion (events.recurrence.ts), so every row's
// original_start is one the calendar gives.
import { DateTime } from 'luxon';
import {
  expand,
  lastStart,
  ruleText,
  type SeriesRow,
  type WeekdayCode,
} from '../../server/src/features/events/events.recurrence.js';
import {
  DEMO_ORGANIZATIONS,
  DEMO_SEASONS,
} from '../../server/src/features/organizations/organizations.seed.js';
import type { FederationTarget, RunStatement } from './federation.js';

export interface CalendarSize {
  teams: number;
  athletes: number;
  attendanceRows: number;
}

export const CALENDAR_FEDERATION: CalendarSize = { teams: 200, athletes: 4_000, attendanceRows: 1_000_000 };

export interface CalendarSeedResult extends CalendarSize {
  /** This season's training series and the occurrences they give over the whole season. */
  series: number;
  occurrences: number;
  /** Earlier seasons added to reach `attendanceRows`. */
  earlierSeasons: number;
  ms: number;
}

const ZONE = 'Europe/Istanbul';
/** As the demo season (events.seed.ts): the days and times of the trainings, the holidays left out. */
const TRAINING_DAYS: WeekdayCode[][] = [
  ['TU', 'TH'],
  ['MO', 'WE'],
  ['WE', 'FR'],
];
const TRAINING_TIMES = ['17:00', '18:30'];
const PATTERNS = TRAINING_DAYS.length * TRAINING_TIMES.length;
const HOLIDAYS = ['2026-10-29', '2027-01-01', '2027-04-23', '2027-05-01', '2027-05-19'];
/** Earlier seasons at most (each adds about 330,000 rows at 200 teams). */
const MAX_EARLIER_SEASONS = 6;
const GROWN_TABLES = [
  'teams',
  'athletes',
  'team_memberships',
  'events',
  'event_teams',
  'event_attendance',
  'athlete_units',
  'athlete_tallies',
];

interface StoredSeries extends SeriesRow {
  id: string;
}

/** The first date on or after `from` that falls on one of `days`. */
function firstOn(from: string, days: WeekdayCode[]): string {
  const codes = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
  let date = DateTime.fromISO(from, { zone: ZONE });
  while (!days.includes(codes[date.weekday - 1] as WeekdayCode)) date = date.plus({ days: 1 });
  return date.toISODate()!;
}

/** The series of pattern `p` (days and time) over a season: its first occurrence, rule and last start. */
function patternSeries(p: number, startsOn: string, endsOn: string, excluded: string[]) {
  const days = TRAINING_DAYS[p % TRAINING_DAYS.length]!;
  const time = TRAINING_TIMES[p % TRAINING_TIMES.length]!;
  const startsAt = DateTime.fromISO(`${firstOn(startsOn, days)}T${time}`, { zone: ZONE });
  const endsAt = startsAt.plus({ minutes: 90 });
  const spec = { frequency: 'WEEKLY' as const, interval: 1, weekdays: days, until: endsOn, count: null };
  const rrule = ruleText(spec, startsAt.toJSDate(), ZONE);
  const series = {
    startsAt: startsAt.toJSDate(),
    endsAt: endsAt.toJSDate(),
    timeZone: ZONE,
    rrule,
    excludedDates: excluded,
  };
  return { ...series, lastStart: lastStart(series) ?? series.startsAt };
}

/**
 * Adds a training series per team of `teams` (ordered) for the season from `startsOn` to `endsOn`, on
 * pattern k % 6, and answers their ids.
 */
async function insertSeries(
  run: RunStatement,
  teams: string,
  season: { startsOn: string; endsOn: string; excluded: string[] },
): Promise<string[]> {
  const patterns = Array.from({ length: PATTERNS }, (_, p) =>
    patternSeries(p, season.startsOn, season.endsOn, season.excluded),
  );
  await run('TRUNCATE bench_series');
  await run(
    `INSERT INTO bench_series (event_id, team_id, pattern)
     SELECT gen_random_uuid(), t.id, (row_number() OVER (ORDER BY t.name, t.id) - 1) % ${PATTERNS} + 1
       FROM teams t WHERE t.id IN (${teams})`,
  );
  await run(
    `INSERT INTO events (id, organization_id, type, title, translations, scope, starts_at, ends_at, time_zone,
                         rrule, excluded_dates, last_start, venue_branch_id)
     SELECT s.event_id, t.organization_id, 'training', 'Training · ' || t.name,
            jsonb_build_object('tr', jsonb_build_object('title', 'Antrenman · ' || t.name)), 'teams',
            p.starts_at, p.ends_at, $5, p.rrule, $6::date[], p.last_start, t.branch_id
       FROM bench_series s JOIN teams t ON t.id = s.team_id
       JOIN unnest($1::timestamptz[], $2::timestamptz[], $3::text[], $4::timestamptz[])
            WITH ORDINALITY AS p(starts_at, ends_at, rrule, last_start, n) ON p.n = s.pattern`,
    [
      patterns.map((p) => p.startsAt),
      patterns.map((p) => p.endsAt),
      patterns.map((p) => p.rrule),
      patterns.map((p) => p.lastStart),
      ZONE,
      season.excluded,
    ],
  );
  await run('INSERT INTO event_teams (event_id, team_id) SELECT event_id, team_id FROM bench_series');
  const rows = (await run('SELECT event_id AS id FROM bench_series')) as { id: string }[];
  return rows.map((row) => row.id);
}

/** The series `ids` as stored, with their team. */
async function storedSeries(run: RunStatement, ids: string[]): Promise<StoredSeries[]> {
  return (await run(
    `SELECT e.id, e.starts_at AS "startsAt", e.ends_at AS "endsAt", e.time_zone AS "timeZone", e.rrule,
            e.excluded_dates::text[] AS "excludedDates"
       FROM events e WHERE e.id = ANY($1::uuid[])`,
    [ids],
  )) as StoredSeries[];
}

/** Every (series, original start) of `series` that overlaps [from, to) and ends before `endBefore`. */
function occurrencesOf(series: StoredSeries[], from: Date, to: Date, endBefore = to) {
  const eventIds: string[] = [];
  const starts: Date[] = [];
  for (const row of series) {
    for (const occurrence of expand(row, from, to)) {
      if (occurrence.originalEnd >= endBefore) continue;
      eventIds.push(row.id);
      starts.push(occurrence.originalStart);
    }
  }
  return { eventIds, starts };
}

/** The rolls of the occurrences for every current member of the event's team, as the demo seed draws them. */
async function insertRolls(
  run: RunStatement,
  occurrences: { eventIds: string[]; starts: Date[] },
  checkedBy: string | null,
) {
  await run(
    `INSERT INTO event_attendance (event_id, original_start, athlete_id, attendance, checked_by, checked_at)
     SELECT occ.event_id, occ.start, tm.athlete_id,
            (CASE WHEN x.h < 80 THEN 'present' WHEN x.h < 87 THEN 'late' WHEN x.h < 93 THEN 'excused' ELSE 'absent' END)::attendance_mark,
            $3::uuid, occ.start + interval '10 minutes'
       FROM unnest($1::uuid[], $2::timestamptz[]) AS occ(event_id, start)
       JOIN event_teams et ON et.event_id = occ.event_id
       JOIN team_memberships tm ON tm.team_id = et.team_id AND tm.to_on IS NULL
       CROSS JOIN LATERAL (SELECT abs(hashtext(tm.athlete_id::text || occ.start::text)) % 100 AS h) x
     ON CONFLICT DO NOTHING`,
    [occurrences.eventIds, occurrences.starts, checkedBy],
  );
}

/** A Kartal coach's user, who takes the rolls. */
async function coach(run: RunStatement): Promise<string | null> {
  const [row] = (await run(
    `SELECT p.user_id AS id FROM team_staff ts JOIN professionals p ON p.id = ts.professional_id
       JOIN teams t ON t.id = ts.team_id
      WHERE t.organization_id = $1 AND ts.archived_at IS NULL AND p.user_id IS NOT NULL
      ORDER BY ts.role, p.user_id LIMIT 1`,
    [DEMO_ORGANIZATIONS.kartal.id],
  )) as { id: string }[];
  return row?.id ?? null;
}

/** Six in ten families answer for the coming week, mostly going (events.seed.ts's rates). */
async function insertAnswers(run: RunStatement, occurrences: { eventIds: string[]; starts: Date[] }) {
  await run(
    `INSERT INTO event_attendance (event_id, original_start, athlete_id, rsvp, rsvp_by, rsvp_at)
     SELECT occ.event_id, occ.start, tm.athlete_id,
            (CASE WHEN x.h < 50 THEN 'going' WHEN x.h < 56 THEN 'not_going' ELSE 'maybe' END)::rsvp_answer,
            (SELECT gl.user_id FROM guardian_links gl WHERE gl.athlete_id = tm.athlete_id AND gl.archived_at IS NULL
              ORDER BY gl.user_id LIMIT 1),
            occ.start - interval '1 day'
       FROM unnest($1::uuid[], $2::timestamptz[]) AS occ(event_id, start)
       JOIN event_teams et ON et.event_id = occ.event_id
       JOIN team_memberships tm ON tm.team_id = et.team_id AND tm.to_on IS NULL
       CROSS JOIN LATERAL (SELECT abs(hashtext(tm.athlete_id::text || occ.start::text)) % 100 AS h) x
      WHERE x.h < 62
     ON CONFLICT DO NOTHING`,
    [occurrences.eventIds, occurrences.starts],
  );
}

/** Grows a database holding the demo seed to `size`. Run once per database. */
export async function seedCalendarFederation(
  target: FederationTarget,
  size: CalendarSize = CALENDAR_FEDERATION,
): Promise<CalendarSeedResult> {
  const startedAt = performance.now();
  const kartal = DEMO_ORGANIZATIONS.kartal.id;
  const season = DEMO_SEASONS.kartalCurrent;
  const now = new Date();
  let result: Omit<CalendarSeedResult, 'ms'> | undefined;
  await target.transaction(async (run) => {
    const secondary = (await run(
      `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
         JOIN pg_class c ON c.relname = i.indexname JOIN pg_index x ON x.indexrelid = c.oid
        WHERE i.schemaname = 'public' AND i.tablename = 'event_attendance' AND NOT x.indisunique`,
    )) as { name: string; definition: string }[];
    for (const index of secondary) await run(`DROP INDEX "${index.name}"`);
    await run('CREATE TEMP TABLE bench_teams (id uuid PRIMARY KEY) ON COMMIT DROP');
    await run('CREATE TEMP TABLE bench_athletes (id uuid PRIMARY KEY, k int) ON COMMIT DROP');
    await run('CREATE TEMP TABLE bench_series (event_id uuid, team_id uuid, pattern int) ON COMMIT DROP');
    const currentTeams = `SELECT id FROM teams WHERE organization_id = '${kartal}' AND season_id = '${season.id}' AND archived_at IS NULL`;

    // The teams: copies of the demo's current teams, round after round.
    await run(
      `WITH template AS (
         SELECT t.*, row_number() OVER (ORDER BY t.name) - 1 AS n, count(*) OVER () AS total
           FROM teams t WHERE t.id IN (${currentTeams})),
       inserted AS (
         INSERT INTO teams (organization_id, branch_id, department_id, season_id, name, birth_year_min,
                            birth_year_max, gender, capacity)
         SELECT t.organization_id, t.branch_id, t.department_id, t.season_id, t.name || ' ' || (k / t.total + 2),
                t.birth_year_min, t.birth_year_max, t.gender, 24
           FROM generate_series(0, $1::int - (SELECT count(*) FROM template)::int - 1) AS k
           JOIN template t ON t.n = k % t.total
         RETURNING id)
       INSERT INTO bench_teams SELECT id FROM inserted`,
      [size.teams],
    );
    // The athletes: copies of the demo's, shared out over the new teams.
    await run(
      `WITH originals AS (
         SELECT a.*, row_number() OVER (ORDER BY a.id) - 1 AS n, count(*) OVER () AS total
           FROM athletes a WHERE a.organization_id = $1 AND a.archived_at IS NULL),
       inserted AS (
         INSERT INTO athletes (organization_id, first_name, last_name, birth_date, gender, status, phone, created_at)
         SELECT o.organization_id, o.first_name, left(o.last_name || ' ' || (k / o.total + 2), 100), o.birth_date,
                o.gender, o.status, o.phone, o.created_at
           FROM generate_series(0, $2::int - (SELECT count(*) FROM originals)::int - 1) AS k
           JOIN originals o ON o.n = k % o.total
         RETURNING id)
       INSERT INTO bench_athletes SELECT id, row_number() OVER () - 1 FROM inserted`,
      [kartal, size.athletes],
    );
    await run(
      `INSERT INTO team_memberships (team_id, athlete_id, status, from_on)
       SELECT t.id, a.id, 'active', $1::date
         FROM bench_athletes a
         JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM bench_teams) t
           ON t.n = a.k % t.total`,
      [season.startsOn],
    );

    // This season: the new teams' series; then the rolls so far and the coming week's answers of every
    // current series (the demo's twelve too).
    await insertSeries(run, 'SELECT id FROM bench_teams', { ...season, excluded: HOLIDAYS });
    const currentIds = (await run(
      `SELECT DISTINCT e.id FROM events e JOIN event_teams et ON et.event_id = e.id
        WHERE e.organization_id = $1 AND e.type = 'training' AND e.rrule IS NOT NULL
          AND et.team_id IN (${currentTeams})`,
      [kartal],
    )) as { id: string }[];
    const current = await storedSeries(
      run,
      currentIds.map((row) => row.id),
    );
    const seasonStart = DateTime.fromISO(season.startsOn, { zone: ZONE }).toJSDate();
    const seasonEnd = DateTime.fromISO(season.endsOn, { zone: ZONE }).plus({ days: 1 }).toJSDate();
    const checkedBy = await coach(run);
    await insertRolls(run, occurrencesOf(current, seasonStart, now, now), checkedBy);
    await insertAnswers(run, occurrencesOf(current, now, new Date(now.getTime() + 7 * 864e5)));
    const occurrences = occurrencesOf(current, seasonStart, seasonEnd).starts.length;

    // Earlier seasons, until the table holds `attendanceRows`.
    const countRows = async () =>
      Number(((await run('SELECT count(*) AS n FROM event_attendance')) as { n: string }[])[0]?.n ?? 0);
    let earlierSeasons = 0;
    let rows = await countRows();
    while (rows < size.attendanceRows && earlierSeasons < MAX_EARLIER_SEASONS) {
      earlierSeasons += 1;
      const shift = (date: string) =>
        DateTime.fromISO(date, { zone: ZONE }).minus({ years: earlierSeasons }).toISODate()!;
      const earlier = { startsOn: shift(season.startsOn), endsOn: shift(season.endsOn), excluded: [] };
      const ids = await insertSeries(run, currentTeams, earlier);
      const from = DateTime.fromISO(earlier.startsOn, { zone: ZONE }).toJSDate();
      const to = DateTime.fromISO(earlier.endsOn, { zone: ZONE }).plus({ days: 1 }).toJSDate();
      await insertRolls(run, occurrencesOf(await storedSeries(run, ids), from, to), checkedBy);
      rows = await countRows();
    }
    for (const index of secondary) await run(index.definition);
    const [counts] = (await run(
      `SELECT (SELECT count(*) FROM teams WHERE id IN (${currentTeams}))::int AS teams,
              (SELECT count(*) FROM athletes WHERE organization_id = $1 AND archived_at IS NULL)::int AS athletes`,
      [kartal],
    )) as { teams: number; athletes: number }[];
    result = {
      teams: counts?.teams ?? 0,
      athletes: counts?.athletes ?? 0,
      attendanceRows: rows,
      series: current.length,
      occurrences,
      earlierSeasons,
    };
  });
  for (const table of GROWN_TABLES) await target.run(`VACUUM ANALYZE ${table}`);
  return { ...result!, ms: performance.now() - startedAt };
}
