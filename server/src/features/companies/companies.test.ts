import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  permissionMatrix,
  type MatrixCall,
  type Outcome,
} from '../../../../tests/support/permission-matrix.js';
import { useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_TEAMS } from '../teams/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { DEMO_COMPANIES } from './companies.seed.js';
import { isValidVkn, vknFrom } from './tax-number.js';

// Sponsor companies and sponsorships through the real GraphQL API, as each of the eight demo personas
// and across both demo organizations (companies.policy.ts): who reads which rows (lists and single
// reads alike), who changes them, what a refused call answers (and that it changes nothing), and the
// audit row every accepted change writes in its transaction.

type Persona = keyof typeof DEMO_PERSONAS;
const PERSONAS = Object.keys(DEMO_PERSONAS) as Persona[];
const kartal = DEMO_ORGANIZATIONS.kartal.id;
const anadolu = DEMO_ORGANIZATIONS.anadolu.id;
const UNKNOWN = '00000000-0000-4000-8fff-000000000999';

const fixture = useTestServer(DEMO_PERSONAS);
const unique = () => randomBytes(4).toString('hex');
const randomDigits = (length: number) =>
  Array.from(randomBytes(length), (byte) => String(byte % 10)).join('');

interface GqlError {
  message: string;
  extensions?: {
    code?: string;
    fieldErrors?: Record<string, string>;
    fieldErrorCodes?: Record<string, string>;
  };
}
interface GqlAnswer<T> {
  status: number;
  data?: T | null;
  errors?: GqlError[];
}

async function gql<T = Record<string, unknown>>(
  persona: Persona | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GqlAnswer<T>> {
  return fixture.http.graphql<T>(query, variables, persona ? fixture.tokens[persona] : undefined);
}

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  fixture.server.dataSource.query<T[]>(text, params);

// ——— test rows, written through SQL like the factories ———

async function company(organizationId = kartal, overrides: { archived?: boolean } = {}): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `INSERT INTO companies (organization_id, name, archived_at) VALUES ($1, $2, $3) RETURNING id`,
    [organizationId, `Test Sponsor ${unique()}`, overrides.archived ? new Date() : null],
  );
  return row!.id;
}

async function sponsorship(
  companyId: string,
  scope: { type: 'organization' | 'branch' | 'team'; id: string },
  overrides: { archived?: boolean; organizationId?: string } = {},
): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `INSERT INTO sponsorships (company_id, organization_id, scope_type, scope_id, tier, amount, starts_on, ends_on, archived_at)
     VALUES ($1, $2, $3, $4, 'silver', 1000, '2026-01-01', '2030-12-31', $5) RETURNING id`,
    [
      companyId,
      overrides.organizationId ?? kartal,
      scope.type,
      scope.id,
      overrides.archived ? new Date() : null,
    ],
  );
  return row!.id;
}

async function link(companyId: string, userId: string): Promise<void> {
  await sql('INSERT INTO company_contacts (company_id, user_id) VALUES ($1, $2)', [companyId, userId]);
}

/** Every row of the feature's tables and the audit log, so a refused call can be shown to change nothing. */
async function digest(): Promise<string> {
  const [row] = await sql<{ digest: string }>(
    `SELECT md5(coalesce((SELECT string_agg(c::text, '|' ORDER BY c.id) FROM companies c), '')
             || coalesce((SELECT string_agg(s::text, '|' ORDER BY s.id) FROM sponsorships s), '')
             || coalesce((SELECT string_agg(k::text, '|' ORDER BY k.id) FROM company_contacts k), '')
             || coalesce((SELECT string_agg(a::text, '|' ORDER BY a.id) FROM audit_log a), '')) AS digest`,
  );
  return row!.digest;
}

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
  const user = await fixture.factories.user({ organizationId: kartal, role: 'company' });
  companyUserOfKartal = user.id;
});

describe('the tax number (VKN) check digit', () => {
  it('accepts valid numbers and refuses a wrong check digit', () => {
    expect(isValidVkn('4540536920')).toBe(true);
    expect(isValidVkn('4540536921')).toBe(false);
    expect(isValidVkn('454053692')).toBe(false);
    expect(isValidVkn('45405369a0')).toBe(false);
    for (const seed of Object.values(DEMO_COMPANIES)) expect(isValidVkn(seed.taxNumber!)).toBe(true);
  });
});

describe('the demo sponsors', () => {
  it('gives Kartal four sponsors and Anadolu two, the demo company persona acting for one', async () => {
    const counts = await sql<{ organization_id: string; count: number }>(
      'SELECT organization_id, count(*)::int AS count FROM companies WHERE id = ANY($1::uuid[]) GROUP BY 1',
      [Object.values(DEMO_COMPANIES).map((seed) => seed.id)],
    );
    expect(Object.fromEntries(counts.map((row) => [row.organization_id, row.count]))).toEqual({
      [kartal]: 4,
      [anadolu]: 2,
    });
    const answer = await gql<{ companies: { nodes: { id: string; name: string }[] } }>(
      'company',
      '{ companies { nodes { id name } } }',
    );
    expect(answer.data?.companies.nodes).toEqual([
      { id: DEMO_COMPANIES.bogazici.id, name: DEMO_COMPANIES.bogazici.name },
    ]);
    const scopes = await sql<{ scope_type: string }>(
      `SELECT DISTINCT scope_type::text FROM sponsorships WHERE organization_id = $1 ORDER BY 1`,
      [kartal],
    );
    expect(scopes.map((row) => row.scope_type)).toEqual(['branch', 'organization', 'team']);
  });
});

// ——— the permission matrix ———

interface Op {
  /** Builds fresh target rows and answers the GraphQL call to make. */
  prepare: () => Promise<{
    query: string;
    variables?: Record<string, unknown>;
    field: string;
  }>;
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

/** The newest audit row about a row, to check an accepted change wrote one with the right actor. */
async function expectAudit(entityId: string, action: string, persona: Persona, entityType: string) {
  const [row] = await sql<{ action: string; actor_user_id: string; entity_type: string }>(
    `SELECT action::text, actor_user_id, entity_type FROM audit_log WHERE entity_id = $1
      ORDER BY created_at DESC, seq DESC LIMIT 1`,
    [entityId],
  );
  expect(row, `${persona}: audit row for ${entityType} ${action}`).toEqual({
    action,
    actor_user_id: DEMO_PERSONAS[persona].id,
    entity_type: entityType,
  });
}

const COMPANY_FIELDS = 'id organizationId name taxNumber archivedAt contacts { user { id } }';
const SPONSORSHIP_FIELDS =
  'id companyId organizationId scopeType scopeId scopeName tier amount current archivedAt';

const OPS: Record<string, Op> = {
  readCompany: {
    prepare: async () => ({
      query: `query ($id: ID!) { company(id: $id) { ${COMPANY_FIELDS} } }`,
      variables: { id: await company() },
      field: 'company',
    }),
    expected: KARTAL_ADMINS_READ,
  },
  readOwnCompany: {
    prepare: async () => ({
      query: `query ($id: ID!) { company(id: $id) { ${COMPANY_FIELDS} sponsorships { id } } }`,
      variables: { id: DEMO_COMPANIES.bogazici.id },
      field: 'company',
    }),
    check: async (_persona, answer) => {
      const value = answer as { contacts: { user: { id: string } }[]; sponsorships: unknown[] };
      expect(value.contacts.map((contact) => contact.user.id)).toContain(DEMO_PERSONAS.company.id);
      expect(value.sponsorships.length).toBeGreaterThan(0);
    },
    expected: { ...KARTAL_ADMINS_READ, company: 'ok' },
  },
  readAnadoluCompany: {
    prepare: async () => ({
      query: `query ($id: ID!) { company(id: $id) { ${COMPANY_FIELDS} } }`,
      variables: { id: await company(anadolu) },
      field: 'company',
    }),
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
    prepare: async () => ({
      query: `mutation ($input: CompanyInput!) { createCompany(input: $input) { ${COMPANY_FIELDS} } }`,
      variables: { input: { name: `Matrix Sponsor ${unique()}`, taxNumber: vknFrom(randomDigits(9)) } },
      field: 'createCompany',
    }),
    check: async (persona, answer) => {
      const value = answer as { id: string; organizationId: string };
      expect(value.organizationId).toBe(DEMO_PERSONAS[persona].organizationId);
      await expectAudit(value.id, 'create', persona, 'company');
    },
    expected: { ...ADMINS_ONLY, otherOrgAdmin: 'ok' },
  },
  createCompanyInKartal: {
    prepare: async () => ({
      query: `mutation ($input: CompanyInput!) { createCompany(input: $input) { ${COMPANY_FIELDS} } }`,
      variables: { input: { name: `Matrix Sponsor ${unique()}`, organizationId: kartal } },
      field: 'createCompany',
    }),
    check: async (_persona, answer) => {
      expect((answer as { organizationId: string }).organizationId).toBe(kartal);
    },
    expected: { ...ADMINS_ONLY, otherOrgAdmin: 'BAD_USER_INPUT' },
  },
  updateCompany: {
    prepare: async () => ({
      query: `mutation ($id: ID!) { updateCompany(id: $id, input: { name: "Matrix Renamed", website: "https://renamed.example" }) { ${COMPANY_FIELDS} } }`,
      variables: { id: await company() },
      field: 'updateCompany',
    }),
    check: async (persona, answer) => {
      const value = answer as { id: string; name: string };
      expect(value.name).toBe('Matrix Renamed');
      await expectAudit(value.id, 'update', persona, 'company');
    },
    expected: ADMINS_ONLY,
  },
  updateAnadoluCompany: {
    prepare: async () => ({
      query: `mutation ($id: ID!) { updateCompany(id: $id, input: { name: "Matrix Renamed" }) { ${COMPANY_FIELDS} } }`,
      variables: { id: await company(anadolu) },
      field: 'updateCompany',
    }),
    expected: { ...ADMINS_ONLY, orgAdmin: 'NOT_FOUND', otherOrgAdmin: 'ok' },
  },
  archiveCompany: {
    prepare: async () => ({
      query: `mutation ($id: ID!) { archiveCompany(id: $id) { ${COMPANY_FIELDS} } }`,
      variables: { id: await company() },
      field: 'archiveCompany',
    }),
    check: async (persona, answer) => {
      const value = answer as { id: string; archivedAt: string | null };
      expect(value.archivedAt).not.toBeNull();
      await expectAudit(value.id, 'archive', persona, 'company');
    },
    expected: ADMINS_ONLY,
  },
  restoreCompany: {
    prepare: async () => ({
      query: `mutation ($id: ID!) { restoreCompany(id: $id) { ${COMPANY_FIELDS} } }`,
      variables: { id: await company(kartal, { archived: true }) },
      field: 'restoreCompany',
    }),
    check: async (persona, answer) => {
      const value = answer as { id: string; archivedAt: string | null };
      expect(value.archivedAt).toBeNull();
      await expectAudit(value.id, 'restore', persona, 'company');
    },
    expected: ADMINS_ONLY,
  },
  addCompanyContact: {
    prepare: async () => ({
      query: `mutation ($companyId: ID!, $userId: ID!) { addCompanyContact(companyId: $companyId, userId: $userId) { ${COMPANY_FIELDS} } }`,
      variables: { companyId: await company(), userId: companyUserOfKartal },
      field: 'addCompanyContact',
    }),
    check: async (persona, answer) => {
      const value = answer as { id: string; contacts: { user: { id: string } }[] };
      expect(value.contacts.map((contact) => contact.user.id)).toEqual([companyUserOfKartal]);
      const [row] = await sql<{ action: string; actor_user_id: string }>(
        `SELECT action::text, actor_user_id FROM audit_log
          WHERE entity_type = 'company_contact' AND after->>'companyId' = $1`,
        [value.id],
      );
      expect(row).toEqual({ action: 'link', actor_user_id: DEMO_PERSONAS[persona].id });
    },
    expected: ADMINS_ONLY,
  },
  removeCompanyContact: {
    prepare: async () => {
      const id = await company();
      await link(id, companyUserOfKartal);
      return {
        query: `mutation ($companyId: ID!, $userId: ID!) { removeCompanyContact(companyId: $companyId, userId: $userId) { ${COMPANY_FIELDS} } }`,
        variables: { companyId: id, userId: companyUserOfKartal },
        field: 'removeCompanyContact',
      };
    },
    check: async (persona, answer) => {
      const value = answer as { id: string; contacts: unknown[] };
      expect(value.contacts).toEqual([]);
      const [row] = await sql<{ action: string; actor_user_id: string }>(
        `SELECT action::text, actor_user_id FROM audit_log
          WHERE entity_type = 'company_contact' AND before->>'companyId' = $1`,
        [value.id],
      );
      expect(row).toEqual({ action: 'unlink', actor_user_id: DEMO_PERSONAS[persona].id });
    },
    expected: ADMINS_ONLY,
  },
  readSponsorship: {
    prepare: async () => ({
      query: `query ($id: ID!) { sponsorship(id: $id) { ${SPONSORSHIP_FIELDS} company { id } } }`,
      variables: { id: await sponsorship(await company(), { type: 'branch', id: DEMO_BRANCHES.kadikoy.id }) },
      field: 'sponsorship',
    }),
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
    prepare: async () => ({
      query: `mutation ($input: SponsorshipInput!) { createSponsorship(input: $input) { ${SPONSORSHIP_FIELDS} } }`,
      variables: {
        input: {
          companyId: await company(),
          scopeType: 'organization',
          scopeId: kartal,
          tier: 'gold',
          amount: '25000.50',
          startsOn: '2026-01-01',
        },
      },
      field: 'createSponsorship',
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
    prepare: async () => ({
      query: `mutation ($input: SponsorshipInput!) { createSponsorship(input: $input) { ${SPONSORSHIP_FIELDS} } }`,
      variables: {
        input: {
          companyId: await company(),
          scopeType: 'branch',
          scopeId: DEMO_BRANCHES.kadikoy.id,
          tier: 'silver',
          startsOn: '2026-09-01',
          endsOn: '2027-08-31',
        },
      },
      field: 'createSponsorship',
    }),
    check: async (persona, answer) => {
      expect(answer).toMatchObject({ scopeType: 'branch', scopeName: 'Kadıköy', amount: null });
      await expectAudit((answer as { id: string }).id, 'create', persona, 'sponsorship');
    },
    expected: { ...ADMINS_ONLY, branchAdmin: 'ok', otherOrgAdmin: 'BAD_USER_INPUT' },
  },
  createOwnTeamSponsorship: {
    prepare: async () => ({
      query: `mutation ($input: SponsorshipInput!) { createSponsorship(input: $input) { ${SPONSORSHIP_FIELDS} } }`,
      variables: {
        input: {
          companyId: await company(),
          scopeType: 'team',
          scopeId: kadikoyFootballTeam,
          tier: 'kit',
          startsOn: '2026-09-01',
        },
      },
      field: 'createSponsorship',
    }),
    check: async (persona, answer) => {
      expect(answer).toMatchObject({ scopeType: 'team', scopeId: kadikoyFootballTeam });
      await expectAudit((answer as { id: string }).id, 'create', persona, 'sponsorship');
    },
    expected: { ...ADMINS_ONLY, branchAdmin: 'ok', deptAdmin: 'ok', otherOrgAdmin: 'BAD_USER_INPUT' },
  },
  createOtherTeamSponsorship: {
    prepare: async () => ({
      query: `mutation ($input: SponsorshipInput!) { createSponsorship(input: $input) { ${SPONSORSHIP_FIELDS} } }`,
      variables: {
        input: {
          companyId: await company(),
          scopeType: 'team',
          scopeId: besiktasBasketballTeam,
          tier: 'kit',
          startsOn: '2026-09-01',
        },
      },
      field: 'createSponsorship',
    }),
    expected: { ...ADMINS_ONLY, otherOrgAdmin: 'BAD_USER_INPUT' },
  },
  updateBranchSponsorship: {
    prepare: async () => ({
      query: `mutation ($id: ID!) { updateSponsorship(id: $id, input: { tier: gold, notes: "Matrix" }) { ${SPONSORSHIP_FIELDS} } }`,
      variables: { id: await sponsorship(await company(), { type: 'branch', id: DEMO_BRANCHES.kadikoy.id }) },
      field: 'updateSponsorship',
    }),
    check: async (persona, answer) => {
      expect(answer).toMatchObject({ tier: 'gold' });
      await expectAudit((answer as { id: string }).id, 'update', persona, 'sponsorship');
    },
    expected: { ...ADMINS_ONLY, branchAdmin: 'ok' },
  },
  archiveTeamSponsorship: {
    prepare: async () => ({
      query: `mutation ($id: ID!) { archiveSponsorship(id: $id) { ${SPONSORSHIP_FIELDS} } }`,
      variables: { id: await sponsorship(await company(), { type: 'team', id: kadikoyFootballTeam }) },
      field: 'archiveSponsorship',
    }),
    check: async (persona, answer) => {
      expect(answer).toMatchObject({ current: false });
      expect((answer as { archivedAt: string | null }).archivedAt).not.toBeNull();
      await expectAudit((answer as { id: string }).id, 'archive', persona, 'sponsorship');
    },
    expected: { ...ADMINS_ONLY, branchAdmin: 'ok', deptAdmin: 'ok' },
  },
  restoreOrganizationSponsorship: {
    prepare: async () => ({
      query: `mutation ($id: ID!) { restoreSponsorship(id: $id) { ${SPONSORSHIP_FIELDS} } }`,
      variables: {
        id: await sponsorship(await company(), { type: 'organization', id: kartal }, { archived: true }),
      },
      field: 'restoreSponsorship',
    }),
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
    token: (persona) => fixture.tokens[persona],
    http: () => fixture.http,
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

// ——— lists: who sees which rows ———

describe('lists show exactly the rows each persona reads', () => {
  /** The ids a persona must see, computed from the tables by the documented rule. */
  async function expectedCompanies(persona: Persona): Promise<string[]> {
    const rule: Record<Persona, string> = {
      superAdmin: 'TRUE',
      orgAdmin: `organization_id = '${kartal}'`,
      branchAdmin: `organization_id = '${kartal}'`,
      deptAdmin: `organization_id = '${kartal}'`,
      parent: 'FALSE',
      company: `id IN (SELECT company_id FROM company_contacts WHERE user_id = '${DEMO_PERSONAS.company.id}')`,
      regular: 'FALSE',
      otherOrgAdmin: `organization_id = '${anadolu}'`,
    };
    const rows = await sql<{ id: string }>(
      `SELECT id FROM companies WHERE archived_at IS NULL AND ${rule[persona]} ORDER BY id`,
    );
    return rows.map((row) => row.id);
  }

  async function expectedSponsorships(persona: Persona): Promise<string[]> {
    const companies = await expectedCompanies(persona);
    const rows = await sql<{ id: string }>(
      `SELECT id FROM sponsorships WHERE archived_at IS NULL AND company_id = ANY($1::uuid[]) ORDER BY id`,
      [companies],
    );
    return rows.map((row) => row.id);
  }

  it.each(PERSONAS)('%s', async (persona) => {
    const companies = await gql<{ companies: { totalCount: number; nodes: { id: string }[] } }>(
      persona,
      '{ companies(first: 500) { totalCount nodes { id } } }',
    );
    expect(companies.errors).toBeUndefined();
    const expected = await expectedCompanies(persona);
    expect(companies.data!.companies.nodes.map((node) => node.id).sort()).toEqual(expected);
    expect(companies.data!.companies.totalCount).toBe(expected.length);

    const sponsorships = await gql<{ sponsorships: { totalCount: number; nodes: { id: string }[] } }>(
      persona,
      '{ sponsorships(first: 500) { totalCount nodes { id company { id } scopeName } } }',
    );
    expect(sponsorships.errors).toBeUndefined();
    const expectedIds = await expectedSponsorships(persona);
    expect(sponsorships.data!.sponsorships.nodes.map((node) => node.id).sort()).toEqual(expectedIds);
    expect(sponsorships.data!.sponsorships.totalCount).toBe(expectedIds.length);
    if (['orgAdmin', 'otherOrgAdmin', 'superAdmin', 'company'].includes(persona)) {
      expect(expected.length, persona).toBeGreaterThan(0);
      expect(expectedIds.length, persona).toBeGreaterThan(0);
    }
  });

  it('shows archived rows to admins who ask, never to a company user', async () => {
    const archived = await company(kartal, { archived: true });
    const query = '{ companies(first: 500, includeArchived: true) { nodes { id archivedAt } } }';
    const admin = await gql<{ companies: { nodes: { id: string }[] } }>('orgAdmin', query);
    expect(admin.data!.companies.nodes.map((node) => node.id)).toContain(archived);
    const plain = await gql<{ companies: { nodes: { id: string }[] } }>(
      'orgAdmin',
      '{ companies(first: 500) { nodes { id } } }',
    );
    expect(plain.data!.companies.nodes.map((node) => node.id)).not.toContain(archived);

    await link(archived, DEMO_PERSONAS.company.id);
    const asCompany = await gql<{ companies: { nodes: { id: string }[] } }>('company', query);
    expect(asCompany.data!.companies.nodes.map((node) => node.id)).toEqual([DEMO_COMPANIES.bogazici.id]);
    const single = await gql('company', 'query ($id: ID!) { company(id: $id) { id } }', { id: archived });
    expect(single.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await sql('DELETE FROM company_contacts WHERE company_id = $1', [archived]);
  });
});

describe('the public sponsor list', () => {
  it('shows every Kartal member the same names, logos and tiers, and Anadolu its own', async () => {
    const query = '{ sponsors { companyId name logo website tier } }';
    const lists = await Promise.all(
      PERSONAS.map(
        async (persona) =>
          [persona, await gql<{ sponsors: { companyId: string; tier: string }[] }>(persona, query)] as const,
      ),
    );
    const kartalList = lists.find(([persona]) => persona === 'orgAdmin')![1].data!.sponsors;
    expect(kartalList.length).toBeGreaterThan(0);
    // The main sponsor comes first.
    expect(kartalList[0]).toMatchObject({ companyId: DEMO_COMPANIES.bogazici.id, tier: 'main' });
    for (const [persona, answer] of lists) {
      expect(answer.errors, persona).toBeUndefined();
      if (persona === 'otherOrgAdmin') {
        expect(answer.data!.sponsors.map((sponsor) => sponsor.companyId)).toContain(
          DEMO_COMPANIES.baskent.id,
        );
        expect(answer.data!.sponsors.map((sponsor) => sponsor.companyId)).not.toContain(
          DEMO_COMPANIES.bogazici.id,
        );
      } else {
        expect(answer.data!.sponsors, persona).toEqual(kartalList);
      }
    }
    // Only sponsors with a sponsorship running today.
    const ids = kartalList.map((sponsor) => sponsor.companyId);
    const running = await sql<{ company_id: string }>(
      `SELECT DISTINCT s.company_id FROM sponsorships s JOIN companies c ON c.id = s.company_id
        WHERE s.organization_id = $1 AND s.archived_at IS NULL AND c.archived_at IS NULL
          AND s.starts_on <= current_date AND (s.ends_on IS NULL OR s.ends_on >= current_date)`,
      [kartal],
    );
    expect([...ids].sort()).toEqual(running.map((row) => row.company_id).sort());
  });

  it('answers NOT_FOUND for another organization, except to a super admin', async () => {
    const query = 'query ($id: ID) { sponsors(organizationId: $id) { companyId } }';
    for (const persona of ['orgAdmin', 'regular', 'parent', 'company'] as const) {
      const answer = await gql(persona, query, { id: anadolu });
      expect(answer.errors?.[0]?.extensions?.code, persona).toBe('NOT_FOUND');
    }
    const superAdmin = await gql<{ sponsors: { companyId: string }[] }>('superAdmin', query, { id: anadolu });
    expect(superAdmin.data!.sponsors.map((sponsor) => sponsor.companyId)).toContain(
      DEMO_COMPANIES.baskent.id,
    );
    const unknown = await gql('superAdmin', query, { id: UNKNOWN });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

// ——— validation ———

describe('validation answers BAD_USER_INPUT with field errors, never a 500', () => {
  const create = (input: Record<string, unknown>) =>
    gql('orgAdmin', 'mutation ($input: CompanyInput!) { createCompany(input: $input) { id } }', { input });
  const createSponsorship = (input: Record<string, unknown>) =>
    gql('orgAdmin', 'mutation ($input: SponsorshipInput!) { createSponsorship(input: $input) { id } }', {
      input,
    });

  it('checks company fields', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'name', 'required'],
      [{ name: '   ' }, 'name', 'required'],
      [{ name: 'x'.repeat(201) }, 'name', 'too_long'],
      [{ name: 'Bad VKN', taxNumber: '4540536921' }, 'taxNumber', 'invalid'],
      [{ name: 'Short VKN', taxNumber: '12345' }, 'taxNumber', 'invalid_format'],
      [{ name: 'Bad site', website: 'javascript:alert(1)' }, 'website', 'invalid_format'],
      [{ name: 'Bad logo', logo: '//evil.example/x.png' }, 'logo', 'invalid_format'],
      [{ name: 'Bad mail', email: 'not-an-address' }, 'email', 'invalid_format'],
      [{ name: 'Bad phone', phone: 'call me' }, 'phone', 'invalid_format'],
      [{ name: 'Bad org', organizationId: 'nope' }, 'organizationId', 'invalid_format'],
    ];
    for (const [input, field, code] of cases) {
      const answer = await create(input);
      const where = JSON.stringify(input).slice(0, 80);
      expect(answer.errors?.[0]?.extensions?.code, where).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.fieldErrors?.[field], where).toBeTruthy();
      expect(answer.errors?.[0]?.extensions?.fieldErrorCodes?.[field], where).toBe(code);
    }
  });

  it('accepts a tax number typed with spaces and refuses a taken one with CONFLICT', async () => {
    const taxNumber = vknFrom(randomDigits(9));
    const spaced = `${taxNumber.slice(0, 3)} ${taxNumber.slice(3, 6)} ${taxNumber.slice(6)}`;
    const first = await create({ name: `Spaced ${unique()}`, taxNumber: spaced });
    expect(first.errors).toBeUndefined();
    const before = await sql<{ count: number }>('SELECT count(*)::int AS count FROM audit_log');
    const second = await create({ name: `Twin ${unique()}`, taxNumber });
    expect(second.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(second.errors?.[0]?.extensions?.fieldErrorCodes?.taxNumber).toBe('not_unique');
    // The same number in another organization is fine.
    const other = await gql(
      'otherOrgAdmin',
      'mutation ($input: CompanyInput!) { createCompany(input: $input) { id } }',
      {
        input: { name: `Ankara twin ${unique()}`, taxNumber },
      },
    );
    expect(other.errors).toBeUndefined();
    const after = await sql<{ count: number }>('SELECT count(*)::int AS count FROM audit_log');
    expect(after[0]!.count).toBe(before[0]!.count + 1);
  });

  it('checks sponsorship fields and references', async () => {
    const companyId = await company();
    const base = {
      companyId,
      scopeType: 'organization',
      scopeId: kartal,
      tier: 'gold',
      startsOn: '2026-01-01',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, companyId: undefined }, 'companyId'],
      [{ ...base, companyId: UNKNOWN }, 'companyId'],
      [{ ...base, companyId: await company(anadolu) }, 'companyId'],
      [{ ...base, companyId: await company(kartal, { archived: true }) }, 'companyId'],
      [{ ...base, scopeId: anadolu }, 'scopeId'],
      [{ ...base, scopeType: 'branch', scopeId: DEMO_BRANCHES.cankaya.id }, 'scopeId'],
      [{ ...base, scopeType: 'team', scopeId: UNKNOWN }, 'scopeId'],
      [{ ...base, scopeType: undefined }, 'scopeType'],
      [{ ...base, tier: undefined }, 'tier'],
      [{ ...base, amount: '-5' }, 'amount'],
      [{ ...base, amount: '12.345' }, 'amount'],
      [{ ...base, amount: '0' }, 'amount'],
      [{ ...base, currency: 'lira' }, 'currency'],
      [{ ...base, startsOn: '2026-02-30' }, 'startsOn'],
      [{ ...base, startsOn: undefined }, 'startsOn'],
      [{ ...base, endsOn: '2025-12-31' }, 'endsOn'],
      [{ ...base, notes: 'x'.repeat(2001) }, 'notes'],
    ];
    for (const [input, field] of cases) {
      const answer = await createSponsorship(input);
      const where = `${field}: ${JSON.stringify(input).slice(0, 120)}`;
      expect(answer.errors?.[0]?.extensions?.code, where).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.fieldErrors?.[field], where).toBeTruthy();
    }
    const ok = await gql<{ createSponsorship: { currency: string; amount: string } }>(
      'orgAdmin',
      'mutation ($input: SponsorshipInput!) { createSponsorship(input: $input) { currency amount } }',
      { input: { ...base, amount: '1500', currency: 'eur' } },
    );
    expect(ok.data?.createSponsorship).toEqual({ currency: 'EUR', amount: '1500.00' });
  });

  it('keeps a sponsorship period ordered when one end changes', async () => {
    const id = await sponsorship(await company(), { type: 'organization', id: kartal });
    const answer = await gql(
      'orgAdmin',
      'mutation ($id: ID!) { updateSponsorship(id: $id, input: { startsOn: "2031-01-01" }) { id } }',
      { id },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.fieldErrors?.startsOn).toBeTruthy();
    const scopeAlone = await gql(
      'orgAdmin',
      'mutation ($id: ID!) { updateSponsorship(id: $id, input: { scopeType: branch }) { id } }',
      { id },
    );
    expect(scopeAlone.errors?.[0]?.extensions?.fieldErrors?.scopeId).toBeTruthy();
  });

  it('refuses a contact who is not a company user of the organization, and a second link', async () => {
    const companyId = await company();
    const regular = await fixture.factories.user({ organizationId: kartal, role: 'user' });
    const elsewhere = await fixture.factories.user({ organizationId: anadolu, role: 'company' });
    for (const userId of [regular.id, elsewhere.id, UNKNOWN, 'nope']) {
      const answer = await gql(
        'orgAdmin',
        'mutation ($c: ID!, $u: ID!) { addCompanyContact(companyId: $c, userId: $u) { id } }',
        {
          c: companyId,
          u: userId,
        },
      );
      expect(answer.errors?.[0]?.extensions?.code, userId).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.fieldErrors?.userId, userId).toBeTruthy();
    }
    const user = await fixture.factories.user({ organizationId: kartal, role: 'company' });
    const add = 'mutation ($c: ID!, $u: ID!) { addCompanyContact(companyId: $c, userId: $u) { id } }';
    expect((await gql('orgAdmin', add, { c: companyId, u: user.id })).errors).toBeUndefined();
    const again = await gql('orgAdmin', add, { c: companyId, u: user.id });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const remove = 'mutation ($c: ID!, $u: ID!) { removeCompanyContact(companyId: $c, userId: $u) { id } }';
    expect(
      (await gql('orgAdmin', remove, { c: companyId, u: regular.id })).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND for unknown and malformed ids', async () => {
    for (const id of [UNKNOWN, 'nope']) {
      for (const document of [
        'query ($id: ID!) { company(id: $id) { id } }',
        'query ($id: ID!) { sponsorship(id: $id) { id } }',
        'mutation ($id: ID!) { updateCompany(id: $id, input: { name: "x" }) { id } }',
        'mutation ($id: ID!) { archiveSponsorship(id: $id) { id } }',
      ]) {
        const answer = await gql('orgAdmin', document, { id });
        expect(answer.errors?.[0]?.extensions?.code, `${document} ${id}`).toBe('NOT_FOUND');
      }
    }
  });

  it('refuses a bad page request', async () => {
    for (const [document, field] of [
      ['{ companies(first: 0) { totalCount } }', 'first'],
      ['{ companies(first: 501) { totalCount } }', 'first'],
      ['{ companies(after: "garbage") { totalCount } }', 'after'],
      ['{ sponsorships(after: "garbage") { totalCount } }', 'after'],
      ['{ sponsorships(activeOn: "tomorrow") { totalCount } }', 'activeOn'],
      [`{ companies(query: "${'x'.repeat(201)}") { totalCount } }`, 'query'],
    ] as const) {
      const answer = await gql('orgAdmin', document);
      expect(answer.errors?.[0]?.extensions?.code, document).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.fieldErrors?.[field], document).toBeTruthy();
    }
  });
});

// ——— paging, search, sort ———

describe('keyset pages', () => {
  let organization: string;
  let token: string;
  const names = [
    'Çınar Gıda',
    'Ahenk Yayın',
    'Zirve İnşaat',
    'Cevher Maden',
    'İpek Tekstil',
    'Ödül Optik',
    'Beta Lojistik',
  ];

  beforeAll(async () => {
    organization = (await fixture.factories.organization()).id;
    const admin = await fixture.factories.user({ organizationId: organization, role: 'org_admin' });
    token = await admin.signIn();
    // A minute apart, in this order: a clock that ticks in milliseconds could give two the same instant.
    for (const [index, name] of names.entries()) {
      await sql(
        `INSERT INTO companies (organization_id, name, created_at)
         VALUES ($1, $2, now() - make_interval(mins => $3))`,
        [organization, name, names.length - index],
      );
    }
  });

  async function walk(sort: string, first: number, extra = ''): Promise<string[]> {
    const seen: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 20; guard++) {
      const answer: GqlAnswer<{ companies: { nodes: { name: string }[]; endCursor: string | null } }> =
        await fixture.http.graphql(
          `query ($after: String) { companies(first: ${first}, sort: ${sort}, after: $after ${extra}) { nodes { name } endCursor } }`,
          { after },
          token,
        );
      expect(answer.errors).toBeUndefined();
      seen.push(...answer.data!.companies.nodes.map((node) => node.name));
      after = answer.data!.companies.endCursor;
      if (!after) break;
    }
    return seen;
  }

  it('walks the companies in alphabet order (Turkish letters after their base letter), both ways', async () => {
    const alphabet = [
      'Ahenk Yayın',
      'Beta Lojistik',
      'Cevher Maden',
      'Çınar Gıda',
      'İpek Tekstil',
      'Ödül Optik',
      'Zirve İnşaat',
    ];
    expect(await walk('name_asc', 2)).toEqual(alphabet);
    expect(await walk('name_desc', 3)).toEqual([...alphabet].reverse());
    expect(await walk('newest', 2)).toEqual([...names].reverse());
    expect(await walk('oldest', 4)).toEqual(names);
    expect(await walk('name_asc', 1, ', query: "TEKS"')).toEqual(['İpek Tekstil']);
  });

  it('refuses a cursor of another sort order', async () => {
    const first = await fixture.http.graphql<{ companies: { endCursor: string } }>(
      '{ companies(first: 1, sort: name_asc) { endCursor } }',
      {},
      token,
    );
    const answer = await fixture.http.graphql(
      'query ($after: String) { companies(first: 1, sort: newest, after: $after) { endCursor } }',
      { after: first.data!.companies.endCursor },
      token,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('walks sponsorships by start date and company name, with filters', async () => {
    const ids = await sql<{ id: string; name: string }>(
      'SELECT id, name FROM companies WHERE organization_id = $1',
      [organization],
    );
    let day = 1;
    for (const { id } of ids) {
      await sql(
        `INSERT INTO sponsorships (company_id, organization_id, scope_type, scope_id, tier, starts_on)
         VALUES ($1, $2, 'organization', $2, 'bronze', $3)`,
        [id, organization, `2026-01-${String(day++).padStart(2, '0')}`],
      );
    }
    const pages = async (sort: string, extra = '') => {
      const seen: string[] = [];
      let after: string | null = null;
      for (let guard = 0; guard < 20; guard++) {
        const answer: GqlAnswer<{
          sponsorships: {
            nodes: { startsOn: string; company: { name: string } }[];
            endCursor: string | null;
            totalCount: number;
          };
        }> = await fixture.http.graphql(
          `query ($after: String) { sponsorships(first: 3, sort: ${sort}, after: $after ${extra}) { totalCount nodes { startsOn company { name } } endCursor } }`,
          { after },
          token,
        );
        expect(answer.errors).toBeUndefined();
        seen.push(...answer.data!.sponsorships.nodes.map((node) => `${node.startsOn} ${node.company.name}`));
        after = answer.data!.sponsorships.endCursor;
        if (!after) break;
      }
      return seen;
    };
    const byStart = await pages('starts_asc');
    expect(byStart).toHaveLength(names.length);
    expect(byStart).toEqual([...byStart].sort());
    expect(await pages('starts_desc')).toEqual([...byStart].reverse());
    const byName = (await pages('company_name')).map((entry) => entry.slice(11));
    expect(byName[0]).toBe('Ahenk Yayın');
    expect(byName[3]).toBe('Çınar Gıda');
    expect(await pages('starts_asc', ', activeOn: "2025-12-31"')).toEqual([]);
    expect(await pages('starts_asc', ', query: "zirve"')).toHaveLength(1);
  });

  it('reads nested companies, contacts and scope names with a constant number of statements', async () => {
    const count = async (document: string) =>
      (await fixture.server.queries.during(() => fixture.http.graphql(document, {}, token))).length;
    for (const list of [
      (first: number) =>
        `{ sponsorships(first: ${first}) { nodes { scopeName company { name contacts { user { name } } } } } }`,
      (first: number) =>
        `{ companies(first: ${first}) { nodes { contacts { user { name } } sponsorships { scopeName } } } }`,
    ]) {
      expect(await count(list(2))).toBe(await count(list(7)));
    }
  });
});
