import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { DEMO_ORGANIZATIONS } from './organizations.seed.js';

// What the organizations suites (organizations.*.test.ts) share: the demo personas and organizations,
// and a server per test file with a token for each persona.

export type Persona = keyof typeof DEMO_PERSONAS;
export const PERSONAS = Object.keys(DEMO_PERSONAS) as Persona[];
export const KARTAL = DEMO_ORGANIZATIONS.kartal.id;
export const ANADOLU = DEMO_ORGANIZATIONS.anadolu.id;

/**
 * The server of one test file, signed in as every demo persona, and its calls: `gql` as a persona,
 * `codeOf` an answer. Call it once at the top of the file.
 */
export function organizationsSuite() {
  const t = useTestServer(DEMO_PERSONAS);
  return { t, ...suiteCalls(t) };
}
