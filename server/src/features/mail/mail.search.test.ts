// The top bar's Mail group (mail.search.ts): only the viewer's own mails — never another mailbox's, a
// super admin's search included; nothing for parents and companies — by subject, sender or text with
// the mailbox's own matching, outside Trash and Spam, newest first, with how many match, no "see all"
// (the mailbox reads no search from its address). Shared set-up: mail.test-kit.ts.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOf, idOf, mailSuite, type Mail, type Persona } from './mail.test-kit.js';

const { gql, query, ok, send, list, rest } = mailSuite();

interface MailHit {
  __typename: 'MailSearchResult';
  id: string;
  subject: string;
  senderName: string;
  date: string;
  unread: boolean;
  link: string;
  value: string;
}
interface MailGroup {
  id: string;
  label: string;
  total: number | null;
  hasMore: boolean;
  seeAllLink: string | null;
  results: MailHit[];
}

const SEARCH = `query ($query: String!) { search(query: $query) { id label total hasMore seeAllLink results {
  __typename ... on MailSearchResult { id subject senderName date unread link value } } } }`;

/** The Mail group of `who`'s search for `text`. */
async function mailGroup(who: Persona, text: string): Promise<MailGroup> {
  const data = await ok<{ search: MailGroup[] }>(who, SEARCH, { query: text });
  const group = data.search.find((candidate) => candidate.id === 'mail');
  expect(group, `${who} ${text}`).toBeDefined();
  return group!;
}

const EMPTY = { id: 'mail', label: 'Mail', total: 0, hasMore: false, seeAllLink: null, results: [] };

/** Whose mailboxes the ids are in. */
async function ownersOf(ids: string[]) {
  const rows = await query<{ owner: string }>(
    'SELECT DISTINCT owner_user_id AS owner FROM mails WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return rows.map((row) => row.owner);
}

describe('the Mail group of the top-bar search', () => {
  // A word no seeded mail holds, in the subject of a mail Elif Şahin (Kartal's admin) sends Zeynep Arslan.
  const word = `Qz${randomBytes(3).toString('hex')}`;
  let sent: Mail;

  beforeAll(async () => {
    sent = await send('orgAdmin', {
      to: [emailOf('deptAdmin')],
      subject: `Forma ölçüleri ${word}`,
      content: '<p>U12 formalarının beden listesi ektedir.</p>',
    });
  });

  it('finds the sender’s Sent copy and the recipient’s Inbox copy by subject, each opening in its folder', async () => {
    const own = await mailGroup('orgAdmin', word.toUpperCase());
    expect(own).toEqual({
      ...EMPTY,
      total: 1,
      results: [
        {
          __typename: 'MailSearchResult',
          id: sent.id,
          subject: `Forma ölçüleri ${word}`,
          senderName: 'Elif Şahin',
          date: sent.date,
          unread: false,
          link: `/apps/mailbox/sent/${sent.id}`,
          value: `Forma ölçüleri ${word}`,
        },
      ],
    });
    const received = await mailGroup('deptAdmin', word);
    expect(received.results).toHaveLength(1);
    const [copy] = received.results;
    expect(copy).toMatchObject({ senderName: 'Elif Şahin', unread: true });
    expect(copy!.id).not.toBe(sent.id);
    expect(copy!.link).toBe(`/apps/mailbox/inbox/${copy!.id}`);
    // The link's id is the recipient's own copy: their mailbox opens it.
    const opened = await ok<{ mail: Mail }>(
      'deptAdmin',
      'query ($id: ID!) { mail(id: $id) { id subject } }',
      {
        id: copy!.id,
      },
    );
    expect(opened.mail.subject).toBe(`Forma ölçüleri ${word}`);
  });

  it('never finds another user’s mail: not for the super admin, a colleague or the other school', async () => {
    // admin@arena.local is a super admin of Kartal; mail is personal all the same.
    for (const persona of ['superAdmin', 'branchAdmin', 'coach', 'otherOrgAdmin'] as const) {
      expect(await mailGroup(persona, word), persona).toEqual(EMPTY);
    }
    // Seeded subjects every staff mailbox holds: each finds only their own copies.
    for (const persona of ['superAdmin', 'orgAdmin', 'otherOrgAdmin', 'coach'] as const) {
      const found = await mailGroup(persona, 'invoice');
      expect(found.results.length, persona).toBeGreaterThan(0);
      expect(await ownersOf(found.results.map((hit) => hit.id)), persona).toEqual([idOf(persona)]);
    }
  });

  it('answers an empty group to a parent, a company and a regular user', async () => {
    for (const persona of ['parent', 'company', 'regular'] as const) {
      for (const text of [word, 'invoice', 'Elif', 'antrenman']) {
        expect(await mailGroup(persona, text), `${persona} ${text}`).toEqual(EMPTY);
      }
    }
  });

  it('finds mails by the sender’s name or address, as the mailbox’s own search does', async () => {
    for (const sender of ['elif şahin', 'ORG.ADMIN@ARENA']) {
      const found = await mailGroup('deptAdmin', sender);
      expect(found.results.length, sender).toBeGreaterThan(0);
      expect(
        found.results.every((hit) => hit.senderName === 'Elif Şahin'),
        sender,
      ).toBe(true);
      expect(
        found.results.some((hit) => hit.subject === `Forma ölçüleri ${word}`),
        sender,
      ).toBe(true);
    }
    // A seeded outside sender, by address.
    const anka = await mailGroup('orgAdmin', 'siparis@ankaspor');
    expect(anka.results.length).toBeGreaterThan(0);
    expect(anka.results.every((hit) => hit.senderName === 'Anka Spor Malzemeleri')).toBe(true);
  });

  it('matches what the mailbox’s folder search finds outside Trash and Spam, newest first, at most 10', async () => {
    for (const [persona, text] of [
      ['orgAdmin', 'er'],
      ['otherOrgAdmin', 'invoice'],
      ['superAdmin', 'antrenman'],
    ] as const) {
      const group = await mailGroup(persona, text);
      const lists = await Promise.all(
        ['inbox', 'sent', 'drafts'].map((folder) => list(persona, { folder, query: text, first: 100 })),
      );
      const expected = lists
        .flatMap((page) => page.nodes)
        .sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
      expect(group.total, `${persona} ${text}`).toBe(expected.length);
      expect(group.results.map((hit) => hit.id)).toEqual(expected.slice(0, 10).map((mail) => mail.id));
      expect(group.hasMore).toBe(expected.length > 10);
      expect(group.seeAllLink).toBeNull();
    }
    expect((await mailGroup('orgAdmin', 'er')).hasMore).toBe(true);
  });

  it('leaves a mail out once it is in Trash or Spam, and finds it again when it is back', async () => {
    const [copy] = (await mailGroup('deptAdmin', word)).results;
    const move = 'mutation ($ids: [ID!]!, $folder: String!) { moveMails(ids: $ids, folder: $folder) { id } }';
    for (const folder of ['trash', 'spam']) {
      await ok('deptAdmin', move, { ids: [copy!.id], folder });
      expect(await mailGroup('deptAdmin', word), folder).toEqual(EMPTY);
      // The mailbox's own Trash or Spam still finds it there.
      expect((await list('deptAdmin', { folder, query: word })).nodes.map((mail) => mail.id)).toEqual([
        copy!.id,
      ]);
    }
    await ok('deptAdmin', move, { ids: [copy!.id], folder: 'inbox' });
    expect((await mailGroup('deptAdmin', word)).results.map((hit) => hit.id)).toEqual([copy!.id]);
  });

  it('answers the group over REST with the others, without type tags', async () => {
    const response = await rest<{ id: string; results: Record<string, unknown>[] }[]>(
      'POST',
      'api/common/search',
      'orgAdmin',
      { query: word },
    );
    expect(response.status).toBe(200);
    expect(response.body[0]).toEqual({
      id: 'mail',
      label: 'Mail',
      total: 1,
      hasMore: false,
      seeAllLink: null,
      results: [
        {
          id: sent.id,
          subject: `Forma ölçüleri ${word}`,
          senderName: 'Elif Şahin',
          date: sent.date,
          unread: false,
          link: `/apps/mailbox/sent/${sent.id}`,
          value: `Forma ölçüleri ${word}`,
        },
      ],
    });
    expect(response.body.map((group) => group.id).slice(1)).toEqual([
      'contacts',
      'users',
      'athletes',
      'teams',
      'pages',
      'tasks',
    ]);
    const anonymous = await gql(null, SEARCH, { query: word });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
