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

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

interface MailLogger {
  debug(object: object, message: string): void;
  error(object: object, message: string): void;
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
  return {
    async send(mail) {
      // The outbox is for reading mail back (development, audits): it never holds a usable link.
      const keptText = redact(mail.text, mail.secrets);
      const row = await outbox.save(
        outbox.create({
          recipient: mail.to,
          subject: mail.subject,
          text: keptText,
          transport: smtp ? 'smtp' : 'console',
          sentAt: null,
          error: null,
        }),
      );
      if (!smtp) {
        // The console transport shows the mail as the outbox keeps it: a log must not carry a link.
        // At debug only: the mail names its recipient (address, name), personal data an info log keeps.
        options.logger.debug(
          { mail: { to: mail.to, subject: mail.subject, text: keptText, outboxId: row.id } },
          'mail (console)',
        );
        await outbox.update(row.id, { sentAt: new Date() });
        return;
      }
      try {
        await smtp.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        await outbox.update(row.id, { sentAt: new Date() });
      } catch (error) {
        // The caller's answer must not depend on delivery (it would reveal which accounts exist). The
        // error is kept by its message only: some transports echo parts of the message, the recipient's
        // address among them.
        const message = redact(error instanceof Error ? error.message : String(error), mail.secrets)
          .split(mail.to)
          .join('[recipient]');
        options.logger.error({ outboxId: row.id, error: message.slice(0, 500) }, 'mail delivery failed');
        await outbox.update(row.id, { error: message.slice(0, 500) });
      }
    },
  };
}
