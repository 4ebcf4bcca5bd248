import { beforeAll, describe, expect, it } from 'vitest';
import { companiesSuite, type GqlAnswer } from './companies.test-kit.js';

// Keyset pages of sponsor companies and sponsorships through the real GraphQL API, in a fresh
// organization of its own: each sort order walked page by page (Turkish letters after their base
// letter), search and filters, a cursor of another sort order refused, and nested companies, contacts and
// scope names read with a constant number of statements.

const { t, query: sql } = companiesSuite();

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
    organization = (await t.factories.organization()).id;
    const admin = await t.factories.user({ organizationId: organization, role: 'org_admin' });
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
        await t.http.graphql(
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
    const first = await t.http.graphql<{ companies: { endCursor: string } }>(
      '{ companies(first: 1, sort: name_asc) { endCursor } }',
      {},
      token,
    );
    const answer = await t.http.graphql(
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
        }> = await t.http.graphql(
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
      (await t.server.queries.during(() => t.http.graphql(document, {}, token))).length;
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
