import { describe, expect, it } from 'vitest';
import { DEMO_PERSONAS } from '../users/index.js';
import { DEMO_COMPANIES } from './companies.seed.js';
import { PERSONAS, UNKNOWN, anadolu, companiesSuite, kartal, type Persona } from './companies.test-kit.js';

// Lists of sponsor companies and sponsorships through the real GraphQL API, as each of the eight demo
// personas and across both demo organizations (companies.policy.ts): the demo sponsors, exactly the rows
// each persona's lists show (archived ones only to admins who ask), and the public sponsor list every
// member of an organization reads.

const { gql, query: sql, company, link } = companiesSuite();

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
