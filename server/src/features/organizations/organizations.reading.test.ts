import { describe, expect, it } from 'vitest';
import { DEMO_PERSONAS } from '../users/index.js';
import { ANADOLU, KARTAL, PERSONAS, organizationsSuite } from './organizations.test-kit.js';
import { DEMO_ORGANIZATIONS } from './organizations.seed.js';

// Reading organizations, branches, departments and seasons through the real GraphQL API, as every demo
// persona and across both organizations (organizations.policy.ts): members read their organization's
// public data; plan and storage are for its administrators; a super admin lists every organization,
// anyone else their own; another organization's rows answer NOT_FOUND like unknown ids. Lists page with
// a cursor and take filters.

const { gql, codeOf } = organizationsSuite();

const ORGANIZATION = `id name slug type locale email plan { name } storageUsedBytes storageQuotaBytes archivedAt
  branches { name } departments { name sport } currentSeason { name startsOn endsOn current }`;

describe('reading the organization', () => {
  it('shows members the public data and only administrators the plan and storage', async () => {
    for (const persona of PERSONAS) {
      const answer = await gql<{ myOrganization: Record<string, unknown> }>(
        persona,
        `{ myOrganization { ${ORGANIZATION} } }`,
      );
      expect(answer.errors, persona).toBeUndefined();
      const organization = answer.data!.myOrganization;
      const own = persona === 'otherOrgAdmin' ? DEMO_ORGANIZATIONS.anadolu : DEMO_ORGANIZATIONS.kartal;
      expect(organization, persona).toMatchObject({
        id: own.id,
        name: own.name,
        slug: own.slug,
        locale: own.locale,
      });
      const administers = ['superAdmin', 'orgAdmin', 'otherOrgAdmin'].includes(persona);
      expect(organization.plan === null, persona).toBe(!administers);
      expect(organization.storageUsedBytes === null, persona).toBe(!administers);
      expect(organization.currentSeason, persona).toMatchObject({ name: '2026–2027', current: true });
    }
    const kartal = await gql<{ organization: Record<string, unknown> }>(
      'orgAdmin',
      `query ($id: ID!) { organization(id: $id) { ${ORGANIZATION} } }`,
      {
        id: KARTAL,
      },
    );
    expect(kartal.data?.organization).toMatchObject({
      plan: { name: 'Premium' },
      storageQuotaBytes: 1024 ** 3,
      branches: [{ name: 'Ataşehir' }, { name: 'Beşiktaş' }, { name: 'Kadıköy' }],
      departments: [
        { name: 'Basketbol', sport: 'basketball' },
        { name: 'Futbol', sport: 'football' },
        { name: 'Voleybol', sport: 'volleyball' },
      ],
      currentSeason: { startsOn: '2026-09-01', endsOn: '2027-06-30' },
    });
  });

  it('lists organizations: every one to a super admin, one’s own to anyone else; another’s is NOT_FOUND', async () => {
    const all = await gql<{ organizations: { totalCount: number; nodes: { id: string }[] } }>(
      'superAdmin',
      '{ organizations(first: 500) { totalCount nodes { id } } }',
    );
    expect(all.data?.organizations.nodes.map((o) => o.id)).toEqual(expect.arrayContaining([KARTAL, ANADOLU]));
    for (const persona of PERSONAS.filter((p) => p !== 'superAdmin')) {
      const own = await gql<{ organizations: { totalCount: number; nodes: { id: string }[] } }>(
        persona,
        '{ organizations(includeArchived: true) { totalCount nodes { id } } }',
      );
      expect(own.data?.organizations, persona).toEqual({
        totalCount: 1,
        nodes: [{ id: DEMO_PERSONAS[persona].organizationId }],
      });
      const other = await gql(persona, 'query ($id: ID!) { organization(id: $id) { id } }', {
        id: persona === 'otherOrgAdmin' ? KARTAL : ANADOLU,
      });
      expect(codeOf(other), persona).toBe('NOT_FOUND');
    }
    const search = await gql<{ organizations: { nodes: { slug: string }[] } }>(
      'superAdmin',
      '{ organizations(query: "yüzme") { nodes { slug } } }',
    );
    expect(search.data?.organizations.nodes).toEqual([{ slug: 'anadolu' }]);
    const schools = await gql<{
      organizations: { totalCount: number; nodes: { slug: string; type: string }[] };
    }>('superAdmin', '{ organizations(type: school, first: 500) { totalCount nodes { slug type } } }');
    expect(schools.data?.organizations.nodes.map((o) => o.type)).not.toContain('club');
    expect(schools.data?.organizations.nodes.map((o) => o.slug)).toContain('anadolu');
    expect(schools.data?.organizations.nodes.map((o) => o.slug)).not.toContain('kartal');
    expect(schools.data?.organizations.totalCount).toBe(schools.data?.organizations.nodes.length);
    const unknownType = await gql('superAdmin', '{ organizations(type: "club") { totalCount } }');
    expect(codeOf(unknownType)).toBe('BAD_REQUEST');
  });

  it('pages branches with a cursor, filters, and refuses a bad cursor', async () => {
    const first = await gql<{
      branches: { totalCount: number; endCursor: string; nodes: { name: string }[] };
    }>('regular', '{ branches(first: 2) { totalCount endCursor nodes { name } } }');
    expect(first.data?.branches).toMatchObject({
      totalCount: 3,
      nodes: [{ name: 'Ataşehir' }, { name: 'Beşiktaş' }],
    });
    const second = await gql<{ branches: { endCursor: string | null; nodes: { name: string }[] } }>(
      'regular',
      'query ($after: String) { branches(first: 2, after: $after) { endCursor nodes { name } } }',
      { after: first.data?.branches.endCursor },
    );
    expect(second.data?.branches).toEqual({ endCursor: null, nodes: [{ name: 'Kadıköy' }] });
    const sports = await gql<{ departments: { nodes: { name: string }[] } }>(
      'otherOrgAdmin',
      '{ departments(sport: water_polo) { nodes { name } } }',
    );
    expect(sports.data?.departments.nodes).toEqual([{ name: 'Sutopu' }]);
    const seasons = await gql<{ seasons: { nodes: { name: string; current: boolean }[] } }>(
      'parent',
      '{ seasons { nodes { name current } } }',
    );
    expect(seasons.data?.seasons.nodes).toEqual([
      { name: '2026–2027', current: true },
      { name: '2025–2026', current: false },
    ]);
    const bad = await gql('regular', '{ branches(after: "garbage") { nodes { id } } }');
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fieldErrors).toHaveProperty('after');
  });
});
