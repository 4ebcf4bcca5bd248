import { describe, expect, it } from 'vitest';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { eventually } from '../../shared/jobs/job-queue.test-kit.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { DATA_PERSONAS, dataHolderAnswers, type DataPersona } from './registrations.test-kit.js';

// Erasure on request through the real API (KVKK art. 7 and 11): a legal guardian asks, an admin of the
// child's scope completes it in one transaction — the athlete's row kept under a neutral name, everything
// else naming the child or the family deleted — or declines it with a reason; nobody else sees or acts.

const t = useTestServer(DATA_PERSONAS);
const { gql, codeOf, query } = suiteCalls(t);

const FIELDS = 'id status requestedBy note reason decidedAt';
const REQUEST = `mutation ($id: ID!, $note: String) { requestAthleteErasure(athleteId: $id, note: $note) { ${FIELDS} } }`;
const COMPLETE = `mutation ($id: ID!) { completeAthleteErasure(id: $id) { ${FIELDS} } }`;
const DECLINE = `mutation ($id: ID!, $reason: String!) { declineAthleteErasure(id: $id, reason: $reason) { ${FIELDS} } }`;
const OPEN = 'query { openErasureRequests { id athleteId athleteName status } }';
const LATEST = `query ($id: ID!) { athlete(id: $id) { id erasureRequest { ${FIELDS} } } }`;

interface ErasureAnswer {
  id: string;
  status: string;
  requestedBy: string | null;
  note: string | null;
  reason: string | null;
  decidedAt: string | null;
}

/** The parent persona's children (legal guardian), in a stable order. */
async function ownChildren(): Promise<string[]> {
  const rows = await query<{ id: string }>(
    `SELECT g.athlete_id AS id FROM guardian_links g WHERE g.user_id = $1 AND g.legal_guardian
        AND g.archived_at IS NULL ORDER BY g.athlete_id`,
    [DEMO_PERSONAS.parent.id],
  );
  return rows.map((row) => row.id);
}

const requestsOf = (athleteId: string) =>
  query<{ status: string }>('SELECT status FROM erasure_requests WHERE athlete_id = $1', [athleteId]);

describe('erasure on request', () => {
  it('is asked for by a legal guardian or an admin of the child’s scope only; asking twice is one request', async () => {
    const [child] = await ownChildren();
    const expected = await dataHolderAnswers(query, child!);

    const first = await gql<{ requestAthleteErasure: ErasureAnswer }>('parent', REQUEST, {
      id: child,
      note: 'We are moving abroad.',
    });
    expect(first.errors).toBeUndefined();
    expect(first.data!.requestAthleteErasure).toMatchObject({
      status: 'requested',
      requestedBy: DEMO_PERSONAS.parent.name,
      note: 'We are moving abroad.',
      decidedAt: null,
    });
    for (const persona of Object.keys(expected) as DataPersona[]) {
      const answer = await gql<{ requestAthleteErasure: ErasureAnswer }>(persona, REQUEST, { id: child });
      expect(answer.errors ? codeOf(answer) : 'ok', persona).toBe(expected[persona]);
      if (!answer.errors)
        expect(answer.data!.requestAthleteErasure.id, persona).toBe(first.data!.requestAthleteErasure.id);
      // Whoever may not ask does not see the request either.
      const latest = await gql<{ athlete: { erasureRequest: ErasureAnswer | null } | null }>(
        persona,
        LATEST,
        {
          id: child,
        },
      );
      const seen = latest.data?.athlete?.erasureRequest?.id ?? null;
      expect(seen, persona).toBe(expected[persona] === 'ok' ? first.data!.requestAthleteErasure.id : null);
    }
    expect(await requestsOf(child!)).toEqual([{ status: 'requested' }]);
    // The admins who decide it find it among the open requests, with the child's name; a guardian, who
    // asked, and everyone else list none.
    const id = first.data!.requestAthleteErasure.id;
    for (const persona of Object.keys(expected) as DataPersona[]) {
      const open = await gql<{
        openErasureRequests: { id: string; athleteId: string; athleteName: string }[];
      }>(persona, OPEN);
      expect(open.errors, persona).toBeUndefined();
      const found = open.data!.openErasureRequests.filter((request) => request.id === id);
      const decides = expected[persona] === 'ok' && persona !== 'parent';
      expect(found.length, persona).toBe(decides ? 1 : 0);
      if (decides) expect(found[0]!.athleteId).toBe(child);
    }
    // The school hears of it at its own address.
    await eventually(
      () =>
        query<{ subject: string }>(`SELECT subject FROM mail_outbox WHERE subject LIKE 'Erasure requested%'`),
      (rows) => rows.length === 1,
      { what: 'the school’s mail' },
    );
  });

  it('refuses bad input with a typed error and changes nothing', async () => {
    const [, second] = await ownChildren();
    expect(codeOf(await gql('parent', REQUEST, { id: 'not-a-uuid' }))).toBe('NOT_FOUND');
    expect(codeOf(await gql('parent', REQUEST, { id: second, note: 'x'.repeat(1001) }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await gql('orgAdmin', COMPLETE, { id: 'not-a-uuid' }))).toBe('NOT_FOUND');
    expect(
      codeOf(await gql('orgAdmin', DECLINE, { id: '00000000-0000-4000-8000-000000000000', reason: 'x' })),
    ).toBe('NOT_FOUND');
    expect(await requestsOf(second!)).toEqual([]);
  });

  it('is declined by an admin with a reason mailed to whoever asked, once', async () => {
    const [, second] = await ownChildren();
    const asked = await gql<{ requestAthleteErasure: ErasureAnswer }>('parent', REQUEST, { id: second });
    const id = asked.data!.requestAthleteErasure.id;
    expect(codeOf(await gql('parent', DECLINE, { id, reason: 'No' }))).toBe('FORBIDDEN');
    expect(codeOf(await gql('coach', DECLINE, { id, reason: 'No' }))).toBe('NOT_FOUND');
    expect(codeOf(await gql('otherOrgAdmin', DECLINE, { id, reason: 'No' }))).toBe('NOT_FOUND');
    expect(codeOf(await gql('orgAdmin', DECLINE, { id, reason: '   ' }))).toBe('BAD_USER_INPUT');
    const declined = await gql<{ declineAthleteErasure: ErasureAnswer }>('orgAdmin', DECLINE, {
      id,
      reason: 'The season fees of last year are still being settled.',
    });
    expect(declined.errors).toBeUndefined();
    expect(declined.data!.declineAthleteErasure).toMatchObject({
      status: 'declined',
      reason: 'The season fees of last year are still being settled.',
    });
    expect(codeOf(await gql('orgAdmin', COMPLETE, { id }))).toBe('CONFLICT');
    await eventually(
      () =>
        query<{ text: string }>('SELECT text FROM mail_outbox WHERE recipient = $1 AND subject LIKE $2', [
          DEMO_PERSONAS.parent.email,
          '%erasure request%',
        ]),
      (rows) => rows.some((row) => row.text.includes('still being settled')),
      { what: 'the refusal mail' },
    );
    // The child's data is all there.
    const [athlete] = await query<{ first: string }>(
      'SELECT first_name AS first FROM athletes WHERE id = $1',
      [second],
    );
    expect(athlete!.first).not.toMatch(/Erased|Silinmiş/);
  });

  it('is completed by an admin in one transaction: the row anonymised, the rest deleted, the guardian told', async () => {
    const [child] = await ownChildren();
    const [open] = await query<{ id: string }>(
      `SELECT id FROM erasure_requests WHERE athlete_id = $1 AND status = 'requested'`,
      [child],
    );
    const before = await query<{ first: string; last: string; birth: string; org: string }>(
      `SELECT first_name AS first, last_name AS last, to_char(birth_date, 'YYYY-MM-DD') AS birth,
              organization_id AS org FROM athletes WHERE id = $1`,
      [child],
    );
    const { first, last, birth } = before[0]!;
    expect(codeOf(await gql('parent', COMPLETE, { id: open!.id }))).toBe('FORBIDDEN');
    expect(codeOf(await gql('coach', COMPLETE, { id: open!.id }))).toBe('NOT_FOUND');
    expect(codeOf(await gql('company', COMPLETE, { id: open!.id }))).toBe('NOT_FOUND');

    const done = await gql<{ completeAthleteErasure: ErasureAnswer }>('orgAdmin', COMPLETE, { id: open!.id });
    expect(done.errors).toBeUndefined();
    expect(done.data!.completeAthleteErasure.status).toBe('completed');
    expect(codeOf(await gql('orgAdmin', COMPLETE, { id: open!.id }))).toBe('CONFLICT');
    const listed = await gql<{ openErasureRequests: { id: string }[] }>('orgAdmin', OPEN);
    expect(listed.data!.openErasureRequests.map((request) => request.id)).not.toContain(open!.id);

    const [athlete] = await query<Record<string, unknown>>(
      `SELECT first_name, last_name, to_char(birth_date, 'YYYY-MM-DD') AS birth, medical_notes, email, phone,
              address, photo, licence_number, emergency_contact_name, documents, status, archived_at IS NOT NULL AS archived
         FROM athletes WHERE id = $1`,
      [child],
    );
    expect(athlete).toMatchObject({
      first_name: 'Erased',
      birth: `${birth.slice(0, 4)}-01-01`,
      medical_notes: null,
      email: null,
      phone: null,
      address: null,
      photo: null,
      licence_number: null,
      emergency_contact_name: null,
      documents: [],
      status: 'left',
      archived: true,
    });
    expect(String(athlete!.last_name)).toMatch(/^athlete [0-9a-f]{6}$/);
    const [left] = await query<{ links: number; consents: number; current: number; names: number }>(
      `SELECT (SELECT count(*)::int FROM guardian_links WHERE athlete_id = $1) AS links,
              (SELECT count(*)::int FROM consents WHERE athlete_id = $1) AS consents,
              (SELECT count(*)::int FROM team_memberships WHERE athlete_id = $1 AND to_on IS NULL) AS current,
              (SELECT count(*)::int FROM registrations WHERE first_name = $2 AND last_name = $3) AS names`,
      [child, first, last],
    );
    expect(left).toEqual({ links: 0, consents: 0, current: 0, names: 0 });
    const [audit] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity_id = $1 AND action = 'delete' AND actor_user_id = $2`,
      [child, DEMO_PERSONAS.orgAdmin.id],
    );
    expect(audit!.n).toBe(1);
    // The guardian is told, and no longer reaches the child's record.
    await eventually(
      () =>
        query<{ subject: string }>(
          'SELECT subject FROM mail_outbox WHERE recipient = $1 AND subject LIKE $2',
          [DEMO_PERSONAS.parent.email, '%is erased'],
        ),
      (rows) => rows.length === 1,
      { what: 'the completion mail' },
    );
    expect(codeOf(await gql('parent', 'query ($id: ID!) { athlete(id: $id) { id } }', { id: child }))).toBe(
      'NOT_FOUND',
    );
    // The admin's data export names neither the child nor the family any more.
    const exported = await gql<{ athleteDataExport: { json: string } }>(
      'orgAdmin',
      'query ($id: ID!) { athleteDataExport(athleteId: $id) { json } }',
      { id: child },
    );
    const json = exported.data!.athleteDataExport.json;
    expect(json).not.toContain(first);
    expect(json).not.toContain(DEMO_PERSONAS.parent.email);
  });
});
