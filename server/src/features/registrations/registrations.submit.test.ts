import { describe, expect, it } from 'vitest';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { eventually } from '../../shared/jobs/job-queue.test-kit.js';
import { DEMO_TEAMS } from '../teams/index.js';
import { SUBMISSIONS_PER_ADDRESS } from './registrations.service.js';
import { familyInput, submitFrom, submitted, unique } from './registrations.test-kit.js';

// The public side of registration through the real API, signed out: the form an organization shows, a
// family's submission and what it stores, the same child sent twice, refusals that store nothing, and the
// limit per client address. Decisions are in registrations.decisions.test.ts, who reads what in
// registrations.permissions.test.ts.

const t = useTestServer({}, { TRUST_PROXY: 'true' });
const { gql, codeOf, query, digest } = suiteCalls(t);
const TABLES = ['registrations', 'registration_guardians', 'registration_consents', { count: 'users' }];

const FORM = `query ($slug: String!) {
  registrationForm(organizationSlug: $slug) {
    organizationName organizationSlug
    teams { id name ageCategory gender birthYearMin birthYearMax placesLeft departmentName branchName }
    consentTexts { id purpose version required textEn textTr }
  }
}`;

describe('the public registration form', () => {
  it('shows an organization’s current teams with their places left and the consent texts, signed out', async () => {
    const answer = await gql<{
      registrationForm: {
        organizationName: string;
        teams: { id: string; name: string; ageCategory: string; placesLeft: number }[];
        consentTexts: { purpose: string; version: number; required: boolean; textTr: string }[];
      };
    }>(null, FORM, { slug: 'kartal' });
    expect(answer.errors).toBeUndefined();
    const form = answer.data!.registrationForm;
    expect(form.organizationName).toMatch(/Kartal/);
    const u10 = form.teams.find((team) => team.id === DEMO_TEAMS.futbolU10Erkek.id)!;
    const [members] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM team_memberships m JOIN athletes a ON a.id = m.athlete_id
        WHERE m.team_id = $1 AND m.to_on IS NULL AND a.archived_at IS NULL`,
      [u10.id],
    );
    expect(u10.placesLeft).toBe(Math.max(DEMO_TEAMS.futbolU10Erkek.capacity - members!.n, 0));
    expect(u10.ageCategory).toMatch(/^U\d+$/);
    // Only Kartal's teams.
    const [foreign] = await query<{ n: number }>(
      'SELECT count(*)::int AS n FROM teams WHERE id = ANY($1::uuid[]) AND organization_id <> $2',
      [form.teams.map((team) => team.id), DEMO_TEAMS.futbolU10Erkek.organizationId],
    );
    expect(foreign!.n).toBe(0);
    expect(form.consentTexts.map((text) => [text.purpose, text.required])).toEqual([
      ['registration', true],
      ['health_data', true],
      ['photos', false],
      ['publishing_results', false],
      ['marketing', false],
    ]);
    expect(form.consentTexts.every((text) => text.version === 1 && text.textTr.length > 20)).toBe(true);
  });

  it('answers NOT_FOUND for an unknown organization', async () => {
    const answer = await gql(null, FORM, { slug: 'no-such-school' });
    expect(codeOf(answer)).toBe('NOT_FOUND');
  });

  it('prefers an organization’s own newer consent text to the default one', async () => {
    const [text] = await query<{ id: string }>(
      `INSERT INTO consent_texts (organization_id, purpose, version, required, text_en, text_tr)
       VALUES ($1, 'marketing', 1, false, 'Anadolu news by mail', 'Anadolu haberleri e-postayla') RETURNING id`,
      [await anadoluId()],
    );
    const anadolu = await gql<{ registrationForm: { consentTexts: { id: string; purpose: string }[] } }>(
      null,
      FORM,
      { slug: 'anadolu' },
    );
    expect(anadolu.data!.registrationForm.consentTexts.find((c) => c.purpose === 'marketing')!.id).toBe(
      text!.id,
    );
    const kartal = await gql<{ registrationForm: { consentTexts: { id: string; purpose: string }[] } }>(
      null,
      FORM,
      { slug: 'kartal' },
    );
    expect(kartal.data!.registrationForm.consentTexts.find((c) => c.purpose === 'marketing')!.id).not.toBe(
      text!.id,
    );
  });
});

async function anadoluId(): Promise<string> {
  const [row] = await query<{ id: string }>("SELECT id FROM organizations WHERE slug = 'anadolu'");
  return row!.id;
}

describe('submitting a registration', () => {
  it('stores the request with its guardians and accepted consent versions, and mails each guardian', async () => {
    const input = await familyInput(t, {
      guardians: [
        {
          firstName: 'Sevgi',
          lastName: 'Çelik',
          email: `sevgi.${unique()}@aile.example`,
          phone: '+90 532 111 22 33',
          relationship: 'mother',
        },
        {
          firstName: 'Ali',
          lastName: 'Çelik',
          email: `ali.${unique()}@aile.example`,
          phone: '0532 111 22 44',
          relationship: 'father',
        },
      ],
      note: 'Astımı var, spreyi çantasında.',
    });
    const id = await submitted(t, input);
    const [row] = await query<Record<string, unknown>>(
      `SELECT status, team_id AS "teamId", language, note, athlete_id AS "athleteId",
              (SELECT count(*)::int FROM registration_guardians g WHERE g.registration_id = r.id) AS guardians,
              (SELECT array_agg(c.purpose::text || ':' || c.version ORDER BY c.purpose) FROM registration_consents rc
                 JOIN consent_texts c ON c.id = rc.consent_text_id WHERE rc.registration_id = r.id) AS consents
         FROM registrations r WHERE r.id = $1`,
      [id],
    );
    expect(row).toEqual({
      status: 'pending',
      teamId: DEMO_TEAMS.futbolU10Erkek.id,
      language: 'tr',
      note: 'Astımı var, spreyi çantasında.',
      athleteId: null,
      guardians: 2,
      consents: ['registration:1', 'health_data:1', 'photos:1'],
    });
    // Nothing of the family exists as accounts or athletes yet.
    const guardians = input.guardians as { email: string }[];
    const [accounts] = await query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE email = ANY($1)',
      [guardians.map((g) => g.email)],
    );
    expect(accounts!.n).toBe(0);
    // A confirmation in Turkish to each guardian, through the mail job.
    for (const guardian of guardians) {
      const mails = await eventually(
        () =>
          query<{ subject: string }>('SELECT subject FROM mail_outbox WHERE recipient = $1', [
            guardian.email,
          ]),
        (rows) => rows.length > 0,
        { what: `the confirmation to ${guardian.email}` },
      );
      expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/kayıt başvurunuzu aldık/)]);
    }
  });

  it('treats the same child sent again (names in any case and accents) as the same registration, updated', async () => {
    const input = await familyInput(t);
    const first = await submitted(t, input);
    const again = {
      ...input,
      firstName: 'ARDA',
      lastName: String(input.lastName).toLocaleUpperCase('tr').replace('Ç', 'C'),
      note: 'Corrected phone',
      guardians: [{ ...(input.guardians as object[])[0]!, phone: '+90 532 999 88 77' }],
    };
    const answer = await submitFrom(t, '10.9.9.9', again);
    expect(answer.data!.submitRegistration.received).toBe(true);
    const rows = await query<{ id: string; note: string; phone: string }>(
      `SELECT r.id, r.note, g.phone FROM registrations r JOIN registration_guardians g ON g.registration_id = r.id
        WHERE r.birth_date = '2017-06-15' AND r.child_key = (SELECT child_key FROM registrations WHERE id = $1)`,
      [first],
    );
    expect(rows).toEqual([{ id: first, note: 'Corrected phone', phone: '+90 532 999 88 77' }]);
  });

  it('answers a taken guardian address exactly like a new one', async () => {
    const fresh = await submitFrom(t, '10.2.0.1', await familyInput(t));
    const taken = await submitFrom(
      t,
      '10.2.0.2',
      await familyInput(t, {
        guardians: [
          {
            firstName: 'Veli',
            lastName: 'Kartal',
            email: 'parent@arena.local',
            phone: '+90 532 000 00 00',
            relationship: 'father',
          },
        ],
      }),
    );
    expect(taken).toEqual(fresh);
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const base = await familyInput(t);
    const girlsTeam = DEMO_TEAMS.futbolU12Kiz.id;
    const cases: [string, Record<string, unknown>, string][] = [
      ['a blank first name', { firstName: '  ' }, 'firstName'],
      ['a birth date in the future', { birthDate: '2099-01-01' }, 'birthDate'],
      ['an impossible date', { birthDate: '2017-02-30' }, 'birthDate'],
      ['a child born too long ago', { birthDate: '1990-01-01' }, 'birthDate'],
      ['a boy for a girls’ team', { teamId: girlsTeam }, 'teamId'],
      ['a team of another organization', { teamId: await anadoluTeam() }, 'teamId'],
      ['a team id that is not a UUID', { teamId: 'x' }, 'teamId'],
      ['no guardian', { guardians: [] }, 'guardians'],
      ['three guardians', { guardians: [guardian('a'), guardian('b'), guardian('c')] }, 'guardians'],
      ['the same address twice', { guardians: [guardian('same'), guardian('same')] }, 'guardians'],
      ['a bad email', { guardians: [{ ...guardian('x'), email: 'not-an-address' }] }, 'guardians.0.email'],
      ['a bad phone', { guardians: [{ ...guardian('x'), phone: '12' }] }, 'guardians.0.phone'],
      ['no consents', { consentTextIds: [] }, 'consentTextIds'],
      [
        'an unknown consent text',
        { consentTextIds: [...(base.consentTextIds as string[]), '00000000-0000-4000-8000-000000000000'] },
        'consentTextIds',
      ],
      ['an unpaired surrogate', { firstName: 'A\uD800' }, ''],
      ['a note too long', { note: 'x'.repeat(1001) }, 'note'],
    ];
    for (const [label, change, field] of cases) {
      const before = await digest(...TABLES);
      const answer = await submitFrom(t, `10.3.${cases.findIndex((c) => c[0] === label)}.1`, {
        ...base,
        ...change,
      });
      expect(codeOf(answer as never), label).toBe('BAD_USER_INPUT');
      if (field)
        expect(Object.keys(answer.errors![0]!.extensions!.fieldErrors ?? {}), label).toContain(field);
      expect(answer.status, label).toBeLessThan(500);
      expect(await digest(...TABLES), label).toBe(before);
    }
    const unknown = await submitFrom(t, '10.3.99.1', { ...base, organizationSlug: 'no-such-school' });
    expect(codeOf(unknown as never)).toBe('BAD_USER_INPUT');
  });

  it('limits submissions per client address; a refused one stores nothing', async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < SUBMISSIONS_PER_ADDRESS.points; i += 1) {
      const answer = await submitFrom(t, ip, await familyInput(t));
      expect(answer.errors).toBeUndefined();
    }
    const before = await digest(...TABLES);
    const limited = await submitFrom(t, ip, await familyInput(t));
    expect(codeOf(limited as never)).toBe('RATE_LIMITED');
    expect(await digest(...TABLES)).toBe(before);
    // Another address is not affected.
    const other = await submitFrom(t, '10.4.0.2', await familyInput(t));
    expect(other.errors).toBeUndefined();
  });
});

function guardian(tag: string) {
  return {
    firstName: 'Veli',
    lastName: tag,
    email: `${tag}@aile.example`,
    phone: '+90 532 000 00 01',
    relationship: 'mother',
  };
}

async function anadoluTeam(): Promise<string> {
  const [team] = await query<{ id: string }>(
    "SELECT t.id FROM teams t JOIN organizations o ON o.id = t.organization_id WHERE o.slug = 'anadolu' LIMIT 1",
  );
  return team!.id;
}
