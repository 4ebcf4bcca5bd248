import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_PROFESSIONALS } from '../professionals/index.js';
import { DEMO_PERSONAS, demoMembers } from '../users/index.js';

// What the user-resources suites (user-resources.*.test.ts) share: the seeded members they read, and one
// server per file over its own DATA_DIR, with a token for each persona below.

export const anadoluMember = demoMembers()[42]?.id ?? ''; // n = 143: every third member from 101 has rows
export const kartalMember = demoMembers()[3]?.id ?? ''; // n = 104

const PERSONAS = {
  regular: DEMO_PERSONAS.regular,
  orgAdmin: DEMO_PERSONAS.orgAdmin,
  otherOrgAdmin: DEMO_PERSONAS.otherOrgAdmin,
  superAdmin: DEMO_PERSONAS.superAdmin,
  branchAdmin: DEMO_PERSONAS.branchAdmin,
  parent: DEMO_PERSONAS.parent,
  deptAdmin: DEMO_PERSONAS.deptAdmin,
  company: DEMO_PERSONAS.company,
  // Head coach of Futbol U10 Erkek, the team of the parent's son.
  coach: { email: DEMO_PROFESSIONALS.gokhanTekin.email, password: 'Arena-Member-2026' },
};

/**
 * One server for the calling file (tests/support/suite.ts), with a token per persona in `t.tokens` and
 * the suite calls. Its DATA_DIR is a fresh temporary folder, `dataDir` (stored files live in its files/
 * folder), removed after the server has closed.
 */
export function userResourcesSuite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-user-resources-'));
  // Registered before the server's hooks: after-all hooks run last registered first, so this one after
  // the server has closed.
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  const t = useTestServer(PERSONAS, { DATA_DIR: dataDir });
  return { t, ...suiteCalls(t), dataDir };
}
