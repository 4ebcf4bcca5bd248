import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { eventsSuite, KARTAL, TEAMS, type Persona } from './events.test-kit.js';

// The month grid's window (`calendarGrid`, events.calendar.ts) through the real API: the same
// occurrences as `calendar`, cut to the first few a day in the organization's time zone, each day's
// total counting only what the viewer reads, in the same statements whatever the day holds.

const { t, create, window, gql, codeOf } = eventsSuite();

const ZONE = 'Europe/Istanbul';
const MONTH = ['2027-03-29T00:00:00+03:00', '2027-05-10T00:00:00+03:00'] as const;

interface GridAnswer {
  occurrences: { id: string; eventId: string; startsAt: string; title: string }[];
  days: { date: string; total: number; hidden: number }[];
}

const GRID = `query ($org: ID, $from: DateTime!, $to: DateTime!, $perDay: Int, $team: ID) {
  calendarGrid(organizationId: $org, from: $from, to: $to, perDay: $perDay, teamId: $team) {
    occurrences { id eventId startsAt title }
    days { date total hidden }
  }
}`;

async function grid(who: Persona, variables: Record<string, unknown> = {}): Promise<GridAnswer> {
  const answer = await gql<{ calendarGrid: GridAnswer }>(who, GRID, {
    from: MONTH[0],
    to: MONTH[1],
    ...variables,
  });
  if (!answer.data) throw new Error(`calendarGrid: ${JSON.stringify(answer.errors)}`);
  return answer.data.calendarGrid;
}

const dayOf = (instant: string, from = MONTH[0]) =>
  DateTime.max(DateTime.fromISO(instant), DateTime.fromISO(from)).setZone(ZONE).toISODate()!;

/** The occurrences of a full window by local day, in their order. */
function byDay(occurrences: { id: string; startsAt: string }[]): Map<string, string[]> {
  const days = new Map<string, string[]>();
  for (const occurrence of occurrences) {
    const date = dayOf(occurrence.startsAt);
    days.set(date, [...(days.get(date) ?? []), occurrence.id]);
  }
  return days;
}

describe('the calendar grid', () => {
  it('answers the first few occurrences of each Istanbul day and every day’s total', async () => {
    // Six events on one day, the first at 00:30 in Istanbul (21:30 UTC the day before).
    const day = '2027-04-14';
    for (const [hour, minute] of [
      [6, 0],
      [7, 0],
      [8, 0],
      [9, 0],
      [10, 0],
      [0, 30],
    ] as const) {
      const start = DateTime.fromISO(day, { zone: ZONE }).set({ hour, minute });
      await create('orgAdmin', {
        type: 'meeting',
        title: `Grid meeting ${hour}:${minute}`,
        scope: 'organization',
        startsAt: start.toUTC().toISO(),
        endsAt: start.plus({ minutes: 20 }).toUTC().toISO(),
      });
    }
    const full = byDay(await window('orgAdmin', ...MONTH));
    const answer = await grid('orgAdmin');
    expect(answer.days.map((entry) => entry.date)).toEqual([...full.keys()].sort());
    for (const entry of answer.days) {
      const all = full.get(entry.date)!;
      expect(entry.total).toBe(all.length);
      expect(entry.hidden).toBe(Math.max(0, all.length - 4));
    }
    // Shown: the earliest four of each day, in the calendar's order.
    const expected = [...full.values()].flatMap((ids) => ids.slice(0, 4));
    expect(answer.occurrences.map((occurrence) => occurrence.id).sort()).toEqual(expected.sort());
    const busy = answer.days.find((entry) => entry.date === day)!;
    expect(busy.total).toBeGreaterThanOrEqual(6);
    expect(busy.hidden).toBe(busy.total - 4);
    // The early meeting counts on its Istanbul day, not on the UTC date.
    expect(full.get(day)!.length).toBe(busy.total);

    const roomier = await grid('orgAdmin', { perDay: 20 });
    expect(roomier.occurrences).toHaveLength([...full.values()].reduce((n, ids) => n + ids.length, 0));
    expect(roomier.days.every((entry) => entry.hidden === 0)).toBe(true);
  });

  it('counts an occurrence that began before the window on the window’s first day', async () => {
    const camp = await create('orgAdmin', {
      type: 'camp',
      title: 'Grid camp across the window',
      scope: 'teams',
      teamIds: [TEAMS.basketbolU14Kiz.id],
      startsAt: '2027-03-27T06:00:00Z',
      endsAt: '2027-03-31T14:00:00Z',
    });
    const answer = await grid('orgAdmin', { team: TEAMS.basketbolU14Kiz.id, perDay: 20 });
    expect(answer.occurrences.some((occurrence) => occurrence.eventId === camp.id)).toBe(true);
    expect(answer.days[0]!.date).toBe('2027-03-29');
  });

  it('counts only what the viewer reads', async () => {
    for (const who of ['parent', 'branchAdmin', 'deptAdmin', 'otherOrgAdmin', 'company', 'coach'] as const) {
      const full = byDay(await window(who, ...MONTH));
      const answer = await grid(who);
      expect(answer.days.map((entry) => [entry.date, entry.total])).toEqual(
        [...full.entries()].sort().map(([date, ids]) => [date, ids.length]),
      );
      const shown = new Set([...full.values()].flat());
      for (const occurrence of answer.occurrences) expect(shown.has(occurrence.id)).toBe(true);
    }
    // Another organization's calendar holds nothing for them: no occurrence, no count.
    expect(await grid('otherOrgAdmin', { org: KARTAL })).toEqual({ occurrences: [], days: [] });
  });

  it('refuses a day limit or a window out of range, and changes nothing', async () => {
    for (const perDay of [0, 21, -1]) {
      const answer = await gql('orgAdmin', GRID, { from: MONTH[0], to: MONTH[1], perDay });
      expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    }
    const tooWide = await gql('orgAdmin', GRID, { from: '2027-01-01T00:00:00Z', to: '2027-06-01T00:00:00Z' });
    expect(codeOf(tooWide)).toBe('BAD_USER_INPUT');
    const backwards = await gql('orgAdmin', GRID, { from: MONTH[1], to: MONTH[0] });
    expect(codeOf(backwards)).toBe('BAD_USER_INPUT');
    expect(codeOf(await gql(null, GRID, { from: MONTH[0], to: MONTH[1] }))).toBe('UNAUTHENTICATED');
  });

  it('reads a grid in the statements of the full window', async () => {
    const statements = async (query: string) => {
      const sent = await t.server.queries.during(async () => {
        const answer = await gql('orgAdmin', query, { from: MONTH[0], to: MONTH[1] });
        expect(answer.errors).toBeUndefined();
      });
      return sent.length;
    };
    const fields = 'id title event { id type canEdit teams { id name } branch { id name } }';
    // The viewer, cached for the two reads.
    await gql('orgAdmin', '{ me { id } }');
    const full = await statements(
      `query ($from: DateTime!, $to: DateTime!) { calendar(from: $from, to: $to) { ${fields} } }`,
    );
    const bounded = await statements(
      `query ($from: DateTime!, $to: DateTime!) { calendarGrid(from: $from, to: $to) { occurrences { ${fields} } days { date total } } }`,
    );
    expect(bounded).toBe(full);
  });
});
