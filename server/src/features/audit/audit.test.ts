import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { recordAudit, type AuditEntry } from './audit.record.js';

// The audit log through the real GraphQL API: who reads it (organization admins their organization's,
// super admins every one, everyone else FORBIDDEN), its filters and keyset pages, and that a row is
// written in the transaction of the change it records: a change that fails leaves no row, and a row
// that cannot be written undoes the change.

type Persona = keyof typeof DEMO_PERSONAS;
const PERSONAS = Object.keys(DEMO_PERSONAS) as Persona[];
const kartal = DEMO_ORGANIZATIONS.kartal.id;
const anadolu = DEMO_ORGANIZATIONS.anadolu.id;
const UNKNOWN = '00000000-0000-4000-8fff-000000000999';

const fixture = useTestServer(DEMO_PERSONAS);

interface Entry {
  id: string;
  organizationId: string;
  actor: { id: string; name: string } | null;
  action: string;
  entityType: string;
  entityId: string;
  summary: string | null;
  before: string | null;
  after: string | null;
  createdAt: string;
}
interface LogPage {
  auditLog: { totalCount: number; endCursor: string | null; nodes: Entry[] };
}
interface GqlAnswer<T> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[];
}

const ENTRY = 'id organizationId actor { id name } action entityType entityId summary before after createdAt';
const LOG = `query ($organizationId: ID, $first: Int, $after: String, $sort: AuditLogSort, $actorId: ID,
  $entityType: String, $entityId: ID, $actions: [AuditAction!], $from: DateTime, $to: DateTime, $query: String) {
  auditLog(organizationId: $organizationId, first: $first, after: $after, sort: $sort, actorId: $actorId,
    entityType: $entityType, entityId: $entityId, actions: $actions, from: $from, to: $to, query: $query) {
    totalCount endCursor nodes { ${ENTRY} }
  }
}`;

const gql = <T = Record<string, unknown>>(
  token: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GqlAnswer<T>> => fixture.http.graphql<T>(query, variables, token);

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  fixture.server.dataSource.query<T[]>(text, params);

const createCompany = (persona: Persona, name: string) =>
  gql<{ createCompany: { id: string } }>(
    fixture.tokens[persona],
    'mutation ($name: String!) { createCompany(input: { name: $name }) { id } }',
    { name },
  );

let kartalCompany: string;
let anadoluCompany: string;

beforeAll(async () => {
  const kartalAnswer = await createCompany('orgAdmin', `Audit Kartal ${randomUUID().slice(0, 8)}`);
  const anadoluAnswer = await createCompany('otherOrgAdmin', `Audit Anadolu ${randomUUID().slice(0, 8)}`);
  kartalCompany = kartalAnswer.data!.createCompany.id;
  anadoluCompany = anadoluAnswer.data!.createCompany.id;
});

describe('who reads the audit log', () => {
  const readers: Partial<Record<Persona, string[]>> = {
    superAdmin: [kartal, anadolu],
    orgAdmin: [kartal],
    otherOrgAdmin: [anadolu],
  };

  it.each(PERSONAS)('%s', async (persona) => {
    const token = fixture.tokens[persona];
    const page = await gql<LogPage>(token, LOG, { first: 500 });
    const kartalRow = await sql<{ id: string }>(`SELECT id FROM audit_log WHERE entity_id = $1`, [
      kartalCompany,
    ]);
    const anadoluRow = await sql<{ id: string }>(`SELECT id FROM audit_log WHERE entity_id = $1`, [
      anadoluCompany,
    ]);
    const single = async (id: string) =>
      gql<{ auditLogEntry: Entry }>(token, `query ($id: ID!) { auditLogEntry(id: $id) { ${ENTRY} } }`, {
        id,
      });
    const organizations = readers[persona];
    if (!organizations) {
      expect(page.errors?.[0]?.extensions?.code, persona).toBe('FORBIDDEN');
      expect(page.data, persona).toBeNull();
      for (const row of [kartalRow[0]!, anadoluRow[0]!]) {
        expect((await single(row.id)).errors?.[0]?.extensions?.code, persona).toBe('FORBIDDEN');
      }
      const named = await gql(token, LOG, { organizationId: DEMO_PERSONAS[persona].organizationId });
      expect(named.errors?.[0]?.extensions?.code, persona).toBe('FORBIDDEN');
      return;
    }
    expect(page.errors, persona).toBeUndefined();
    const nodes = page.data!.auditLog.nodes;
    const expected = await sql<{ id: string }>(
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
        const other = await gql(token, LOG, { organizationId: organization });
        expect(other.errors?.[0]?.extensions?.code, persona).toBe('FORBIDDEN');
      }
    }
    expect((await single(UNKNOWN)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lets a super admin narrow the log to one organization', async () => {
    const page = await gql<LogPage>(fixture.tokens.superAdmin, LOG, { organizationId: anadolu, first: 500 });
    expect(page.errors).toBeUndefined();
    expect(page.data!.auditLog.nodes.length).toBeGreaterThan(0);
    expect(page.data!.auditLog.nodes.every((node) => node.organizationId === anadolu)).toBe(true);
  });

  it('answers UNAUTHENTICATED without a token', async () => {
    expect((await gql(undefined, LOG)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const single = await gql(undefined, `{ auditLogEntry(id: "${UNKNOWN}") { id } }`);
    expect(single.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('records who changed what, with the row before and after', async () => {
    const rename = await gql(
      fixture.tokens.orgAdmin,
      'mutation ($id: ID!) { updateCompany(id: $id, input: { name: "Audit Renamed" }) { id } }',
      { id: kartalCompany },
    );
    expect(rename.errors).toBeUndefined();
    const page = await gql<LogPage>(fixture.tokens.orgAdmin, LOG, { entityId: kartalCompany });
    const [update, create] = page.data!.auditLog.nodes;
    expect(update).toMatchObject({
      action: 'update',
      entityType: 'company',
      entityId: kartalCompany,
      organizationId: kartal,
      actor: { id: DEMO_PERSONAS.orgAdmin.id, name: DEMO_PERSONAS.orgAdmin.name },
    });
    expect(JSON.parse(update!.before!)).toMatchObject({
      id: kartalCompany,
      name: expect.stringMatching(/^Audit Kartal/),
    });
    expect(JSON.parse(update!.after!)).toMatchObject({ id: kartalCompany, name: 'Audit Renamed' });
    expect(create).toMatchObject({ action: 'create', before: null });
    expect(JSON.parse(create!.after!)).toMatchObject({ id: kartalCompany });
    expect(update!.summary).toBe('Company Audit Renamed changed');

    // Read in Turkish, the same rows say it in Turkish, and the search finds the Turkish words.
    const turkish = await fixture.http.request<{
      data: { auditLog: { nodes: { id: string; summary: string }[] } };
    }>('POST', 'graphql', {
      token: fixture.tokens.orgAdmin,
      headers: { 'accept-language': 'tr' },
      body: { query: LOG, variables: { entityId: kartalCompany } },
    });
    expect(turkish.body.data.auditLog.nodes.map((node) => node.summary).slice(0, 1)).toEqual([
      'Audit Renamed şirketi değiştirildi',
    ]);
    const found = await gql<LogPage>(fixture.tokens.orgAdmin, LOG, {
      entityId: kartalCompany,
      query: 'şirketi değiştirildi',
    });
    expect(found.data!.auditLog.nodes.map((node) => node.id)).toEqual([update!.id]);
  });
});

// ——— filters and pages, over rows of an organization of their own ———

describe('filters and keyset pages', () => {
  let organization: string;
  let token: string;
  let actors: [string, string];
  const entityA = randomUUID();
  const entityB = randomUUID();
  const entries: Omit<AuditEntry, 'organizationId' | 'actorUserId'>[] = [];

  beforeAll(async () => {
    organization = (await fixture.factories.organization()).id;
    const admin = await fixture.factories.user({ organizationId: organization, role: 'org_admin' });
    const helper = await fixture.factories.user({ organizationId: organization, role: 'org_admin' });
    actors = [admin.id, helper.id];
    token = await admin.signIn();
    const actions = ['create', 'update', 'read_health', 'grant', 'withdraw', 'archive', 'restore'] as const;
    for (let index = 0; index < 13; index++) {
      entries.push({
        action: actions[index % actions.length]!,
        entityType: index % 3 === 0 ? 'consent' : 'athlete',
        entityId: index % 2 === 0 ? entityA : entityB,
        summary: `Entry ${index}${index === 7 ? ' Şeker İlaç' : ''}`,
        after: { index },
      });
    }
    // One transaction, as a change writes its rows: clock_timestamp() still orders them.
    await fixture.server.dataSource.transaction(async (manager) => {
      for (const [index, entry] of entries.entries()) {
        await recordAudit(manager, {
          ...entry,
          organizationId: organization,
          actorUserId: actors[index % 2]!,
        });
      }
    });
  });

  async function walk(
    variables: Record<string, unknown>,
    first: number,
  ): Promise<{ ids: string[]; total: number }> {
    const ids: string[] = [];
    let after: string | null = null;
    let total = -1;
    for (let guard = 0; guard < 50; guard++) {
      const answer: GqlAnswer<LogPage> = await gql<LogPage>(token, LOG, { ...variables, first, after });
      expect(answer.errors).toBeUndefined();
      ids.push(...answer.data!.auditLog.nodes.map((node) => node.id));
      total = answer.data!.auditLog.totalCount;
      after = answer.data!.auditLog.endCursor;
      if (!after) break;
    }
    return { ids, total };
  }

  async function expected(where: string, params: unknown[] = [], order = 'DESC'): Promise<string[]> {
    const rows = await sql<{ id: string }>(
      `SELECT id FROM audit_log WHERE organization_id = $1 AND ${where}
        ORDER BY created_at ${order}, seq ${order}`,
      [organization, ...params],
    );
    return rows.map((row) => row.id);
  }

  it('pages newest first and oldest first without gaps or repeats', async () => {
    const newest = await walk({}, 5);
    const all = await expected('TRUE');
    expect(all).toHaveLength(13);
    expect(newest).toEqual({ ids: all, total: 13 });
    const oldest = await walk({ sort: 'oldest' }, 4);
    expect(oldest.ids).toEqual([...all].reverse());
    // Written in one transaction, yet in the order they were written.
    const summaries = await gql<LogPage>(token, LOG, { sort: 'oldest', first: 13 });
    expect(
      summaries.data!.auditLog.nodes.map((node) => node.summary?.split(' ').slice(0, 2).join(' ')),
    ).toEqual(entries.map((_entry, index) => `Entry ${index}`));
  });

  it('filters by actor, entity, action, time and text', async () => {
    expect(await walk({ actorId: actors[1] }, 3)).toEqual({
      ids: await expected('actor_user_id = $2', [actors[1]]),
      total: 6,
    });
    expect((await walk({ entityType: 'consent' }, 3)).ids).toEqual(await expected(`entity_type = 'consent'`));
    expect((await walk({ entityId: entityA }, 3)).ids).toEqual(await expected('entity_id = $2', [entityA]));
    expect((await walk({ actions: ['grant', 'withdraw'] }, 2)).ids).toEqual(
      await expected(`action IN ('grant', 'withdraw')`),
    );
    expect((await walk({ entityType: 'athlete', entityId: entityB, actorId: actors[1] }, 2)).ids).toEqual(
      await expected(`entity_type = 'athlete' AND entity_id = $2 AND actor_user_id = $3`, [
        entityB,
        actors[1],
      ]),
    );
    expect((await walk({ query: 'şeker' }, 5)).ids).toEqual(await expected(`summary LIKE '%Şeker%'`));
    expect((await walk({ query: '100%' }, 5)).ids).toEqual([]);

    const times = await sql<{ created_at: Date }>(
      'SELECT created_at FROM audit_log WHERE organization_id = $1 ORDER BY created_at, seq',
      [organization],
    );
    // Milliseconds are what a client sends; bounds round outward so the edges stay in.
    const from = new Date(times[3]!.created_at.getTime()).toISOString();
    const to = new Date(times[9]!.created_at.getTime() + 1).toISOString();
    expect((await walk({ from, to }, 2)).ids).toEqual(
      await expected('created_at >= $2 AND created_at < $3', [from, to]),
    );
    expect((await walk({ from: '2000-01-01T00:00:00Z', to: '2000-01-02T00:00:00Z' }, 2)).ids).toEqual([]);
  });

  it('counts only when asked for', async () => {
    const statements = await fixture.server.queries.during(() =>
      gql(token, '{ auditLog(first: 2) { nodes { id actor { name } } endCursor } }'),
    );
    expect(statements.some((statement) => /count\(\*\)/i.test(statement))).toBe(false);
  });

  it('refuses bad arguments with field errors', async () => {
    for (const [variables, field] of [
      [{ first: 0 }, 'first'],
      [{ first: 501 }, 'first'],
      [{ after: 'garbage' }, 'after'],
      [{ after: Buffer.from(JSON.stringify(['yesterday', UNKNOWN])).toString('base64url') }, 'after'],
      [{ actorId: 'nope' }, 'actorId'],
      [{ entityId: 'nope' }, 'entityId'],
      [{ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, 'to'],
      [{ query: 'x'.repeat(201) }, 'query'],
      [{ entityType: 'x'.repeat(65) }, 'entityType'],
    ] as const) {
      const answer = await gql(token, LOG, variables);
      expect(answer.errors?.[0]?.extensions?.code, field).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.fieldErrors?.[field], field).toBeTruthy();
    }
    // The DateTime scalar refuses a malformed instant before the query runs.
    const instant = await gql(token, LOG, { from: 'last week' });
    expect(instant.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

// ——— the same transaction ———

describe('audit rows share the transaction of the change', () => {
  afterAll(async () => {
    await sql('DROP TRIGGER IF EXISTS test_refuse_audit ON audit_log');
    await sql('DROP FUNCTION IF EXISTS test_refuse_audit()');
    await sql('DROP TRIGGER IF EXISTS test_refuse_commit ON companies');
    await sql('DROP FUNCTION IF EXISTS test_refuse_commit()');
  });

  const auditRows = async (entityId: string) =>
    (
      await sql<{ count: number }>('SELECT count(*)::int AS count FROM audit_log WHERE entity_id = $1', [
        entityId,
      ])
    )[0]!.count;
  const companyName = async (id: string) =>
    (await sql<{ name: string }>('SELECT name FROM companies WHERE id = $1', [id]))[0]!.name;

  it('writes no row for a change that fails at commit, after its row was written', async () => {
    // A deferred check that fails when the transaction commits: the update and its audit row have both
    // run by then, so only a shared transaction takes the audit row back with the change.
    await sql(`CREATE FUNCTION test_refuse_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = 'Refused at commit' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`);
    await sql(`CREATE CONSTRAINT TRIGGER test_refuse_commit AFTER UPDATE ON companies
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION test_refuse_commit()`);
    const id = (await createCompany('orgAdmin', `Commit ${randomUUID().slice(0, 8)}`)).data!.createCompany.id;
    const before = await auditRows(id);
    const name = await companyName(id);
    const answer = await gql(
      fixture.tokens.orgAdmin,
      'mutation ($id: ID!) { updateCompany(id: $id, input: { name: "Refused at commit" }) { id } }',
      { id },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('INTERNAL');
    expect(await companyName(id)).toBe(name);
    expect(await auditRows(id)).toBe(before);
  });

  it('undoes the change when its audit row cannot be written', async () => {
    await sql(`CREATE FUNCTION test_refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.summary LIKE '%Refused audit%' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`);
    await sql(`CREATE TRIGGER test_refuse_audit BEFORE INSERT ON audit_log
      FOR EACH ROW EXECUTE FUNCTION test_refuse_audit()`);
    const id = (await createCompany('orgAdmin', `Audit ${randomUUID().slice(0, 8)}`)).data!.createCompany.id;
    const name = await companyName(id);
    const answer = await gql(
      fixture.tokens.orgAdmin,
      'mutation ($id: ID!) { updateCompany(id: $id, input: { name: "Refused audit" }) { id } }',
      { id },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('INTERNAL');
    expect(await companyName(id)).toBe(name);
  });

  it('writes no row for a refused or invalid change', async () => {
    const [{ count: before }] = (await sql<{ count: number }>(
      'SELECT count(*)::int AS count FROM audit_log',
    )) as [{ count: number }];
    const forbidden = await gql(
      fixture.tokens.branchAdmin,
      'mutation ($id: ID!) { updateCompany(id: $id, input: { name: "x" }) { id } }',
      { id: kartalCompany },
    );
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const invalid = await gql(
      fixture.tokens.orgAdmin,
      'mutation ($id: ID!) { updateCompany(id: $id, input: { taxNumber: "12345" }) { id } }',
      { id: kartalCompany },
    );
    expect(invalid.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const [{ count: after }] = (await sql<{ count: number }>(
      'SELECT count(*)::int AS count FROM audit_log',
    )) as [{ count: number }];
    expect(after).toBe(before);
  });

  it('rolls its row back with a transaction that throws', async () => {
    const entityId = randomUUID();
    await expect(
      fixture.server.dataSource.transaction(async (manager) => {
        await recordAudit(manager, {
          organizationId: kartal,
          actorUserId: null,
          action: 'update',
          entityType: 'athlete',
          entityId,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await auditRows(entityId)).toBe(0);
  });
});
