import { describe, expect, it } from 'vitest';
import { permissionMatrix, type Outcome } from '../../../../tests/support/permission-matrix.js';
import { auditTrail } from '../../../../tests/support/audit.js';
import { useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_TEAMS } from '../teams/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { DEMO_PROFESSIONAL_PASSWORD, DEMO_PROFESSIONALS } from './professionals.seed.js';

// Professionals and certifications through the real GraphQL API, as every demo persona, a coach, and
// across both organizations (professionals.policy.ts): every member reads the profiles; the e-mail and
// the certifications only the organization's admins, the admins of a branch or department where the
// professional staffs a team, and the professional themself (null for anyone else); changes are the
// organization admins' and, for their own profile and certifications, the professional's.

type Persona = keyof typeof DEMO_PERSONAS;
const PERSONAS = Object.keys(DEMO_PERSONAS) as Persona[];
const KARTAL = DEMO_ORGANIZATIONS.kartal.id;
const ANADOLU = DEMO_ORGANIZATIONS.anadolu.id;
const COACH = DEMO_PROFESSIONALS.gokhanTekin; // staffs Futbol U10 and U12 Erkek, Kadıköy
const VOLLEYBALL = DEMO_PROFESSIONALS.cansuErdem; // staffs Voleybol U16 Kız, Ataşehir only

const t = useTestServer({
  ...DEMO_PERSONAS,
  coach: { email: COACH.email, password: DEMO_PROFESSIONAL_PASSWORD },
});
const gql = async <T = Record<string, unknown>>(
  persona: Persona | 'coach',
  query: string,
  variables: Record<string, unknown> = {},
) => t.http.graphql<T>(query, variables, t.tokens[persona]);

interface Professional {
  id: string;
  name: string;
  title: string;
  email: string | null;
  certifications: { id: string; status: string }[] | null;
}
const READ = `query ($id: ID!) { professional(id: $id) { id name title specialties email certifications { id status } } }`;

describe('reading professionals', () => {
  it('shows the profile to every member and the private details only to those the policy names', async () => {
    // Who reads the private details of the Kadıköy football coach, and of the Ataşehir volleyball coach.
    const expected: Record<Persona | 'coach', [coach: boolean, volleyball: boolean] | 'NOT_FOUND'> = {
      superAdmin: [true, true],
      orgAdmin: [true, true],
      branchAdmin: [true, false],
      deptAdmin: [true, false],
      parent: [false, false],
      company: [false, false],
      regular: [false, false],
      coach: [true, false],
      otherOrgAdmin: 'NOT_FOUND',
    };
    for (const [persona, outcome] of Object.entries(expected) as [
      Persona | 'coach',
      (typeof expected)[Persona],
    ][]) {
      for (const [index, target] of [COACH, VOLLEYBALL].entries()) {
        const answer = await gql<{ professional: Professional }>(persona, READ, { id: target.id });
        if (outcome === 'NOT_FOUND') {
          expect(answer.errors?.[0]?.extensions?.code, persona).toBe('NOT_FOUND');
          continue;
        }
        expect(answer.errors, persona).toBeUndefined();
        const professional = answer.data!.professional;
        expect(professional).toMatchObject({ name: target.name, title: target.title });
        if (outcome[index]) {
          expect(professional.email, `${persona} ${target.name}`).toBe(target.email);
          expect(professional.certifications, `${persona} ${target.name}`).toHaveLength(
            target.certifications.length,
          );
        } else {
          expect(professional.email, `${persona} ${target.name}`).toBeNull();
          expect(professional.certifications, `${persona} ${target.name}`).toBeNull();
        }
      }
    }
  });

  it('lists, searches and sorts the organization’s professionals, a page at a time', async () => {
    const kartal = Object.values(DEMO_PROFESSIONALS).filter((p) => p.organizationId === KARTAL);
    const all = await gql<{
      professionals: { totalCount: number; nodes: { name: string }[]; endCursor: string | null };
    }>('regular', '{ professionals(first: 10) { totalCount endCursor nodes { name } } }');
    expect(all.data?.professionals.totalCount).toBe(kartal.length);
    expect(all.data?.professionals.nodes).toHaveLength(10);
    const rest = await gql<{ professionals: { nodes: { name: string }[]; endCursor: string | null } }>(
      'regular',
      'query ($after: String) { professionals(first: 10, after: $after) { endCursor nodes { name } } }',
      { after: all.data?.professionals.endCursor },
    );
    expect(rest.data?.professionals.endCursor).toBeNull();
    const names = [...all.data!.professionals.nodes, ...rest.data!.professionals.nodes].map((p) => p.name);
    expect(names).toHaveLength(kartal.length);
    // Alphabet order with Turkish letters after their base letter (Ç after C, İ after I, Ö after O).
    expect(names.indexOf('Cansu Erdem')).toBeLessThan(names.indexOf('Deniz Aktaş'));
    expect(names.indexOf('Onur Bulut')).toBeLessThan(names.indexOf('Ozan Çakır'));
    const search = await gql<{ professionals: { nodes: { name: string }[] } }>(
      'parent',
      '{ professionals(query: "kaleci") { nodes { name } } }',
    );
    expect(search.data?.professionals.nodes.map((p) => p.name)).toEqual(['Mert Avcı']);
    const anadolu = await gql<{ professionals: { nodes: { name: string }[] } }>(
      'otherOrgAdmin',
      '{ professionals(sort: NAME_DESC) { nodes { name } } }',
    );
    expect(anadolu.data?.professionals.nodes.map((p) => p.name)).toEqual([
      'Levent Ateş',
      'Kaan Bilgin',
      'Gül Özer',
    ]);
    const foreign = await gql<{ professionals: { nodes: unknown[] } }>(
      'orgAdmin',
      'query ($org: ID) { professionals(organizationId: $org) { nodes { id } } }',
      { org: ANADOLU },
    );
    expect(foreign.data?.professionals.nodes).toEqual([]);
  });

  it('lists certifications expiring soon, expired ones first, for those who read them', async () => {
    const query = `{ certifications(expiringWithinDays: 60) { totalCount nodes { name status daysToExpiry professional { name } } } }`;
    const answer = await gql<{
      certifications: {
        totalCount: number;
        nodes: { name: string; status: string; daysToExpiry: number; professional: { name: string } }[];
      };
    }>('orgAdmin', query);
    expect(answer.errors).toBeUndefined();
    const nodes = answer.data!.certifications.nodes;
    expect(nodes.map((node) => [node.professional.name, node.status, node.daysToExpiry])).toEqual([
      ['Deniz Aktaş', 'expired', -15],
      ['Gökhan Tekin', 'expiring_soon', 24],
      ['Elif Karaca', 'expiring_soon', 41],
      ['Burcu Yavuz', 'expiring_soon', 53],
    ]);
    // The football department admin reads those of the professionals on football teams only.
    const dept = await gql<typeof answer.data>('deptAdmin', query);
    expect(dept.data?.certifications.nodes.map((node) => node.professional.name)).toEqual([
      'Gökhan Tekin',
      'Elif Karaca',
    ]);
    for (const persona of ['parent', 'company', 'regular'] as const) {
      const none = await gql<typeof answer.data>(persona, query);
      expect(none.data?.certifications, persona).toEqual({ totalCount: 0, nodes: [] });
    }
    const coach = await gql<typeof answer.data>('coach', query);
    expect(coach.data?.certifications.nodes.map((node) => node.professional.name)).toEqual(['Gökhan Tekin']);
  });
});

describe('changing professionals', () => {
  it('lets a professional edit their own profile and certifications, and nobody else’s', async () => {
    const own = await gql<{ updateProfessional: { bio: string; specialties: string[] } }>(
      'coach',
      `mutation ($id: ID!) { updateProfessional(id: $id, input: { bio: "Yeni biyografi", specialties: ["Futbol", "futbol", "Koordinasyon"] }) { bio specialties } }`,
      { id: COACH.id },
    );
    expect(own.errors).toBeUndefined();
    expect(own.data?.updateProfessional).toEqual({
      bio: 'Yeni biyografi',
      specialties: ['Futbol', 'Koordinasyon'],
    });
    const other = await gql(
      'coach',
      'mutation ($id: ID!) { updateProfessional(id: $id, input: { bio: "x" }) { id } }',
      {
        id: VOLLEYBALL.id,
      },
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const archive = await gql('coach', 'mutation ($id: ID!) { archiveProfessional(id: $id) { id } }', {
      id: COACH.id,
    });
    expect(archive.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const added = await gql<{
      createCertification: { id: string; status: string; daysToExpiry: number | null };
    }>(
      'coach',
      `mutation ($id: ID!) { createCertification(professionalId: $id, input: {
          kind: first_aid, name: "Temel İlk Yardım", issuer: "Kızılay", issuedOn: "2026-01-05" }) { id status daysToExpiry } }`,
      { id: COACH.id },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data?.createCertification).toMatchObject({ status: 'valid', daysToExpiry: null });
  });

  it('audits professional records and certifications, as the admin who changed them, in the same transaction', async () => {
    const audits = (entityId: string) => auditTrail(t.server.dataSource, entityId);
    const member = await t.factories.user({ organizationId: KARTAL, role: 'user' });
    const created = await gql<{ createProfessional: { id: string } }>(
      'orgAdmin',
      'mutation ($user: ID!) { createProfessional(input: { userId: $user, title: "Antrenör" }) { id } }',
      { user: member.id },
    );
    expect(created.errors).toBeUndefined();
    const professional = created.data!.createProfessional.id;
    const certificate = await gql<{ createCertification: { id: string } }>(
      'orgAdmin',
      `mutation ($id: ID!) { createCertification(professionalId: $id, input: {
          kind: first_aid, name: "Temel İlk Yardım", issuer: "Kızılay", issuedOn: "2026-01-05" }) { id } }`,
      { id: professional },
    );
    expect(certificate.errors).toBeUndefined();
    const certification = certificate.data!.createCertification.id;
    for (const document of [
      'mutation ($id: ID!) { updateCertification(id: $id, input: { kind: first_aid, name: "İleri İlk Yardım", issuer: "Kızılay" }) { id } }',
      'mutation ($id: ID!) { archiveCertification(id: $id) { id } }',
      'mutation ($id: ID!) { restoreCertification(id: $id) { id } }',
    ]) {
      expect((await gql('orgAdmin', document, { id: certification })).errors, document).toBeUndefined();
    }
    for (const document of [
      'mutation ($id: ID!) { archiveProfessional(id: $id) { id } }',
      'mutation ($id: ID!) { restoreProfessional(id: $id) { id } }',
    ]) {
      expect((await gql('orgAdmin', document, { id: professional })).errors, document).toBeUndefined();
    }
    const actor = DEMO_PERSONAS.orgAdmin.id;
    expect(await audits(professional)).toEqual([
      expect.objectContaining({
        action: 'create',
        actor,
        organizationId: KARTAL,
        entityType: 'professional',
        after: { userId: member.id, title: 'Antrenör' },
      }),
      expect.objectContaining({ action: 'archive', actor }),
      expect.objectContaining({ action: 'restore', actor }),
    ]);
    const rows = await audits(certification);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'create',
        actor,
        organizationId: KARTAL,
        entityType: 'certification',
      }),
      expect.objectContaining({
        action: 'update',
        before: { name: 'Temel İlk Yardım' },
        after: { professionalId: professional, name: 'İleri İlk Yardım' },
      }),
      expect.objectContaining({ action: 'archive', actor }),
      expect.objectContaining({ action: 'restore', actor }),
    ]);
    expect(rows[0]!.tr).toContain(member.name);
    // A refused change writes no row.
    const refused = await gql('coach', 'mutation ($id: ID!) { archiveProfessional(id: $id) { id } }', {
      id: professional,
    });
    expect(refused.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);
    expect(await audits(professional)).toHaveLength(3);
  });

  it('validates with field errors and refuses a second record for one user', async () => {
    const bad = await gql(
      'orgAdmin',
      'mutation { createProfessional(input: { userId: "nope", title: " ", specialties: [""] }) { id } }',
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.errors?.[0]?.extensions?.fieldErrors ?? {}).sort()).toEqual([
      'specialties.0',
      'title',
      'userId',
    ]);
    const twice = await gql(
      'orgAdmin',
      'mutation ($user: ID!) { createProfessional(input: { userId: $user, title: "Antrenör" }) { id } }',
      {
        user: COACH.userId,
      },
    );
    expect(twice.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const dates = await gql(
      'orgAdmin',
      `mutation ($id: ID!) { createCertification(professionalId: $id, input: {
          kind: coaching_licence, name: "UEFA B", issuer: "TFF", issuedOn: "2024-05-01", expiresOn: "2024-04-01" }) { id } }`,
      { id: COACH.id },
    );
    expect(dates.errors?.[0]?.extensions?.fieldErrors).toEqual({
      expiresOn: 'The expiry date must be on or after the issue date',
    });
    const future = await gql(
      'orgAdmin',
      `mutation ($id: ID!) { createCertification(professionalId: $id, input: {
          kind: other, name: "X", issuer: "Y", issuedOn: "2999-01-01", documentUrl: "javascript:alert(1)" }) { id } }`,
      { id: COACH.id },
    );
    expect(Object.keys(future.errors?.[0]?.extensions?.fieldErrors ?? {}).sort()).toEqual([
      'documentUrl',
      'issuedOn',
    ]);
  });
});

// ——— the permission matrix ———

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

describe('a professional is staff', () => {
  const STAFF_APPS = '{ viewerAccess { staff } contacts(first: 1) { totalCount } tasks { id } }';
  interface StaffApps {
    viewerAccess: { staff: boolean };
    contacts: { totalCount: number };
    tasks: { id: string }[];
  }

  it('reads the staff work apps while active, without changing them, and loses them when archived', async () => {
    const active = await gql<StaffApps>('coach', STAFF_APPS);
    expect(active.errors).toBeUndefined();
    expect(active.data?.viewerAccess.staff).toBe(true);
    expect(active.data?.contacts.totalCount).toBeGreaterThan(0);
    expect(active.data?.tasks.length).toBeGreaterThan(0);
    // The coach's own role is a regular user's (read): staff apps open, changes refused.
    const write = await gql('coach', 'mutation { createContact { id } }');
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // A regular user who is no professional reads nothing of them.
    const regular = await gql<StaffApps>('regular', STAFF_APPS);
    expect(regular.data).toMatchObject({
      viewerAccess: { staff: false },
      contacts: { totalCount: 0 },
      tasks: [],
    });

    const archived = await gql('orgAdmin', 'mutation ($id: ID!) { archiveProfessional(id: $id) { id } }', {
      id: COACH.id,
    });
    expect(archived.errors).toBeUndefined();
    try {
      const after = await gql<StaffApps>('coach', STAFF_APPS);
      expect(after.data).toMatchObject({
        viewerAccess: { staff: false },
        contacts: { totalCount: 0 },
        tasks: [],
      });
    } finally {
      const restored = await gql('orgAdmin', 'mutation ($id: ID!) { restoreProfessional(id: $id) { id } }', {
        id: COACH.id,
      });
      expect(restored.errors).toBeUndefined();
    }
  });
});

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
    async digest() {
      const [row] = await t.server.dataSource.query<{ digest: string }[]>(
        `SELECT md5(coalesce((SELECT string_agg(p::text, '|' ORDER BY p.id) FROM professionals p), '')
                 || coalesce((SELECT string_agg(c::text, '|' ORDER BY c.id) FROM certifications c), '')) AS digest`,
      );
      return row?.digest ?? '';
    },
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
