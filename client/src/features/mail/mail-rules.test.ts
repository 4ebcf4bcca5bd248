import { describe, expect, it } from 'vitest';
import {
  belongsTo,
  countDeltas,
  countWeight,
  insertionIndex,
  parseListArgs,
  withCounts,
  type MailState,
} from './mail-rules';

const mail = (patch: Partial<MailState> = {}): MailState => ({
  id: 'm1',
  folderSlug: 'inbox',
  unread: true,
  starred: false,
  important: false,
  labels: [],
  date: '2026-05-01T10:00:00.000Z',
  ...patch,
});

describe('folder counts', () => {
  it('weighs unread inbox mails, every draft and spam, no sent or trash mail', () => {
    expect(countWeight('inbox', true)).toBe(1);
    expect(countWeight('inbox', false)).toBe(0);
    expect(countWeight('drafts', false)).toBe(1);
    expect(countWeight('spam', false)).toBe(1);
    expect(countWeight('sent', true)).toBe(0);
    expect(countWeight('trash', true)).toBe(0);
  });

  it('moves weight with a change of flag or folder', () => {
    expect(countDeltas([{ before: mail(), after: mail({ unread: false }) }])).toEqual({ inbox: -1 });
    expect(countDeltas([{ before: mail({ unread: false }), after: mail() }])).toEqual({ inbox: 1 });
    expect(countDeltas([{ before: mail(), after: mail({ folderSlug: 'spam' }) }])).toEqual({
      inbox: -1,
      spam: 1,
    });
    expect(countDeltas([{ before: mail({ folderSlug: 'drafts' }), after: null }])).toEqual({ drafts: -1 });
    expect(
      countDeltas([
        { before: null, after: mail() },
        { before: null, after: mail() },
      ]),
    ).toEqual({ inbox: 2 });
    expect(
      countDeltas([{ before: mail({ unread: false }), after: mail({ unread: false, starred: true }) }]),
    ).toEqual({});
  });

  it('applies deltas, never below zero', () => {
    const folders = [
      { slug: 'inbox', count: 3 },
      { slug: 'spam', count: 0 },
    ];
    expect(withCounts(folders, { inbox: -1, spam: -2 })).toEqual([
      { slug: 'inbox', count: 2 },
      { slug: 'spam', count: 0 },
    ]);
  });
});

describe('list membership', () => {
  const labels = new Map([['club', 'l1']]);

  it('reads the list arguments from the store field name', () => {
    expect(parseListArgs('mails:{"folder":"inbox"}')).toEqual({ folder: 'inbox' });
    expect(parseListArgs('mails({"label":"club","query":"ab"})')).toEqual({ label: 'club', query: 'ab' });
    expect(parseListArgs('mails')).toEqual({});
  });

  it('puts a mail in its folder, and in filters and labels outside trash and spam', () => {
    expect(belongsTo({ folder: 'inbox' }, mail(), labels)).toBe(true);
    expect(belongsTo({ folder: 'sent' }, mail(), labels)).toBe(false);
    expect(belongsTo({ filter: 'starred' }, mail({ starred: true }), labels)).toBe(true);
    expect(belongsTo({ filter: 'starred' }, mail({ starred: true, folderSlug: 'trash' }), labels)).toBe(
      false,
    );
    expect(belongsTo({ filter: 'important' }, mail(), labels)).toBe(false);
    expect(belongsTo({ label: 'club' }, mail({ labels: ['l1'] }), labels)).toBe(true);
    expect(belongsTo({ label: 'club' }, mail(), labels)).toBe(false);
    expect(belongsTo({ label: 'club' }, mail({ labels: ['l1'], folderSlug: 'spam' }), labels)).toBe(false);
  });

  it('cannot tell for a search, unless the mail left the list', () => {
    expect(belongsTo({ folder: 'inbox', query: 'ab' }, mail(), labels)).toBeNull();
    expect(belongsTo({ folder: 'inbox', query: 'ab' }, mail({ folderSlug: 'trash' }), labels)).toBe(false);
  });

  it('places a mail by date among the loaded ones', () => {
    const dates = ['2026-05-03T00:00:00Z', '2026-05-01T00:00:00Z'];
    expect(insertionIndex(dates, '2026-05-04T00:00:00Z', false)).toBe(0);
    expect(insertionIndex(dates, '2026-05-02T00:00:00Z', false)).toBe(1);
    expect(insertionIndex(dates, '2026-04-01T00:00:00Z', false)).toBeNull();
    expect(insertionIndex(dates, '2026-04-01T00:00:00Z', true)).toBe(2);
  });
});
