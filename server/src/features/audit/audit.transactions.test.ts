import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { recordAudit } from './audit.record.js';
import { auditSuite, kartal } from './audit.test-kit.js';

// An audit row is written in the transaction of the change it records, through the real GraphQL API: a
// change that fails leaves no row, a row that cannot be written undoes the change, and a refused or
// invalid change writes nothing. Who reads the log is in audit.readers.test.ts.

const { t, gql, query, createCompany, useCompanies } = auditSuite();
const companies = useCompanies();

describe('audit rows share the transaction of the change', () => {
  afterAll(async () => {
    await query('DROP TRIGGER IF EXISTS test_refuse_audit ON audit_log');
    await query('DROP FUNCTION IF EXISTS test_refuse_audit()');
    await query('DROP TRIGGER IF EXISTS test_refuse_commit ON companies');
    await query('DROP FUNCTION IF EXISTS test_refuse_commit()');
  });

  const auditRows = async (entityId: string) =>
    (
      await query<{ count: number }>('SELECT count(*)::int AS count FROM audit_log WHERE entity_id = $1', [
        entityId,
      ])
    )[0]!.count;
  const companyName = async (id: string) =>
    (await query<{ name: string }>('SELECT name FROM companies WHERE id = $1', [id]))[0]!.name;

  it('writes no row for a change that fails at commit, after its row was written', async () => {
    // A deferred check that fails when the transaction commits: the update and its audit row have both
    // run by then, so only a shared transaction takes the audit row back with the change.
    await query(`CREATE FUNCTION test_refuse_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = 'Refused at commit' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`);
    await query(`CREATE CONSTRAINT TRIGGER test_refuse_commit AFTER UPDATE ON companies
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION test_refuse_commit()`);
    const id = (await createCompany('orgAdmin', `Commit ${randomUUID().slice(0, 8)}`)).data!.createCompany.id;
    const before = await auditRows(id);
    const name = await companyName(id);
    const answer = await gql(
      'orgAdmin',
      'mutation ($id: ID!) { updateCompany(id: $id, input: { name: "Refused at commit" }) { id } }',
      { id },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('INTERNAL');
    expect(await companyName(id)).toBe(name);
    expect(await auditRows(id)).toBe(before);
  });

  it('undoes the change when its audit row cannot be written', async () => {
    await query(`CREATE FUNCTION test_refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.summary LIKE '%Refused audit%' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`);
    await query(`CREATE TRIGGER test_refuse_audit BEFORE INSERT ON audit_log
      FOR EACH ROW EXECUTE FUNCTION test_refuse_audit()`);
    const id = (await createCompany('orgAdmin', `Audit ${randomUUID().slice(0, 8)}`)).data!.createCompany.id;
    const name = await companyName(id);
    const answer = await gql(
      'orgAdmin',
      'mutation ($id: ID!) { updateCompany(id: $id, input: { name: "Refused audit" }) { id } }',
      { id },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('INTERNAL');
    expect(await companyName(id)).toBe(name);
  });

  it('writes no row for a refused or invalid change', async () => {
    const [{ count: before }] = (await query<{ count: number }>(
      'SELECT count(*)::int AS count FROM audit_log',
    )) as [{ count: number }];
    const forbidden = await gql(
      'branchAdmin',
      'mutation ($id: ID!) { updateCompany(id: $id, input: { name: "x" }) { id } }',
      { id: companies.kartal },
    );
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const invalid = await gql(
      'orgAdmin',
      'mutation ($id: ID!) { updateCompany(id: $id, input: { taxNumber: "12345" }) { id } }',
      { id: companies.kartal },
    );
    expect(invalid.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const [{ count: after }] = (await query<{ count: number }>(
      'SELECT count(*)::int AS count FROM audit_log',
    )) as [{ count: number }];
    expect(after).toBe(before);
  });

  it('rolls its row back with a transaction that throws', async () => {
    const entityId = randomUUID();
    await expect(
      t.server.dataSource.transaction(async (manager) => {
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
