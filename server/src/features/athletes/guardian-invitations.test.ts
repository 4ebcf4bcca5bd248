import { afterAll, describe, expect, it } from 'vitest';
import { signInToken, writeCounts } from '../../../../tests/support/auth.js';
import { useTestServer } from '../../../../tests/support/suite.js';
import { startSmtpSink } from '../../shared/mail/smtp-sink.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';

// Inviting a guardian who has no account yet, end to end through the real API and a real SMTP sink:
// the admin invites, the guardian gets the mail, chooses a password through its link, signs in and sees
// exactly their child. An address that has an account (here or at another school) is answered the same
// and its owner told by mail; invitations are limited per inviter and per athlete. Refusals write
// nothing and send nothing. The permission matrix for `inviteGuardian` as every persona is in
// athletes.matrix-changes.test.ts.

// Mails go out over SMTP to this sink (what the recipient reads); the outbox keeps a redacted copy.
const sink = await startSmtpSink();
afterAll(() => sink.close());
const t = useTestServer(
  { orgAdmin: DEMO_PERSONAS.orgAdmin, deptAdmin: DEMO_PERSONAS.deptAdmin },
  {
    SMTP_URL: sink.url,
  },
);

const kartal = DEMO_ORGANIZATIONS.kartal.id;
const INVITE = `mutation ($input: InviteGuardianInput!) { inviteGuardian(input: $input) { athleteId email } }`;

interface Invited {
  inviteGuardian: { athleteId: string; email: string };
}

/** The guardian links of the athlete, with their accounts. */
const linksOf = (athleteId: string) =>
  t.server.dataSource.query<
    {
      name: string;
      email: string;
      relationship: string;
      legalGuardian: boolean;
      isPrimary: boolean;
      mayPickUp: boolean;
    }[]
  >(
    `SELECT u.name, u.email, g.relationship, g.legal_guardian AS "legalGuardian", g.is_primary AS "isPrimary",
            g.may_pick_up AS "mayPickUp"
       FROM guardian_links g JOIN users u ON u.id = g.user_id WHERE g.athlete_id = $1 ORDER BY g.created_at`,
    [athleteId],
  );

/** A new Kartal athlete in a Kadıköy football team (the department admin's scope too). */
async function newAthlete(): Promise<{ id: string; birthDate: string }> {
  // A team of the current season (one that has ended takes no one) with room, whose age category and
  // gender take a boy born in its first birth year.
  const [team] = await t.server.dataSource.query<{ id: string; year: number }[]>(
    `SELECT t.id, t.birth_year_min AS year FROM teams t
      WHERE t.organization_id = $1 AND t.branch_id = $2 AND t.department_id = $3 AND t.archived_at IS NULL
        AND t.gender <> 'girls' AND EXISTS (SELECT 1 FROM seasons s WHERE s.id = t.season_id AND s.current)
        AND t.capacity > (SELECT count(*) FROM team_memberships m WHERE m.team_id = t.id AND m.to_on IS NULL)
      ORDER BY t.name LIMIT 1`,
    [kartal, DEMO_BRANCHES.kadikoy.id, DEMO_DEPARTMENTS.football.id],
  );
  const created = await t.http.graphql<{ createAthlete: { id: string } }>(
    `mutation ($input: CreateAthleteInput!) { createAthlete(input: $input) { id } }`,
    {
      input: {
        firstName: 'Deniz',
        lastName: `Aydın ${Math.random().toString(36).slice(2, 7)}`,
        birthDate: `${team!.year}-04-12`,
        gender: 'male',
        teamId: team!.id,
      },
    },
    t.tokens.orgAdmin,
  );
  expect(created.errors).toBeUndefined();
  return { id: created.data!.createAthlete.id, birthDate: `${team!.year}-04-12` };
}

describe('inviting a guardian without an account', () => {
  it('makes a parent account, links it and mails a set-password link; the guardian then sees their child', async () => {
    const { id: athleteId, birthDate } = await newAthlete();
    const email = `gul.aydin.${Date.now().toString(36)}@veli.example`;
    const answer = await t.http.graphql<Invited>(
      INVITE,
      {
        input: {
          athleteId,
          fullName: 'Gül Aydın',
          email,
          phone: '+90 532 555 12 12',
          relationship: 'mother',
          isPrimary: true,
        },
      },
      t.tokens.deptAdmin,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.inviteGuardian).toEqual({ athleteId, email });
    expect(await linksOf(athleteId)).toEqual([
      {
        name: 'Gül Aydın',
        email,
        relationship: 'mother',
        legalGuardian: true,
        isPrimary: true,
        mayPickUp: true,
      },
    ]);

    // The mail the guardian reads: a set-password link; the outbox's copy leaves the link out.
    const mail = sink.latestTo(email);
    expect(mail?.subject).toMatch(/invited/i);
    // Signed by the admin who invited (the football department's admin).
    expect(mail?.text).toContain('Zeynep Arslan');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const [kept] = await t.server.dataSource.query<{ text: string }[]>(
      'SELECT text FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1',
      [email],
    );
    expect(kept?.text).not.toContain(token);

    // Until a password is chosen nobody signs in with this address.
    const early = await t.http.request('POST', 'api/auth/sign-in', {
      body: { email, password: 'anything-1' },
    });
    expect(early.status).not.toBe(200);
    const set = await t.http.request('POST', 'api/auth/reset-password', {
      body: { token, password: 'Gul-Aydin-Chosen-1' },
    });
    expect(set.status).toBe(200);
    const guardianToken = await signInToken(t.server.url, {
      email,
      password: 'Gul-Aydin-Chosen-1',
      name: '',
    });

    // The new parent's list holds exactly their child, with the private part.
    const children = await t.http.graphql<{
      athletes: { nodes: { id: string; access: string; private: { birthDate: string } | null }[] };
    }>('{ athletes { nodes { id access private { birthDate } } } }', {}, guardianToken);
    expect(children.errors).toBeUndefined();
    expect(children.data!.athletes.nodes).toEqual([
      { id: athleteId, access: 'full', private: { birthDate } },
    ]);
  });

  it('answers an address that has an account, here or at another school, like a new one: its owner is told, nothing is made', async () => {
    const { id: athleteId } = await newAthlete();
    const [anadoluParent] = await t.server.dataSource.query<{ email: string }[]>(
      `SELECT u.email FROM users u JOIN guardian_links g ON g.user_id = u.id
        WHERE u.organization_id = $1 ORDER BY u.id LIMIT 1`,
      [DEMO_ORGANIZATIONS.anadolu.id],
    );
    // Another school's admin and parent, this school's parent and company user (any letter case).
    for (const email of [
      'ORG2.admin@arena.local',
      anadoluParent!.email,
      'PARENT@arena.local',
      DEMO_PERSONAS.company.email,
    ]) {
      const before = await writeCounts(t.server.dataSource);
      const sent = sink.mails.length;
      const answer = await t.http.graphql<Invited>(
        INVITE,
        { input: { athleteId, fullName: 'Ayşe Demir', email, relationship: 'mother' } },
        t.tokens.orgAdmin,
      );
      expect(answer.errors, email).toBeUndefined();
      expect(answer.data!.inviteGuardian, email).toEqual({ athleteId, email });
      // One mail, to the owner, saying someone tried; it names neither the child nor the school.
      expect(sink.mails.length, email).toBe(sent + 1);
      const mail = sink.latestTo(email.toLowerCase());
      expect(mail?.subject, email).toMatch(/tried to invite/i);
      expect(mail?.text, email).not.toMatch(/Aydın|Kartal/);
      const after = await writeCounts(t.server.dataSource);
      expect({ ...after, mails: after.mails - 1 }, email).toEqual(before);
      expect(await linksOf(athleteId), email).toEqual([]);
    }
  });

  it('limits invitations to 5 a day per athlete and 10 an hour per inviter, writing and sending nothing beyond', async () => {
    const refusedAfter = async (token: string, athleteId: string, allowed: number, tag: string) => {
      for (let n = 0; n < allowed; n += 1) {
        const answer = await t.http.graphql(
          INVITE,
          {
            input: {
              athleteId,
              fullName: 'Veli Aydın',
              email: `${tag}.${n}.${Date.now().toString(36)}@veli.example`,
              relationship: 'other',
            },
          },
          token,
        );
        expect(answer.errors, `${tag} ${n}`).toBeUndefined();
      }
      const before = await writeCounts(t.server.dataSource);
      const sent = sink.mails.length;
      const answer = await t.http.graphql(
        INVITE,
        {
          input: {
            athleteId,
            fullName: 'Veli Aydın',
            email: `${tag}.over@veli.example`,
            relationship: 'other',
          },
        },
        token,
      );
      expect(answer.errors?.[0]?.extensions?.code, tag).toBe('RATE_LIMITED');
      expect(
        (answer.errors?.[0]?.extensions as { retryAfterSeconds?: number }).retryAfterSeconds,
        tag,
      ).toBeGreaterThan(0);
      expect(await writeCounts(t.server.dataSource), tag).toEqual(before);
      expect(sink.mails.length, tag).toBe(sent);
    };
    // One athlete: the sixth invitation of the day is refused, whoever sends it.
    const child = await newAthlete();
    await refusedAfter(t.tokens.orgAdmin, child.id, 5, 'child');
    const other = await t.http.graphql(
      INVITE,
      {
        input: {
          athleteId: child.id,
          fullName: 'Veli Aydın',
          email: 'child.dept@veli.example',
          relationship: 'other',
        },
      },
      t.tokens.deptAdmin,
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // One inviter (a new organization admin): the eleventh invitation of the hour, over three athletes.
    const admin = await t.factories.user({ organizationId: kartal, role: 'org_admin' });
    const token = await admin.signIn();
    const [first, second, third] = [await newAthlete(), await newAthlete(), await newAthlete()];
    for (const athlete of [first, second]) {
      for (let n = 0; n < 4; n += 1) {
        const answer = await t.http.graphql(
          INVITE,
          {
            input: {
              athleteId: athlete.id,
              fullName: 'Veli Aydın',
              email: `inviter.${athlete.id.slice(0, 8)}.${n}@veli.example`,
              relationship: 'other',
            },
          },
          token,
        );
        expect(answer.errors).toBeUndefined();
      }
    }
    await refusedAfter(token, third.id, 2, 'inviter');
  });

  it('refuses bad input field by field, and an archived athlete, without writing or sending', async () => {
    const { id: athleteId } = await newAthlete();
    const valid = {
      athleteId,
      fullName: 'Ali Aydın',
      email: 'ali.aydin@veli.example',
      relationship: 'father',
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, email: undefined }, 'email', 'BAD_USER_INPUT'],
      [{ ...valid, email: 'not-an-address' }, 'email', 'BAD_USER_INPUT'],
      [{ ...valid, fullName: '  ' }, 'fullName', 'BAD_USER_INPUT'],
      [{ ...valid, fullName: 'Ali\u0000Aydın' }, 'fullName', 'BAD_USER_INPUT'],
      [{ ...valid, phone: 'call me' }, 'phone', 'BAD_USER_INPUT'],
      [{ ...valid, relationship: undefined }, 'relationship', 'BAD_USER_INPUT'],
      [{ ...valid, athleteId: 'not-a-uuid' }, 'athleteId', 'BAD_USER_INPUT'],
    ];
    const before = await writeCounts(t.server.dataSource);
    const sent = sink.mails.length;
    for (const [input, field, code] of cases) {
      const answer = await t.http.graphql(INVITE, { input }, t.tokens.orgAdmin);
      expect(answer.errors?.[0]?.extensions?.code, field).toBe(code);
      // The field by name (`input.fullName` where the text guard refuses a NUL byte before validation).
      const fields = Object.keys(answer.errors?.[0]?.extensions?.fieldErrors ?? {});
      expect(
        fields.some((name) => name === field || name === `input.${field}`),
        `${field}: ${fields.join()}`,
      ).toBe(true);
    }
    await t.server.dataSource.query(`UPDATE athletes SET archived_at = now() WHERE id = $1`, [athleteId]);
    const archived = await t.http.graphql(INVITE, { input: valid }, t.tokens.orgAdmin);
    expect(archived.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await writeCounts(t.server.dataSource)).toEqual(before);
    expect(sink.mails.length).toBe(sent);
  });
});
