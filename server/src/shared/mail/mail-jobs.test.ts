import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, JOB_SCHEMA, type JobQueue } from '../jobs/job-queue.js';
import {
  eventually,
  jobRows,
  makeDueNow,
  openJobTestDatabase,
  recordingLogger,
  type JobTestDatabase,
} from '../jobs/job-queue.test-kit.js';
import { enqueueMail, MAIL_MAX_ATTEMPTS, MAIL_SEND, mailJobs } from './mail-jobs.js';
import { createMailer, type Mailer } from './mailer.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

// `mail.send` through the queue: a mail SMTP refuses is kept in the outbox with the error (never the
// recipient's address), retried with backoff, and sent once when the server takes it.

const MAIL = {
  to: 'guardian.person@example.org',
  subject: 'Training moved to Saturday',
  text: 'The U12 training moves to Saturday 10:00.',
};

interface OutboxRow {
  id: string;
  recipient: string;
  text: string;
  sent_at: Date | null;
  error: string | null;
}

let db: JobTestDatabase;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  db = await openJobTestDatabase();
});
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
  await db.dataSource.query(`DELETE FROM ${JOB_SCHEMA}._private_jobs`);
  await db.dataSource.query('DELETE FROM mail_outbox');
});
afterAll(async () => {
  await db?.close();
});

const outbox = async (): Promise<OutboxRow[]> =>
  (await db.dataSource.query(
    'SELECT id, recipient::text AS recipient, text, sent_at, error FROM mail_outbox WHERE recipient = $1',
    [MAIL.to],
  )) as OutboxRow[];

function mailerFor(smtpUrl: string | undefined) {
  const logger = recordingLogger();
  const mailer = createMailer({
    dataSource: db.dataSource,
    smtpUrl,
    from: 'Arena <no-reply@arena.local>',
    logger,
  });
  return { mailer, logger };
}

async function startQueue(mailer: Mailer) {
  const logger = recordingLogger();
  const queue: JobQueue = createJobQueue({
    dataSource: db.dataSource,
    connectionString: db.url,
    tasks: mailJobs(mailer),
    pollInterval: 50,
    logger,
  });
  await queue.start();
  stops.push(() => queue.stop());
  return { queue, logger };
}

async function sink(options: Parameters<typeof startSmtpSink>[0] = {}): Promise<SmtpSink> {
  const started = await startSmtpSink(options);
  stops.push(() => started.close());
  return started;
}

describe('the mail.send job', () => {
  it('keeps a refused mail in the outbox without the address, retries it, and sends it once', async () => {
    const smtp = await sink({ rejectRecipients: 1 });
    const { mailer, logger: mailLog } = mailerFor(smtp.url);
    const { queue, logger: jobLog } = await startQueue(mailer);

    await enqueueMail(queue, MAIL);
    const [job] = await jobRows(db.dataSource);
    expect(job).toMatchObject({ task_identifier: MAIL_SEND, max_attempts: MAIL_MAX_ATTEMPTS });

    const [failed] = await eventually(
      () => jobRows(db.dataSource),
      (rows) => rows[0]?.attempts === 1 && rows[0].locked_at === null && rows[0].last_error !== null,
      { what: 'the first delivery to fail' },
    );
    const [kept] = await outbox();
    expect(kept).toMatchObject({ recipient: MAIL.to, text: MAIL.text, sent_at: null });
    // The server's answer names the address; what is kept does not.
    expect(kept!.error).toMatch(/550 5\.1\.1 <\[recipient\]>: mailbox unavailable/);
    for (const stored of [kept!.error, failed!.last_error])
      expect(stored!.toLowerCase()).not.toContain(MAIL.to);
    expect(smtp.mails).toHaveLength(0);

    // Rather than wait out the backoff (job-queue.test.ts shows it): due now.
    await makeDueNow(db.dataSource, failed!.id);
    await eventually(
      () => jobRows(db.dataSource),
      (rows) => rows.length === 0,
      { what: 'the retry to succeed' },
    );
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: kept!.id, error: null });
    expect(rows[0]!.sent_at).toBeInstanceOf(Date);
    expect(smtp.mails).toEqual([
      { to: [MAIL.to], subject: MAIL.subject, text: expect.stringContaining(MAIL.text) },
    ]);

    // Neither log names the recipient or carries the mail.
    const logged = JSON.stringify([...mailLog.records, ...jobLog.records]).toLowerCase();
    for (const part of [MAIL.to, MAIL.subject, MAIL.text]) expect(logged).not.toContain(part.toLowerCase());
    expect(jobLog.records.some((record) => record.message === 'job failed: it will be retried')).toBe(true);
  });

  it('fails the attempt when the SMTP server does not answer', async () => {
    const { mailer } = mailerFor('smtp://127.0.0.1:1');
    const { queue } = await startQueue(mailer);
    await enqueueMail(queue, MAIL, { maxAttempts: 2 });
    const [failed] = await eventually(
      () => jobRows(db.dataSource),
      (rows) => rows[0]?.attempts === 1 && rows[0].locked_at === null && rows[0].last_error !== null,
      { what: 'the delivery to fail' },
    );
    expect(failed!.last_error).toMatch(/^mail delivery failed: .*ECONNREFUSED/);
    expect((await outbox())[0]).toMatchObject({
      sent_at: null,
      error: expect.stringMatching(/ECONNREFUSED/),
    });
  });

  it('does not send again a mail its outbox row records as sent', async () => {
    const smtp = await sink();
    const { mailer } = mailerFor(smtp.url);
    const outboxId = '00000000-0000-8000-8000-000000000001';
    await mailer.deliver(MAIL, { outboxId });
    // A retry after the process died between sending and finishing the job.
    await mailer.deliver(MAIL, { outboxId });
    expect(smtp.mails).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
  });
});

describe('send and deliver', () => {
  it('send swallows a delivery failure, deliver throws it', async () => {
    const { mailer, logger } = mailerFor('smtp://127.0.0.1:1');
    await expect(mailer.send(MAIL)).resolves.toBeUndefined();
    expect(logger.records.map((record) => record.message)).toEqual(['mail delivery failed']);
    await expect(mailer.deliver(MAIL)).rejects.toMatchObject({ name: 'MailDeliveryError' });
    const rows = await outbox();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.sent_at === null && /ECONNREFUSED/.test(row.error ?? ''))).toBe(true);
  });
});

describe('enqueueMail', () => {
  it('refuses a mail with secrets: those go through mailer.send', async () => {
    const jobs = createJobQueue({
      dataSource: db.dataSource,
      connectionString: db.url,
      tasks: mailJobs(mailerFor(undefined).mailer),
      runJobs: false,
      logger: recordingLogger(),
    });
    await jobs.start();
    const withSecret = { ...MAIL, secrets: ['https://arena.local/reset?token=abc'] };
    await expect(enqueueMail(jobs, withSecret)).rejects.toThrow(/mailer\.send/);
    expect(await jobRows(db.dataSource)).toEqual([]);
  });
});
