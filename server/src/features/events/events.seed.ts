import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { seedId } from '../../shared/seed-ids.js';
import { DEMO_BRANCHES, DEMO_ORGANIZATIONS, DEMO_SEASONS } from '../organizations/index.js';
import { DEMO_TEAMS } from '../teams/index.js';
import type { EventScope, EventType } from './event.entity.js';
import { expand, lastStart, ruleText, type WeekdayCode } from './events.recurrence.js';

// The demo season (docs/domain.md, "Activity"): Kartal's twelve current teams train twice a week from
// September to June (national holidays left out), play on Saturdays around today, two camps and a
// parents' meeting; Anadolu's swimmers train three times a week. Times are wall times in Istanbul.

const ZONE = 'Europe/Istanbul';
/** Republic Day, New Year, 23 April, 1 May, 19 May: no training. */
const HOLIDAYS = ['2026-10-29', '2027-01-01', '2027-04-23', '2027-05-01', '2027-05-19'];

interface DemoEvent {
  organizationId: string;
  type: EventType;
  title: string;
  /** The title in Turkish (the demo reads in either language). */
  titleTr: string;
  scope: EventScope;
  branchId?: string;
  teamIds?: string[];
  /** Local wall times. */
  start: string;
  end: string;
  weekly?: { days: WeekdayCode[]; until: string; excluded: string[] };
  venueBranchId?: string;
  venue?: string;
  capacity?: number;
  feeMinor?: number;
  notes?: string;
  /** The notes in Turkish. */
  notesTr?: string;
}

const TRAINING_DAYS: WeekdayCode[][] = [
  ['TU', 'TH'],
  ['MO', 'WE'],
  ['WE', 'FR'],
];
const TRAINING_TIMES = ['17:00', '18:30'];
const OPPONENTS = ['Fenerbahçe', 'Galatasaray', 'Beşiktaş JK', 'Göztepe', 'Bursaspor', 'Trabzonspor'];

/** The first date on or after `from` that falls on one of `days`. */
function firstOn(from: string, days: WeekdayCode[]): string {
  const codes = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
  let date = DateTime.fromISO(from, { zone: ZONE });
  while (!days.includes(codes[date.weekday - 1] as WeekdayCode)) date = date.plus({ days: 1 });
  return date.toISODate()!;
}

function demoEvents(today: DateTime): DemoEvent[] {
  const kartal = DEMO_ORGANIZATIONS.kartal.id;
  const season = DEMO_SEASONS.kartalCurrent;
  const teams = Object.values(DEMO_TEAMS).filter((team) => team.seasonId === season.id);
  const events: DemoEvent[] = [];
  teams.forEach((team, index) => {
    const days = TRAINING_DAYS[index % TRAINING_DAYS.length]!;
    const time = TRAINING_TIMES[index % TRAINING_TIMES.length]!;
    const first = firstOn(season.startsOn, days);
    const end = DateTime.fromISO(`${first}T${time}`).plus({ minutes: 90 }).toFormat('HH:mm');
    events.push({
      organizationId: kartal,
      type: 'training',
      title: `Training · ${team.name}`,
      titleTr: `Antrenman · ${team.name}`,
      scope: 'teams',
      teamIds: [team.id],
      start: `${first}T${time}`,
      end: `${first}T${end}`,
      weekly: { days, until: season.endsOn, excluded: HOLIDAYS },
      venueBranchId: team.branchId,
    });
    // Saturdays around today: three played, three to come.
    const saturday = today.minus({ days: (today.weekday + 1) % 7 });
    for (let week = -3; week <= 3; week += 1) {
      if (week === 0) continue;
      const day = saturday.plus({ weeks: week }).toISODate()!;
      const hour = 10 + (index % 3) * 2;
      const home = (index + week) % 2 === 0;
      const opponent = OPPONENTS[(index + week + OPPONENTS.length * 2) % OPPONENTS.length]!;
      events.push({
        organizationId: kartal,
        type: 'match',
        title: home ? `${team.name} – ${opponent}` : `${opponent} – ${team.name}`,
        titleTr: home ? `${team.name} – ${opponent}` : `${opponent} – ${team.name}`,
        scope: 'teams',
        teamIds: [team.id],
        start: `${day}T${String(hour).padStart(2, '0')}:00`,
        end: `${day}T${String(hour + 1).padStart(2, '0')}:30`,
        venueBranchId: home ? team.branchId : undefined,
        venue: home ? undefined : opponent,
      });
    }
  });
  const football = teams.filter((team) => team.name.startsWith('Futbol U1')).map((team) => team.id);
  const others = teams.filter((team) => !team.name.startsWith('Futbol')).map((team) => team.id);
  events.push(
    {
      organizationId: kartal,
      type: 'camp',
      title: 'Winter camp · Football',
      titleTr: 'Kış kampı · Futbol',
      scope: 'teams',
      teamIds: football,
      start: '2027-01-25T09:00',
      end: '2027-01-29T17:00',
      venue: 'Kartepe, Kocaeli',
      capacity: 60,
      feeMinor: 450000,
      notes: 'Bus leaves Kadıköy at 07:30 on Monday.',
      notesTr: 'Otobüs pazartesi 07:30’da Kadıköy’den kalkar.',
    },
    {
      organizationId: kartal,
      type: 'camp',
      title: 'Semester camp · Basketball and volleyball',
      titleTr: 'Sömestr kampı · Basketbol ve voleybol',
      scope: 'teams',
      teamIds: others,
      start: '2027-02-01T09:00',
      end: '2027-02-05T16:00',
      venueBranchId: DEMO_BRANCHES.atasehir.id,
      capacity: 40,
      feeMinor: 300000,
    },
    {
      organizationId: kartal,
      type: 'meeting',
      title: 'Parents’ meeting · the season so far',
      titleTr: 'Veli toplantısı · sezonun ilk yarısı',
      scope: 'organization',
      start: `${firstOn(today.plus({ days: 3 }).toISODate()!, ['TH'])}T19:00`,
      end: `${firstOn(today.plus({ days: 3 }).toISODate()!, ['TH'])}T20:30`,
      venueBranchId: DEMO_BRANCHES.kadikoy.id,
      notes: 'Coaches present the first half of the season; questions welcome.',
      notesTr: 'Antrenörler sezonun ilk yarısını anlatır; sorularınızı bekliyoruz.',
    },
  );
  const anadolu = DEMO_ORGANIZATIONS.anadolu;
  const anadoluSeason = DEMO_SEASONS.anadoluCurrent;
  Object.values(DEMO_TEAMS)
    .filter((team) => team.seasonId === anadoluSeason.id)
    .forEach((team, index) => {
      const days: WeekdayCode[] = index % 2 === 0 ? ['MO', 'WE', 'FR'] : ['TU', 'TH', 'SA'];
      const first = firstOn(anadoluSeason.startsOn, days);
      events.push({
        organizationId: anadolu.id,
        type: 'training',
        title: `Training · ${team.name}`,
        titleTr: `Antrenman · ${team.name}`,
        scope: 'teams',
        teamIds: [team.id],
        start: `${first}T16:00`,
        end: `${first}T17:15`,
        weekly: { days, until: anadoluSeason.endsOn, excluded: HOLIDAYS },
        venueBranchId: team.branchId,
      });
    });
  return events;
}

/**
 * The last four weeks' rolls of a team's trainings and matches (every ninth session of a series left without one) and
 * the coming week's answers, at realistic rates drawn from a hash of athlete and date (the same every
 * run): mostly present, some late, excused or absent; most families answer, mostly going.
 */
async function seedAttendance(
  manager: { query: (sql: string, params?: unknown[]) => Promise<unknown> },
  eventId: string,
  teamId: string,
  series: Parameters<typeof expand>[0],
  now: Date,
): Promise<void> {
  const past = expand(series, new Date(now.getTime() - 28 * 864e5), now)
    .filter((occurrence) => occurrence.originalEnd < now)
    .filter((_occurrence, index) => index % 9 !== 4)
    .map((occurrence) => occurrence.originalStart);
  const coming = expand(series, now, new Date(now.getTime() + 7 * 864e5)).map(
    (occurrence) => occurrence.originalStart,
  );
  const members = `FROM team_memberships tm JOIN athletes a ON a.id = tm.athlete_id AND a.archived_at IS NULL
    CROSS JOIN unnest($2::timestamptz[]) AS occ(start)
    CROSS JOIN LATERAL (SELECT abs(hashtext(tm.athlete_id::text || occ.start::text)) % 100 AS h) x
    WHERE tm.team_id = $3 AND tm.to_on IS NULL`;
  await manager.query(
    `INSERT INTO event_attendance (event_id, original_start, athlete_id, attendance, checked_by, checked_at)
     SELECT $1, occ.start, tm.athlete_id,
            (CASE WHEN x.h < 80 THEN 'present' WHEN x.h < 87 THEN 'late' WHEN x.h < 93 THEN 'excused' ELSE 'absent' END)::attendance_mark,
            (SELECT p.user_id FROM team_staff ts JOIN professionals p ON p.id = ts.professional_id
              WHERE ts.team_id = $3 AND ts.archived_at IS NULL ORDER BY ts.role LIMIT 1),
            occ.start + interval '10 minutes'
     ${members}
     ON CONFLICT DO NOTHING`,
    [eventId, past, teamId],
  );
  await manager.query(
    `INSERT INTO event_attendance (event_id, original_start, athlete_id, rsvp, rsvp_by, rsvp_at)
     SELECT $1, occ.start, tm.athlete_id,
            (CASE WHEN x.h < 50 THEN 'going' WHEN x.h < 56 THEN 'not_going' ELSE 'maybe' END)::rsvp_answer,
            (SELECT gl.user_id FROM guardian_links gl WHERE gl.athlete_id = tm.athlete_id AND gl.archived_at IS NULL
              ORDER BY gl.user_id LIMIT 1),
            occ.start - interval '1 day'
     ${members} AND x.h < 62
     ON CONFLICT DO NOTHING`,
    [eventId, coming, teamId],
  );
}

/** Inserts the demo events once (fixed ids); never touches existing rows. */
export async function seedDemoEvents(dataSource: DataSource): Promise<void> {
  const today = DateTime.now().setZone(ZONE).startOf('day');
  await dataSource.transaction(async (manager) => {
    for (const [index, event] of demoEvents(today).entries()) {
      const startsAt = DateTime.fromISO(event.start, { zone: ZONE }).toJSDate();
      const endsAt = DateTime.fromISO(event.end, { zone: ZONE }).toJSDate();
      const rrule = event.weekly
        ? ruleText(
            {
              frequency: 'WEEKLY',
              interval: 1,
              weekdays: event.weekly.days,
              until: event.weekly.until,
              count: null,
            },
            startsAt,
            ZONE,
          )
        : null;
      const excludedDates = event.weekly?.excluded ?? [];
      const last = lastStart({ startsAt, endsAt, timeZone: ZONE, rrule, excludedDates }) ?? startsAt;
      const id = seedId('event', index + 1);
      const [created] = await manager.query<{ id: string }[]>(
        `INSERT INTO events (id, organization_id, type, title, scope, branch_id, starts_at, ends_at, time_zone,
                             rrule, excluded_dates, last_start, venue_branch_id, venue, capacity, fee_minor, notes,
                             translations)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::date[], $12, $13, $14, $15, $16, $17, $18::jsonb)
         ON CONFLICT DO NOTHING RETURNING id`,
        [
          id,
          event.organizationId,
          event.type,
          event.title,
          event.scope,
          event.branchId ?? null,
          startsAt,
          endsAt,
          ZONE,
          rrule,
          excludedDates,
          last,
          event.venueBranchId ?? null,
          event.venue ?? null,
          event.capacity ?? null,
          event.feeMinor ?? null,
          event.notes ?? null,
          JSON.stringify({
            tr: { title: event.titleTr, ...(event.notesTr ? { notes: event.notesTr } : {}) },
          }),
        ],
      );
      if (!created || !event.teamIds?.length) continue;
      await manager.query('INSERT INTO event_teams (event_id, team_id) SELECT $1, unnest($2::uuid[])', [
        id,
        event.teamIds,
      ]);
      if (event.type !== 'camp' && event.organizationId === DEMO_ORGANIZATIONS.kartal.id) {
        const series = { startsAt, endsAt, timeZone: ZONE, rrule, excludedDates };
        await seedAttendance(manager, id, event.teamIds[0]!, series, new Date());
      }
    }
  });
}
