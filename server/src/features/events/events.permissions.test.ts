import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PERSONAS } from '../users/index.js';
import { BRANCHES, eventsSuite, KARTAL, TEAMS, type EventAnswer, type Persona } from './events.test-kit.js';

// Who reads and changes events, through the real GraphQL API as every demo persona and a coach
// (events.policy.ts): organization-wide events reach every member; a branch's and teams' events reach
// their admins, their staff and the guardians of their athletes; changes are for the admins of the
// whole scope and the staff of every team; another organization's event is NOT_FOUND like an unknown
// id; a refused change leaves every row as it was.

const { create, window, gql, codeOf, query, digest } = eventsSuite();

const PERSONAS: Persona[] = [...(Object.keys(DEMO_PERSONAS) as Persona[]), 'coach'];
const FROM = '2027-03-01T00:00:00Z';
const TO = '2027-03-08T00:00:00Z';

type Name = 'org' | 'besiktas' | 'coachTeam' | 'basketAtasehir' | 'joint' | 'childTeam';
const events = {} as Record<Name, EventAnswer>;

const single = (title: string, day: number, extra: Record<string, unknown>) => ({
  type: 'training',
  title,
  startsAt: `2027-03-0${day}T14:00:00Z`,
  endsAt: `2027-03-0${day}T15:30:00Z`,
  ...extra,
});

beforeAll(async () => {
  const children = await query<{ teamId: string }>(
    `SELECT tm.team_id AS "teamId" FROM guardian_links gl
       JOIN team_memberships tm ON tm.athlete_id = gl.athlete_id AND tm.to_on IS NULL
      WHERE gl.user_id = $1 AND gl.archived_at IS NULL ORDER BY tm.team_id`,
    [DEMO_PERSONAS.parent.id],
  );
  expect(children.length, 'the parent persona has a child on a team').toBeGreaterThan(0);
  // The demo's parent persona has a child on Futbol U10 Erkek (Kadıköy, football, coached by the coach).
  expect(children.map((row) => row.teamId)).toContain(TEAMS.futbolU10Erkek.id);
  expect(children.map((row) => row.teamId)).not.toContain(TEAMS.futbolU12Erkek.id);
  expect(children.map((row) => row.teamId)).not.toContain(TEAMS.basketbolU14Kiz.id);
  events.org = await create('orgAdmin', single('Org day', 1, { scope: 'organization' }));
  events.besiktas = await create(
    'orgAdmin',
    single('Beşiktaş open day', 2, { scope: 'branch', branchId: BRANCHES.besiktas.id }),
  );
  events.coachTeam = await create(
    'orgAdmin',
    single('U12 session', 3, { scope: 'teams', teamIds: [TEAMS.futbolU12Erkek.id] }),
  );
  events.basketAtasehir = await create(
    'orgAdmin',
    single('U14 basket session', 4, { scope: 'teams', teamIds: [TEAMS.basketbolU14Kiz.id] }),
  );
  events.joint = await create(
    'orgAdmin',
    single('Joint session', 5, {
      scope: 'teams',
      teamIds: [TEAMS.futbolU12Erkek.id, TEAMS.basketbolU14Kiz.id],
    }),
  );
  events.childTeam = await create(
    'orgAdmin',
    single('Child team session', 6, { scope: 'teams', teamIds: [TEAMS.futbolU10Erkek.id] }),
  );
});

const ALL: Name[] = ['org', 'besiktas', 'coachTeam', 'basketAtasehir', 'joint', 'childTeam'];

/** Who reads which of the events. */
const READS: Record<Persona, Name[]> = {
  superAdmin: ALL,
  orgAdmin: ALL,
  branchAdmin: ['org', 'coachTeam', 'joint', 'childTeam'], // Kadıköy: its teams' events
  deptAdmin: ['org', 'coachTeam', 'joint', 'childTeam'], // football: its teams' events
  parent: ['org', 'childTeam'],
  company: ['org'],
  regular: ['org'],
  otherOrgAdmin: [],
  coach: ['org', 'coachTeam', 'joint', 'childTeam'],
};

/** Who changes which: the joint session only with a say over both its teams. */
const WRITES: Record<Persona, Name[]> = {
  superAdmin: ALL,
  orgAdmin: ALL,
  branchAdmin: ['coachTeam', 'childTeam'],
  deptAdmin: ['coachTeam', 'childTeam'],
  parent: [],
  company: [],
  regular: [],
  otherOrgAdmin: [],
  coach: ['coachTeam', 'childTeam'],
};

const expectations = (persona: Persona) => ({ reads: READS[persona], writes: WRITES[persona] });

const digestAll = () => digest('events', 'event_occurrences', 'event_teams');

describe('reading events as each persona', () => {
  it.each(PERSONAS)(
    '%s reads exactly the events of their scope, in the calendar and one by one',
    async (persona) => {
      const { reads, writes } = expectations(persona);
      const ids = ALL.map((name) => events[name].id);
      const seen = new Set((await window(persona, FROM, TO, ids)).map((occurrence) => occurrence.eventId));
      expect([...seen].sort(), persona).toEqual(reads.map((name) => events[name].id).sort());
      for (const name of ALL) {
        const answer = await gql<{ event: { id: string; canEdit: boolean } }>(
          persona,
          'query ($id: ID!) { event(id: $id) { id canEdit } }',
          { id: events[name].id },
        );
        if (reads.includes(name)) {
          expect(answer.data?.event, `${persona} reads ${name}`).toEqual({
            id: events[name].id,
            canEdit: writes.includes(name),
          });
        } else {
          expect(codeOf(answer), `${persona} does not read ${name}`).toBe('NOT_FOUND');
        }
      }
    },
  );

  it('answers another organization a calendar of its own events only', async () => {
    const occurrences = await window('otherOrgAdmin', FROM, TO);
    const organizations = await query<{ organizationId: string }>(
      'SELECT DISTINCT organization_id AS "organizationId" FROM events WHERE id = ANY($1::uuid[])',
      [[...new Set(occurrences.map((occurrence) => occurrence.eventId))]],
    );
    expect(occurrences.length).toBeGreaterThan(0);
    expect(organizations.map((row) => row.organizationId)).not.toContain(KARTAL);
    // Naming Kartal changes nothing: its events are not theirs to read.
    expect(await window('otherOrgAdmin', FROM, TO, undefined, { org: KARTAL })).toEqual([]);
  });
});

describe('changing events as each persona', () => {
  it.each(PERSONAS)('%s changes exactly the events they may; a refusal changes nothing', async (persona) => {
    const { reads, writes } = expectations(persona);
    for (const name of ALL) {
      const before = await digestAll();
      const answer = await gql<{ updateEvent: { id: string; capacity: number } }>(
        persona,
        'mutation ($id: ID!) { updateEvent(id: $id, input: { capacity: 30 }) { id capacity } }',
        { id: events[name].id },
      );
      if (writes.includes(name)) {
        expect(answer.errors, `${persona} changes ${name}`).toBeUndefined();
        expect(answer.data?.updateEvent, `${persona} changes ${name}`).toEqual({
          id: events[name].id,
          capacity: 30,
        });
        await query('UPDATE events SET capacity = NULL WHERE id = $1', [events[name].id]);
      } else {
        expect(codeOf(answer), `${persona} may not change ${name}`).toBe(
          reads.includes(name) ? 'FORBIDDEN' : 'NOT_FOUND',
        );
        expect(await digestAll(), `${persona} on ${name}`).toBe(before);
      }
    }
  });

  const CREATE_TEAM: Record<Persona, string | null> = {
    superAdmin: null,
    orgAdmin: null,
    branchAdmin: null,
    deptAdmin: null,
    coach: null,
    parent: 'FORBIDDEN',
    company: 'FORBIDDEN',
    regular: 'FORBIDDEN',
    otherOrgAdmin: 'NOT_FOUND',
  };

  it.each(PERSONAS)(
    '%s creates a training for Futbol U10 Erkek only with a say over the team',
    async (persona) => {
      const before = await digestAll();
      const answer = await gql<{ createEvent: { id: string } }>(
        persona,
        'mutation ($org: ID, $input: EventInput!) { createEvent(organizationId: $org, input: $input) { id } }',
        {
          org: KARTAL,
          input: single(`Created by ${persona}`, 7, { scope: 'teams', teamIds: [TEAMS.futbolU10Erkek.id] }),
        },
      );
      const refusal = CREATE_TEAM[persona];
      if (refusal === null) {
        expect(answer.data?.createEvent.id, persona).toEqual(expect.any(String));
      } else {
        expect(codeOf(answer), persona).toBe(refusal);
        expect(await digestAll(), persona).toBe(before);
      }
    },
  );

  it('refuses a coach an event for a team they do not coach, and a branch admin another branch', async () => {
    const before = await digestAll();
    const coach = await gql('coach', 'mutation ($input: EventInput!) { createEvent(input: $input) { id } }', {
      input: single('Not mine', 7, {
        scope: 'teams',
        teamIds: [TEAMS.futbolU10Erkek.id, TEAMS.basketbolU14Kiz.id],
      }),
    });
    expect(codeOf(coach)).toBe('FORBIDDEN');
    const branch = await gql(
      'branchAdmin',
      'mutation ($input: EventInput!) { createEvent(input: $input) { id } }',
      {
        input: single('Other branch', 7, { scope: 'branch', branchId: BRANCHES.besiktas.id }),
      },
    );
    expect(codeOf(branch)).toBe('FORBIDDEN');
    const organization = await gql(
      'deptAdmin',
      'mutation ($input: EventInput!) { createEvent(input: $input) { id } }',
      {
        input: single('Everyone', 7, { scope: 'organization' }),
      },
    );
    expect(codeOf(organization)).toBe('FORBIDDEN');
    expect(await digestAll()).toBe(before);
    const own = await gql<{ createEvent: { scope: string; branchId: string } }>(
      'branchAdmin',
      'mutation ($input: EventInput!) { createEvent(input: $input) { scope branchId } }',
      { input: single('Kadıköy open day', 7, { scope: 'branch', branchId: BRANCHES.kadikoy.id }) },
    );
    expect(own.data?.createEvent).toEqual({ scope: 'branch', branchId: BRANCHES.kadikoy.id });
  });

  it('refuses a coach moving their team’s event to a team they do not coach', async () => {
    const before = await digestAll();
    const answer = await gql(
      'coach',
      'mutation ($id: ID!, $teams: [ID!]) { updateEvent(id: $id, input: { teamIds: $teams }) { id } }',
      {
        id: events.coachTeam.id,
        teams: [TEAMS.basketbolU14Kiz.id],
      },
    );
    expect(codeOf(answer)).toBe('FORBIDDEN');
    expect(await digestAll()).toBe(before);
  });

  it('lets only the admins of the scope delete, and deleting takes the occurrences with it', async () => {
    const made = await create(
      'coach',
      single('Mistake', 7, { scope: 'teams', teamIds: [TEAMS.futbolU12Erkek.id] }),
    );
    const refused = await gql('parent', 'mutation ($id: ID!) { deleteEvent(id: $id) }', { id: made.id });
    expect(codeOf(refused)).toBe('NOT_FOUND');
    const deleted = await gql<{ deleteEvent: string }>(
      'coach',
      'mutation ($id: ID!) { deleteEvent(id: $id) }',
      { id: made.id },
    );
    expect(deleted.data?.deleteEvent).toBe(made.id);
    expect(codeOf(await gql('coach', 'query ($id: ID!) { event(id: $id) { id } }', { id: made.id }))).toBe(
      'NOT_FOUND',
    );
    const audit = await query<{ action: string }>(
      `SELECT action::text FROM audit_log WHERE entity_type = 'event' AND entity_id = $1 ORDER BY created_at`,
      [made.id],
    );
    expect(audit.map((row) => row.action)).toEqual(['create', 'delete']);
  });
});
