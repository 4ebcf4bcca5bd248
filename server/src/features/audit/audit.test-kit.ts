import { randomUUID } from 'node:crypto';
import { beforeAll } from 'vitest';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';

// What the audit log suites (audit.*.test.ts) share: the demo personas signed in, the log's GraphQL
// document and the shape of its answers, and companies whose rows the suites read.

export type Persona = keyof typeof DEMO_PERSONAS;
export const PERSONAS = Object.keys(DEMO_PERSONAS) as Persona[];
export const kartal = DEMO_ORGANIZATIONS.kartal.id;
export const anadolu = DEMO_ORGANIZATIONS.anadolu.id;
export const UNKNOWN = '00000000-0000-4000-8fff-000000000999';

export interface Entry {
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
export interface LogPage {
  auditLog: { totalCount: number; endCursor: string | null; nodes: Entry[] };
}

export const ENTRY =
  'id organizationId actor { id name } action entityType entityId summary before after createdAt';
export const LOG = `query ($organizationId: ID, $first: Int, $after: String, $sort: AuditLogSort, $actorId: ID,
  $entityType: String, $entityId: ID, $actions: [AuditAction!], $from: DateTime, $to: DateTime, $query: String) {
  auditLog(organizationId: $organizationId, first: $first, after: $after, sort: $sort, actorId: $actorId,
    entityType: $entityType, entityId: $entityId, actions: $actions, from: $from, to: $to, query: $query) {
    totalCount endCursor nodes { ${ENTRY} }
  }
}`;

/** The server of one audit suite, with every demo persona signed in; call once at the top of a file. */
export function auditSuite() {
  const t = useTestServer(DEMO_PERSONAS);
  const calls = suiteCalls(t);

  const createCompany = (persona: Persona, name: string) =>
    calls.gql<{ createCompany: { id: string } }>(
      persona,
      'mutation ($name: String!) { createCompany(input: { name: $name }) { id } }',
      { name },
    );

  /**
   * A company of Kartal (created by its organization admin) and one of Anadolu (by theirs), created
   * before the file's tests: each has its `create` row in its organization's log.
   */
  function useCompanies() {
    const companies = { kartal: '', anadolu: '' };
    beforeAll(async () => {
      const kartalAnswer = await createCompany('orgAdmin', `Audit Kartal ${randomUUID().slice(0, 8)}`);
      const anadoluAnswer = await createCompany('otherOrgAdmin', `Audit Anadolu ${randomUUID().slice(0, 8)}`);
      companies.kartal = kartalAnswer.data!.createCompany.id;
      companies.anadolu = anadoluAnswer.data!.createCompany.id;
    });
    return companies;
  }

  return { t, ...calls, createCompany, useCompanies };
}
