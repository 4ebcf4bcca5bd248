import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { suiteCalls, useTestServer, type Caller } from '../../../../tests/support/suite.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';

// What the companies suites (companies.*.test.ts) share: the demo personas and organizations, a server
// per test file with a token for each persona, the test rows they write through SQL like the factories,
// and the calls and checks of the permission matrix (companies.permissions.test.ts).

export type Persona = keyof typeof DEMO_PERSONAS;
export const PERSONAS = Object.keys(DEMO_PERSONAS) as Persona[];
export const kartal = DEMO_ORGANIZATIONS.kartal.id;
export const anadolu = DEMO_ORGANIZATIONS.anadolu.id;
export const UNKNOWN = '00000000-0000-4000-8fff-000000000999';

export const unique = () => randomBytes(4).toString('hex');
export const randomDigits = (length: number) =>
  Array.from(randomBytes(length), (byte) => String(byte % 10)).join('');

interface GqlError {
  message: string;
  extensions?: {
    code?: string;
    fieldErrors?: Record<string, string>;
    fieldErrorCodes?: Record<string, string>;
  };
}

/** A GraphQL answer as these suites read it: a refusal's field errors come with their codes. */
export interface GqlAnswer<T> {
  status?: number;
  data?: T | null;
  errors?: GqlError[];
}

// ——— the permission matrix's calls ———

export const COMPANY_FIELDS = 'id organizationId name taxNumber archivedAt contacts { user { id } }';
export const SPONSORSHIP_FIELDS =
  'id companyId organizationId scopeType scopeId scopeName tier amount current archivedAt';

/** One GraphQL call of the permission matrix, and the field answering it. */
export interface Call {
  query: string;
  variables?: Record<string, unknown>;
  field: string;
}

/** The call of `field(id: $id…)` on one row, answering `fields`. */
export const byId = (
  operation: 'query' | 'mutation',
  field: string,
  id: string,
  fields: string,
  args = '',
): Call => ({
  query: `${operation} ($id: ID!) { ${field}(id: $id${args}) { ${fields} } }`,
  variables: { id },
  field,
});

/** The call of `field(input: $input)`, answering `fields`. */
export const withInput = (
  field: string,
  type: string,
  input: Record<string, unknown>,
  fields: string,
): Call => ({
  query: `mutation ($input: ${type}!) { ${field}(input: $input) { ${fields} } }`,
  variables: { input },
  field,
});

/** A company contact linked or unlinked (`addCompanyContact`, `removeCompanyContact`), answering the company. */
export const contactCall = (field: string, companyId: string, userId: string): Call => ({
  query: `mutation ($companyId: ID!, $userId: ID!) { ${field}(companyId: $companyId, userId: $userId) { ${COMPANY_FIELDS} } }`,
  variables: { companyId, userId },
  field,
});

/**
 * The server of one test file, signed in as every demo persona, and its calls: `gql` as a persona (or
 * `{ token }`, or `null` for nobody), `codeOf` an answer, `query` the database; with the test rows.
 * Call it once at the top of the file.
 */
export function companiesSuite() {
  const t = useTestServer(DEMO_PERSONAS);
  const calls = suiteCalls(t);
  const sql = calls.query;

  /** `gql` of suiteCalls, its answer typed with the field error codes. */
  function gql<T = Record<string, unknown>>(
    who: Caller<Persona>,
    document: string,
    variables: Record<string, unknown> = {},
  ): Promise<GqlAnswer<T>> {
    return calls.gql<T>(who, document, variables);
  }

  // ——— test rows, written through SQL like the factories ———

  async function company(organizationId = kartal, overrides: { archived?: boolean } = {}): Promise<string> {
    const [row] = await sql<{ id: string }>(
      `INSERT INTO companies (organization_id, name, archived_at) VALUES ($1, $2, $3) RETURNING id`,
      [organizationId, `Test Sponsor ${unique()}`, overrides.archived ? new Date() : null],
    );
    return row!.id;
  }

  async function sponsorship(
    companyId: string,
    scope: { type: 'organization' | 'branch' | 'team'; id: string },
    overrides: { archived?: boolean; organizationId?: string } = {},
  ): Promise<string> {
    const [row] = await sql<{ id: string }>(
      `INSERT INTO sponsorships (company_id, organization_id, scope_type, scope_id, tier, amount, starts_on, ends_on, archived_at)
       VALUES ($1, $2, $3, $4, 'silver', 1000, '2026-01-01', '2030-12-31', $5) RETURNING id`,
      [
        companyId,
        overrides.organizationId ?? kartal,
        scope.type,
        scope.id,
        overrides.archived ? new Date() : null,
      ],
    );
    return row!.id;
  }

  async function link(companyId: string, userId: string): Promise<void> {
    await sql('INSERT INTO company_contacts (company_id, user_id) VALUES ($1, $2)', [companyId, userId]);
  }

  /** The createSponsorship call for a sponsorship of a fresh Kartal company. */
  const createSponsorship = async (input: Record<string, unknown>) =>
    withInput(
      'createSponsorship',
      'SponsorshipInput',
      { companyId: await company(), ...input },
      SPONSORSHIP_FIELDS,
    );

  // ——— the checks of the permission matrix ———

  /** Every row of the feature's tables and the audit log, so a refused call can be shown to change nothing. */
  const digest = () => calls.digest('companies', 'sponsorships', 'company_contacts', 'audit_log');

  /** The newest audit row about a row, to check an accepted change wrote one with the right actor. */
  async function expectAudit(entityId: string, action: string, persona: Persona, entityType: string) {
    const [row] = await sql<{ action: string; actor_user_id: string; entity_type: string }>(
      `SELECT action::text, actor_user_id, entity_type FROM audit_log WHERE entity_id = $1
        ORDER BY created_at DESC, seq DESC LIMIT 1`,
      [entityId],
    );
    expect(row, `${persona}: audit row for ${entityType} ${action}`).toEqual({
      action,
      actor_user_id: DEMO_PERSONAS[persona].id,
      entity_type: entityType,
    });
  }

  /** The audit row of a company contact linked or unlinked, with the right actor. */
  async function expectContactAudit(companyId: string, action: 'link' | 'unlink', persona: Persona) {
    const [row] = await sql<{ action: string; actor_user_id: string }>(
      `SELECT action::text, actor_user_id FROM audit_log
        WHERE entity_type = 'company_contact' AND ${action === 'link' ? 'after' : 'before'}->>'companyId' = $1`,
      [companyId],
    );
    expect(row).toEqual({ action, actor_user_id: DEMO_PERSONAS[persona].id });
  }

  return {
    t,
    ...calls,
    gql,
    company,
    sponsorship,
    link,
    createSponsorship,
    digest,
    expectAudit,
    expectContactAudit,
  };
}
