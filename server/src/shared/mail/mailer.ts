import nodemailer from 'nodemailer';
import type { DataSource } from 'typeorm';
import { MailOutboxEntity } from './mail-outbox.entity.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

interface MailLogger {
  info(object: object, message: string): void;
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
      const row = await outbox.save(
        outbox.create({
          recipient: mail.to,
          subject: mail.subject,
          text: mail.text,
          transport: smtp ? 'smtp' : 'console',
          sentAt: null,
          error: null,
        }),
      );
      if (!smtp) {
        options.logger.info(
          { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
          'mail (console)',
        );
        await outbox.update(row.id, { sentAt: new Date() });
        return;
      }
      try {
        await smtp.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        await outbox.update(row.id, { sentAt: new Date() });
      } catch (error) {
        // The caller's answer must not depend on delivery (it would reveal which accounts exist).
        options.logger.error({ err: error, outboxId: row.id }, 'mail delivery failed');
        await outbox.update(row.id, { error: String(error).slice(0, 500) });
      }
    },
  };
}
