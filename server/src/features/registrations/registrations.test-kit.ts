import { expect } from 'vitest';
import type { ServerFixture } from '../../../../tests/support/suite.js';
import { DEMO_PROFESSIONALS } from '../professionals/index.js';
import { DEMO_TEAMS } from '../teams/index.js';
import { DEMO_PERSONAS } from '../users/index.js';

// What the registration suites share: a family's form as the public page sends it, sent from an address of
// the test's choosing (the server trusts X-Forwarded-For in these suites, so each test has its own rate
// limit), and the reads that check what a submission or a decision left behind.

export const SUBMIT = `mutation ($input: SubmitRegistrationInput!) {
  submitRegistration(input: $input) { received organizationName }
}`;

export const REGISTRATION_FIELDS = `id organizationId status teamId firstName lastName birthDate gender language note
  submittedAt decidedAt reason athleteId waitlistPosition
  guardians { position firstName lastName email phone relationship userId }
  consents { purpose version text { id required } }`;

let serial = 0;

/** A unique suffix for names and addresses, so tests never meet each other's families. */
export const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

/** A boy for Kartal's U10 football team (born 2017), one guardian, the required consents and photos. */
export async function familyInput(
  fixture: ServerFixture<string>,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const id = unique();
  const texts = await fixture.server.dataSource.query<{ id: string }[]>(
    `SELECT id FROM consent_texts WHERE organization_id IS NULL AND (required OR purpose = 'photos') ORDER BY purpose`,
  );
  return {
    organizationSlug: 'kartal',
    teamId: DEMO_TEAMS.futbolU10Erkek.id,
    firstName: 'Arda',
    lastName: `Çelik ${id}`,
    birthDate: '2017-06-15',
    gender: 'male',
    language: 'tr',
    guardians: [
      {
        firstName: 'Sevgi',
        lastName: 'Çelik',
        email: `sevgi.${id}@aile.example`,
        phone: '+90 532 111 22 33',
        relationship: 'mother',
      },
    ],
    consentTextIds: texts.map((text) => text.id),
    note: null,
    ...overrides,
  };
}

/** Sends a registration from `ip` without signing in; answers the GraphQL answer with the HTTP status. */
export async function submitFrom(fixture: ServerFixture<string>, ip: string, input: Record<string, unknown>) {
  const response = await fixture.http.request<{
    data?: { submitRegistration: { received: boolean; organizationName: string } } | null;
    errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[];
  }>('POST', 'graphql', {
    body: { query: SUBMIT, variables: { input } },
    headers: { 'x-forwarded-for': ip },
  });
  return { status: response.status, ...response.body };
}

/** Submits and expects the receipt; answers the registration's id (read back by the child's names). */
export async function submitted(
  fixture: ServerFixture<string>,
  input: Record<string, unknown>,
  ip = `10.1.${serial % 250}.${(serial++ % 250) + 1}`,
): Promise<string> {
  const answer = await submitFrom(fixture, ip, input);
  expect(answer.errors).toBeUndefined();
  expect(answer.data!.submitRegistration).toEqual({ received: true, organizationName: expect.any(String) });
  const [row] = await fixture.server.dataSource.query<{ id: string }[]>(
    'SELECT id FROM registrations WHERE last_name = $1 ORDER BY created_at DESC LIMIT 1',
    [input.lastName],
  );
  return row!.id;
}

/**
 * A pending registration written straight into the tables (for permission targets): a boy born in the
 * team's first birth year, one guardian, the default required consents; answers its id.
 */
export async function insertRegistration(
  fixture: ServerFixture<string>,
  teamId: string,
  status: 'pending' | 'waitlisted' = 'pending',
): Promise<string> {
  const id = unique();
  const [row] = await fixture.server.dataSource.query<{ id: string }[]>(
    `INSERT INTO registrations (organization_id, team_id, status, first_name, last_name, birth_date, gender, language,
                                child_key)
     SELECT t.organization_id, t.id, $2::registration_status, 'Matris', $3::text,
            make_date(t.birth_year_min, 3, 3), 'male', 'tr', 'matris|' || $3::text
       FROM teams t WHERE t.id = $1
     RETURNING id`,
    [teamId, status, `Çocuk ${id}`],
  );
  await fixture.server.dataSource.query(
    `INSERT INTO registration_guardians (registration_id, position, first_name, last_name, email, phone, relationship)
     VALUES ($1, 1, 'Matris', 'Veli', $2, '+90 532 000 11 22', 'father')`,
    [row!.id, `matris.${id}@aile.example`],
  );
  await fixture.server.dataSource.query(
    `INSERT INTO registration_consents (registration_id, consent_text_id)
     SELECT $1, id FROM consent_texts WHERE organization_id IS NULL AND required`,
    [row!.id],
  );
  return row!.id;
}

/** The demo personas and a coach of the parent persona's children: who may have a child's data is asked of each. */
export const DATA_PERSONAS = {
  ...DEMO_PERSONAS,
  coach: { email: DEMO_PROFESSIONALS.gokhanTekin.email, password: 'Arena-Member-2026' },
};
export type DataPersona = keyof typeof DATA_PERSONAS;

/**
 * Who may have everything held about `athleteId` handed over, or ask for its erasure: the admins of the
 * child's scope (a branch or department admin only through a current team in their grant) and the
 * parent persona as the legal guardian; everyone else gets NOT_FOUND.
 */
export async function dataHolderAnswers(
  query: <Row>(sql: string, params?: unknown[]) => Promise<Row[]>,
  athleteId: string,
): Promise<Record<DataPersona, 'ok' | 'NOT_FOUND'>> {
  const [scope] = await query<{ branch: boolean; dept: boolean }>(
    `SELECT bool_or(t.branch_id = $2) AS branch, bool_or(t.department_id = $3) AS dept
       FROM team_memberships m JOIN teams t ON t.id = m.team_id WHERE m.athlete_id = $1 AND m.to_on IS NULL`,
    [athleteId, DEMO_PERSONAS.branchAdmin.scope?.id ?? null, DEMO_PERSONAS.deptAdmin.scope?.id ?? null],
  );
  return {
    superAdmin: 'ok',
    orgAdmin: 'ok',
    branchAdmin: scope?.branch ? 'ok' : 'NOT_FOUND',
    deptAdmin: scope?.dept ? 'ok' : 'NOT_FOUND',
    parent: 'ok',
    company: 'NOT_FOUND',
    regular: 'NOT_FOUND',
    otherOrgAdmin: 'NOT_FOUND',
    coach: 'NOT_FOUND',
  };
}
