import { beforeAll, describe, expect, it } from 'vitest';
import { permissionMatrix, type Outcome } from '../../../../tests/support/permission-matrix.js';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_PROFESSIONALS } from '../professionals/index.js';
import { DEMO_TEAMS } from '../teams/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { insertRegistration, REGISTRATION_FIELDS } from './registrations.test-kit.js';

// Who reads and decides registrations (registrations.policy.ts), through the real GraphQL API as every
// demo persona and a coach: the admins of the team's organization, branch or department read and decide;
// a coach reads only the registrations of athletes on a team they staff; a guardian their own; company
// and regular users and another organization's admin nothing (NOT_FOUND, exactly as an unknown id); a
// refused decision changes no row.

const PERSONAS = {
  ...DEMO_PERSONAS,
  coach: { email: DEMO_PROFESSIONALS.gokhanTekin.email, password: 'Arena-Member-2026' },
};
type Persona = keyof typeof PERSONAS;
const t = useTestServer(PERSONAS);
const { gql, query, digest } = suiteCalls(t);

// Kadıköy football (every Kartal admin persona's scope), head-coached by the coach persona.
const TEAM = DEMO_TEAMS.futbolU12Erkek.id;
beforeAll(async () => {
  await query('UPDATE teams SET capacity = 200 WHERE id = $1', [TEAM]);
});

type Op = 'list' | 'read' | 'approve' | 'reject';
const ADMIN: Record<Op, Outcome> = { list: 'ok', read: 'ok', approve: 'ok', reject: 'ok' };
const NOBODY: Record<Op, Outcome> = {
  list: 'empty',
  read: 'NOT_FOUND',
  approve: 'NOT_FOUND',
  reject: 'NOT_FOUND',
};
const EXPECTED: Record<Persona, Record<Op, Outcome>> = {
  superAdmin: ADMIN,
  orgAdmin: ADMIN,
  branchAdmin: ADMIN,
  deptAdmin: ADMIN,
  parent: NOBODY,
  company: NOBODY,
  regular: NOBODY,
  otherOrgAdmin: NOBODY,
  // A coach reads the approved registrations of their teams' athletes: never a pending one.
  coach: { ...NOBODY, list: 'ok' },
};

describe('the permission matrix: every registration operation as each persona', () => {
  permissionMatrix<Persona, Op, { id: string }>({
    personas: Object.keys(PERSONAS) as Persona[],
    token: (persona) => t.tokens[persona],
    http: () => t.http,
    expected: EXPECTED,
    transports: ['GraphQL'],
    target: async () => ({ id: await insertRegistration(t, TEAM) }),
    digest: () =>
      digest(
        'registrations',
        'registration_guardians',
        { count: 'athletes' },
        { count: 'users' },
        { count: 'guardian_links' },
      ),
    calls: {
      list: () => ({
        graphql: ['{ registrations(first: 100) { nodes { id organizationId status } } }'],
        field: 'registrations',
        empty: { nodes: [] },
      }),
      read: ({ id }) => ({
        graphql: ['query ($id: ID!) { registration(id: $id) { id status } }', { id }],
        field: 'registration',
      }),
      approve: ({ id }) => ({
        graphql: ['mutation ($id: ID!) { approveRegistration(id: $id) { id status athleteId } }', { id }],
        field: 'approveRegistration',
      }),
      reject: ({ id }) => ({
        graphql: [
          'mutation ($id: ID!) { rejectRegistration(id: $id, reason: "Full") { id status reason } }',
          { id },
        ],
        field: 'rejectRegistration',
      }),
    },
    expectAllowed({ op, persona, target, answer, where }) {
      switch (op) {
        case 'list': {
          const { nodes } = answer as { nodes: { id: string; organizationId: string; status: string }[] };
          const ids = nodes.map((node) => node.id);
          if (persona === 'coach') {
            expect(ids, where).not.toContain(target.id);
            expect(
              nodes.every((node) => node.status === 'approved'),
              where,
            ).toBe(true);
            return;
          }
          expect(ids, where).toContain(target.id);
          if (persona !== 'superAdmin') {
            expect(
              nodes.every((node) => node.organizationId === DEMO_TEAMS.futbolU12Erkek.organizationId),
              where,
            ).toBe(true);
          }
          return;
        }
        case 'read':
          expect(answer, where).toEqual({ id: target.id, status: 'pending' });
          return;
        case 'approve':
          expect(answer, where).toMatchObject({
            id: target.id,
            status: 'approved',
            athleteId: expect.any(String),
          });
          return;
        case 'reject':
          expect(answer, where).toEqual({ id: target.id, status: 'rejected', reason: 'Full' });
          return;
      }
    },
  });
});

describe('scoped admins and coaches', () => {
  it('keeps a branch admin to their branch’s teams, and counts only what each persona reads', async () => {
    const elsewhere = await insertRegistration(t, DEMO_TEAMS.basketbolU10Kiz.id); // Beşiktaş basketball
    const branch = await gql<{ registrations: { nodes: { id: string }[] } }>(
      'branchAdmin',
      '{ registrations(first: 100) { nodes { id } } }',
    );
    expect(branch.data!.registrations.nodes.map((n) => n.id)).not.toContain(elsewhere);
    const org = await gql<{ registrations: { nodes: { id: string }[] } }>(
      'orgAdmin',
      '{ registrations(first: 100) { nodes { id } } }',
    );
    expect(org.data!.registrations.nodes.map((n) => n.id)).toContain(elsewhere);
    for (const persona of ['company', 'regular', 'parent', 'otherOrgAdmin'] as const) {
      const counts = await gql<{ registrationCounts: Record<string, number> }>(
        persona,
        '{ registrationCounts { pending approved rejected waitlisted } }',
      );
      expect(counts.data!.registrationCounts, persona).toEqual({
        pending: 0,
        approved: 0,
        rejected: 0,
        waitlisted: 0,
      });
    }
    const [pending] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM registrations WHERE status = 'pending' AND organization_id = $1`,
      [DEMO_TEAMS.futbolU12Erkek.organizationId],
    );
    const counts = await gql<{ registrationCounts: { pending: number } }>(
      'orgAdmin',
      '{ registrationCounts { pending } }',
    );
    expect(counts.data!.registrationCounts.pending).toBe(pending!.n);
  });

  it('shows a coach whether the athletes of their team came through registration, and nothing else', async () => {
    const id = await insertRegistration(t, TEAM);
    const approved = await gql<{ approveRegistration: { athleteId: string } }>(
      'orgAdmin',
      `mutation ($id: ID!) { approveRegistration(id: $id) { ${REGISTRATION_FIELDS} } }`,
      { id },
    );
    const athleteId = approved.data!.approveRegistration.athleteId;
    const pending = await insertRegistration(t, TEAM);
    const seen = await gql<{ registrations: { nodes: { id: string }[] } }>(
      'coach',
      '{ registrations { nodes { id } } }',
    );
    expect(seen.data!.registrations.nodes.map((n) => n.id)).toContain(id);
    expect(seen.data!.registrations.nodes.map((n) => n.id)).not.toContain(pending);
    const athlete = await gql<{ athlete: { registration: { id: string; status: string } | null } }>(
      'coach',
      'query ($id: ID!) { athlete(id: $id) { registration { id status } } }',
      { id: athleteId },
    );
    expect(athlete.data!.athlete.registration).toEqual({ id, status: 'approved' });
    // Another organization's admin reads the athlete as nobody: the field does not leak either.
    const other = await gql(
      'otherOrgAdmin',
      'query ($id: ID!) { athlete(id: $id) { registration { id } } }',
      { id: athleteId },
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
