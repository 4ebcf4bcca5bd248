import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_TEAMS } from '../teams/index.js';
import { DATA_PERSONAS, familyInput, submitted } from './registrations.test-kit.js';

// Storage accounting through the real HTTP API: each registration document a family uploads counts its
// bytes against its school's plan (organizations.storage_used_bytes, read as Organization.storageUsedBytes
// by the school's administrators); an upload past the plan's quota is refused with 413 QUOTA_EXCEEDED and
// leaves no row, no file and no count behind; a document let go gives its bytes back.

const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-registration-storage-'));
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});
const t = useTestServer(DATA_PERSONAS, { TRUST_PROXY: 'true', DATA_DIR: dataDir });
const { gql, query } = suiteCalls(t);
const kartal = DEMO_ORGANIZATIONS.kartal.id;
const TINY_PLAN = '00000000-0000-4000-8000-00000000f1a7';
beforeAll(async () => {
  await query('UPDATE teams SET capacity = 200 WHERE id = $1', [DEMO_TEAMS.futbolU10Erkek.id]);
  await query(
    `INSERT INTO subscription_plans (id, name, description, price, storage_quota_bytes)
     VALUES ($1, 'Tiny', 'A plan of a few bytes, for these tests.', 0, 0)`,
    [TINY_PLAN],
  );
});
// Each test starts on the school's own plan (Premium, 1 GB).
afterEach(async () => {
  await query('UPDATE organizations SET subscription_plan_id = $2 WHERE id = $1', [
    kartal,
    DEMO_ORGANIZATIONS.kartal.subscriptionPlanId,
  ]);
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let address = 0;
/** Uploads a `kind` document to Kartal's form from an address of its own. */
async function upload(bytes: Buffer, kind: 'photo' | 'health_report' = 'photo') {
  const response = await fetch(`${t.server.url}/api/register/kartal/documents?kind=${kind}&name=file`, {
    method: 'POST',
    headers: { 'x-forwarded-for': `10.8.${Math.floor(address / 250)}.${(address++ % 250) + 1}` },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as { id?: string; code?: string } };
}

/** What Kartal has stored: the count, the rows' sum and the files on disk. */
async function stored() {
  const [row] = await query<{ used: string; sum: string; rows: number }>(
    `SELECT o.storage_used_bytes AS used,
            (SELECT coalesce(sum(size_bytes), 0) FROM registration_documents WHERE organization_id = o.id) AS sum,
            (SELECT count(*)::int FROM registration_documents WHERE organization_id = o.id) AS rows
       FROM organizations o WHERE o.id = $1`,
    [kartal],
  );
  const files = await readdir(path.join(dataDir, 'files', 'registrations', kartal)).catch(() => []);
  return { used: Number(row!.used), sum: Number(row!.sum), rows: row!.rows, files: files.length };
}

/** Puts Kartal on a plan with room for `room` more bytes than it holds. */
async function roomFor(room: number) {
  const { used } = await stored();
  await query('UPDATE subscription_plans SET storage_quota_bytes = $2 WHERE id = $1', [
    TINY_PLAN,
    used + room,
  ]);
  await query('UPDATE organizations SET subscription_plan_id = $2 WHERE id = $1', [kartal, TINY_PLAN]);
}

describe('storage of registration documents', () => {
  it('counts an upload’s bytes, which the school’s administrators read against the plan’s quota', async () => {
    const before = await stored();
    expect((await upload(PNG)).status).toBe(201);
    expect((await upload(PDF, 'health_report')).status).toBe(201);
    const after = await stored();
    expect(after.used).toBe(before.used + PNG.length + PDF.length);
    expect(after.used).toBe(after.sum);

    const READ = '{ myOrganization { storageUsedBytes storageQuotaBytes plan { name } } }';
    const admin = await gql<{ myOrganization: Record<string, unknown> }>('orgAdmin', READ);
    expect(admin.data!.myOrganization).toEqual({
      storageUsedBytes: after.used,
      storageQuotaBytes: 1024 ** 3,
      plan: { name: 'Premium' },
    });
    for (const persona of ['branchAdmin', 'coach', 'parent'] as const) {
      const other = await gql<{ myOrganization: Record<string, unknown> | null }>(persona, READ);
      expect(other.errors, persona).toBeUndefined();
      const organization = other.data!.myOrganization;
      expect(organization && [organization.storageUsedBytes, organization.plan], persona).toEqual(
        organization && [null, null],
      );
    }
  });

  it('refuses an upload past the quota with 413 QUOTA_EXCEEDED, storing nothing', async () => {
    await roomFor(PNG.length - 1);
    const before = await stored();
    const refused = await upload(PNG);
    expect([refused.status, refused.body.code]).toEqual([413, 'QUOTA_EXCEEDED']);
    expect(await stored()).toEqual(before);
    // Exactly up to the quota is taken.
    await roomFor(PNG.length);
    expect((await upload(PNG)).status).toBe(201);
    expect((await stored()).used).toBe(before.used + PNG.length);
  });

  it('takes concurrent uploads only while they fit together', async () => {
    await roomFor(2 * PNG.length);
    const before = await stored();
    const answers = await Promise.all(Array.from({ length: 5 }, () => upload(PNG)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 413, 413, 413]);
    const after = await stored();
    expect([after.used, after.rows, after.files]).toEqual([
      before.used + 2 * PNG.length,
      before.rows + 2,
      before.files + 2,
    ]);
    expect(after.used).toBe(after.sum);
  });

  it('gives the bytes back when a document is let go by a new submission or swept unsent', async () => {
    const photo = (await upload(PNG)).body.id!;
    const report = (await upload(PDF, 'health_report')).body.id!;
    const input = await familyInput(t, { documentIds: [photo, report] });
    await submitted(t, input);
    const sent = await stored();
    await submitted(t, { ...input, documentIds: [report] });
    expect((await stored()).used).toBe(sent.used - PNG.length);

    const staged = (await upload(PNG)).body.id!;
    await query(`UPDATE registration_documents SET created_at = now() - interval '25 hours' WHERE id = $1`, [
      staged,
    ]);
    const beforeSweep = await stored();
    await t.server.server.services.registrations.documents.sweep();
    const afterSweep = await stored();
    expect(afterSweep.used).toBe(beforeSweep.used - PNG.length);
    expect(afterSweep.used).toBe(afterSweep.sum);
  });
});
