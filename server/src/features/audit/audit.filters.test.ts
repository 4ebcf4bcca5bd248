import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLAnswer } from '../../../../tests/support/suite.js';
import { recordAudit, type AuditEntry } from './audit.record.js';
import { auditSuite, LOG, UNKNOWN, type LogPage } from './audit.test-kit.js';

// The audit log's filters and keyset pages through the real GraphQL API, over rows of an organization of
// their own: pages without gaps or repeats either way, each filter alone and together, no count unless
// asked for, and field errors for bad arguments. Who reads the log is in audit.readers.test.ts.

const { t, gql, query } = auditSuite();

describe('filters and keyset pages', () => {
  let organization: string;
  let token: string;
  let actors: [string, string];
  const entityA = randomUUID();
  const entityB = randomUUID();
  const entries: Omit<AuditEntry, 'organizationId' | 'actorUserId'>[] = [];

  beforeAll(async () => {
    organization = (await t.factories.organization()).id;
    const admin = await t.factories.user({ organizationId: organization, role: 'org_admin' });
    const helper = await t.factories.user({ organizationId: organization, role: 'org_admin' });
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
    await t.server.dataSource.transaction(async (manager) => {
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
      const answer: GraphQLAnswer<LogPage> = await gql<LogPage>({ token }, LOG, {
        ...variables,
        first,
        after,
      });
      expect(answer.errors).toBeUndefined();
      ids.push(...answer.data!.auditLog.nodes.map((node) => node.id));
      total = answer.data!.auditLog.totalCount;
      after = answer.data!.auditLog.endCursor;
      if (!after) break;
    }
    return { ids, total };
  }

  async function expected(where: string, params: unknown[] = [], order = 'DESC'): Promise<string[]> {
    const rows = await query<{ id: string }>(
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
    const summaries = await gql<LogPage>({ token }, LOG, { sort: 'oldest', first: 13 });
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

    const times = await query<{ created_at: Date }>(
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
    const statements = await t.server.queries.during(() =>
      gql({ token }, '{ auditLog(first: 2) { nodes { id actor { name } } endCursor } }'),
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
      const answer = await gql({ token }, LOG, variables);
      expect(answer.errors?.[0]?.extensions?.code, field).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.fieldErrors?.[field], field).toBeTruthy();
    }
    // The DateTime scalar refuses a malformed instant before the query runs.
    const instant = await gql({ token }, LOG, { from: 'last week' });
    expect(instant.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
