import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../../../tests/support/auth.js';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { eventually } from '../../shared/jobs/job-queue.test-kit.js';
import { startSmtpSink } from '../../shared/mail/smtp-sink.js';
import { DEMO_TEAMS } from '../teams/index.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { offerFreedPlaces } from './registrations.offers.js';
import { familyInput, REGISTRATION_FIELDS, submitted, unique } from './registrations.test-kit.js';

// The school's decisions through the real API and a real SMTP sink: approval makes the family in one
// transaction (accounts, athlete, links, consents with their text versions, the team place), and the new
// guardian sets a password and sees the child; an existing parent is linked, any other account never; a
// full team waitlists; a failure half-way leaves nothing; a refusal mails its reason.

const sink = await startSmtpSink();
afterAll(() => sink.close());
const t = useTestServer(
  { orgAdmin: DEMO_PERSONAS.orgAdmin, deptAdmin: DEMO_PERSONAS.deptAdmin },
  { TRUST_PROXY: 'true', SMTP_URL: sink.url },
);
const { gql, codeOf, query, digest } = suiteCalls(t);

const APPROVE = `mutation ($id: ID!) { approveRegistration(id: $id) { ${REGISTRATION_FIELDS} } }`;
const REJECT = `mutation ($id: ID!, $reason: String!) { rejectRegistration(id: $id, reason: $reason) { ${REGISTRATION_FIELDS} } }`;

interface Decided {
  id: string;
  status: string;
  athleteId: string | null;
  reason: string | null;
  decidedAt: string | null;
  waitlistPosition: number | null;
  guardians: { position: number; email: string; userId: string | null }[];
  consents: { purpose: string; version: number }[];
}

const guardianOf = (tag: string, relationship = 'mother') => ({
  firstName: tag === 'ali' ? 'Ali' : 'Sevgi',
  lastName: 'Çelik',
  email: `${tag}.${unique()}@aile.example`,
  phone: '+90 532 111 22 33',
  relationship,
});

/** A Kartal team of the current season with exactly `places` places left (its capacity set so). */
async function teamWithPlaces(
  places: number,
  team: string = DEMO_TEAMS.basketbolU8Karma.id,
): Promise<string> {
  await query(
    `UPDATE teams t SET capacity = greatest(1, (SELECT count(*) FROM team_memberships m JOIN athletes a
              ON a.id = m.athlete_id AND a.archived_at IS NULL WHERE m.team_id = t.id AND m.to_on IS NULL) + $2)
      WHERE t.id = $1`,
    [team, places],
  );
  return team;
}

describe('approving a registration', () => {
  // The demo's U10 football team is full; these tests give it room (the waitlist test fills another).
  beforeAll(() => teamWithPlaces(20, DEMO_TEAMS.futbolU10Erkek.id));

  it('makes the guardians’ accounts, the athlete, links, consents and the place; the guardian sets a password and sees the child', async () => {
    const mother = guardianOf('sevgi');
    const father = guardianOf('ali', 'father');
    const input = await familyInput(t, { guardians: [mother, father] });
    const id = await submitted(t, input);

    const answer = await gql<{ approveRegistration: Decided }>('orgAdmin', APPROVE, { id });
    expect(answer.errors).toBeUndefined();
    const decided = answer.data!.approveRegistration;
    expect(decided).toMatchObject({ id, status: 'approved', reason: null, waitlistPosition: null });
    expect(decided.decidedAt).not.toBeNull();
    expect(decided.guardians.every((g) => g.userId !== null)).toBe(true);
    expect(decided.consents.map((c) => `${c.purpose}:${c.version}`)).toEqual([
      'registration:1',
      'health_data:1',
      'photos:1',
    ]);

    const athleteId = decided.athleteId!;
    const [athlete] = await query<Record<string, unknown>>(
      `SELECT a.first_name AS "firstName", to_char(a.birth_date, 'YYYY-MM-DD') AS "birthDate",
              (SELECT array_agg(m.team_id) FROM team_memberships m WHERE m.athlete_id = a.id AND m.to_on IS NULL) AS teams,
              (SELECT array_agg(u.email || ':' || g.relationship || ':' || g.is_primary ORDER BY g.is_primary DESC)
                 FROM guardian_links g JOIN users u ON u.id = g.user_id WHERE g.athlete_id = a.id) AS links,
              (SELECT array_agg(c.purpose || ':' || c.text_version ORDER BY c.purpose) FROM consents c
                WHERE c.athlete_id = a.id AND c.granted_by_user_id = $2) AS consents
         FROM athletes a WHERE a.id = $1`,
      [athleteId, decided.guardians[0]!.userId],
    );
    expect(athlete).toEqual({
      firstName: 'Arda',
      birthDate: '2017-06-15',
      teams: [DEMO_TEAMS.futbolU10Erkek.id],
      links: [`${mother.email}:mother:true`, `${father.email}:father:false`],
      consents: ['registration:1', 'health_data:1', 'photos:1'],
    });
    // Audit rows of the decision and of what it made, in the organization's log.
    const audit = await query<{ entityType: string }>(
      `SELECT entity_type AS "entityType" FROM audit_log WHERE entity_id = $1 OR entity_id = $2`,
      [id, athleteId],
    );
    expect(audit.map((row) => row.entityType).sort()).toEqual(['athlete', 'registration']);

    // The invitation with a set-password link, and the family's approval mail in Turkish.
    const invitation = await eventually(
      () =>
        sink.mails.find((mail) => mail.to.includes(mother.email) && /reset-password\?token=/.test(mail.text)),
      (mail) => mail !== undefined,
      { what: 'the invitation' },
    );
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(invitation!.text)?.[1] ?? '';
    expect(token).not.toBe('');
    const approved = await eventually(
      () =>
        query<{ subject: string }>('SELECT subject FROM mail_outbox WHERE recipient = $1', [father.email]),
      (rows) => rows.some((row) => /onaylandı/.test(row.subject)),
      { what: 'the approval mail' },
    );
    expect(approved.length).toBeGreaterThan(0);

    const set = await t.http.request('POST', 'api/auth/reset-password', {
      body: { token, password: 'Sevgi-Celik-Chosen-1' },
    });
    expect(set.status).toBe(200);
    const guardianToken = await signInToken(t.server.url, {
      email: mother.email,
      password: 'Sevgi-Celik-Chosen-1',
      name: '',
    });
    const children = await gql<{
      athletes: {
        nodes: { id: string; access: string; registration: { id: string; status: string } | null }[];
      };
    }>({ token: guardianToken }, '{ athletes { nodes { id access registration { id status } } } }');
    expect(children.errors).toBeUndefined();
    expect(children.data!.athletes.nodes).toEqual([
      { id: athleteId, access: 'full', registration: { id, status: 'approved' } },
    ]);
    const own = await gql<{ registrations: { nodes: { id: string }[] } }>(
      { token: guardianToken },
      '{ registrations { nodes { id } } }',
    );
    expect(own.data!.registrations.nodes).toEqual([{ id }]);
  });

  it('links an existing parent of the organization, and never links another kind of account', async () => {
    const input = await familyInput(t, {
      guardians: [
        { ...guardianOf('x'), email: DEMO_PERSONAS.parent.email.toUpperCase() },
        { ...guardianOf('y', 'father'), email: DEMO_PERSONAS.company.email },
      ],
    });
    const id = await submitted(t, input);
    const [usersBefore] = await query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const answer = await gql<{ approveRegistration: Decided }>('orgAdmin', APPROVE, { id });
    expect(answer.errors).toBeUndefined();
    const [parent] = await query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      DEMO_PERSONAS.parent.email,
    ]);
    expect(answer.data!.approveRegistration.guardians.map((g) => g.userId)).toEqual([parent!.id, null]);
    const [usersAfter] = await query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(usersAfter!.n).toBe(usersBefore!.n);
    const links = await query<{ userId: string }>(
      'SELECT user_id AS "userId" FROM guardian_links WHERE athlete_id = $1',
      [answer.data!.approveRegistration.athleteId],
    );
    expect(links).toEqual([{ userId: parent!.id }]);
  });

  it('waitlists when the team is full, keeps the order, and approves once a place is there', async () => {
    const team = await teamWithPlaces(0);
    const first = await submitted(
      t,
      await familyInput(t, { teamId: team, birthDate: '2019-04-01', gender: 'female' }),
    );
    const second = await submitted(t, await familyInput(t, { teamId: team, birthDate: '2019-05-01' }));
    const before = await digest({ count: 'athletes' }, { count: 'users' }, { count: 'guardian_links' });

    const a = await gql<{ approveRegistration: Decided }>('orgAdmin', APPROVE, { id: first });
    const b = await gql<{ approveRegistration: Decided }>('orgAdmin', APPROVE, { id: second });
    expect(a.data!.approveRegistration).toMatchObject({
      status: 'waitlisted',
      athleteId: null,
      waitlistPosition: 0,
    });
    expect(b.data!.approveRegistration).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    expect(await digest({ count: 'athletes' }, { count: 'users' }, { count: 'guardian_links' })).toBe(before);

    // Still full: approving again changes nothing.
    expect(codeOf(await gql('orgAdmin', APPROVE, { id: first }))).toBe('CONFLICT');

    await teamWithPlaces(1);
    const placed = await gql<{ approveRegistration: Decided }>('orgAdmin', APPROVE, { id: first });
    expect(placed.data!.approveRegistration).toMatchObject({ status: 'approved', waitlistPosition: null });
    const next = await gql<{ registration: Decided }>(
      'orgAdmin',
      `query ($id: ID!) { registration(id: $id) { ${REGISTRATION_FIELDS} } }`,
      {
        id: second,
      },
    );
    expect(next.data!.registration.waitlistPosition).toBe(0);
  });

  it('leaves nothing behind when it fails half-way (the child is already an athlete)', async () => {
    const input = await familyInput(t, { guardians: [guardianOf('half'), guardianOf('way', 'father')] });
    const id = await submitted(t, input);
    // The same child is added by hand meanwhile: the athlete insert fails after the accounts were made.
    const added = await gql(
      'orgAdmin',
      `mutation ($input: CreateAthleteInput!) { createAthlete(input: $input) { id } }`,
      {
        input: {
          firstName: input.firstName,
          lastName: input.lastName,
          birthDate: input.birthDate,
          gender: 'male',
          teamId: DEMO_TEAMS.futbolU10Erkek.id,
        },
      },
    );
    expect(added.errors).toBeUndefined();
    const tables = [
      'registrations',
      'registration_guardians',
      'guardian_links',
      'consents',
      'team_memberships',
      { count: 'users' },
      { count: 'user_roles' },
      { count: 'audit_log' },
      { count: 'password_reset_tokens' },
    ];
    const before = await digest(...tables);
    const answer = await gql('orgAdmin', APPROVE, { id });
    expect(codeOf(answer)).toBe('CONFLICT');
    expect(await digest(...tables)).toBe(before);
    // No invitation went out: they are sent, after the commit, before the answer.
    const emails = (input.guardians as { email: string }[]).map((g) => g.email);
    const invitations = sink.mails.filter(
      (mail) => mail.to.some((to) => emails.includes(to)) && /reset-password/.test(mail.text),
    );
    expect(invitations).toEqual([]);
  });
});

describe('refusing a registration', () => {
  it('needs a reason, mails it in the family’s language, and cannot be decided twice', async () => {
    const input = await familyInput(t, { language: 'en' });
    const id = await submitted(t, input);
    const blank = await gql('orgAdmin', REJECT, { id, reason: '   ' });
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
    const answer = await gql<{ rejectRegistration: Decided }>('orgAdmin', REJECT, {
      id,
      reason: 'The team has stopped for the season.',
    });
    expect(answer.data!.rejectRegistration).toMatchObject({
      status: 'rejected',
      reason: 'The team has stopped for the season.',
      athleteId: null,
    });
    const email = (input.guardians as { email: string }[])[0]!.email;
    const mails = await eventually(
      () =>
        query<{ subject: string; text: string }>(
          'SELECT subject, text FROM mail_outbox WHERE recipient = $1',
          [email],
        ),
      (rows) =>
        rows.some((row) => row.subject.startsWith('Kartal') && /about the registration/.test(row.subject)),
      { what: 'the refusal' },
    );
    expect(mails.find((row) => /about the registration/.test(row.subject))!.text).toContain(
      'The team has stopped for the season.',
    );
    expect(codeOf(await gql('orgAdmin', REJECT, { id, reason: 'Again' }))).toBe('CONFLICT');
    expect(codeOf(await gql('orgAdmin', APPROVE, { id }))).toBe('CONFLICT');
  });
});

describe('offering a freed place', () => {
  it('holds it for the first child waiting, keeps it from others, and passes it on when the offer lapses', async () => {
    const team = await teamWithPlaces(0, DEMO_TEAMS.basketbolU10Kiz.id);
    const girl = (birthDate: string) => ({ teamId: team, birthDate, gender: 'female' });
    const first = await submitted(t, await familyInput(t, girl('2017-03-01')));
    const second = await submitted(t, await familyInput(t, girl('2017-04-01')));
    for (const id of [first, second]) {
      const answer = await gql<{ approveRegistration: Decided }>('orgAdmin', APPROVE, { id });
      expect(answer.data!.approveRegistration.status).toBe('waitlisted');
    }
    const offer = () => offerFreedPlaces(t.server.dataSource, t.server.server.jobs);

    // Still full: nothing is offered.
    expect(await offer()).toEqual([]);
    // A place frees: the first child in line is offered it, once, and told by mail.
    await teamWithPlaces(1, team);
    expect(await offer()).toEqual([first]);
    expect(await offer()).toEqual([]);
    const read = (id: string) =>
      gql<{ registration: Decided & { offerExpiresAt: string | null } }>(
        'orgAdmin',
        'query ($id: ID!) { registration(id: $id) { id status offerExpiresAt waitlistPosition } }',
        { id },
      );
    const held = (await read(first)).data!.registration;
    expect(new Date(held.offerExpiresAt!).getTime()).toBeGreaterThan(Date.now() + 2 * 24 * 3600_000);
    const email = (
      await query<{ email: string }>('SELECT email FROM registration_guardians WHERE registration_id = $1', [
        first,
      ])
    )[0]!.email;
    await eventually(
      () =>
        query('SELECT 1 FROM mail_outbox WHERE recipient = $1 AND subject LIKE $2', [email, '%yer açıldı%']),
      (rows) => rows.length > 0,
      { what: 'the offer mail' },
    );
    // The held place is not the second child's, nor a new request's.
    expect(codeOf(await gql('orgAdmin', APPROVE, { id: second }))).toBe('CONFLICT');
    // The offer lapses: the place goes to the next child at the next run.
    await query(`UPDATE registrations SET offer_expires_at = now() - interval '1 minute' WHERE id = $1`, [
      first,
    ]);
    expect(await offer()).toEqual([second]);
    // The school confirms the second family's answer: the held place is theirs.
    const taken = await gql<{ approveRegistration: Decided }>('orgAdmin', APPROVE, { id: second });
    expect(taken.data!.approveRegistration.status).toBe('approved');
  });
});
