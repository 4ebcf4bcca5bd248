import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { DEMO_PROFESSIONAL_PASSWORD, DEMO_PROFESSIONALS } from './professionals.seed.js';

// What the professionals API suites (professionals.*.test.ts) share. Each file calls
// `professionalsSuite()` once at its top: its own server and database, signed in as every demo persona
// and as a coach of the demo seed (`coach`).

export type Persona = keyof typeof DEMO_PERSONAS;
export const KARTAL = DEMO_ORGANIZATIONS.kartal.id;
export const COACH = DEMO_PROFESSIONALS.gokhanTekin; // staffs Futbol U10 and U12 Erkek, Kadıköy
export const VOLLEYBALL = DEMO_PROFESSIONALS.cansuErdem; // staffs Voleybol U16 Kız, Ataşehir only

/** One professional with their private details (the e-mail and the certifications). */
export const READ = `query ($id: ID!) { professional(id: $id) { id name title specialties email certifications { id status } } }`;

/** The set-up of one professionals test file (call it once, at the top of the file). */
export function professionalsSuite() {
  const t = useTestServer({
    ...DEMO_PERSONAS,
    coach: { email: COACH.email, password: DEMO_PROFESSIONAL_PASSWORD },
  });
  return { t, ...suiteCalls(t) };
}
