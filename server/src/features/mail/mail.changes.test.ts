// Changing the mailbox: labels (the slug rule with clashes, CONFLICT on a duplicate title, deleting one
// takes it off every mail), bulk moves, flags and labels, the REST PATCH of one mail, and deleting
// forever only from Trash (or drafts). Shared set-up: mail.test-kit.ts.
import { describe, expect, it } from 'vitest';
import { emailOf, idOf, MAIL, mailSuite, type Label, type Mail } from './mail.test-kit.js';

const { rest, gql, codeOf, query, ok, list, send } = mailSuite();

const createLabel = (title: string, color = 'blue') =>
  rest<Label & { code?: string }>('POST', 'api/apps/mailbox/label', 'branchAdmin', {
    label: { title, color },
  });

const MOVE = `mutation ($ids: [ID!]!, $folder: String!) { moveMails(ids: $ids, folder: $folder) { ${MAIL} } }`;
const FLAGS = `mutation ($ids: [ID!]!, $flags: MailFlagsInput!) { setMailFlags(ids: $ids, flags: $flags) { ${MAIL} } }`;
const LABEL = `mutation ($ids: [ID!]!, $labelId: ID!, $on: Boolean!) { labelMails(ids: $ids, labelId: $labelId, on: $on) { ${MAIL} } }`;
const DELETE = `mutation ($ids: [ID!]!) { deleteMails(ids: $ids) }`;

describe('labels', () => {
  it('makes slugs by the spec rule, with -1, -2… on a clash', async () => {
    const first = await createLabel('  Kit   Orders!! 2026 ');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ title: 'Kit   Orders!! 2026', slug: 'kit-orders-2026' });
    const clash = await createLabel('Kit Orders 2026?');
    expect(clash.body.slug).toBe('kit-orders-2026-1');
    const clash2 = await createLabel('kit-orders--2026');
    expect(clash2.body.slug).toBe('kit-orders-2026-2');
    expect((await createLabel('İstanbul Ligi', 'teal')).body.slug).toBe('istanbul-ligi');
    expect((await createLabel('Ödemeler & Faturalar')).body.slug).toBe('ödemeler-faturalar');
    // Same title regardless of case: CONFLICT.
    const duplicate = await createLabel('KIT   ORDERS!! 2026');
    expect([duplicate.status, duplicate.body.code]).toEqual([409, 'CONFLICT']);
    // Renaming moves the slug; a rename onto another title is CONFLICT.
    const renamed = await rest<Label & { code?: string }>('PATCH', 'api/apps/mailbox/label', 'branchAdmin', {
      id: clash.body.id,
      label: { title: 'Forma siparişi', color: 'orange' },
    });
    expect(renamed.body).toMatchObject({ slug: 'forma-siparişi', color: 'orange' });
    const onto = await rest<{ code: string }>('PATCH', 'api/apps/mailbox/label', 'branchAdmin', {
      id: clash.body.id,
      label: { title: 'work' },
    });
    expect([onto.status, onto.body.code]).toEqual([409, 'CONFLICT']);
    const bad = await rest<{ code: string; fieldErrors: object }>(
      'POST',
      'api/apps/mailbox/label',
      'branchAdmin',
      {
        label: { title: 'x'.repeat(41), color: 'black' },
      },
    );
    expect([bad.status, bad.body.code]).toEqual([400, 'BAD_USER_INPUT']);
  });

  it('takes a deleted label off every mail', async () => {
    const label = (await createLabel('Geçici')).body;
    const mails = (await list('branchAdmin', { folder: 'inbox', first: 3 })).nodes;
    const labelled = (
      await ok<{ labelMails: Mail[] }>('branchAdmin', LABEL, {
        ids: mails.map((m) => m.id),
        labelId: label.id,
        on: true,
      })
    ).labelMails;
    expect(labelled.every((m) => m.labels.includes(label.id))).toBe(true);
    expect((await list('branchAdmin', { label: 'geçici' })).totalCount).toBe(3);
    const gone = await rest('DELETE', `api/apps/mailbox/label?id=${label.id}`, 'branchAdmin');
    expect([gone.status, gone.body]).toEqual([200, true]);
    const [row] = await query<{ n: number }>(
      'SELECT count(*)::int AS n FROM mails WHERE $1::uuid = ANY(label_ids)',
      [label.id],
    );
    expect(row!.n).toBe(0);
    expect(codeOf(await gql('branchAdmin', '{ mails(label: "geçici") { totalCount } }'))).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe('moving, flags and labels in bulk', () => {
  it('moves, flags and labels several mails; one that is not the viewer’s is NOT_FOUND and changes nothing', async () => {
    const mails = (await list('deptAdmin', { folder: 'inbox', first: 4 })).nodes;
    const ids = mails.map((m) => m.id);
    const flagged = (
      await ok<{ setMailFlags: Mail[] }>('deptAdmin', FLAGS, { ids, flags: { starred: true, unread: false } })
    ).setMailFlags;
    expect(flagged.map((m) => m.id)).toEqual(ids);
    expect(flagged.every((m) => m.starred && !m.unread)).toBe(true);
    const moved = (await ok<{ moveMails: Mail[] }>('deptAdmin', MOVE, { ids, folder: 'spam' })).moveMails;
    expect(moved.every((m) => m.folderSlug === 'spam')).toBe(true);
    // Starred filter leaves Spam and Trash out.
    const starred = await list('deptAdmin', { filter: 'starred', first: 100 });
    expect(starred.nodes.map((m) => m.id)).not.toEqual(expect.arrayContaining([ids[0]]));
    const foreign = (await list('orgAdmin', { folder: 'inbox', first: 1 })).nodes[0]!;
    const refused = await gql('deptAdmin', MOVE, { ids: [...ids, foreign.id], folder: 'inbox' });
    expect(codeOf(refused)).toBe('NOT_FOUND');
    expect((await list('deptAdmin', { folder: 'spam', first: 100 })).nodes.map((m) => m.id)).toEqual(
      expect.arrayContaining(ids),
    );
    expect(codeOf(await gql('deptAdmin', MOVE, { ids, folder: 'drafts' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await gql('deptAdmin', MOVE, { ids, folder: 'nowhere' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await gql('deptAdmin', MOVE, { ids: [], folder: 'inbox' }))).toBe('BAD_USER_INPUT');
    expect(
      codeOf(
        await gql('deptAdmin', MOVE, { ids: Array.from({ length: 501 }, () => ids[0]), folder: 'inbox' }),
      ),
    ).not.toBe('INTERNAL');
    expect(codeOf(await gql('deptAdmin', MOVE, { ids: ['nope'], folder: 'inbox' }))).toBe('NOT_FOUND');
    const back = (
      await ok<{ moveMails: Mail[] }>('deptAdmin', MOVE, {
        ids,
        folder: '6d61696c-0000-4000-8000-000000000001',
      })
    ).moveMails;
    expect(back.every((m) => m.folderSlug === 'inbox')).toBe(true);
  });

  it('patches one mail over REST', async () => {
    const mail = (await list('deptAdmin', { folder: 'inbox', first: 1 })).nodes[0]!;
    const labels = (await ok<{ mailLabels: Label[] }>('deptAdmin', '{ mailLabels { id title slug color } }'))
      .mailLabels;
    const patched = await rest<Record<string, unknown>>('PATCH', 'api/apps/mailbox/mail', 'deptAdmin', {
      id: mail.id,
      mail: { important: true, unread: true, labels: [labels[0]!.id], folder: 'trash', subject: 'ignored' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      id: mail.id,
      important: true,
      unread: true,
      labels: [labels[0]!.id],
      folder: '6d61696c-0000-4000-8000-000000000005',
    });
    const read = await rest<Record<string, unknown>>(
      'GET',
      `api/apps/mailbox/mail?id=${mail.id}`,
      'deptAdmin',
    );
    expect(read.body).toMatchObject({ important: true, subject: mail.subject });
    const foreignLabel = await rest<{ code: string }>('PATCH', 'api/apps/mailbox/mail', 'deptAdmin', {
      id: mail.id,
      mail: { labels: ['00000000-0000-4000-8000-00000000beef'] },
    });
    expect(foreignLabel.status).toBe(404);
  });

  it('deletes forever only from Trash or drafts, and answers the ids', async () => {
    const mails = (await list('orgAdmin', { folder: 'inbox', first: 2 })).nodes;
    const ids = mails.map((m) => m.id);
    expect(codeOf(await gql('orgAdmin', DELETE, { ids }))).toBe('BAD_USER_INPUT');
    await ok('orgAdmin', MOVE, { ids, folder: 'trash' });
    const deleted = await ok<{ deleteMails: string[] }>('orgAdmin', DELETE, { ids });
    expect(deleted.deleteMails).toEqual(ids);
    expect(codeOf(await gql('orgAdmin', `query ($id: ID!) { mail(id: $id) { id } }`, { id: ids[0] }))).toBe(
      'NOT_FOUND',
    );
    const draft = (await list('orgAdmin', { folder: 'drafts', first: 1 })).nodes[0]!;
    expect(
      (await ok<{ deleteMails: string[] }>('orgAdmin', DELETE, { ids: [draft.id] })).deleteMails,
    ).toEqual([draft.id]);
  });
});

describe('folder tallies', () => {
  it('stay equal to the mails after sending, moving, flagging and deleting, and a folder list counts by them', async () => {
    const sent = await send('branchAdmin', {
      to: [emailOf('deptAdmin')],
      subject: 'Tally check',
      content: '<p>Counted once</p>',
    });
    await ok('deptAdmin', FLAGS, {
      ids: [(await list('deptAdmin', { folder: 'inbox', first: 1 })).nodes[0]!.id],
      flags: { unread: false },
    });
    await ok('branchAdmin', MOVE, { ids: [sent.id], folder: 'trash' });
    await ok('branchAdmin', DELETE, { ids: [sent.id] });
    // Every owner's every folder, kept by the triggers, against a count of the mails themselves.
    const drift = await query(
      `SELECT coalesce(t.owner_user_id, c.owner_user_id) AS owner, coalesce(t.folder, c.folder)::text AS folder,
              t.total AS kept_total, c.total, t.unread AS kept_unread, c.unread
         FROM mail_folder_tallies t
         FULL JOIN (SELECT owner_user_id, folder, count(*)::int AS total,
                           count(*) FILTER (WHERE unread)::int AS unread
                      FROM mails GROUP BY 1, 2) c USING (owner_user_id, folder)
        WHERE coalesce(t.total, 0) <> coalesce(c.total, 0) OR coalesce(t.unread, 0) <> coalesce(c.unread, 0)`,
    );
    expect(drift).toEqual([]);
    const [inbox] = await query<{ count: number }>(
      `SELECT count(*)::int AS count FROM mails WHERE owner_user_id = $1 AND folder = 'inbox'`,
      [idOf('deptAdmin')],
    );
    expect((await list('deptAdmin', { folder: 'inbox', first: 1 })).totalCount).toBe(inbox!.count);
  });
});
