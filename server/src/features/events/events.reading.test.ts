import { describe, expect, it } from 'vitest';
import { BRANCHES, eventsSuite, TEAMS } from './events.test-kit.js';

// Reading the calendar through the real API (events.service.ts): the demo season is there for every
// team, filters narrow by branch, team and type, and a window costs the same few statements whether it
// holds ten occurrences or hundreds.

const { t, create, window, gql } = eventsSuite();

const MONTH = ['2027-04-01T00:00:00Z', '2027-05-01T00:00:00Z'] as const;
const FULL = `id eventId startsAt endsAt title status changed
  event { id type scope canEdit timeZone branch { id name } venueBranch { id name } teams { id name }
          recurrence { frequency weekdays until excludedDates rule } }`;

describe('the calendar', () => {
  it('holds the demo season: every current Kartal team trains twice a week, holidays left out', async () => {
    const april = await window('orgAdmin', ...MONTH);
    const trainings = april.filter((occurrence) => occurrence.title.startsWith('Training · '));
    const perTeam = new Map<string, number>();
    for (const occurrence of trainings)
      perTeam.set(occurrence.title, (perTeam.get(occurrence.title) ?? 0) + 1);
    expect(perTeam.size).toBe(12);
    // April 2027 has 4 or 5 of each weekday; 23 April (a Friday) is a holiday.
    for (const count of perTeam.values()) expect(count).toBeGreaterThanOrEqual(7);
    expect(trainings.some((occurrence) => occurrence.startsAt.startsWith('2027-04-23'))).toBe(false);
    // Ordered by start.
    const startTimes = april.map((occurrence) => occurrence.startsAt);
    expect([...startTimes].sort()).toEqual(startTimes);
  });

  it('reads the demo titles in the viewer’s language, and a title a person writes as written', async () => {
    const query = `query ($from: DateTime!, $to: DateTime!) { calendar(from: $from, to: $to) { eventId title event { title } } }`;
    const inTurkish = await t.http.request<{
      data: { calendar: { eventId: string; title: string; event: { title: string } }[] };
    }>('POST', 'graphql', {
      token: t.tokens.orgAdmin,
      body: { query, variables: { from: MONTH[0], to: MONTH[1] } },
      headers: { 'accept-language': 'tr' },
    });
    const titles = inTurkish.body.data.calendar.map((occurrence) => occurrence.title);
    expect(titles).toContain('Antrenman · Futbol U10 Erkek');
    expect(titles.some((title) => title.startsWith('Training · '))).toBe(false);
    expect(inTurkish.body.data.calendar[0]!.event.title).toBe(inTurkish.body.data.calendar[0]!.title);
    const english = await window('orgAdmin', ...MONTH);
    expect(english.map((occurrence) => occurrence.title)).toContain('Training · Futbol U10 Erkek');
    // Renamed by a person: the new title in every language.
    const training = english.find((occurrence) => occurrence.title === 'Training · Futbol U12 Kız')!;
    const renamed = await gql(
      'orgAdmin',
      'mutation ($id: ID!) { updateEvent(id: $id, input: { title: "U12 Kız çalışması" }) { id } }',
      {
        id: training.eventId,
      },
    );
    expect(renamed.errors).toBeUndefined();
    const after = await t.http.request<{ data: { calendar: { eventId: string; title: string }[] } }>(
      'POST',
      'graphql',
      {
        token: t.tokens.orgAdmin,
        body: { query, variables: { from: MONTH[0], to: MONTH[1] } },
        headers: { 'accept-language': 'tr' },
      },
    );
    expect(
      after.body.data.calendar.filter((o) => o.eventId === training.eventId).map((o) => o.title),
    ).toContain('U12 Kız çalışması');
  });

  it('reads the demo notes in the viewer’s language until a person changes them; the title keeps its own', async () => {
    const JANUARY = ['2027-01-01T00:00:00Z', '2027-02-01T00:00:00Z'] as const;
    const query = `query ($from: DateTime!, $to: DateTime!) { calendar(from: $from, to: $to, types: [camp]) { eventId title notes event { title notes } } }`;
    const read = async (language: 'tr' | 'en') => {
      const answer = await t.http.request<{
        data: {
          calendar: {
            eventId: string;
            title: string;
            notes: string | null;
            event: { title: string; notes: string | null };
          }[];
        };
      }>('POST', 'graphql', {
        token: t.tokens.orgAdmin,
        body: { query, variables: { from: JANUARY[0], to: JANUARY[1] } },
        headers: { 'accept-language': language },
      });
      const camp = answer.body.data.calendar.find(
        (occurrence) =>
          occurrence.event.title.includes('Futbol') || occurrence.event.title.includes('Football'),
      );
      expect(camp, language).toBeDefined();
      return camp!;
    };
    expect(await read('tr')).toMatchObject({
      title: 'Kış kampı · Futbol',
      notes: 'Otobüs pazartesi 07:30’da Kadıköy’den kalkar.',
      event: { notes: 'Otobüs pazartesi 07:30’da Kadıköy’den kalkar.' },
    });
    const english = await read('en');
    expect(english).toMatchObject({
      title: 'Winter camp · Football',
      notes: 'Bus leaves Kadıköy at 07:30 on Monday.',
    });
    const changed = await gql(
      'orgAdmin',
      'mutation ($id: ID!) { updateEvent(id: $id, input: { notes: "Otobüs 08:00’de kalkar." }) { id } }',
      {
        id: english.eventId,
      },
    );
    expect(changed.errors).toBeUndefined();
    // The new notes in every language; the title, unchanged, still in Turkish.
    expect(await read('tr')).toMatchObject({ title: 'Kış kampı · Futbol', notes: 'Otobüs 08:00’de kalkar.' });
    expect(await read('en')).toMatchObject({
      title: 'Winter camp · Football',
      notes: 'Otobüs 08:00’de kalkar.',
    });
  });

  it('filters by branch, team and type', async () => {
    const camp = await create('orgAdmin', {
      type: 'camp',
      title: 'Filter camp',
      scope: 'teams',
      teamIds: [TEAMS.basketbolU14Kiz.id],
      startsAt: '2027-04-12T06:00:00Z',
      endsAt: '2027-04-14T14:00:00Z',
    });
    const byTeam = await window('orgAdmin', ...MONTH, undefined, { team: TEAMS.basketbolU14Kiz.id });
    expect(byTeam.some((occurrence) => occurrence.eventId === camp.id)).toBe(true);
    expect(byTeam.every((o) => o.title.includes('Basketbol U14 Kız') || o.eventId === camp.id)).toBe(true);
    const byBranch = await window('orgAdmin', ...MONTH, undefined, { branch: BRANCHES.kadikoy.id });
    expect(byBranch.some((occurrence) => occurrence.eventId === camp.id)).toBe(false);
    expect(byBranch.some((occurrence) => occurrence.title === 'Training · Futbol U10 Erkek')).toBe(true);
    const camps = await window('orgAdmin', ...MONTH, undefined, { types: ['camp'] });
    expect(camps.map((occurrence) => occurrence.eventId)).toEqual([camp.id]);
  });

  it('answers a window in the same statements however many events it holds', async () => {
    const statements = async (who: 'orgAdmin' | 'parent', from: string, to: string) => {
      let size = 0;
      const sent = await t.server.queries.during(async () => {
        const answer = await gql<{ calendar: unknown[] }>(
          who,
          `query ($from: DateTime!, $to: DateTime!) { calendar(from: $from, to: $to) { ${FULL} } }`,
          { from, to },
        );
        expect(answer.errors).toBeUndefined();
        size = answer.data!.calendar.length;
      });
      return { size, statements: sent.length };
    };
    const week = await statements('orgAdmin', '2027-04-05T00:00:00Z', '2027-04-12T00:00:00Z');
    const month = await statements('orgAdmin', ...MONTH);
    expect(month.size).toBeGreaterThan(week.size * 3);
    expect(month.statements).toBe(week.statements);
    // The first request of a session also loads the viewer (cached afterwards).
    await statements('parent', ...MONTH);
    const parentWeek = await statements('parent', '2027-04-05T00:00:00Z', '2027-04-12T00:00:00Z');
    const parentMonth = await statements('parent', ...MONTH);
    expect(parentMonth.size).toBeGreaterThan(parentWeek.size);
    expect(parentWeek.size).toBeGreaterThan(0);
    expect(parentMonth.statements).toBe(parentWeek.statements);
  });
});
