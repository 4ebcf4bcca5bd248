import { describe, expect } from 'vitest';
import { permissionMatrix, type Outcome } from '../../../../tests/support/permission-matrix.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS } from '../organizations/index.js';
import { DEMO_PROFESSIONALS } from '../professionals/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { CURRENT, KARTAL, PERSONAS, teamsSuite, type Persona } from './teams.test-kit.js';

// Every team operation through the real GraphQL API, as each demo persona (teams.policy.ts): every member
// reads the organization's teams and staff; the admins of a team's scope (organization, branch,
// department) change them; another organization's team is NOT_FOUND like an unknown id; a refused call
// changes no row.

const { t, query, insertTeam, digest } = teamsSuite();

type Op = 'list' | 'read' | 'create' | 'update' | 'archive' | 'restore' | 'addStaff' | 'removeStaff';

interface Target {
  teamId: string;
  staffId: string;
  organizationId: string;
}

/**
 * Each persona's target team: Kartal's personas a fresh Kadıköy football team (in every admin's
 * scope); Anadolu's admin the same Kartal team (another organization: NOT_FOUND).
 */
const MEMBER: Record<Op, Outcome> = {
  list: 'ok',
  read: 'ok',
  create: 'FORBIDDEN',
  update: 'FORBIDDEN',
  archive: 'FORBIDDEN',
  restore: 'NOT_FOUND',
  addStaff: 'FORBIDDEN',
  removeStaff: 'FORBIDDEN',
};
const ADMIN: Record<Op, Outcome> = {
  list: 'ok',
  read: 'ok',
  create: 'ok',
  update: 'ok',
  archive: 'ok',
  restore: 'ok',
  addStaff: 'ok',
  removeStaff: 'ok',
};
const EXPECTED: Record<Persona, Record<Op, Outcome>> = {
  superAdmin: ADMIN,
  orgAdmin: ADMIN,
  branchAdmin: ADMIN,
  deptAdmin: ADMIN,
  parent: MEMBER,
  company: MEMBER,
  regular: MEMBER,
  otherOrgAdmin: {
    list: 'ok',
    read: 'NOT_FOUND',
    create: 'NOT_FOUND',
    update: 'NOT_FOUND',
    archive: 'NOT_FOUND',
    restore: 'NOT_FOUND',
    addStaff: 'NOT_FOUND',
    removeStaff: 'NOT_FOUND',
  },
};

describe('the permission matrix: every team operation as each persona', () => {
  let made = 0;
  permissionMatrix<Persona, Op, Target>({
    personas: PERSONAS,
    token: (persona) => t.tokens[persona],
    http: () => t.http,
    expected: EXPECTED,
    transports: ['GraphQL'],
    async target(op) {
      const teamId = await insertTeam(`Matrix ${++made}`, {
        birthYears: [2017, 2018],
        gender: 'boys',
        capacity: 18,
        archived: op === 'restore',
      });
      const [staff] = await query<{ id: string }>(
        `INSERT INTO team_staff (team_id, professional_id, role) VALUES ($1, $2, 'head_coach') RETURNING id`,
        [teamId, DEMO_PROFESSIONALS.serdarKilinc.id],
      );
      return { teamId, staffId: staff!.id, organizationId: KARTAL };
    },
    digest: () => digest('teams', 'team_staff'),
    calls: {
      list: () => ({
        graphql: ['{ teams(first: 500) { totalCount nodes { id organizationId } } }'],
        field: 'teams',
      }),
      read: ({ teamId }) => ({
        graphql: ['query ($id: ID!) { team(id: $id) { id staff { id } } }', { id: teamId }],
        field: 'team',
      }),
      create: (_target, label) => ({
        graphql: [
          'mutation ($input: TeamInput!, $org: ID) { createTeam(organizationId: $org, input: $input) { id organizationId name } }',
          {
            org: KARTAL,
            input: {
              branchId: DEMO_BRANCHES.kadikoy.id,
              departmentId: DEMO_DEPARTMENTS.football.id,
              seasonId: CURRENT,
              name: `Created ${label}`,
              birthYearMin: 2017,
              birthYearMax: 2018,
              gender: 'boys',
              capacity: 18,
            },
          },
        ],
        field: 'createTeam',
      }),
      update: ({ teamId }) => ({
        graphql: [
          'mutation ($id: ID!) { updateTeam(id: $id, input: { capacity: 21 }) { id capacity } }',
          { id: teamId },
        ],
        field: 'updateTeam',
      }),
      archive: ({ teamId }) => ({
        graphql: ['mutation ($id: ID!) { archiveTeam(id: $id) { id archivedAt } }', { id: teamId }],
        field: 'archiveTeam',
      }),
      restore: ({ teamId }) => ({
        graphql: ['mutation ($id: ID!) { restoreTeam(id: $id) { id archivedAt } }', { id: teamId }],
        field: 'restoreTeam',
      }),
      addStaff: ({ teamId }) => ({
        graphql: [
          'mutation ($id: ID!, $p: ID!) { addTeamStaff(teamId: $id, professionalId: $p, role: physio) { id role teamId } }',
          { id: teamId, p: DEMO_PROFESSIONALS.aylinKorkmaz.id },
        ],
        field: 'addTeamStaff',
      }),
      removeStaff: ({ staffId }) => ({
        graphql: ['mutation ($id: ID!) { removeTeamStaff(id: $id) { id archivedAt } }', { id: staffId }],
        field: 'removeTeamStaff',
      }),
    },
    async expectAllowed({ op, persona, target, answer, where }) {
      const organizationId = DEMO_PERSONAS[persona].organizationId;
      switch (op) {
        case 'list': {
          const { nodes, totalCount } = answer as { nodes: { organizationId: string }[]; totalCount: number };
          expect(totalCount, where).toBeGreaterThanOrEqual(persona === 'otherOrgAdmin' ? 3 : 14);
          // A super admin without a filter reads every organization's.
          expect(
            persona === 'superAdmin' || nodes.every((node) => node.organizationId === organizationId),
            where,
          ).toBe(true);
          return;
        }
        case 'read':
          expect(answer, where).toMatchObject({ id: target.teamId, staff: [{ id: target.staffId }] });
          return;
        case 'create': {
          const created = answer as { id: string; organizationId: string };
          expect(created.organizationId, where).toBe(KARTAL);
          return;
        }
        case 'update':
          expect(answer, where).toEqual({ id: target.teamId, capacity: 21 });
          return;
        case 'archive':
          expect((answer as { archivedAt: string | null }).archivedAt, where).toEqual(expect.any(String));
          return;
        case 'restore':
          expect((answer as { archivedAt: string | null }).archivedAt, where).toBeNull();
          return;
        case 'addStaff':
          expect(answer, where).toMatchObject({ role: 'physio', teamId: target.teamId });
          return;
        case 'removeStaff':
          expect((answer as { archivedAt: string | null }).archivedAt, where).toEqual(expect.any(String));
          return;
      }
    },
  });
});
