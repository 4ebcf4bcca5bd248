import { describe, expect, it } from 'vitest';
import { answerPrefill, answerRecipients, escapeHtml, prefixedSubject, type QuotedMail } from './mail-quote';

const me = 'me@arena.local';
const mail: QuotedMail = {
  id: 'm1',
  from: { email: 'ada@x.org', name: 'Ada' },
  to: [
    { email: me, name: 'Me' },
    { email: 'bob@x.org', name: 'Bob' },
  ],
  cc: [
    { email: 'carol@x.org', name: 'Carol' },
    { email: 'ME@arena.local', name: 'Me' },
  ],
  subject: 'Training times',
  content: '<p>See you <b>at six</b></p>',
  folderSlug: 'inbox',
  attachments: [{ id: 'a1', name: 'plan.pdf', size: 10, type: 'application/pdf' }],
};

describe('prefixedSubject', () => {
  it('adds one prefix', () => {
    expect(prefixedSubject('reply', 'Hello')).toBe('Re: Hello');
    expect(prefixedSubject('replyAll', 'RE: Hello')).toBe('RE: Hello');
    expect(prefixedSubject('forward', 'Hello')).toBe('Fwd: Hello');
    expect(prefixedSubject('forward', 'fwd: Hello')).toBe('fwd: Hello');
    expect(prefixedSubject('reply', '')).toBe('Re:');
  });
});

describe('answerRecipients', () => {
  it('replies to the sender, and to everyone but the viewer for reply all', () => {
    expect(answerRecipients('reply', mail, me)).toEqual({ to: ['ada@x.org'], cc: [] });
    expect(answerRecipients('replyAll', mail, me)).toEqual({
      to: ['ada@x.org', 'bob@x.org'],
      cc: ['carol@x.org'],
    });
    expect(answerRecipients('forward', mail, me)).toEqual({ to: [], cc: [] });
  });

  it('answers a sent mail to its recipients', () => {
    const sent = {
      ...mail,
      from: { email: me, name: 'Me' },
      folderSlug: 'sent',
      to: [{ email: 'bob@x.org', name: 'Bob' }],
    };
    expect(answerRecipients('reply', sent, me)).toEqual({ to: ['bob@x.org'], cc: [] });
  });
});

describe('answerPrefill', () => {
  it('quotes the original under the header and joins its thread', () => {
    const prefill = answerPrefill('reply', mail, me, 'On Monday, Ada <ada@x.org> wrote:');
    expect(prefill.content).toBe(
      '<p></p><p>On Monday, Ada &#60;ada@x.org&#62; wrote:</p><blockquote><p>See you <b>at six</b></p></blockquote>',
    );
    expect(prefill.inReplyTo).toBe('m1');
    expect(prefill.attachments).toEqual([]);
  });

  it('carries the attachments of a forwarded mail', () => {
    expect(answerPrefill('forward', mail, me, 'Forwarded').attachments.map((a) => a.id)).toEqual(['a1']);
  });

  it('escapes text for HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});
