import { describe, expect, it } from 'vitest';
import { DEMO_PERSONAS } from '../users/index.js';
import {
  anadolu,
  auditSuite,
  ENTRY,
  kartal,
  LOG,
  PERSONAS,
  UNKNOWN,
  type Entry,
  type LogPage,
  type Persona,
} from './audit.test-kit.js';

// The audit log through the real GraphQL API: who reads it (organization admins their organization's,
// super admins every one, everyone else FORBIDDEN), and that a row records who changed what, with the
// row before and after. Filters and keyset pages are in audit.filters.test.ts, the transaction a row is
// written in is in audit.transactions.test.ts.

const { t, gql, query, useCompanies } = auditSuite();
const companies = useCompanies();

describe('who reads the audit log', () => {
  const readers: Partial<Record<Persona, string[]>> = {
    superAdmin: [kartal, anadolu],
    orgAdmin: [kartal],
    otherOrgAdmin: [anadolu],
  };

  it.each(PERSONAS)('%s', async (persona) => {
    const page = await gql<LogPage>(persona, LOG, { first: 500 });
    const kartalRow = await query<{ id: string }>(`SELECT id FROM audit_log WHERE entity_id = $1`, [
      companies.kartal,
    ]);
    const anadoluRow = await query<{ id: string }>(`SELECT id FROM audit_log WHERE entity_id = $1`, [
      companies.anadolu,
    ]);
    const single = async (id: string) =>
      gql<{ auditLogEntry: Entry }>(persona, `query ($id: ID!) { auditLogEntry(id: $id) { ${ENTRY} } }`, {
        id,
      });
    const organizations = readers[persona];
    if (!organizations) {
      expect(page.errors?.[0]?.extensions?.code, persona).toBe('FORBIDDEN');
      expect(page.data, persona).toBeNull();
      for (const row of [kartalRow[0]!, anadoluRow[0]!]) {
        expect((await single(row.id)).errors?.[0]?.extensions?.code, persona).toBe('FORBIDDEN');
      }
      const named = await gql(persona, LOG, { organizationId: DEMO_PERSONAS[persona].organizationId });
      expect(named.errors?.[0]?.extensions?.code, persona).toBe('FORBIDDEN');
      return;
    }
    expect(page.errors, persona).toBeUndefined();
    const nodes = page.data!.auditLog.nodes;
    const expected = await query<{ id: string }>(
      `SELECT id FROM audit_log WHERE organization_id = ANY($1::uuid[]) ORDER BY created_at DESC, seq DESC`,
      [organizations],
    );
    expect(nodes.map((node) => node.id)).toEqual(expected.map((row) => row.id));
    expect(page.data!.auditLog.totalCount).toBe(expected.length);
    expect(new Set(nodes.map((node) => node.organizationId))).toEqual(new Set(organizations));

    for (const [organization, row] of [
      [kartal, kartalRow[0]!],
      [anadolu, anadoluRow[0]!],
    ] as const) {
      const answer = await single(row.id);
      if (organizations.includes(organization)) {
        expect(answer.data?.auditLogEntry.id, persona).toBe(row.id);
      } else {
        // Another organization's row answers like an unknown one.
        expect(answer.errors?.[0]?.extensions?.code, persona).toBe('NOT_FOUND');
        const other = await gql(persona, LOG, { organizationId: organization });
        expect(other.errors?.[0]?.extensions?.code, persona).toBe('FORBIDDEN');
      }
    }
    expect((await single(UNKNOWN)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lets a super admin narrow the log to one organization', async () => {
    const page = await gql<LogPage>('superAdmin', LOG, { organizationId: anadolu, first: 500 });
    expect(page.errors).toBeUndefined();
    expect(page.data!.auditLog.nodes.length).toBeGreaterThan(0);
    expect(page.data!.auditLog.nodes.every((node) => node.organizationId === anadolu)).toBe(true);
  });

  it('answers UNAUTHENTICATED without a token', async () => {
    expect((await gql(null, LOG)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const single = await gql(null, `{ auditLogEntry(id: "${UNKNOWN}") { id } }`);
    expect(single.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('records who changed what, with the row before and after', async () => {
    const rename = await gql(
      'orgAdmin',
      'mutation ($id: ID!) { updateCompany(id: $id, input: { name: "Audit Renamed" }) { id } }',
      { id: companies.kartal },
    );
    expect(rename.errors).toBeUndefined();
    const page = await gql<LogPage>('orgAdmin', LOG, { entityId: companies.kartal });
    const [update, create] = page.data!.auditLog.nodes;
    expect(update).toMatchObject({
      action: 'update',
      entityType: 'company',
      entityId: companies.kartal,
      organizationId: kartal,
      actor: { id: DEMO_PERSONAS.orgAdmin.id, name: DEMO_PERSONAS.orgAdmin.name },
    });
    expect(JSON.parse(update!.before!)).toMatchObject({
      id: companies.kartal,
      name: expect.stringMatching(/^Audit Kartal/),
    });
    expect(JSON.parse(update!.after!)).toMatchObject({ id: companies.kartal, name: 'Audit Renamed' });
    expect(create).toMatchObject({ action: 'create', before: null });
    expect(JSON.parse(create!.after!)).toMatchObject({ id: companies.kartal });
    expect(update!.summary).toBe('Company Audit Renamed changed');

    // Read in Turkish, the same rows say it in Turkish, and the search finds the Turkish words.
    const turkish = await t.http.request<{
      data: { auditLog: { nodes: { id: string; summary: string }[] } };
    }>('POST', 'graphql', {
      token: t.tokens.orgAdmin,
      headers: { 'accept-language': 'tr' },
      body: { query: LOG, variables: { entityId: companies.kartal } },
    });
    expect(turkish.body.data.auditLog.nodes.map((node) => node.summary).slice(0, 1)).toEqual([
      'Audit Renamed şirketi değiştirildi',
    ]);
    const found = await gql<LogPage>('orgAdmin', LOG, {
      entityId: companies.kartal,
      query: 'şirketi değiştirildi',
    });
    expect(found.data!.auditLog.nodes.map((node) => node.id)).toEqual([update!.id]);
  });
});
