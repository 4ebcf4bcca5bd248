import { describe, expect, it } from 'vitest';
import { KARTAL, organizationsSuite } from './organizations.test-kit.js';
import { DEMO_SEASONS } from './organizations.seed.js';

// Changing the structure through the real GraphQL API (organizations.policy.ts): a super admin creates an
// organization with its first admin (signed up with a password, or invited by mail); an organization
// admin keeps one current season and adds, archives and restores branches, which then hide from members.
// Names are unique per organization (CONFLICT), and invalid fields answer BAD_USER_INPUT field by field.

const { t, gql, codeOf } = organizationsSuite();

describe('changing the structure', () => {
  it('creates an organization with its first admin, who can sign in and administer it', async () => {
    const slug = `test-${Date.now().toString(36)}`;
    const email = `${slug}@test.arena.local`;
    const created = await gql<{ createOrganization: { id: string; slug: string; plan: { name: string } } }>(
      'superAdmin',
      `mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { id slug plan { name } } }`,
      {
        input: {
          name: 'Ege Yelken Kulübü',
          slug: slug.toUpperCase(),
          type: 'club',
          planId: '00000000-0000-4000-8005-000000000002',
          admin: { fullName: 'Deniz Ege', email, password: 'Ege-Yelken-2026' },
        },
      },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createOrganization).toMatchObject({ slug });
    const signIn = await t.http.request<{ accessToken: string }>('POST', 'api/auth/sign-in', {
      body: { email, password: 'Ege-Yelken-2026' },
    });
    expect(signIn.status).toBe(200);
    const mine = await t.http.graphql<{ myOrganization: { id: string; storageUsedBytes: number } }>(
      '{ myOrganization { id storageUsedBytes } }',
      {},
      signIn.body.accessToken,
    );
    expect(mine.data?.myOrganization).toEqual({
      id: created.data?.createOrganization.id,
      storageUsedBytes: 0,
    });
    const again = await gql(
      'superAdmin',
      `mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { id } }`,
      { input: { name: 'X', slug, type: 'school', admin: { fullName: 'Y', email: `other-${email}` } } },
    );
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.extensions?.fieldErrors).toEqual({
      slug: 'Another organization uses this slug',
    });
    const invalid = await gql(
      'superAdmin',
      `mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { id } }`,
      {
        input: {
          name: '',
          slug: 'a b',
          type: 'club',
          admin: { fullName: 'Y', email: 'not-an-email', password: 'short' },
        },
      },
    );
    expect(codeOf(invalid)).toBe('BAD_USER_INPUT');
    expect(Object.keys(invalid.errors?.[0]?.extensions?.fieldErrors ?? {}).sort()).toEqual(
      ['admin.email', 'admin.password', 'name', 'slug'].sort(),
    );
  });

  it('invites a first admin without a password by mail', async () => {
    const slug = `invite-${Date.now().toString(36)}`;
    const before = await t.server.dataSource.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM mail_outbox',
    );
    const created = await gql(
      'superAdmin',
      `mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { id } }`,
      {
        input: {
          name: 'Davet Okulu',
          slug,
          type: 'school',
          admin: { fullName: 'Davetli', email: `${slug}@test.arena.local` },
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const after = await t.server.dataSource.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM mail_outbox',
    );
    expect(after[0]!.count).toBe(before[0]!.count + 1);
  });

  it('keeps one current season: switching moves the mark, the current one cannot be archived', async () => {
    const created = await gql<{ createSeason: { id: string; current: boolean } }>(
      'orgAdmin',
      'mutation { createSeason(input: { name: "2027–2028", startsOn: "2027-09-01", endsOn: "2028-06-30" }) { id current } }',
    );
    expect(created.data?.createSeason.current).toBe(false);
    const id = created.data!.createSeason.id;
    const switched = await gql<{ setCurrentSeason: { current: boolean } }>(
      'orgAdmin',
      'mutation ($id: ID!) { setCurrentSeason(id: $id) { current } }',
      { id },
    );
    expect(switched.data?.setCurrentSeason.current).toBe(true);
    const current = await t.server.dataSource.query<{ id: string }[]>(
      'SELECT id FROM seasons WHERE organization_id = $1 AND current',
      [KARTAL],
    );
    expect(current).toEqual([{ id }]);
    const archive = await gql('orgAdmin', 'mutation ($id: ID!) { archiveSeason(id: $id) { id } }', { id });
    expect(codeOf(archive)).toBe('BAD_USER_INPUT');
    await gql('orgAdmin', 'mutation ($id: ID!) { setCurrentSeason(id: $id) { id } }', {
      id: DEMO_SEASONS.kartalCurrent.id,
    });
    const archived = await gql<{ archiveSeason: { archivedAt: string } }>(
      'orgAdmin',
      'mutation ($id: ID!) { archiveSeason(id: $id) { archivedAt } }',
      { id },
    );
    expect(archived.data?.archiveSeason.archivedAt).toEqual(expect.any(String));
    const dates = await gql(
      'orgAdmin',
      'mutation { createSeason(input: { name: "Ters", startsOn: "2027-09-01", endsOn: "2027-01-01" }) { id } }',
    );
    expect(dates.errors?.[0]?.extensions?.fieldErrors).toEqual({
      endsOn: 'The season must end on or after its start',
    });
  });

  it('refuses a duplicate name, validates fields and hides archived rows from members', async () => {
    const duplicate = await gql('orgAdmin', 'mutation { createBranch(input: { name: "Kadıköy" }) { id } }');
    expect(codeOf(duplicate)).toBe('CONFLICT');
    const invalid = await gql(
      'orgAdmin',
      'mutation { createBranch(input: { name: "Üsküdar", latitude: 120, phone: "call me" }) { id } }',
    );
    expect(Object.keys(invalid.errors?.[0]?.extensions?.fieldErrors ?? {}).sort()).toEqual([
      'latitude',
      'phone',
    ]);
    const created = await gql<{ createBranch: { id: string } }>(
      'orgAdmin',
      'mutation { createBranch(input: { name: "Üsküdar", phone: "+90 216 555 01 40", active: false }) { id } }',
    );
    const id = created.data!.createBranch.id;
    await gql('orgAdmin', 'mutation ($id: ID!) { archiveBranch(id: $id) { id } }', { id });
    for (const persona of ['regular', 'branchAdmin'] as const) {
      const read = await gql(persona, 'query ($id: ID!) { branch(id: $id) { id } }', { id });
      expect(codeOf(read), persona).toBe('NOT_FOUND');
      const list = await gql<{ branches: { nodes: { id: string }[] } }>(
        persona,
        '{ branches(includeArchived: true) { nodes { id } } }',
      );
      expect(
        list.data?.branches.nodes.map((b) => b.id),
        persona,
      ).not.toContain(id);
    }
    const admin = await gql<{ branches: { nodes: { id: string }[] } }>(
      'orgAdmin',
      '{ branches(includeArchived: true, active: false) { nodes { id } } }',
    );
    expect(admin.data?.branches.nodes.map((b) => b.id)).toContain(id);
    // A same-named branch made meanwhile blocks the restore.
    await gql('orgAdmin', 'mutation { createBranch(input: { name: "üsküdar" }) { id } }');
    const restore = await gql('orgAdmin', 'mutation ($id: ID!) { restoreBranch(id: $id) { id } }', { id });
    expect(codeOf(restore)).toBe('CONFLICT');
  });

  it('keeps the time zone its events are planned in: new events take it, a zone nobody knows changes nothing', async () => {
    const update = (persona: 'orgAdmin' | 'regular', timeZone: string) =>
      gql<{ updateOrganization: { timeZone: string } }>(
        persona,
        'mutation ($id: ID!, $tz: String) { updateOrganization(id: $id, input: { timeZone: $tz }) { timeZone } }',
        { id: KARTAL, tz: timeZone },
      );
    const newEvent = async () => {
      const created = await gql<{ createEvent: { id: string; timeZone: string } }>(
        'orgAdmin',
        'mutation ($input: EventInput!) { createEvent(input: $input) { id timeZone } }',
        {
          input: {
            type: 'meeting',
            title: 'Zone check',
            scope: 'organization',
            startsAt: '2027-03-01T17:00:00.000Z',
            endsAt: '2027-03-01T18:00:00.000Z',
          },
        },
      );
      expect(created.errors).toBeUndefined();
      return created.data!.createEvent;
    };
    const before = await newEvent();
    expect(before.timeZone).toBe('Europe/Istanbul');
    try {
      // Named in any case, kept as the zone names itself.
      const changed = await update('orgAdmin', 'europe/berlin');
      expect(changed.errors).toBeUndefined();
      expect(changed.data?.updateOrganization.timeZone).toBe('Europe/Berlin');
      expect((await newEvent()).timeZone).toBe('Europe/Berlin');
      const kept = await gql<{ event: { timeZone: string } }>(
        'orgAdmin',
        'query ($id: ID!) { event(id: $id) { timeZone } }',
        {
          id: before.id,
        },
      );
      expect(kept.data?.event.timeZone).toBe('Europe/Istanbul');
      for (const unknown of ['Mars/Olympus', 'x'.repeat(65), '']) {
        const refused = await update('orgAdmin', unknown);
        expect(codeOf(refused), unknown).toBe('BAD_USER_INPUT');
        expect(refused.errors?.[0]?.extensions?.fieldErrors).toEqual({
          timeZone: 'Time zone must be an IANA time zone such as Europe/Istanbul',
        });
      }
      // A control character is refused before the zone is looked at (the variable is named).
      expect(codeOf(await update('orgAdmin', 'Europe/Berlin\u0000'))).toBe('BAD_USER_INPUT');
      expect(codeOf(await update('regular', 'Europe/London'))).toBe('FORBIDDEN');
      const read = await gql<{ myOrganization: { timeZone: string } }>(
        'orgAdmin',
        '{ myOrganization { timeZone } }',
      );
      expect(read.data?.myOrganization.timeZone).toBe('Europe/Berlin');
    } finally {
      await update('orgAdmin', 'Europe/Istanbul');
    }
  });
});
