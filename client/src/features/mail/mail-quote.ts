// What the composer starts with when answering a mail: the subject with its prefix, the recipients and
// the original quoted below an empty first paragraph.
import { formatAddress, withoutAddresses } from './mail-address';

export type ReplyKind = 'reply' | 'replyAll' | 'forward';

interface Address {
  email: string;
  name: string;
}

/** A file the answered mail carries. */
export interface QuotedAttachment {
  id: string;
  name: string;
  size: number;
  type: string;
}

/** What the rules read of the answered mail. */
export interface QuotedMail {
  id: string;
  from: Address;
  to: readonly Address[];
  cc: readonly Address[];
  subject: string;
  content: string;
  folderSlug: string;
  attachments: readonly QuotedAttachment[];
}

/** The composer's first values. */
export interface ComposerPrefill {
  to: string[];
  cc: string[];
  subject: string;
  content: string;
  attachments: QuotedAttachment[];
  inReplyTo: string;
}

/** "Re: " or "Fwd: " before the subject, once (an answer to an answer keeps one prefix). */
export function prefixedSubject(kind: ReplyKind, subject: string): string {
  const prefix = kind === 'forward' ? 'Fwd:' : 'Re:';
  const pattern = kind === 'forward' ? /^\s*(fwd?|i̇lt):/i : /^\s*(re|ynt):/i;
  return pattern.test(subject) ? subject.trim() : `${prefix} ${subject.trim()}`.trim();
}

/** `text` safe inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Who an answer goes to. A reply goes to the sender (to the original recipients when the viewer sent
 * it); reply all adds every recipient and copy but the viewer; a forward starts with nobody.
 */
export function answerRecipients(
  kind: ReplyKind,
  mail: QuotedMail,
  viewerEmail: string,
): { to: string[]; cc: string[] } {
  if (kind === 'forward') return { to: [], cc: [] };
  const mine = mail.folderSlug === 'sent' || mail.from.email.toLowerCase() === viewerEmail.toLowerCase();
  const sender = mine ? mail.to.map((address) => address.email) : [mail.from.email];
  if (kind === 'reply') return { to: withoutAddresses(sender, mine ? [] : [viewerEmail]), cc: [] };
  const to = withoutAddresses(
    [...sender, ...(mine ? [] : mail.to.map((address) => address.email))],
    [viewerEmail],
  );
  const cc = withoutAddresses(
    mail.cc.map((address) => address.email),
    [viewerEmail, ...to],
  );
  return { to, cc };
}

/**
 * The composer's values to answer `mail`: `header` is the line above the quote, already in the viewer's
 * language ("On 3 May 2026, Ada <ada@…> wrote:"); a forward carries the original's attachments.
 */
export function answerPrefill(
  kind: ReplyKind,
  mail: QuotedMail,
  viewerEmail: string,
  header: string,
): ComposerPrefill {
  const { to, cc } = answerRecipients(kind, mail, viewerEmail);
  return {
    to,
    cc,
    subject: prefixedSubject(kind, mail.subject),
    content: `<p></p><p>${escapeHtml(header)}</p><blockquote>${mail.content}</blockquote>`,
    attachments:
      kind === 'forward'
        ? mail.attachments.map(({ id, name, size, type }) => ({ id, name, size, type }))
        : [],
    inReplyTo: mail.id,
  };
}

/** The sender as the quote header names them. */
export const quotedSender = (mail: QuotedMail): string => formatAddress(mail.from);
