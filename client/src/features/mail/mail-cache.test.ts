import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { MailboxDocument, MailFieldsFragment, MailsDocument } from './graphql/mail';
import {
  addReceivedMail,
  afterMailChange,
  afterMailsGone,
  cachedMail,
  forgetLabel,
  mailTypePolicies,
  type MailRow,
} from './mail-cache';

const address = (email: string) => ({
  __typename: 'MailAddress' as const,
  email,
  name: email,
  userId: null,
  avatar: null,
});

const mail = (id: string, patch: Partial<MailRow> = {}): MailRow =>
  ({
    __typename: 'Mail',
    id,
    type: 'mail',
    conversationId: id,
    from: address('ada@x.org'),
    to: [address('me@x.org')],
    cc: [],
    bcc: [],
    ccCount: 0,
    bccCount: 0,
    date: `2026-05-0${id.slice(1)}T10:00:00.000Z`,
    subject: `Subject ${id}`,
    content: '<p>Hi</p>',
    snippet: 'Hi',
    attachments: [],
    starred: false,
    important: false,
    unread: true,
    folder: 'f-inbox',
    folderSlug: 'inbox',
    labels: [],
    inReplyTo: null,
    ...patch,
  }) as MailRow;

const folder = (slug: string, count: number) => ({
  __typename: 'MailFolder' as const,
  id: `f-${slug}`,
  title: slug,
  slug,
  icon: slug,
  count,
});

/** The mutation's answer, as Apollo writes it before the cache edit runs. */
const store = (cache: InMemoryCache, value: MailRow) =>
  cache.writeFragment({ fragment: MailFieldsFragment, fragmentName: 'MailFields', data: value });

function setUp() {
  const cache = new InMemoryCache({ typePolicies: mailTypePolicies });
  cache.writeQuery({
    query: MailboxDocument,
    data: {
      mailFolders: [
        folder('inbox', 2),
        folder('sent', 0),
        folder('drafts', 1),
        folder('spam', 0),
        folder('trash', 0),
      ],
      mailFilters: [],
      mailLabels: [{ __typename: 'MailLabel', id: 'l1', title: 'Club', slug: 'club', color: 'blue' }],
      mailSettings: { __typename: 'MailSettings', messageLayout: 'right' },
    } as never,
  });
  const list = (variables: Record<string, string>, nodes: MailRow[], endCursor: string | null = null) =>
    cache.writeQuery({
      query: MailsDocument,
      variables: { ...variables, first: 25 },
      data: { mails: { __typename: 'MailConnection', nodes, totalCount: nodes.length, endCursor } } as never,
    });
  list({ folder: 'inbox' }, [mail('m3'), mail('m2')]);
  list({ folder: 'trash' }, []);
  list({ filter: 'starred' }, []);
  list({ folder: 'inbox', query: 'subject' }, [mail('m3')]);
  const read = (variables: Record<string, string>) =>
    cache.readQuery({ query: MailsDocument, variables: { ...variables, first: 25 } })?.mails;
  const ids = (variables: Record<string, string>) => read(variables)?.nodes.map((node) => node.id);
  const counts = () =>
    Object.fromEntries(
      (cache.readQuery({ query: MailboxDocument })?.mailFolders ?? []).map((f) => [f.slug, f.count]),
    );
  return { cache, read, ids, counts };
}

describe('the mailbox cache', () => {
  it('moves a mail between the cached lists and edits the counts', () => {
    const { cache, read, ids, counts } = setUp();
    const before = cachedMail(cache, 'm3')!;
    const after = { ...before, folder: 'f-trash', folderSlug: 'trash' };
    store(cache, after);
    afterMailChange(cache, [before], [after]);
    expect(ids({ folder: 'inbox' })).toEqual(['m2']);
    expect(read({ folder: 'inbox' })?.totalCount).toBe(1);
    expect(ids({ folder: 'trash' })).toEqual(['m3']);
    expect(ids({ folder: 'inbox', query: 'subject' })).toEqual([]);
    expect(counts()).toMatchObject({ inbox: 1, trash: 0 });
  });

  it('counts reading and unreading in the Inbox, and puts a starred mail in the starred list', () => {
    const { cache, ids, counts } = setUp();
    const before = cachedMail(cache, 'm2')!;
    const after = { ...before, unread: false, starred: true };
    store(cache, after);
    afterMailChange(cache, [before], [after]);
    expect(counts().inbox).toBe(1);
    expect(ids({ filter: 'starred' })).toEqual(['m2']);
  });

  it('adds a received mail at the top of the Inbox once', () => {
    const { cache, ids, counts, read } = setUp();
    addReceivedMail(cache, mail('m4'));
    addReceivedMail(cache, mail('m4'));
    expect(ids({ folder: 'inbox' })).toEqual(['m4', 'm3', 'm2']);
    expect(read({ folder: 'inbox' })?.totalCount).toBe(3);
    expect(counts().inbox).toBe(3);
    // A search list cannot tell whether it matches: left alone.
    expect(ids({ folder: 'inbox', query: 'subject' })).toEqual(['m3']);
  });

  it('forgets mails deleted forever', () => {
    const { cache, ids, counts } = setUp();
    afterMailsGone(cache, [cachedMail(cache, 'm3')!], ['m3']);
    expect(ids({ folder: 'inbox' })).toEqual(['m2']);
    expect(counts().inbox).toBe(1);
    expect(cachedMail(cache, 'm3')).toBeNull();
  });

  it('takes a deleted label off the mails', () => {
    const { cache } = setUp();
    addReceivedMail(cache, mail('m5', { labels: ['l1'] }));
    forgetLabel(cache, 'l1', 'club');
    expect(cachedMail(cache, 'm5')?.labels).toEqual([]);
    expect(cache.readQuery({ query: MailboxDocument })?.mailLabels).toEqual([]);
  });
});
