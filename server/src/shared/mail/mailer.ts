import nodemailer from 'nodemailer';
import type { DataSource } from 'typeorm';
import { MailOutboxEntity } from './mail-outbox.entity.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /**
   * Parts of the text only the recipient may read (a link carrying a reset or invitation token): sent
   * as they are, but replaced in the outbox copy and never logged.
   */
  secrets?: readonly string[];
}

/** What the outbox and the log keep in place of a secret. */
export const REDACTED = '[link redacted: sent only to the recipient]';

/** The text with every secret replaced, as the outbox keeps it. */
export function redact(text: string, secrets: readonly string[] = []): string {
  return secrets.reduce((kept, secret) => (secret === '' ? kept : kept.split(secret).join(REDACTED)), text);
}

/** What `deliver` throws when the SMTP server did not take the mail: its message names no recipient. */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

export interface DeliveryOptions {
  /**
   * The outbox row this mail is kept in, for a mail that may be delivered more than once (a job's
   * retries): the first attempt creates the row, a later one updates it, and a mail the row already
   * records as sent is not sent again.
   */
  outboxId?: string;
}

export interface Mailer {
  /**
   * Keeps the mail in the outbox and sends it. Never fails on delivery: an SMTP error is logged and kept
   * in the outbox row, because the caller's answer must not depend on it (it would reveal which accounts
   * exist). For the mails of account flows (reset, invitation), which carry secrets.
   */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Like `send`, but throws a MailDeliveryError when SMTP delivery fails (the error is kept in the outbox
   * row too), so that a job queue tries again later. For the `mail.send` job (shared/mail/mail-jobs.ts).
   */
  deliver(mail: OutgoingMail, options?: DeliveryOptions): Promise<void>;
}

interface MailLogger {
  debug(object: object, message: string): void;
  error(object: object, message: string): void;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An SMTP error as the outbox and the log keep it: by its message only (some transports echo parts of
 * the message, the recipient's address among them), with the address and every secret replaced.
 */
function keptError(error: unknown, mail: OutgoingMail): string {
  const message = redact(error instanceof Error ? error.message : String(error), mail.secrets);
  return message.replace(new RegExp(escapeRegExp(mail.to), 'gi'), '[recipient]').slice(0, 500);
}

/**
 * Every mail is written to the outbox table first. With SMTP_URL it then goes out over SMTP;
 * without, it is printed to the log (the development and test transport).
 */
export function createMailer(options: {
  dataSource: DataSource;
  smtpUrl: string | undefined;
  from: string;
  logger: MailLogger;
}): Mailer {
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const outbox = options.dataSource.getRepository(MailOutboxEntity);

  /** The outbox row for the mail: a new one, or the one `outboxId` names. Undefined: already sent. */
  const record = async (mail: OutgoingMail, keptText: string, outboxId?: string) => {
    const values = {
      recipient: mail.to,
      subject: mail.subject,
      text: keptText,
      transport: smtp ? ('smtp' as const) : ('console' as const),
      sentAt: null,
      error: null,
    };
    if (outboxId === undefined) return (await outbox.save(outbox.create(values))).id;
    await outbox
      .createQueryBuilder()
      .insert()
      .values({ id: outboxId, ...values })
      .orIgnore()
      .execute();
    const row = await outbox.findOneBy({ id: outboxId });
    return row?.sentAt ? undefined : outboxId;
  };

  /** Sends the mail kept in row `id`; answers the kept error when SMTP did not take it. */
  const transmit = async (mail: OutgoingMail, keptText: string, id: string): Promise<string | undefined> => {
    if (!smtp) {
      // The console transport shows the mail as the outbox keeps it: a log must not carry a link.
      // At debug only: the mail names its recipient (address, name), personal data an info log keeps.
      options.logger.debug(
        { mail: { to: mail.to, subject: mail.subject, text: keptText, outboxId: id } },
        'mail (console)',
      );
      await outbox.update(id, { sentAt: new Date(), error: null });
      return undefined;
    }
    try {
      await smtp.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
    } catch (error) {
      const message = keptError(error, mail);
      await outbox.update(id, { error: message });
      return message;
    }
    await outbox.update(id, { sentAt: new Date(), error: null });
    return undefined;
  };

  return {
    async send(mail) {
      // The outbox is for reading mail back (development, audits): it never holds a usable link.
      const keptText = redact(mail.text, mail.secrets);
      const id = (await record(mail, keptText))!;
      const failure = await transmit(mail, keptText, id);
      // The caller's answer must not depend on delivery (it would reveal which accounts exist).
      if (failure !== undefined) {
        options.logger.error({ outboxId: id, error: failure }, 'mail delivery failed');
      }
    },
    async deliver(mail, deliveryOptions = {}) {
      const keptText = redact(mail.text, mail.secrets);
      const id = await record(mail, keptText, deliveryOptions.outboxId);
      if (id === undefined) return; // an earlier attempt sent it
      const failure = await transmit(mail, keptText, id);
      if (failure !== undefined) throw new MailDeliveryError(`mail delivery failed: ${failure}`);
    },
  };
}
