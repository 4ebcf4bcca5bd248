// Reading the mailbox through REST and GraphQL: the spec's shapes and paging (a page past the last),
// the folder counts rule, filters and labels, search, and bad arguments answering BAD_USER_INPUT (never
// INTERNAL). Shared set-up: mail.test-kit.ts.
import { describe, expect, it } from 'vitest';
import { idOf, mailSuite } from './mail.test-kit.js';

const suite = mailSuite();
const { rest, gql, codeOf, query, list, ok } = suite;
const t = () => suite.t.http;
const tokens = () => suite.t.tokens;
const ids = () => ({ orgAdmin: idOf('orgAdmin') });

interface RestPage {
  mails: Record<string, unknown>[];
  pagination: Record<string, number>;
}

describe('reading the mailbox', () => {
  it('answers the spec shapes for folders, filters, labels and settings', async () => {
    const folders = await rest<{ slug: string; title: string; icon: string; count: number }[]>(
      'GET',
      'api/apps/mailbox/folders',
      'orgAdmin',
    );
    expect(folders.status).toBe(200);
    expect(folders.body.map((f) => f.slug)).toEqual(['inbox', 'sent', 'drafts', 'spam', 'trash']);
    expect(folders.body[0]).toMatchObject({ title: 'Inbox', icon: 'heroicons_outline:inbox' });
    const turkish = await t().request<{ title: string }[]>('GET', 'api/apps/mailbox/folders', {
      token: tokens().orgAdmin,
      headers: { 'accept-language': 'tr' },
    });
    expect(turkish.body.map((f) => f.title)).toEqual([
      'Gelen kutusu',
      'Gönderilenler',
      'Taslaklar',
      'İstenmeyen',
      'Çöp kutusu',
    ]);
    const filters = await rest<{ slug: string }[]>('GET', 'api/apps/mailbox/filters', 'orgAdmin');
    expect(filters.body.map((f) => f.slug)).toEqual(['starred', 'important']);
    const labels = await rest<{ title: string; slug: string; color: string }[]>(
      'GET',
      'api/apps/mailbox/labels',
      'orgAdmin',
    );
    expect(labels.body.map((l) => [l.title, l.slug, l.color])).toEqual([
      ['Accounts', 'accounts', 'purple'],
      ['Forums', 'forums', 'green'],
      ['Invoices', 'invoices', 'teal'],
      ['Payments', 'payments', 'red'],
      ['Personal', 'personal', 'blue'],
      ['Work', 'work', 'indigo'],
    ]);
    const settings = await rest('GET', 'api/apps/mailbox/settings', 'orgAdmin');
    expect(settings.body).toEqual({ messageLayout: 'right' });
    const changed = await rest('PATCH', 'api/apps/mailbox/settings', 'orgAdmin', {
      settings: { messageLayout: 'full' },
    });
    expect(changed.body).toEqual({ messageLayout: 'full' });
    expect((await rest('GET', 'api/apps/mailbox/settings', 'orgAdmin')).body).toEqual({
      messageLayout: 'full',
    });
    expect((await rest('GET', 'api/apps/mailbox/settings', 'branchAdmin')).body).toEqual({
      messageLayout: 'right',
    });
  });

  it('counts folders by the spec rule', async () => {
    const [row] = await query<{ inbox: number; drafts: number; spam: number }>(
      `SELECT count(*) FILTER (WHERE folder = 'inbox' AND unread)::int AS inbox,
              count(*) FILTER (WHERE folder = 'drafts')::int AS drafts,
              count(*) FILTER (WHERE folder = 'spam')::int AS spam
         FROM mails WHERE owner_user_id = $1`,
      [ids().orgAdmin],
    );
    const folders = await rest<{ slug: string; count: number }[]>(
      'GET',
      'api/apps/mailbox/folders',
      'orgAdmin',
    );
    const count = Object.fromEntries(folders.body.map((f) => [f.slug, f.count]));
    expect(row!.inbox).toBeGreaterThan(0);
    expect(count).toEqual({ inbox: row!.inbox, sent: 0, drafts: row!.drafts, spam: row!.spam, trash: 0 });
  });

  it('pages the REST list by 10, newest first, and answers only lastPage past the last page', async () => {
    const [{ total }] = (await query<{ total: number }>(
      `SELECT count(*)::int AS total FROM mails WHERE owner_user_id = $1 AND folder = 'inbox'`,
      [ids().orgAdmin],
    )) as [{ total: number }];
    const lastPage = Math.ceil(total / 10);
    const first = await rest<RestPage>('GET', 'api/apps/mailbox/mails?folder=inbox', 'orgAdmin');
    expect(first.status).toBe(200);
    expect(first.body.mails).toHaveLength(10);
    expect(first.body.pagination).toEqual({
      totalResults: total,
      resultsPerPage: 10,
      currentPage: 1,
      lastPage,
      startIndex: 0,
      endIndex: 9,
    });
    const mail = first.body.mails[0]!;
    expect(Object.keys(mail).sort()).toEqual(
      [
        'id',
        'type',
        'from',
        'to',
        'cc',
        'bcc',
        'date',
        'subject',
        'content',
        'attachments',
        'starred',
        'important',
        'unread',
        'folder',
        'labels',
        'ccCount',
        'bccCount',
      ].sort(),
    );
    expect(mail.type).toBe('mail');
    expect(Object.keys(mail.from as object).sort()).toEqual(['avatar', 'contact']);
    expect((mail.from as { contact: string }).contact).toMatch(/^.+ <.+@.+>$/);
    expect(typeof mail.to).toBe('string');
    const dates = first.body.mails.map((m) => Date.parse(m.date as string));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const last = await rest<RestPage>(
      'GET',
      `api/apps/mailbox/mails?folder=inbox&page=${lastPage}`,
      'orgAdmin',
    );
    expect(last.body.mails.length).toBe(total - (lastPage - 1) * 10);
    const beyond = await rest('GET', `api/apps/mailbox/mails?folder=inbox&page=${lastPage + 1}`, 'orgAdmin');
    expect(beyond.body).toEqual({ mails: [], pagination: { lastPage } });
    const empty = await rest('GET', 'api/apps/mailbox/mails?folder=trash&page=3', 'orgAdmin');
    expect(empty.status).toBe(200);
    expect((empty.body as RestPage).pagination.lastPage).toBeGreaterThanOrEqual(1);
    expect((await rest('GET', 'api/apps/mailbox/mails', 'orgAdmin')).status).toBe(400);
  });

  it('pages the keyset list with cursors, filters and labels', async () => {
    const pages: string[] = [];
    let after: string | null = null;
    let total = 0;
    do {
      const page = await list('orgAdmin', { folder: 'inbox', first: 7, after });
      total = page.totalCount;
      pages.push(...page.nodes.map((m) => m.id));
      after = page.endCursor;
    } while (after);
    expect(pages).toHaveLength(total);
    expect(new Set(pages).size).toBe(total);
    const starred = await list('orgAdmin', { filter: 'starred', first: 100 });
    expect(starred.nodes.every((m) => m.starred && !['trash', 'spam'].includes(m.folderSlug))).toBe(true);
    const work = await list('orgAdmin', { label: 'work', first: 100 });
    expect(work.nodes.length).toBeGreaterThan(0);
    const labels = await ok<{ mailLabels: { id: string; slug: string }[] }>(
      'orgAdmin',
      '{ mailLabels { id slug } }',
    );
    const workId = labels.mailLabels.find((l) => l.slug === 'work')!.id;
    expect(work.nodes.every((m) => m.labels.includes(workId))).toBe(true);
    // A label's list leaves out Trash and Spam, as the filters do.
    const thrown = work.nodes[0]!;
    const move = (folder: string) =>
      ok(
        'orgAdmin',
        'mutation ($ids: [ID!]!, $folder: String!) { moveMails(ids: $ids, folder: $folder) { id } }',
        {
          ids: [thrown.id],
          folder,
        },
      );
    await move('trash');
    const without = await list('orgAdmin', { label: 'work', first: 100 });
    expect(without.nodes.map((m) => m.id)).not.toContain(thrown.id);
    expect(without.totalCount).toBe(work.totalCount - 1);
    await move(thrown.folderSlug);
    const searched = await list('orgAdmin', { folder: 'inbox', query: 'TFF', first: 100 });
    expect(searched.nodes.length).toBeGreaterThan(0);
    expect(searched.nodes.every((m) => /tff/i.test(m.subject + m.from.email + m.from.name + m.content))).toBe(
      true,
    );
  });

  it('answers BAD_USER_INPUT, never INTERNAL, for bad arguments', async () => {
    const bad = async (args: Record<string, unknown>, field: string) => {
      const answer = await gql(
        'orgAdmin',
        `query ($folder: String, $filter: String, $label: String, $query: String, $first: Int, $after: String) {
        mails(folder: $folder, filter: $filter, label: $label, query: $query, first: $first, after: $after) { totalCount } }`,
        args,
      );
      expect(codeOf(answer), JSON.stringify(args)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.fieldErrors, JSON.stringify(args)).toHaveProperty(field);
    };
    await bad({}, 'folder');
    await bad({ folder: 'inbox', filter: 'starred' }, 'folder');
    await bad({ folder: 'nope' }, 'folder');
    await bad({ filter: 'nope' }, 'filter');
    await bad({ label: 'no-such-label' }, 'label');
    await bad({ folder: 'inbox', first: 0 }, 'first');
    await bad({ folder: 'inbox', first: 101 }, 'first');
    await bad({ folder: 'inbox', query: 'x' }, 'query');
    for (const after of [
      'nope',
      'W10',
      Buffer.from('["x","2026-13-45 99:00:00+00","nope"]').toString('base64url'),
      'a'.repeat(3000),
    ]) {
      await bad({ folder: 'inbox', after }, 'after');
    }
    const page = await list('orgAdmin', { folder: 'inbox', first: 1 });
    const [order] = JSON.parse(Buffer.from(page.endCursor!, 'base64url').toString()) as [string];
    await bad(
      {
        folder: 'inbox',
        after: Buffer.from(JSON.stringify([order, 'yesterday', 'x'])).toString('base64url'),
      },
      'after',
    );
    const restBad = await rest<{ code: string }>(
      'GET',
      'api/apps/mailbox/mails?folder=inbox&page=0',
      'orgAdmin',
    );
    expect([restBad.status, restBad.body.code]).toEqual([400, 'BAD_USER_INPUT']);
    const notUuid = await rest<{ code: string }>('GET', 'api/apps/mailbox/mail?id=not-a-uuid', 'orgAdmin');
    expect([notUuid.status, notUuid.body.code]).toEqual([404, 'NOT_FOUND']);
    const page2 = await rest<{ code: string }>(
      'GET',
      'api/apps/mailbox/mails?folder=inbox&page=abc',
      'orgAdmin',
    );
    expect(page2.status).toBe(400);
  });

  it('offers recipients from the organization and its contacts, at most 10', async () => {
    const answer = await ok<{ mailRecipients: { email: string; userId: string | null }[] }>(
      'orgAdmin',
      'query ($q: String!) { mailRecipients(query: $q) { email name userId avatar } }',
      { q: 'a' },
    );
    expect(answer.mailRecipients.length).toBeGreaterThan(0);
    expect(answer.mailRecipients.length).toBeLessThanOrEqual(10);
    const other = await ok<{ mailRecipients: { email: string }[] }>(
      'otherOrgAdmin',
      'query ($q: String!) { mailRecipients(query: $q) { email } }',
      { q: 'org.admin@arena' },
    );
    expect(other.mailRecipients).toEqual([]);
  });
});
