import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PROFESSIONALS } from './professionals.seed.js';
import {
  COACH,
  KARTAL,
  professionalsSuite,
  READ,
  VOLLEYBALL,
  type Persona,
} from './professionals.test-kit.js';

// Reading professionals and certifications through the real GraphQL API, as every demo persona, a coach,
// and across both organizations (professionals.policy.ts): every member reads the profiles; the e-mail
// and the certifications only the organization's admins, the admins of a branch or department where the
// professional staffs a team, and the professional themself (null for anyone else). Lists page, search
// and sort; expiring certifications are listed for those who read them. (The set-up all professionals
// suites share: professionals.test-kit.ts.)

const ANADOLU = DEMO_ORGANIZATIONS.anadolu.id;

const { gql } = professionalsSuite();

interface Professional {
  id: string;
  name: string;
  title: string;
  email: string | null;
  certifications: { id: string; status: string }[] | null;
}

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
