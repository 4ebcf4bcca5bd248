import { describe, expect } from 'vitest';
import { permissionMatrix, type Outcome } from '../../../../tests/support/permission-matrix.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { KARTAL, PERSONAS, organizationsSuite, type Persona } from './organizations.test-kit.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_SEASONS } from './organizations.seed.js';

// Every operation on organizations, branches, departments and seasons through the real GraphQL API, as
// each demo persona (organizations.policy.ts): members read their organization's public data; plan and
// storage are for its administrators; branch and department admins change their own branch or
// department; the rest of the structure is the organization admin's; organizations are created and
// archived by a super admin. Another organization's rows answer NOT_FOUND like unknown ids, and a refused
// call changes no row.

const { t } = organizationsSuite();

type Op =
  | 'list'
  | 'read'
  | 'createOrganization'
  | 'updateOrganization'
  | 'archiveOrganization'
  | 'branches'
  | 'createBranch'
  | 'updateBranch'
  | 'archiveBranch'
  | 'restoreBranch'
  | 'createDepartment'
  | 'updateDepartment'
  | 'archiveDepartment'
  | 'createSeason'
  | 'updateSeason';

interface Target {
  organizationId: string;
  branchId: string;
  departmentId: string;
  seasonId: string;
}

const SUPER: Record<Op, Outcome> = {
  list: 'ok',
  read: 'ok',
  createOrganization: 'ok',
  updateOrganization: 'ok',
  archiveOrganization: 'ok',
  branches: 'ok',
  createBranch: 'ok',
  updateBranch: 'ok',
  archiveBranch: 'ok',
  restoreBranch: 'ok',
  createDepartment: 'ok',
  updateDepartment: 'ok',
  archiveDepartment: 'ok',
  createSeason: 'ok',
  updateSeason: 'ok',
};
const MEMBER: Record<Op, Outcome> = {
  list: 'ok',
  read: 'ok',
  createOrganization: 'FORBIDDEN',
  updateOrganization: 'FORBIDDEN',
  archiveOrganization: 'FORBIDDEN',
  branches: 'ok',
  createBranch: 'FORBIDDEN',
  updateBranch: 'FORBIDDEN',
  archiveBranch: 'FORBIDDEN',
  restoreBranch: 'NOT_FOUND',
  createDepartment: 'FORBIDDEN',
  updateDepartment: 'FORBIDDEN',
  archiveDepartment: 'FORBIDDEN',
  createSeason: 'FORBIDDEN',
  updateSeason: 'FORBIDDEN',
};
const EXPECTED: Record<Persona, Record<Op, Outcome>> = {
  superAdmin: SUPER,
  orgAdmin: { ...SUPER, createOrganization: 'FORBIDDEN', archiveOrganization: 'FORBIDDEN' },
  // The targets are the Kadıköy branch and the Futbol department: theirs to change, nothing else.
  branchAdmin: { ...MEMBER, updateBranch: 'ok' },
  deptAdmin: { ...MEMBER, updateDepartment: 'ok' },
  parent: MEMBER,
  company: MEMBER,
  regular: MEMBER,
  otherOrgAdmin: {
    list: 'ok',
    read: 'NOT_FOUND',
    createOrganization: 'FORBIDDEN',
    updateOrganization: 'NOT_FOUND',
    // Only a super admin archives: refused before any row is read, whatever the id.
    archiveOrganization: 'FORBIDDEN',
    branches: 'ok',
    createBranch: 'NOT_FOUND',
    updateBranch: 'NOT_FOUND',
    archiveBranch: 'NOT_FOUND',
    restoreBranch: 'NOT_FOUND',
    createDepartment: 'NOT_FOUND',
    updateDepartment: 'NOT_FOUND',
    archiveDepartment: 'NOT_FOUND',
    createSeason: 'NOT_FOUND',
    updateSeason: 'NOT_FOUND',
  },
};

describe('the permission matrix: every structure operation as each persona', () => {
  let made = 0;
  const db = () => t.server.dataSource;
  permissionMatrix<Persona, Op, Target>({
    personas: PERSONAS,
    token: (persona) => t.tokens[persona],
    http: () => t.http,
    expected: EXPECTED,
    transports: ['GraphQL'],
    // Kartal and its Kadıköy branch and Futbol department; a fresh branch, department or season where
    // the operation archives or restores; a fresh organization for the super admin's archive.
    async target(op, persona) {
      const n = ++made;
      const target: Target = {
        organizationId: KARTAL,
        branchId: DEMO_BRANCHES.kadikoy.id,
        departmentId: DEMO_DEPARTMENTS.football.id,
        seasonId: DEMO_SEASONS.kartalPrevious.id,
      };
      if (op === 'archiveOrganization' && persona === 'superAdmin') {
        target.organizationId = (await t.factories.organization()).id;
      }
      if (op === 'archiveBranch' || op === 'restoreBranch') {
        const [row] = await db().query<{ id: string }[]>(
          `INSERT INTO branches (organization_id, name, archived_at) VALUES ($1, $2, ${op === 'restoreBranch' ? 'now()' : 'NULL'}) RETURNING id`,
          [KARTAL, `Matrix Branch ${n}`],
        );
        target.branchId = row!.id;
      }
      if (op === 'archiveDepartment') {
        const [row] = await db().query<{ id: string }[]>(
          `INSERT INTO departments (organization_id, name, sport) VALUES ($1, $2, 'chess') RETURNING id`,
          [KARTAL, `Matrix Department ${n}`],
        );
        target.departmentId = row!.id;
      }
      return target;
    },
    async digest() {
      const [row] = await db().query<{ digest: string }[]>(
        `SELECT md5(concat_ws('|',
           (SELECT string_agg(o::text, '|' ORDER BY o.id) FROM organizations o),
           (SELECT string_agg(b::text, '|' ORDER BY b.id) FROM branches b),
           (SELECT string_agg(d::text, '|' ORDER BY d.id) FROM departments d),
           (SELECT string_agg(s::text, '|' ORDER BY s.id) FROM seasons s),
           (SELECT count(*) FROM users)::text)) AS digest`,
      );
      return row?.digest ?? '';
    },
    calls: {
      list: () => ({ graphql: ['{ organizations(first: 500) { nodes { id } } }'], field: 'organizations' }),
      read: ({ organizationId }) => ({
        graphql: [
          'query ($id: ID!) { organization(id: $id) { id name plan { id } } }',
          { id: organizationId },
        ],
        field: 'organization',
      }),
      createOrganization: (_target, label) => ({
        graphql: [
          'mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { id name } }',
          {
            input: {
              name: `Matrix ${label}`,
              slug: `matrix-${++made}-${Date.now().toString(36)}`,
              type: 'school',
              admin: {
                fullName: 'Matrix Admin',
                email: `matrix-${made}-${Date.now()}@test.arena.local`,
                password: 'Matrix-Admin-2026',
              },
            },
          },
        ],
        field: 'createOrganization',
      }),
      updateOrganization: ({ organizationId }) => ({
        graphql: [
          'mutation ($id: ID!) { updateOrganization(id: $id, input: { phone: "+90 216 555 01 99" }) { id phone } }',
          { id: organizationId },
        ],
        field: 'updateOrganization',
      }),
      archiveOrganization: ({ organizationId }) => ({
        graphql: [
          'mutation ($id: ID!) { archiveOrganization(id: $id) { id archivedAt } }',
          { id: organizationId },
        ],
        field: 'archiveOrganization',
      }),
      branches: () => ({
        graphql: ['{ branches(first: 500) { nodes { id organizationId } } }'],
        field: 'branches',
      }),
      createBranch: (_target, label) => ({
        graphql: [
          'mutation ($org: ID, $name: String) { createBranch(organizationId: $org, input: { name: $name }) { id organizationId } }',
          { org: KARTAL, name: `Created ${label}` },
        ],
        field: 'createBranch',
      }),
      updateBranch: ({ branchId }) => ({
        graphql: [
          'mutation ($id: ID!) { updateBranch(id: $id, input: { phone: "+90 216 555 01 11" }) { id phone } }',
          { id: branchId },
        ],
        field: 'updateBranch',
      }),
      archiveBranch: ({ branchId }) => ({
        graphql: ['mutation ($id: ID!) { archiveBranch(id: $id) { id archivedAt } }', { id: branchId }],
        field: 'archiveBranch',
      }),
      restoreBranch: ({ branchId }) => ({
        graphql: ['mutation ($id: ID!) { restoreBranch(id: $id) { id archivedAt } }', { id: branchId }],
        field: 'restoreBranch',
      }),
      createDepartment: (_target, label) => ({
        graphql: [
          'mutation ($org: ID, $name: String) { createDepartment(organizationId: $org, input: { name: $name, sport: handball }) { id sport } }',
          { org: KARTAL, name: `Created ${label}` },
        ],
        field: 'createDepartment',
      }),
      updateDepartment: ({ departmentId }) => ({
        graphql: [
          'mutation ($id: ID!) { updateDepartment(id: $id, input: { sport: football }) { id sport } }',
          { id: departmentId },
        ],
        field: 'updateDepartment',
      }),
      archiveDepartment: ({ departmentId }) => ({
        graphql: [
          'mutation ($id: ID!) { archiveDepartment(id: $id) { id archivedAt } }',
          { id: departmentId },
        ],
        field: 'archiveDepartment',
      }),
      createSeason: (_target, label) => ({
        graphql: [
          'mutation ($org: ID, $name: String) { createSeason(organizationId: $org, input: { name: $name, startsOn: "2028-09-01", endsOn: "2029-06-30" }) { id current } }',
          { org: KARTAL, name: `Season ${label}` },
        ],
        field: 'createSeason',
      }),
      updateSeason: ({ seasonId }) => ({
        graphql: [
          'mutation ($id: ID!) { updateSeason(id: $id, input: { endsOn: "2026-07-15" }) { id endsOn } }',
          { id: seasonId },
        ],
        field: 'updateSeason',
      }),
    },
    async expectAllowed({ op, persona, target, answer, where }) {
      const value = answer as Record<string, unknown>;
      const own = DEMO_PERSONAS[persona].organizationId;
      switch (op) {
        case 'list':
        case 'branches': {
          const nodes = value.nodes as { id: string; organizationId?: string }[];
          if (persona === 'superAdmin') expect(nodes.length, where).toBeGreaterThan(1);
          else if (op === 'list') expect(nodes, where).toEqual([{ id: own }]);
          else
            expect(nodes.every((node) => node.organizationId === own) && nodes.length >= 2, where).toBe(true);
          return;
        }
        case 'read':
          expect(value.id, where).toBe(target.organizationId);
          expect(value.plan === null, where).toBe(!['superAdmin', 'orgAdmin'].includes(persona));
          return;
        case 'createOrganization':
        case 'createBranch':
        case 'createSeason':
          expect(value.id, where).toEqual(expect.any(String));
          if (op === 'createBranch') expect(value.organizationId, where).toBe(KARTAL);
          if (op === 'createSeason') expect(value.current, where).toBe(false);
          return;
        case 'createDepartment':
          expect(value.sport, where).toBe('handball');
          return;
        case 'updateOrganization':
          expect(value, where).toEqual({ id: KARTAL, phone: '+90 216 555 01 99' });
          return;
        case 'updateBranch':
          expect(value, where).toEqual({ id: target.branchId, phone: '+90 216 555 01 11' });
          return;
        case 'updateDepartment':
          expect(value, where).toEqual({ id: target.departmentId, sport: 'football' });
          return;
        case 'updateSeason':
          expect(value, where).toEqual({ id: target.seasonId, endsOn: '2026-07-15' });
          return;
        case 'archiveOrganization':
        case 'archiveBranch':
        case 'archiveDepartment':
          expect(value.archivedAt, where).toEqual(expect.any(String));
          return;
        case 'restoreBranch':
          expect(value.archivedAt, where).toBeNull();
          return;
      }
    },
  });
});
