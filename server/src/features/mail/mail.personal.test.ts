// Mail is personal: for every persona and every other mailbox of both organizations, nobody — the super
// admin included — reads or changes another's mail, labels or drafts: NOT_FOUND, exactly like an unknown
// id, and nothing changes. Parents, companies and regular users hold no mailbox: their reads are empty
// (a single mail NOT_FOUND) and every change FORBIDDEN. Shared set-up: mail.test-kit.ts.
import { describe, expect, it } from 'vitest';
import { HOLDERS, idOf, mailSuite, NON_HOLDERS, PERSONAS, type Persona } from './mail.test-kit.js';

const { gql, codeOf, query, rest, digest } = mailSuite();

interface Target {
  mailId: string;
  draftId: string;
  labelId: string;
}

async function targetOf(owner: Persona): Promise<Target> {
  const [row] = await query<Target>(
    `SELECT (SELECT id FROM mails WHERE owner_user_id = $1 AND folder = 'inbox' ORDER BY date DESC LIMIT 1) AS "mailId",
            (SELECT id FROM mails WHERE owner_user_id = $1 AND folder = 'drafts' ORDER BY date DESC LIMIT 1) AS "draftId",
            (SELECT id FROM mail_labels WHERE owner_user_id = $1 ORDER BY title LIMIT 1) AS "labelId"`,
    [idOf(owner)],
  );
  expect(row!.mailId && row!.draftId && row!.labelId, owner).toBeTruthy();
  return row!;
}

/** Every way to reach another's mail; each answers one error code. */
function attempts(target: Target, ownLabel: string | null) {
  const { mailId, draftId, labelId } = target;
  return [
    ['read', `query ($id: ID!) { mail(id: $id) { id } }`, { id: mailId }, 'read'],
    [
      'update',
      `mutation ($id: ID!) { updateMail(id: $id, input: { starred: true }) { id } }`,
      { id: mailId },
      'write',
    ],
    [
      'move',
      `mutation ($ids: [ID!]!) { moveMails(ids: $ids, folder: "trash") { id } }`,
      { ids: [mailId] },
      'write',
    ],
    [
      'flags',
      `mutation ($ids: [ID!]!) { setMailFlags(ids: $ids, flags: { unread: false }) { id } }`,
      { ids: [mailId] },
      'write',
    ],
    [
      'label',
      `mutation ($ids: [ID!]!, $l: ID!) { labelMails(ids: $ids, labelId: $l, on: true) { id } }`,
      { ids: [mailId], l: ownLabel ?? labelId },
      'write',
    ],
    ['delete', `mutation ($ids: [ID!]!) { deleteMails(ids: $ids) }`, { ids: [draftId] }, 'write'],
    [
      'draft',
      `mutation ($id: ID) { saveDraft(id: $id, input: { subject: "x" }) { id } }`,
      { id: draftId },
      'write',
    ],
    [
      'send draft',
      `mutation ($id: ID) { sendMail(input: { to: ["x@example.com"] }, draftId: $id) { id } }`,
      { id: draftId },
      'write',
    ],
    [
      'rename label',
      `mutation ($id: ID!) { updateMailLabel(id: $id, input: { title: "Mine" }) { id } }`,
      { id: labelId },
      'write',
    ],
    ['delete label', `mutation ($id: ID!) { deleteMailLabel(id: $id) }`, { id: labelId }, 'write'],
  ] as const;
}

const expectedCode = (persona: Persona, kind: 'read' | 'write') =>
  NON_HOLDERS.includes(persona) && kind === 'write' ? 'FORBIDDEN' : 'NOT_FOUND';

describe('mail is personal', () => {
  it('answers NOT_FOUND (FORBIDDEN for a change by someone without a mailbox) for every other mailbox, and changes nothing', async () => {
    const before = await digest('mails', 'mail_labels', 'mail_attachments', 'mail_settings');
    for (const owner of HOLDERS) {
      const target = await targetOf(owner);
      for (const persona of PERSONAS.filter((p) => p !== owner)) {
        const own = HOLDERS.includes(persona) ? (await targetOf(persona)).labelId : null;
        for (const [name, document, variables, kind] of attempts(target, own)) {
          const answer = await gql(persona, document, variables);
          expect(codeOf(answer), `${persona} ${name} ${owner}’s`).toBe(expectedCode(persona, kind));
        }
        // REST: the single read and the PATCH, the label's PATCH and DELETE.
        const read = await rest<{ code: string }>(
          'GET',
          `api/apps/mailbox/mail?id=${target.mailId}`,
          persona,
        );
        expect([read.status, read.body.code], `${persona} GET ${owner}’s`).toEqual([404, 'NOT_FOUND']);
        const patch = await rest<{ code: string }>('PATCH', 'api/apps/mailbox/mail', persona, {
          id: target.mailId,
          mail: { unread: false },
        });
        expect(patch.body.code, `${persona} PATCH ${owner}’s`).toBe(expectedCode(persona, 'write'));
        const label = await rest<{ code: string }>(
          'DELETE',
          `api/apps/mailbox/label?id=${target.labelId}`,
          persona,
        );
        expect(label.body.code, `${persona} DELETE label ${owner}’s`).toBe(expectedCode(persona, 'write'));
        // Replying to another's mail does not join their thread.
        if (HOLDERS.includes(persona)) {
          const reply = await gql(
            persona,
            `mutation ($r: ID) { sendMail(input: { to: ["x@example.com"], inReplyTo: $r }) { id } }`,
            {
              r: target.mailId,
            },
          );
          expect(codeOf(reply), `${persona} reply to ${owner}’s`).toBe('BAD_USER_INPUT');
        }
      }
    }
    expect(await digest('mails', 'mail_labels', 'mail_attachments', 'mail_settings')).toBe(before);
  });

  it('gives those without a mailbox empty reads and FORBIDDEN changes', async () => {
    for (const persona of NON_HOLDERS) {
      const reads = await gql<Record<string, unknown>>(
        persona,
        `{ mailFolders { id } mailFilters { id } mailLabels { id } mailSettings { messageLayout }
           mails(folder: "inbox") { totalCount nodes { id } endCursor }
           mailPage(folder: "inbox") { mails { id } pagination { lastPage totalResults } }
           mailRecipients(query: "a") { email } }`,
      );
      expect(reads.errors, persona).toBeUndefined();
      expect(reads.data, persona).toEqual({
        mailFolders: [],
        mailFilters: [],
        mailLabels: [],
        mailSettings: { messageLayout: 'right' },
        mails: { totalCount: 0, nodes: [], endCursor: null },
        mailPage: { mails: [], pagination: { lastPage: 1, totalResults: 0 } },
        mailRecipients: [],
      });
      for (const document of [
        'mutation { createMailLabel(input: { title: "Mine", color: blue }) { id } }',
        'mutation { sendMail(input: { to: ["a@example.com"] }) { id } }',
        'mutation { saveDraft(input: { subject: "a" }) { id } }',
        'mutation { updateMailSettings(input: { messageLayout: full }) { messageLayout } }',
      ]) {
        expect(codeOf(await gql(persona, document)), `${persona} ${document}`).toBe('FORBIDDEN');
      }
    }
    expect(codeOf(await gql(null, '{ mailFolders { id } }'))).toBe('UNAUTHENTICATED');
  });

  it('keeps each mailbox’s lists to its own mail, in both organizations', async () => {
    for (const persona of HOLDERS) {
      const answer = await gql<{ mails: { nodes: { id: string }[] } }>(
        persona,
        '{ mails(folder: "inbox", first: 100) { nodes { id } } }',
      );
      const ids = answer.data!.mails.nodes.map((m) => m.id);
      const [row] = await query<{ foreign: number }>(
        'SELECT count(*)::int AS foreign FROM mails WHERE id = ANY($1::uuid[]) AND owner_user_id <> $2',
        [ids, idOf(persona)],
      );
      expect(ids.length, persona).toBeGreaterThan(0);
      expect(row!.foreign, persona).toBe(0);
    }
  });
});
