import { describe, expect, it } from 'vitest';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { DATA_PERSONAS, dataHolderAnswers, type DataPersona } from './registrations.test-kit.js';

// A guardian's data request through the real API (KVKK art. 11): everything held about their child in one
// JSON document, for the child's legal guardians and the admins of the child's scope only, each hand-over
// audited as a health read.

const t = useTestServer(DATA_PERSONAS);
const { gql, codeOf, query } = suiteCalls(t);

const EXPORT = 'query ($id: ID!) { athleteDataExport(athleteId: $id) { fileName json } }';

/** The parent persona's child that plays in a team the coach persona staffs, and a child not theirs. */
async function children() {
  const [own] = await query<{ id: string }>(
    `SELECT g.athlete_id AS id FROM guardian_links g WHERE g.user_id = $1 AND g.legal_guardian
        AND g.archived_at IS NULL ORDER BY g.athlete_id LIMIT 1`,
    [DEMO_PERSONAS.parent.id],
  );
  const [other] = await query<{ id: string }>(
    `SELECT a.id FROM athletes a WHERE a.organization_id = $1 AND a.archived_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM guardian_links g WHERE g.athlete_id = a.id AND g.user_id = $2)
      ORDER BY a.id LIMIT 1`,
    [DEMO_PERSONAS.parent.organizationId, DEMO_PERSONAS.parent.id],
  );
  return { own: own!.id, other: other!.id };
}

/**
 * The document title a PDF names in its information dictionary: pdfkit writes it as an indirect literal
 * string, UTF-16BE after a byte-order mark, with PDF's backslash escapes.
 */
function pdfTitle(bytes: Buffer): string | null {
  const text = bytes.toString('latin1');
  const reference = /\/Title (\d+) 0 R/.exec(text);
  if (!reference) return null;
  const start = text.indexOf(`\n${reference[1]} 0 obj\n(`);
  if (start < 0) return null;
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  let raw = '';
  for (let at = text.indexOf('(', start) + 1; at < text.length && text[at] !== ')'; at += 1) {
    if (text[at] !== '\\') {
      raw += text[at];
    } else if (/[0-7]/.test(text[at + 1]!)) {
      const octal = /^[0-7]{1,3}/.exec(text.slice(at + 1))![0];
      raw += String.fromCharCode(parseInt(octal, 8));
      at += octal.length;
    } else {
      raw += escapes[text[at + 1]!] ?? text[at + 1];
      at += 1;
    }
  }
  return Buffer.from(raw.slice(2), 'latin1').swap16().toString('utf16le');
}

describe('a guardian’s data request', () => {
  it('hands a legal guardian everything held about their child, and audits it as a health read', async () => {
    const { own } = await children();
    const answer = await gql<{ athleteDataExport: { fileName: string; json: string } }>('parent', EXPORT, {
      id: own,
    });
    expect(answer.errors).toBeUndefined();
    const { fileName, json } = answer.data!.athleteDataExport;
    expect(fileName).toMatch(/^[a-z0-9-]+-data\.json$/);
    const data = JSON.parse(json) as Record<string, unknown> & {
      athlete: Record<string, unknown>;
      guardians: { email: string }[];
    };
    expect(Object.keys(data).sort()).toEqual(
      [
        'attendance',
        'athlete',
        'consents',
        'exportedAt',
        'guardians',
        'organization',
        'registrations',
        'teams',
      ].sort(),
    );
    expect(data.athlete.id).toBe(own);
    expect(data.athlete).toHaveProperty('medicalNotes');
    expect(data.guardians.map((g) => g.email)).toContain(DEMO_PERSONAS.parent.email);
    const [audit] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity_id = $1 AND action = 'read_health' AND actor_user_id = $2`,
      [own, DEMO_PERSONAS.parent.id],
    );
    expect(audit!.n).toBe(1);

    // The same as a readable PDF, headed in Turkish: its title names the child in the reader's language.
    const pdf = await gql<{ athleteDataExport: { pdfFileName: string; pdf: string } }>(
      'parent',
      'query ($id: ID!) { athleteDataExport(athleteId: $id) { pdfFileName pdf(language: tr) } }',
      { id: own },
    );
    expect(pdf.errors).toBeUndefined();
    expect(pdf.data!.athleteDataExport.pdfFileName).toBe(fileName.replace(/\.json$/, '.pdf'));
    const bytes = Buffer.from(pdf.data!.athleteDataExport.pdf, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const title = pdfTitle(bytes);
    expect(title).toBe(
      `${String(data.athlete.firstName)} ${String(data.athlete.lastName)} hakkında tutulan veriler`,
    );
  });

  it('answers NOT_FOUND to anyone else, as for an unknown id; the admins of the child’s scope get it', async () => {
    const { own, other } = await children();
    expect(codeOf(await gql('parent', EXPORT, { id: other }))).toBe('NOT_FOUND');
    const expected = await dataHolderAnswers(query, own);
    for (const persona of Object.keys(expected) as DataPersona[]) {
      const answer = await gql(persona, EXPORT, { id: own });
      expect(answer.errors ? codeOf(answer) : 'ok', persona).toBe(expected[persona]);
    }
    expect(codeOf(await gql('orgAdmin', EXPORT, { id: 'not-a-uuid' }))).toBe('NOT_FOUND');
  });
});
