import { describe, expect } from 'vitest';
import { permissionMatrix, type Outcome } from '../../../../tests/support/permission-matrix.js';
import { DEMO_TEAMS } from '../teams/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { KARTAL, professionalsSuite, READ, type Persona } from './professionals.test-kit.js';

// The permission matrix of professionals and certifications: every operation as each demo persona,
// across both organizations (professionals.policy.ts). Each call gets a fresh Kartal professional on a
// Kadıköy football team's staff, with one certification; a refused call changes no professional and no
// certification. (The set-up all professionals suites share: professionals.test-kit.ts.)

const PERSONAS = Object.keys(DEMO_PERSONAS) as Persona[];

const { t, digest } = professionalsSuite();

type Op =
  | 'list'
  | 'read'
  | 'create'
  | 'update'
  | 'archive'
  | 'restore'
  | 'certifications'
  | 'readCertification'
  | 'createCertification'
  | 'updateCertification'
  | 'archiveCertification';

interface Target {
  professionalId: string;
  userId: string;
  certificationId: string;
}

const ALL_OK = Object.fromEntries(
  [
    'list',
    'read',
    'create',
    'update',
    'archive',
    'restore',
    'certifications',
    'readCertification',
    'createCertification',
    'updateCertification',
    'archiveCertification',
  ].map((op) => [op, 'ok']),
) as Record<Op, Outcome>;
// Admins of a branch or department where the professional staffs a team: read everything, change nothing.
const SCOPED_ADMIN: Record<Op, Outcome> = {
  ...ALL_OK,
  create: 'FORBIDDEN',
  update: 'FORBIDDEN',
  archive: 'FORBIDDEN',
  restore: 'NOT_FOUND',
  createCertification: 'FORBIDDEN',
  updateCertification: 'FORBIDDEN',
  archiveCertification: 'FORBIDDEN',
};
const MEMBER: Record<Op, Outcome> = {
  ...SCOPED_ADMIN,
  certifications: 'empty',
  readCertification: 'NOT_FOUND',
  updateCertification: 'NOT_FOUND',
  archiveCertification: 'NOT_FOUND',
};
const EXPECTED: Record<Persona, Record<Op, Outcome>> = {
  superAdmin: ALL_OK,
  orgAdmin: ALL_OK,
  branchAdmin: SCOPED_ADMIN,
  deptAdmin: SCOPED_ADMIN,
  parent: MEMBER,
  company: MEMBER,
  regular: MEMBER,
  otherOrgAdmin: {
    list: 'ok',
    read: 'NOT_FOUND',
    create: 'BAD_USER_INPUT',
    update: 'NOT_FOUND',
    archive: 'NOT_FOUND',
    restore: 'NOT_FOUND',
    certifications: 'ok',
    readCertification: 'NOT_FOUND',
    createCertification: 'NOT_FOUND',
    updateCertification: 'NOT_FOUND',
    archiveCertification: 'NOT_FOUND',
  },
};

describe('the permission matrix: every professionals operation as each persona', () => {
  let made = 0;
  permissionMatrix<Persona, Op, Target>({
    personas: PERSONAS,
    token: (persona) => t.tokens[persona],
    http: () => t.http,
    expected: EXPECTED,
    transports: ['GraphQL'],
    // A fresh Kartal user; unless the operation creates one, their professional record staffing Futbol
    // U12 Erkek (Kadıköy: in the branch and the department admin's scope) with one certification.
    async target(op) {
      const db = t.server.dataSource;
      const n = ++made;
      const [user] = await db.query<{ id: string }[]>(
        `INSERT INTO users (name, email, password_hash, organization_id) VALUES ($1, $2, 'x', $3) RETURNING id`,
        [`Matrix Coach ${n}`, `matrix.coach.${n}.${Date.now()}@test.arena.local`, KARTAL],
      );
      if (op === 'create') return { professionalId: '', userId: user!.id, certificationId: '' };
      const [professional] = await db.query<{ id: string }[]>(
        `INSERT INTO professionals (organization_id, user_id, title, archived_at)
         VALUES ($1, $2, 'Antrenör', ${op === 'restore' ? 'now()' : 'NULL'}) RETURNING id`,
        [KARTAL, user!.id],
      );
      await db.query(
        `INSERT INTO team_staff (team_id, professional_id, role) VALUES ($1, $2, 'assistant_coach')`,
        [DEMO_TEAMS.futbolU12Erkek.id, professional!.id],
      );
      const [certification] = await db.query<{ id: string }[]>(
        `INSERT INTO certifications (professional_id, kind, name, issuer, expires_on)
         VALUES ($1, 'first_aid', 'İlk Yardım', 'Kızılay', CURRENT_DATE + 10) RETURNING id`,
        [professional!.id],
      );
      return { professionalId: professional!.id, userId: user!.id, certificationId: certification!.id };
    },
    digest: () => digest('professionals', 'certifications'),
    calls: {
      list: () => ({
        graphql: ['{ professionals(first: 500) { totalCount nodes { id organizationId } } }'],
        field: 'professionals',
      }),
      read: ({ professionalId }) => ({ graphql: [READ, { id: professionalId }], field: 'professional' }),
      create: ({ userId }) => ({
        graphql: [
          'mutation ($user: ID!) { createProfessional(input: { userId: $user, title: "Antrenör", specialties: ["Futbol"] }) { id userId organizationId } }',
          { user: userId },
        ],
        field: 'createProfessional',
      }),
      update: ({ professionalId }) => ({
        graphql: [
          'mutation ($id: ID!) { updateProfessional(id: $id, input: { title: "Baş Antrenör" }) { id title } }',
          { id: professionalId },
        ],
        field: 'updateProfessional',
      }),
      archive: ({ professionalId }) => ({
        graphql: [
          'mutation ($id: ID!) { archiveProfessional(id: $id) { id archivedAt } }',
          { id: professionalId },
        ],
        field: 'archiveProfessional',
      }),
      restore: ({ professionalId }) => ({
        graphql: [
          'mutation ($id: ID!) { restoreProfessional(id: $id) { id archivedAt } }',
          { id: professionalId },
        ],
        field: 'restoreProfessional',
      }),
      certifications: () => ({
        graphql: ['{ certifications(first: 500) { totalCount nodes { id professionalId } } }'],
        field: 'certifications',
        empty: { totalCount: 0, nodes: [] },
      }),
      readCertification: ({ certificationId }) => ({
        graphql: [
          'query ($id: ID!) { certification(id: $id) { id number status } }',
          { id: certificationId },
        ],
        field: 'certification',
      }),
      createCertification: ({ professionalId }) => ({
        graphql: [
          'mutation ($id: ID!) { createCertification(professionalId: $id, input: { kind: coaching_licence, name: "UEFA C", issuer: "TFF" }) { id professionalId } }',
          { id: professionalId },
        ],
        field: 'createCertification',
      }),
      updateCertification: ({ certificationId }) => ({
        graphql: [
          'mutation ($id: ID!) { updateCertification(id: $id, input: { number: "IY-1" }) { id number } }',
          { id: certificationId },
        ],
        field: 'updateCertification',
      }),
      archiveCertification: ({ certificationId }) => ({
        graphql: [
          'mutation ($id: ID!) { archiveCertification(id: $id) { id archivedAt } }',
          { id: certificationId },
        ],
        field: 'archiveCertification',
      }),
    },
    async expectAllowed({ op, persona, target, answer, where }) {
      const organizationId = DEMO_PERSONAS[persona].organizationId;
      const value = answer as Record<string, unknown>;
      switch (op) {
        case 'list':
        case 'certifications': {
          const nodes = value.nodes as { organizationId?: string; professionalId?: string }[];
          expect(nodes.length, where).toBeGreaterThan(0);
          if (op === 'list' && persona !== 'superAdmin') {
            expect(
              nodes.every((node) => node.organizationId === organizationId),
              where,
            ).toBe(true);
          }
          if (op === 'certifications' && persona !== 'otherOrgAdmin') {
            expect(
              nodes.map((node) => node.professionalId),
              where,
            ).toContain(target.professionalId || nodes[0]?.professionalId);
          }
          return;
        }
        case 'read':
          // Every allowed reader here also reads the private details (the target staffs their scope).
          expect(value.id, where).toBe(target.professionalId);
          expect(value.certifications === null, where).toBe(
            ['parent', 'company', 'regular'].includes(persona),
          );
          return;
        case 'create':
          expect(value, where).toMatchObject({ userId: target.userId, organizationId: KARTAL });
          return;
        case 'update':
          expect(value, where).toEqual({ id: target.professionalId, title: 'Baş Antrenör' });
          return;
        case 'archive':
        case 'archiveCertification':
          expect(value.archivedAt, where).toEqual(expect.any(String));
          return;
        case 'restore':
          expect(value.archivedAt, where).toBeNull();
          return;
        case 'readCertification':
          expect(value, where).toMatchObject({ id: target.certificationId, status: 'expiring_soon' });
          return;
        case 'createCertification':
          expect(value.professionalId, where).toBe(target.professionalId);
          return;
        case 'updateCertification':
          expect(value, where).toEqual({ id: target.certificationId, number: 'IY-1' });
          return;
      }
    },
  });
});
