import { afterAll, describe, expect, it } from 'vitest';
import { signInToken, writeCounts } from '../../../../tests/support/auth.js';
import { useTestServer } from '../../../../tests/support/suite.js';
import { startSmtpSink } from '../../shared/mail/smtp-sink.js';
import { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';

// Inviting a guardian who has no account yet, end to end through the real API and a real SMTP sink:
// the admin invites, the guardian gets the mail, chooses a password through its link, signs in and sees
// exactly their child. Refusals write nothing and send nothing. The permission matrix for
// `inviteGuardian` as every persona is in athletes.test.ts.

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
const INVITE = `mutation ($input: InviteGuardianInput!) {
  inviteGuardian(input: $input) { id relationship legalGuardian isPrimary mayPickUp guardian { id name email } }
}`;

interface Invited {
  inviteGuardian: {
    id: string;
    relationship: string;
    legalGuardian: boolean;
    isPrimary: boolean;
    mayPickUp: boolean;
    guardian: { id: string; name: string; email: string };
  };
}

/** A new Kartal athlete in a Kadıköy football team (the department admin's scope too). */
async function newAthlete(): Promise<{ id: string; birthDate: string }> {
  // A team with room whose age category and gender take a boy born in its first birth year.
  const [team] = await t.server.dataSource.query<{ id: string; year: number }[]>(
    `SELECT t.id, t.birth_year_min AS year FROM teams t
      WHERE t.organization_id = $1 AND t.branch_id = $2 AND t.department_id = $3 AND t.archived_at IS NULL
        AND t.gender <> 'girls'
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
    expect(answer.data!.inviteGuardian).toMatchObject({
      relationship: 'mother',
      legalGuardian: true,
      isPrimary: true,
      mayPickUp: true,
      guardian: { name: 'Gül Aydın', email },
    });

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

  it('refuses an address that already has an account (any letter case), writing and sending nothing', async () => {
    const { id: athleteId } = await newAthlete();
    const before = await writeCounts(t.server.dataSource);
    const sent = sink.mails.length;
    const answer = await t.http.graphql(
      INVITE,
      { input: { athleteId, fullName: 'Ayşe Demir', email: 'PARENT@arena.local', relationship: 'mother' } },
      t.tokens.orgAdmin,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(answer.errors?.[0]?.extensions?.fieldErrors).toEqual({
      email: 'An account with this email already exists: link that account instead',
    });
    expect(await writeCounts(t.server.dataSource)).toEqual(before);
    expect(sink.mails.length).toBe(sent);
    const links = await t.server.dataSource.query(`SELECT 1 FROM guardian_links WHERE athlete_id = $1`, [
      athleteId,
    ]);
    expect(links).toHaveLength(0);
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
