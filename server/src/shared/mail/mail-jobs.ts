import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { AddJobOptions, JobHandler, JobQueue } from '../jobs/job-queue.js';
import type { Mailer, OutgoingMail } from './mailer.js';

// Mail through the job queue (docs/adr/0008-job-queue-on-postgresql.md): the request that asks for a mail
// only adds a job, in its own transaction when it passes one; a runner delivers it and, when SMTP fails,
// the queue tries again with backoff. The mails of account flows (reset, invitation) are not sent this
// way: they carry a secret link, and they keep calling `mailer.send` directly.

export const MAIL_SEND = 'mail.send';
/** About three and a half hours of retries with graphile-worker's backoff (e^attempt seconds). */
export const MAIL_MAX_ATTEMPTS = 10;

/**
 * The `mail.send` job's payload. NEVER a secret (a token, a password, a sign-in or reset link): a job's
 * payload is stored in plain text in graphile_worker's tables until it has run, and its outbox copy is not
 * redacted. A mail with a secret goes through `mailer.send`, which keeps it out of the outbox.
 */
export interface MailJobPayload {
  to: string;
  subject: string;
  text: string;
}

const mailJobPayload = z.object({
  to: z.string().min(3).max(320),
  subject: z.string().max(300),
  text: z.string(),
});

/**
 * The outbox row of one mail job, the same on every attempt, so that a retry updates it and a mail the
 * row records as sent is not sent again. The mail's content is part of the key: a job id that comes back
 * after graphile-worker's tables were recreated names another row unless it is the very same mail.
 */
function outboxIdOf(jobId: string, mail: MailJobPayload): string {
  const hex = createHash('sha256')
    .update([MAIL_SEND, jobId, mail.to, mail.subject, mail.text].join('\u0000'))
    .digest('hex');
  // A version 8 (custom) UUID, RFC 9562.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The mail tasks, for the queue's task list (app/server.ts). */
export function mailJobs(mailer: Mailer): Record<string, JobHandler> {
  return {
    // Throws when SMTP fails, so the queue tries again; the error names no recipient.
    [MAIL_SEND]: async (payload, { jobId }) => {
      const mail = mailJobPayload.parse(payload);
      await mailer.deliver(mail, { outboxId: outboxIdOf(jobId, mail) });
    },
  };
}

/**
 * Enqueues a mail (`mail.send`, up to MAIL_MAX_ATTEMPTS attempts unless `options` says otherwise). Pass
 * `options.manager` to add it inside the caller's transaction: it is sent only if the transaction commits.
 */
export async function enqueueMail(
  jobs: JobQueue,
  mail: MailJobPayload,
  options: AddJobOptions = {},
): Promise<void> {
  // An OutgoingMail passes for a MailJobPayload: its secrets would reach the jobs table and the outbox.
  if ((mail as Partial<OutgoingMail>).secrets?.length) {
    throw new Error('A mail with secrets is sent with mailer.send, never through the job queue.');
  }
  const payload: MailJobPayload = mailJobPayload.parse({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
  });
  await jobs.add(MAIL_SEND, { ...payload }, { maxAttempts: MAIL_MAX_ATTEMPTS, ...options });
}
