import { beforeAll, describe, expect, it } from 'vitest';
import {
  permissionMatrix,
  type MatrixCall,
  type Outcome,
} from '../../../../tests/support/permission-matrix.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_TEAMS } from '../teams/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { DEMO_COMPANIES } from './companies.seed.js';
import {
  COMPANY_FIELDS,
  PERSONAS,
  SPONSORSHIP_FIELDS,
  UNKNOWN,
  anadolu,
  byId,
  companiesSuite,
  contactCall,
  kartal,
  randomDigits,
  unique,
  withInput,
  type Call,
  type Persona,
} from './companies.test-kit.js';
import { vknFrom } from './tax-number.js';

// The permission matrix of sponsor companies and sponsorships through the real GraphQL API, as each of
// the eight demo personas and across both demo organizations (companies.policy.ts): who reads which rows
// with a single read, who changes them, what a refused call answers (and that it changes nothing), and
// the audit row every accepted change writes in its transaction. Also UNAUTHENTICATED without a token.

const {
  t,
  gql,
  query: sql,
  company,
  sponsorship,
  link,
  createSponsorship,
  digest,
  expectAudit,
  expectContactAudit,
} = companiesSuite();

// Demo teams: one in the branch admin's branch and the department admin's department, one in neither.
const kadikoyFootballTeam = DEMO_TEAMS.futbolU12Erkek.id;
const besiktasBasketballTeam = DEMO_TEAMS.basketbolU12Erkek.id;
let companyUserOfKartal: string;

beforeAll(async () => {
  const teams = await sql<{ branch_id: string; department_id: string }>(
    'SELECT branch_id, department_id FROM teams WHERE id = ANY($1::uuid[]) ORDER BY name',
    [[kadikoyFootballTeam, besiktasBasketballTeam]],
  );
  expect(teams).toEqual([
    { branch_id: DEMO_BRANCHES.besiktas.id, department_id: DEMO_DEPARTMENTS.basketball.id },
    { branch_id: DEMO_BRANCHES.kadikoy.id, department_id: DEMO_DEPARTMENTS.football.id },
  ]);
  const user = await t.factories.user({ organizationId: kartal, role: 'company' });
  companyUserOfKartal = user.id;
});

interface Op {
  /** Builds fresh target rows and answers the GraphQL call to make. */
  prepare: () => Promise<Call>;
  /** The checks of an accepted call's answer. */
  check?: (persona: Persona, answer: unknown) => Promise<void>;
  expected: Record<Persona, Outcome>;
}

const ADMINS_ONLY: Record<Persona, Outcome> = {
  superAdmin: 'ok',
  orgAdmin: 'ok',
  branchAdmin: 'FORBIDDEN',
  deptAdmin: 'FORBIDDEN',
  parent: 'FORBIDDEN',
  company: 'FORBIDDEN',
  regular: 'FORBIDDEN',
  otherOrgAdmin: 'NOT_FOUND',
};
const KARTAL_ADMINS_READ: Record<Persona, Outcome> = {
  superAdmin: 'ok',
  orgAdmin: 'ok',
  branchAdmin: 'ok',
  deptAdmin: 'ok',
  parent: 'NOT_FOUND',
  company: 'NOT_FOUND',
  regular: 'NOT_FOUND',
  otherOrgAdmin: 'NOT_FOUND',
};

const OPS: Record<string, Op> = {
  readCompany: {
    prepare: async () => byId('query', 'company', await company(), COMPANY_FIELDS),
    expected: KARTAL_ADMINS_READ,
  },
  readOwnCompany: {
    prepare: async () =>
      byId('query', 'company', DEMO_COMPANIES.bogazici.id, `${COMPANY_FIELDS} sponsorships { id }`),
    check: async (_persona, answer) => {
      const value = answer as { contacts: { user: { id: string } }[]; sponsorships: unknown[] };
      expect(value.contacts.map((contact) => contact.user.id)).toContain(DEMO_PERSONAS.company.id);
      expect(value.sponsorships.length).toBeGreaterThan(0);
    },
    expected: { ...KARTAL_ADMINS_READ, company: 'ok' },
  },
  readAnadoluCompany: {
    prepare: async () => byId('query', 'company', await company(anadolu), COMPANY_FIELDS),
    expected: {
      superAdmin: 'ok',
      orgAdmin: 'NOT_FOUND',
      branchAdmin: 'NOT_FOUND',
      deptAdmin: 'NOT_FOUND',
      parent: 'NOT_FOUND',
      company: 'NOT_FOUND',
      regular: 'NOT_FOUND',
      otherOrgAdmin: 'ok',
    },
  },
  createCompany: {
    prepare: async () =>
      withInput(
        'createCompany',
        'CompanyInput',
        { name: `Matrix Sponsor ${unique()}`, taxNumber: vknFrom(randomDigits(9)) },
        COMPANY_FIELDS,
      ),
    check: async (persona, answer) => {
      const value = answer as { id: string; organizationId: string };
      expect(value.organizationId).toBe(DEMO_PERSONAS[persona].organizationId);
      await expectAudit(value.id, 'create', persona, 'company');
    },
    expected: { ...ADMINS_ONLY, otherOrgAdmin: 'ok' },
  },
  createCompanyInKartal: {
    prepare: async () =>
      withInput(
        'createCompany',
        'CompanyInput',
        { name: `Matrix Sponsor ${unique()}`, organizationId: kartal },
        COMPANY_FIELDS,
      ),
    check: async (_persona, answer) => {
      expect((answer as { organizationId: string }).organizationId).toBe(kartal);
    },
    expected: { ...ADMINS_ONLY, otherOrgAdmin: 'BAD_USER_INPUT' },
  },
  updateCompany: {
    prepare: async () => {
      const id = await company();
      return byId(
        'mutation',
        'updateCompany',
        id,
        COMPANY_FIELDS,
        ', input: { name: "Matrix Renamed", website: "https://renamed.example" }',
      );
    },
    check: async (persona, answer) => {
      const value = answer as { id: string; name: string };
      expect(value.name).toBe('Matrix Renamed');
      await expectAudit(value.id, 'update', persona, 'company');
    },
    expected: ADMINS_ONLY,
  },
  updateAnadoluCompany: {
    prepare: async () => {
      const id = await company(anadolu);
      return byId('mutation', 'updateCompany', id, COMPANY_FIELDS, ', input: { name: "Matrix Renamed" }');
    },
    expected: { ...ADMINS_ONLY, orgAdmin: 'NOT_FOUND', otherOrgAdmin: 'ok' },
  },
  archiveCompany: {
    prepare: async () => byId('mutation', 'archiveCompany', await company(), COMPANY_FIELDS),
    check: async (persona, answer) => {
      const value = answer as { id: string; archivedAt: string | null };
      expect(value.archivedAt).not.toBeNull();
      await expectAudit(value.id, 'archive', persona, 'company');
    },
    expected: ADMINS_ONLY,
  },
  restoreCompany: {
    prepare: async () =>
      byId('mutation', 'restoreCompany', await company(kartal, { archived: true }), COMPANY_FIELDS),
    check: async (persona, answer) => {
      const value = answer as { id: string; archivedAt: string | null };
      expect(value.archivedAt).toBeNull();
      await expectAudit(value.id, 'restore', persona, 'company');
    },
    expected: ADMINS_ONLY,
  },
  addCompanyContact: {
    prepare: async () => contactCall('addCompanyContact', await company(), companyUserOfKartal),
    check: async (persona, answer) => {
      const value = answer as { id: string; contacts: { user: { id: string } }[] };
      expect(value.contacts.map((contact) => contact.user.id)).toEqual([companyUserOfKartal]);
      await expectContactAudit(value.id, 'link', persona);
    },
    expected: ADMINS_ONLY,
  },
  removeCompanyContact: {
    prepare: async () => {
      const id = await company();
      await link(id, companyUserOfKartal);
      return contactCall('removeCompanyContact', id, companyUserOfKartal);
    },
    check: async (persona, answer) => {
      const value = answer as { id: string; contacts: unknown[] };
      expect(value.contacts).toEqual([]);
      await expectContactAudit(value.id, 'unlink', persona);
    },
    expected: ADMINS_ONLY,
  },
  readSponsorship: {
    prepare: async () => {
      const id = await sponsorship(await company(), { type: 'branch', id: DEMO_BRANCHES.kadikoy.id });
      return byId('query', 'sponsorship', id, `${SPONSORSHIP_FIELDS} company { id }`);
    },
    check: async (_persona, answer) => {
      expect(answer).toMatchObject({
        scopeType: 'branch',
        scopeName: 'Kadıköy',
        amount: '1000.00',
        current: true,
      });
    },
    expected: KARTAL_ADMINS_READ,
  },
  createOrganizationSponsorship: {
    prepare: () =>
      createSponsorship({
        scopeType: 'organization',
        scopeId: kartal,
        tier: 'gold',
        amount: '25000.50',
        startsOn: '2026-01-01',
      }),
    check: async (persona, answer) => {
      const value = answer as { id: string };
      expect(answer).toMatchObject({
        scopeType: 'organization',
        scopeName: DEMO_ORGANIZATIONS.kartal.name,
        amount: '25000.50',
        current: true,
      });
      await expectAudit(value.id, 'create', persona, 'sponsorship');
    },
    expected: { ...ADMINS_ONLY, otherOrgAdmin: 'BAD_USER_INPUT' },
  },
  createBranchSponsorship: {
    prepare: () =>
      createSponsorship({
        scopeType: 'branch',
        scopeId: DEMO_BRANCHES.kadikoy.id,
        tier: 'silver',
        startsOn: '2026-09-01',
        endsOn: '2027-08-31',
      }),
    check: async (persona, answer) => {
      expect(answer).toMatchObject({ scopeType: 'branch', scopeName: 'Kadıköy', amount: null });
      await expectAudit((answer as { id: string }).id, 'create', persona, 'sponsorship');
    },
    expected: { ...ADMINS_ONLY, branchAdmin: 'ok', otherOrgAdmin: 'BAD_USER_INPUT' },
  },
  createOwnTeamSponsorship: {
    prepare: () =>
      createSponsorship({
        scopeType: 'team',
        scopeId: kadikoyFootballTeam,
        tier: 'kit',
        startsOn: '2026-09-01',
      }),
    check: async (persona, answer) => {
      expect(answer).toMatchObject({ scopeType: 'team', scopeId: kadikoyFootballTeam });
      await expectAudit((answer as { id: string }).id, 'create', persona, 'sponsorship');
    },
    expected: { ...ADMINS_ONLY, branchAdmin: 'ok', deptAdmin: 'ok', otherOrgAdmin: 'BAD_USER_INPUT' },
  },
  createOtherTeamSponsorship: {
    prepare: () =>
      createSponsorship({
        scopeType: 'team',
        scopeId: besiktasBasketballTeam,
        tier: 'kit',
        startsOn: '2026-09-01',
      }),
    expected: { ...ADMINS_ONLY, otherOrgAdmin: 'BAD_USER_INPUT' },
  },
  updateBranchSponsorship: {
    prepare: async () => {
      const id = await sponsorship(await company(), { type: 'branch', id: DEMO_BRANCHES.kadikoy.id });
      return byId(
        'mutation',
        'updateSponsorship',
        id,
        SPONSORSHIP_FIELDS,
        ', input: { tier: gold, notes: "Matrix" }',
      );
    },
    check: async (persona, answer) => {
      expect(answer).toMatchObject({ tier: 'gold' });
      await expectAudit((answer as { id: string }).id, 'update', persona, 'sponsorship');
    },
    expected: { ...ADMINS_ONLY, branchAdmin: 'ok' },
  },
  archiveTeamSponsorship: {
    prepare: async () => {
      const id = await sponsorship(await company(), { type: 'team', id: kadikoyFootballTeam });
      return byId('mutation', 'archiveSponsorship', id, SPONSORSHIP_FIELDS);
    },
    check: async (persona, answer) => {
      expect(answer).toMatchObject({ current: false });
      expect((answer as { archivedAt: string | null }).archivedAt).not.toBeNull();
      await expectAudit((answer as { id: string }).id, 'archive', persona, 'sponsorship');
    },
    expected: { ...ADMINS_ONLY, branchAdmin: 'ok', deptAdmin: 'ok' },
  },
  restoreOrganizationSponsorship: {
    prepare: async () => {
      const id = await sponsorship(await company(), { type: 'organization', id: kartal }, { archived: true });
      return byId('mutation', 'restoreSponsorship', id, SPONSORSHIP_FIELDS);
    },
    check: async (persona, answer) => {
      expect((answer as { archivedAt: string | null }).archivedAt).toBeNull();
      await expectAudit((answer as { id: string }).id, 'restore', persona, 'sponsorship');
    },
    expected: ADMINS_ONLY,
  },
};

type OpName = keyof typeof OPS;
type Target = Awaited<ReturnType<Op['prepare']>>;
const OP_NAMES = Object.keys(OPS) as OpName[];

describe('the permission matrix: every operation as each persona', () => {
  // The shared runner (tests/support/permission-matrix.ts): a fresh target per call, the promised code
  // for a refusal (and no row changed, audit log included), the op's own checks for an accepted call.
  permissionMatrix<Persona, OpName, Target>({
    personas: PERSONAS,
    token: (persona) => t.tokens[persona],
    http: () => t.http,
    transports: ['GraphQL'],
    expected: Object.fromEntries(
      PERSONAS.map((persona) => [
        persona,
        Object.fromEntries(OP_NAMES.map((op) => [op, OPS[op]!.expected[persona]])),
      ]),
    ) as Record<Persona, Record<OpName, Outcome>>,
    calls: Object.fromEntries(
      OP_NAMES.map((op) => [
        op,
        (target: Target): MatrixCall => ({ graphql: [target.query, target.variables], field: target.field }),
      ]),
    ) as Record<OpName, (target: Target) => MatrixCall>,
    target: (op) => OPS[op]!.prepare(),
    digest,
    expectAllowed: async ({ op, persona, answer, where }) => {
      expect(answer, where).toBeTruthy();
      await OPS[op]!.check?.(persona, answer);
    },
  });

  it('answers UNAUTHENTICATED without a token', async () => {
    for (const document of [
      '{ companies { totalCount } }',
      `{ company(id: "${UNKNOWN}") { id } }`,
      '{ sponsorships { totalCount } }',
      '{ sponsors { name } }',
      'mutation { createCompany(input: { name: "x" }) { id } }',
    ]) {
      const answer = await gql(null, document);
      expect(answer.errors?.[0]?.extensions?.code, document).toBe('UNAUTHENTICATED');
    }
  });
});
