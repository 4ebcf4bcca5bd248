import { describe, expect, it } from 'vitest';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_SEASONS } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { activeConsentSql, athletesWithConsent } from './athletes.consents.js';
import { DEMO_ATHLETES } from './athletes.seed.js';
import { ATHLETE_FIELDS, athletesSuite, kartal } from './athletes.test-kit.js';

// The minors' privacy policy through the real GraphQL API against a real database: a parent reads their
// child fully and the child's teammates without private fields (their photo only with consent), team
// staff read and change their teams' athletes only, companies and regular users read no athlete; and
// publishing features learn whose photo or results they may show. (The set-up all athletes suites
// share: athletes.test-kit.ts.)

const {
  t,
  gql,
  codeOf,
  query,
  teams,
  insertTeam,
  insertAthlete,
  insertLink,
  insertConsent,
  insertCoach,
  expectNoAthletes,
  lastAudit,
} = athletesSuite();

describe('the privacy of minors', () => {
  it('shows a teammate of a parent’s child without private fields, and the photo only with consent', async () => {
    const team = await insertTeam(
      kartal,
      DEMO_BRANCHES.besiktas.id,
      DEMO_DEPARTMENTS.volleyball.id,
      DEMO_SEASONS.kartalCurrent.id,
    );
    const child = await insertAthlete(kartal, team);
    const teammate = await insertAthlete(kartal, team);
    const stranger = await insertAthlete(kartal, teams.besiktasBasketball);
    await insertLink(child.id, DEMO_PERSONAS.parent.id, { primary: true });

    const read = (id: string) =>
      gql<{ athlete: Record<string, unknown> }>(
        'parent',
        `query ($id: ID!) { athlete(id: $id) { ${ATHLETE_FIELDS} guardians { id } consents { id }
            memberships(includeEnded: true) { id current } } }`,
        { id },
      );
    const own = await read(child.id);
    expect(own.data!.athlete).toMatchObject({
      access: 'full',
      photo: '/images/avatars/female-01.svg',
      private: { birthDate: '2014-05-06', email: 'aile@example.com', emergencyContactName: 'Teyze' },
    });
    const mate = await read(teammate.id);
    expect(mate.data!.athlete).toMatchObject({
      access: 'roster',
      photo: null,
      private: null,
      guardians: null,
      consents: null,
      memberships: [{ id: teammate.membershipId, current: true }],
    });
    expect(codeOf(await read(stranger.id))).toBe('NOT_FOUND');
    const health = await gql(
      'parent',
      'query ($id: ID!) { athleteHealth(athleteId: $id) { medicalNotes } }',
      {
        id: teammate.id,
      },
    );
    expect(codeOf(health)).toBe('FORBIDDEN');

    // With a photo consent the teammate's photo is shown; withdrawn, it is hidden again.
    const consent = await insertConsent(teammate.id, 'photos', DEMO_PERSONAS.orgAdmin.id);
    expect((await read(teammate.id)).data!.athlete.photo).toBe('/images/avatars/female-01.svg');
    await query('UPDATE consents SET withdrawn_at = now() WHERE id = $1', [consent]);
    expect((await read(teammate.id)).data!.athlete.photo).toBeNull();

    // The roster: the child and the teammate, the teammate without private fields.
    const roster = await gql<{
      teamMemberships: { athlete: { id: string; access: string; private: unknown } }[];
    }>(
      'parent',
      'query ($id: ID!) { teamMemberships(teamId: $id) { athlete { id access private { birthDate } } } }',
      { id: team },
    );
    expect(roster.data!.teamMemberships.map((row) => [row.athlete.id, row.athlete.access]).sort()).toEqual(
      [
        [child.id, 'full'],
        [teammate.id, 'roster'],
      ].sort(),
    );
    expect(
      roster.data!.teamMemberships.find((row) => row.athlete.id === teammate.id)!.athlete.private,
    ).toBeNull();
  });

  it('lets team staff read and change their teams’ athletes, and nothing else', async () => {
    const team = await insertTeam(
      kartal,
      DEMO_BRANCHES.atasehir.id,
      DEMO_DEPARTMENTS.volleyball.id,
      DEMO_SEASONS.kartalCurrent.id,
    );
    const coach = await insertCoach(team);
    const token = await coach.signIn();
    const player = await insertAthlete(kartal, team);
    const other = await insertAthlete(kartal, teams.besiktasBasketball);
    const as = { token };

    const read = await gql<{ athlete: { access: string; private: unknown } }>(
      as,
      'query ($id: ID!) { athlete(id: $id) { access private { birthDate } } }',
      { id: player.id },
    );
    expect(read.data!.athlete).toEqual({ access: 'full', private: { birthDate: '2014-05-06' } });
    const health = await gql<{ athleteHealth: { medicalNotes: string } }>(
      as,
      'query ($id: ID!) { athleteHealth(athleteId: $id) { medicalNotes } }',
      { id: player.id },
    );
    expect(health.data!.athleteHealth.medicalNotes).toBe('Fıstık alerjisi');
    expect(await lastAudit(player.id)).toMatchObject({ action: 'read_health', actorUserId: coach.id });

    const update = await gql<{ updateAthlete: { private: { phone: string } } }>(
      as,
      'mutation ($id: ID!) { updateAthlete(id: $id, input: { phone: "+90 532 000 00 00" }) { private { phone } } }',
      { id: player.id },
    );
    expect(update.data!.updateAthlete.private.phone).toBe('+90 532 000 00 00');
    const jersey = await gql<{ updateTeamMembership: { jerseyNumber: number } }>(
      as,
      'mutation ($id: ID!) { updateTeamMembership(id: $id, input: { jerseyNumber: 7 }) { jerseyNumber } }',
      { id: player.membershipId },
    );
    expect(jersey.data!.updateTeamMembership.jerseyNumber).toBe(7);
    // Staff do not archive, end memberships, link guardians or create athletes.
    expect(
      codeOf(await gql(as, 'mutation ($id: ID!) { archiveAthlete(id: $id) { id } }', { id: player.id })),
    ).toBe('FORBIDDEN');
    expect(
      codeOf(
        await gql(as, 'mutation ($id: ID!) { endTeamMembership(id: $id) { id } }', {
          id: player.membershipId,
        }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      codeOf(
        await gql(
          as,
          'mutation ($team: ID!) { createAthlete(input: { firstName: "A", lastName: "B", birthDate: "2014-01-01", gender: female, teamId: $team }) { id } }',
          { team },
        ),
      ),
    ).toBe('FORBIDDEN');
    // Another team's athlete does not exist for them; nor do theirs once they leave the staff.
    expect(codeOf(await gql(as, 'query ($id: ID!) { athlete(id: $id) { id } }', { id: other.id }))).toBe(
      'NOT_FOUND',
    );
    await query('UPDATE team_staff SET archived_at = now() WHERE id = $1', [coach.staffId]);
    expect(codeOf(await gql(as, 'query ($id: ID!) { athlete(id: $id) { id } }', { id: player.id }))).toBe(
      'NOT_FOUND',
    );
  });

  it('tells publishing features whose photo or results they may show', async () => {
    const withConsent = await insertAthlete(kartal, teams.kadikoyFootball);
    const withdrawn = await insertAthlete(kartal, teams.kadikoyFootball);
    const without = await insertAthlete(kartal, teams.kadikoyFootball);
    await insertConsent(withConsent.id, 'publishing_results', DEMO_PERSONAS.parent.id);
    const old = await insertConsent(withdrawn.id, 'publishing_results', DEMO_PERSONAS.parent.id);
    await query('UPDATE consents SET withdrawn_at = now() WHERE id = $1', [old]);
    const ids = [withConsent.id, withdrawn.id, without.id];
    expect([...(await athletesWithConsent(t.server.dataSource, ids, 'publishing_results'))]).toEqual([
      withConsent.id,
    ]);
    const rows = await query<{ id: string }>(
      `SELECT a.id FROM athletes a WHERE a.id = ANY($1) AND ${activeConsentSql('a.id', 'publishing_results')}`,
      [ids],
    );
    expect(rows).toEqual([{ id: withConsent.id }]);
    expect(() => activeConsentSql('a.id', "photos' OR TRUE --" as never)).toThrow();
  });

  it('gives companies and regular users no athlete at all', async () => {
    for (const persona of ['company', 'regular'] as const) {
      await expectNoAthletes(persona);
      const read = await gql(persona, 'query ($id: ID!) { athlete(id: $id) { id } }', {
        id: DEMO_ATHLETES.demoSon,
      });
      expect(codeOf(read), persona).toBe('NOT_FOUND');
    }
  });
});
