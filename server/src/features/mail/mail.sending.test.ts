// Sending: internal delivery (the recipient's Inbox, the sender's Sent, one conversation, bcc hidden),
// outside addresses through the job queue and its outbox, replies joining the thread, drafts saved,
// replaced and sent, and the input bounds. Shared set-up: mail.test-kit.ts.
import { describe, expect, it } from 'vitest';
import { eventually } from '../../shared/jobs/job-queue.test-kit.js';
import { DRAFT, emailOf, idOf, MAIL, mailSuite, type Mail } from './mail.test-kit.js';

const { gql, codeOf, query, ok, send, list, copiesOf } = mailSuite();

describe('sending mail', () => {
  it('delivers to the organization’s mailboxes, keeps the Sent copy and mails outside addresses', async () => {
    const outside = 'coach.friend@example.org';
    const sent = await send('orgAdmin', {
      to: [emailOf('branchAdmin').toUpperCase(), outside],
      cc: [emailOf('deptAdmin')],
      bcc: [emailOf('coach'), emailOf('otherOrgAdmin')],
      subject: 'Sezon planı',
      content: '<p>Merhaba <b>ekip</b><script>alert(1)</script></p>',
    });
    expect(sent).toMatchObject({
      folderSlug: 'sent',
      unread: false,
      ccCount: 1,
      bccCount: 2,
      subject: 'Sezon planı',
    });
    expect(sent.content).toBe('<p>Merhaba <b>ekip</b></p>');
    expect(sent.snippet).toBe('Merhaba ekip');
    expect(sent.to.map((a) => a.email)).toEqual([emailOf('branchAdmin'), outside]);
    expect(sent.to[0]).toMatchObject({ userId: idOf('branchAdmin'), name: 'Burak Yıldız' });
    expect(sent.to[1]).toMatchObject({ userId: null, name: 'coach.friend' });

    const copies = await copiesOf(sent.conversationId);
    // Sender (Sent), branch, dept and the coach (Inbox); Anadolu's admin is outside Kartal: an email.
    expect(copies).toHaveLength(4);
    const byOwner = Object.fromEntries(copies.map((copy) => [copy.owner, copy]));
    expect(byOwner[idOf('orgAdmin')]).toMatchObject({ folder: 'sent', bcc: 2 });
    for (const persona of ['branchAdmin', 'deptAdmin', 'coach'] as const) {
      expect(byOwner[idOf(persona)], persona).toMatchObject({ folder: 'inbox', bcc: 0 });
    }
    const inbox = await list('branchAdmin', { folder: 'inbox', first: 5 });
    const received = inbox.nodes.find((mail) => mail.conversationId === sent.conversationId)!;
    expect(received).toMatchObject({
      unread: true,
      bcc: [],
      bccCount: 0,
      ccCount: 1,
      subject: 'Sezon planı',
    });
    const coachCopy = (await list('coach', { folder: 'inbox', first: 5 })).nodes[0]!;
    expect(coachCopy.bcc).toEqual([]);
    expect(coachCopy.to.map((a) => a.email)).not.toContain(emailOf('coach'));

    // The top-bar notification and the outside mails (job queue → outbox).
    const notices = await query(
      `SELECT 1 FROM inbox_items WHERE user_id = $1 AND kind = 'notification' AND title LIKE 'New mail from%'`,
      [idOf('deptAdmin')],
    );
    expect(notices.length).toBeGreaterThan(0);
    const outbox = await eventually(
      () =>
        query<{ recipient: string }>(
          `SELECT recipient FROM mail_outbox WHERE subject = 'Sezon planı' ORDER BY recipient`,
        ),
      (rows) => rows.length === 2,
      { what: 'the outside mails' },
    );
    expect(outbox.map((row) => row.recipient)).toEqual([outside, emailOf('otherOrgAdmin')].sort());
    expect(await list('otherOrgAdmin', { folder: 'inbox', query: 'Sezon planı' })).toMatchObject({
      totalCount: 0,
    });

    // A reply joins the thread; the original sender's new copy answers their Sent copy.
    const reply = await send('branchAdmin', {
      to: [emailOf('orgAdmin')],
      subject: 'Re: Sezon planı',
      content: 'Tamam',
      inReplyTo: received.id,
    });
    expect(reply).toMatchObject({ conversationId: sent.conversationId, inReplyTo: received.id });
    const back = (await list('orgAdmin', { folder: 'inbox', first: 3 })).nodes.find(
      (mail) => mail.subject === 'Re: Sezon planı',
    )!;
    expect(back).toMatchObject({ conversationId: sent.conversationId, inReplyTo: sent.id });
  });

  it('refuses bad input with field errors, never INTERNAL', async () => {
    const refused = async (input: Record<string, unknown>, field: string) => {
      const answer = await gql(
        'orgAdmin',
        `mutation ($input: MailInput!) { sendMail(input: $input) { id } }`,
        { input },
      );
      expect(codeOf(answer), field).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions?.fieldErrors, field).toHaveProperty(field);
    };
    await refused({ subject: 'No one' }, 'to');
    await refused({ to: ['not-an-address'] }, 'to.0');
    await refused({ to: Array.from({ length: 51 }, (_, i) => `p${i}@example.com`) }, 'to');
    await refused(
      {
        to: Array.from({ length: 30 }, (_, i) => `p${i}@example.com`),
        cc: Array.from({ length: 21 }, (_, i) => `c${i}@example.com`),
      },
      'to',
    );
    await refused({ to: ['a@example.com'], subject: 'x'.repeat(301) }, 'subject');
    await refused({ to: ['a@example.com'], content: 'x'.repeat(100_001) }, 'content');
    await refused({ to: ['a@example.com'], attachmentIds: ['nope'] }, 'attachmentIds.0');
    await refused({ to: ['a@example.com'], inReplyTo: '00000000-0000-4000-8000-00000000dead' }, 'inReplyTo');
  });

  it('saves, replaces and sends drafts', async () => {
    const draft = (await ok<{ saveDraft: Mail }>('deptAdmin', DRAFT, { input: { subject: 'Taslak' } }))
      .saveDraft;
    expect(draft).toMatchObject({ folderSlug: 'drafts', subject: 'Taslak', to: [], unread: false });
    const replaced = (
      await ok<{ saveDraft: Mail }>('deptAdmin', DRAFT, {
        id: draft.id,
        input: { subject: 'Taslak 2', to: [emailOf('orgAdmin')], bcc: ['x@example.com'] },
      })
    ).saveDraft;
    expect(replaced).toMatchObject({ id: draft.id, subject: 'Taslak 2', bccCount: 1 });
    // Someone else's draft, or a mail that is not a draft, is NOT_FOUND.
    expect(codeOf(await gql('orgAdmin', DRAFT, { id: draft.id, input: { subject: 'x' } }))).toBe('NOT_FOUND');
    const inboxMail = (await list('deptAdmin', { folder: 'inbox', first: 1 })).nodes[0]!;
    expect(codeOf(await gql('deptAdmin', DRAFT, { id: inboxMail.id, input: {} }))).toBe('NOT_FOUND');

    const sent = await send(
      'deptAdmin',
      { subject: 'Taslak 2', to: [emailOf('orgAdmin')], content: 'Son hali' },
      draft.id,
    );
    expect(sent).toMatchObject({ id: draft.id, folderSlug: 'sent', bccCount: 0 });
    const drafts = await list('deptAdmin', { folder: 'drafts', first: 100 });
    expect(drafts.nodes.map((m) => m.id)).not.toContain(draft.id);
    const again = await gql(
      'deptAdmin',
      `mutation ($id: ID) { sendMail(input: { to: ["a@example.com"] }, draftId: $id) { id } }`,
      {
        id: draft.id,
      },
    );
    expect(codeOf(again)).toBe('NOT_FOUND');
  });

  it('reads one mail by id for its owner only', async () => {
    const mine = (await list('orgAdmin', { folder: 'inbox', first: 1 })).nodes[0]!;
    const read = await ok<{ mail: Mail }>('orgAdmin', `query ($id: ID!) { mail(id: $id) { ${MAIL} } }`, {
      id: mine.id,
    });
    expect(read.mail.id).toBe(mine.id);
    expect(
      codeOf(await gql('superAdmin', `query ($id: ID!) { mail(id: $id) { id } }`, { id: mine.id })),
    ).toBe('NOT_FOUND');
  });
});
