import { print } from 'graphql';
import {
  AthletesListDocument,
  AuditLogPageDocument,
  SchoolDashboardDocument,
} from '../../client/src/generated/graphql.js';
import { DEMO_ORGANIZATIONS } from '../../server/src/features/organizations/organizations.seed.js';

// The screens the federation section loads, sent as the client sends them (its own documents).

/** A screen's p50 at federation size may be at most this multiple of its demo-size p50. */
export const FEDERATION_BUDGET_RATIO = 2;
/** Concurrent connections per screen: a school's office at its busiest. */
export const FEDERATION_CONNECTIONS = 10;

type Persona = 'organization admin' | 'branch admin';

export interface FederationScreen {
  name: string;
  body: string;
  /** Text every right answer contains. */
  expect: string;
  personas: Persona[];
}

const body = (document: Parameters<typeof print>[0], variables: Record<string, unknown>) =>
  JSON.stringify({ query: print(document), variables });

export const FEDERATION_SCREENS: FederationScreen[] = [
  {
    name: 'athletes, first 25 + count',
    body: body(AthletesListDocument, { first: 25, sort: 'name_asc' }),
    expect: '"totalCount"',
    personas: ['organization admin', 'branch admin'],
  },
  {
    name: 'school dashboard',
    body: body(SchoolDashboardDocument, { organizationId: DEMO_ORGANIZATIONS.kartal.id }),
    expect: '"athletesByStatus"',
    personas: ['organization admin', 'branch admin'],
  },
  {
    name: 'audit log, first 50',
    body: body(AuditLogPageDocument, { first: 50, withCount: false }),
    expect: '"auditLog"',
    personas: ['organization admin'],
  },
];
