import { describe, expect } from 'vitest';
import type { AllowedCall, MatrixCall, Outcome } from '../../../../tests/support/permission-matrix.js';
import { athletesSuite, kartal, type Persona, type Target } from './athletes.test-kit.js';

// The permission matrix of the athletes reads (the list, one athlete, a teammate, a stranger, another
// organization's athlete, health records, a roster) as each demo persona, across both organizations.
// Each call gets fresh rows (`Target` in athletes.test-kit.ts). A read changes no row and, but for the
// health record's read_health row, writes no audit row; a refused one changes nothing at all (the digest
// covers audit_log). The matrix of the changes: athletes.matrix-changes.test.ts.

const { teams, auditCount, expectAuditBy, athletesMatrix } = athletesSuite();

type Op =
  | 'list'
  | 'read'
  | 'readTeammate'
  | 'readStranger'
  | 'readOtherOrganization'
  | 'health'
  | 'healthTeammate'
  | 'roster';

const ADMIN: Record<Op, Outcome> = {
  list: 'ok',
  read: 'ok',
  readTeammate: 'ok',
  readStranger: 'ok',
  readOtherOrganization: 'NOT_FOUND',
  health: 'ok',
  healthTeammate: 'ok',
  roster: 'ok',
};
const NOBODY: Record<Op, Outcome> = {
  list: 'empty',
  read: 'NOT_FOUND',
  readTeammate: 'NOT_FOUND',
  readStranger: 'NOT_FOUND',
  readOtherOrganization: 'NOT_FOUND',
  health: 'NOT_FOUND',
  healthTeammate: 'NOT_FOUND',
  roster: 'empty',
};
const EXPECTED: Record<Persona, Record<Op, Outcome>> = {
  superAdmin: { ...ADMIN, readOtherOrganization: 'ok' },
  orgAdmin: ADMIN,
  // Scoped admins reach athletes through their teams: not the Beşiktaş basketball athlete.
  branchAdmin: { ...ADMIN, readStranger: 'NOT_FOUND' },
  deptAdmin: { ...ADMIN, readStranger: 'NOT_FOUND' },
  // Their child fully, the child's teammates without private fields, nobody else.
  parent: {
    ...NOBODY,
    list: 'ok',
    read: 'ok',
    readTeammate: 'ok',
    health: 'ok',
    healthTeammate: 'FORBIDDEN',
    roster: 'ok',
  },
  company: NOBODY,
  regular: NOBODY,
  // Anadolu's admin: their own athletes; Kartal's do not exist for them.
  otherOrgAdmin: { ...NOBODY, list: 'ok', readOtherOrganization: 'ok' },
};

const CALLS: Record<Op, (target: Target, label: string) => MatrixCall> = {
  list: ({ marker }) => ({
    graphql: [
      'query ($q: String) { athletes(query: $q) { totalCount nodes { id access private { birthDate } } } }',
      { q: marker },
    ],
    field: 'athletes',
    empty: { totalCount: 0, nodes: [] },
  }),
  read: ({ own }) => ({
    graphql: [
      'query ($id: ID!) { athlete(id: $id) { id access photo private { birthDate } guardians { id } } }',
      { id: own },
    ],
    field: 'athlete',
  }),
  readTeammate: ({ teammate }) => ({
    graphql: [
      'query ($id: ID!) { athlete(id: $id) { id access photo private { birthDate } guardians { id } } }',
      { id: teammate },
    ],
    field: 'athlete',
  }),
  readStranger: ({ stranger }) => ({
    graphql: ['query ($id: ID!) { athlete(id: $id) { id access } }', { id: stranger }],
    field: 'athlete',
  }),
  readOtherOrganization: ({ otherOrganization }) => ({
    graphql: ['query ($id: ID!) { athlete(id: $id) { id access } }', { id: otherOrganization }],
    field: 'athlete',
  }),
  health: ({ own }) => ({
    graphql: [
      'query ($id: ID!) { athleteHealth(athleteId: $id) { athleteId medicalNotes healthDataConsent } }',
      { id: own },
    ],
    field: 'athleteHealth',
  }),
  healthTeammate: ({ teammate }) => ({
    graphql: [
      'query ($id: ID!) { athleteHealth(athleteId: $id) { athleteId medicalNotes } }',
      { id: teammate },
    ],
    field: 'athleteHealth',
  }),
  roster: () => ({
    graphql: [
      'query ($id: ID!) { teamMemberships(teamId: $id) { id athlete { id access } } }',
      { id: teams.kadikoyFootball },
    ],
    field: 'teamMemberships',
    empty: [],
  }),
};

/** The checks of an allowed read: the answer, and no audit row but a health record's read_health. */
async function expectAllowed({ op, persona, target, answer, where }: AllowedCall<Persona, Op, Target>) {
  const expectAudit = (entityId: string, expected: Record<string, unknown>) =>
    expectAuditBy(persona, entityId, where, expected);
  const readOnly = async () =>
    expect(
      await auditCount([target.own, target.teammate, target.stranger, target.otherOrganization]),
      where,
    ).toBe(0);
  const value = answer as Record<string, unknown>;
  switch (op) {
    case 'list': {
      const nodes = (value as { nodes: { id: string; access: string; private: unknown }[] }).nodes;
      const seen = Object.fromEntries(nodes.map((node) => [node.id, node.access]));
      const expected: Record<string, string> =
        persona === 'superAdmin'
          ? {
              [target.own]: 'full',
              [target.teammate]: 'full',
              [target.stranger]: 'full',
              [target.otherOrganization]: 'full',
            }
          : persona === 'orgAdmin'
            ? { [target.own]: 'full', [target.teammate]: 'full', [target.stranger]: 'full' }
            : persona === 'otherOrgAdmin'
              ? { [target.otherOrganization]: 'full' }
              : persona === 'parent'
                ? // A parent's list holds their own children only (teammates: rosters and single reads).
                  { [target.own]: 'full' }
                : { [target.own]: 'full', [target.teammate]: 'full' };
      expect(seen, where).toEqual(expected);
      expect(
        nodes.every((node) => (node.access === 'full') === (node.private !== null)),
        where,
      ).toBe(true);
      return readOnly();
    }
    case 'read':
      expect(value, where).toMatchObject({
        id: target.own,
        access: 'full',
        private: { birthDate: '2014-05-06' },
      });
      expect((value.guardians as unknown[]).length, where).toBe(1);
      return readOnly();
    case 'readTeammate':
      expect(value, where).toMatchObject(
        persona === 'parent'
          ? { id: target.teammate, access: 'roster', photo: null, private: null, guardians: null }
          : { id: target.teammate, access: 'full', photo: '/images/avatars/female-01.svg' },
      );
      return readOnly();
    case 'readStranger':
      expect(value, where).toEqual({ id: target.stranger, access: 'full' });
      return readOnly();
    case 'readOtherOrganization':
      expect(value, where).toEqual({ id: target.otherOrganization, access: 'full' });
      return readOnly();
    case 'health':
      expect(value, where).toEqual({
        athleteId: target.own,
        medicalNotes: 'Fıstık alerjisi',
        healthDataConsent: false,
      });
      return expectAudit(target.own, {
        action: 'read_health',
        entityType: 'athlete',
        organizationId: kartal,
      });
    case 'healthTeammate':
      expect(value, where).toMatchObject({ athleteId: target.teammate, medicalNotes: 'Fıstık alerjisi' });
      return expectAudit(target.teammate, { action: 'read_health' });
    case 'roster': {
      const rows = value as unknown as { athlete: { id: string; access: string } }[];
      const mine = rows.filter((row) => [target.own, target.teammate].includes(row.athlete.id));
      expect(mine.map((row) => row.athlete.access).sort(), where).toEqual(
        persona === 'parent' ? ['full', 'roster'] : ['full', 'full'],
      );
      if (persona === 'parent') {
        // Nothing but the child's team: no athlete of another team, no archived one.
        expect(
          rows.some((row) => row.athlete.id === target.archived),
          where,
        ).toBe(false);
      }
      return readOnly();
    }
  }
}

describe('the permission matrix: every read as each persona, across both organizations', () => {
  athletesMatrix({ expected: EXPECTED, calls: CALLS, expectAllowed });
});
