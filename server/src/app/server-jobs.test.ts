import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../tests/support/suite.js';
import { JOB_SCHEMA } from '../shared/jobs/job-queue.js';
import { enqueueMail } from '../shared/mail/mail-jobs.js';

// The app's job queue: started with the server (after its migrations), with the core `mail.send` task,
// and stopped by close() before the database closes (the suite's afterAll would hang or fail otherwise).

const fixture = useTestServer();

describe("the server's job queue", () => {
  it('runs a mail job through the mailer, in the transaction that added it', async () => {
    const { server, dataSource } = fixture.server;
    const to = 'queued.mail@arena.local';
    await dataSource.transaction(async (manager) => {
      await enqueueMail(server.jobs, { to, subject: 'Queued', text: 'Sent by the worker.' }, { manager });
    });
    const deadline = Date.now() + 20_000;
    let sent: { sent_at: Date | null }[] = [];
    while (Date.now() < deadline) {
      sent = (await dataSource.query('SELECT sent_at FROM mail_outbox WHERE recipient = $1', [to])) as {
        sent_at: Date | null;
      }[];
      if (sent[0]?.sent_at) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]!.sent_at).toBeInstanceOf(Date);
    const [left] = (await dataSource.query(`SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.jobs`)) as {
      n: number;
    }[];
    expect(left?.n).toBe(0);
  });

  it('refuses a job no task is registered for', async () => {
    await expect(fixture.server.server.jobs.add('nobody.handles-this', {})).rejects.toThrow(
      /nobody\.handles-this/,
    );
  });
});
