import { describe, expect, it } from 'vitest';
import { auditTrail } from '../../../../tests/support/audit.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { COACH, KARTAL, professionalsSuite, VOLLEYBALL } from './professionals.test-kit.js';

// Changing professionals and certifications through the real GraphQL API (professionals.policy.ts):
// changes are the organization admins' and, for their own profile and certifications, the
// professional's; every change is audited in its own transaction, and bad input is refused with field
// errors. A professional is staff: they read the staff work apps while active and lose them when
// archived. (The set-up all professionals suites share: professionals.test-kit.ts.)

const { t, gql } = professionalsSuite();

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
