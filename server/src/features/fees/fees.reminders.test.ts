import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { eventually, jobRows } from '../../shared/jobs/job-queue.test-kit.js';
import { MAIL_SEND } from '../../shared/mail/mail-jobs.js';
import { DEMO_PERSONAS } from '../users/index.js';
import { SEND_FEE_REMINDERS } from './fees.reminders.js';
import { ELA, feesSuite, INVOICE_FIELDS, KEREM, type Invoice } from './fees.test-kit.js';

// Fee reminders through the real server and job queue (fees.reminders.ts): the daily run mails the
// paying guardian of an issued invoice that is not paid in full once before its due day and once when it
// is overdue, in her language, however often (or however many at once) it runs; never for an invoice due
// later, paid or void, nor while an admin has paused the family's reminders. Only the admins who handle
// the athlete's money pause them; a refused call changes nothing.

const { t, gql, codeOf, query, createPlan, assign, keremInvoice } = feesSuite();
const PARENT = DEMO_PERSONAS.parent;
type Who = Parameters<typeof gql>[0];

/** Puts the invoice's due date `days` from today, today in its organization's time zone. */
const dueIn = (invoiceId: string, days: number) =>
  query(
    `UPDATE invoices i SET due_on = (now() AT TIME ZONE o.time_zone)::date + $2::int
       FROM organizations o WHERE o.id = i.organization_id AND i.id = $1`,
    [invoiceId, days],
  );

const setLanguage = (language: 'en' | 'tr') =>
  query(`UPDATE users SET language = $2 WHERE id = $1`, [PARENT.id, language]);

/**
 * Adds the daily task `times` times at once, as the queue's cron (or two processes' crons) would, and
 * waits until the runs and every mail they queued are done; a failed attempt fails the test.
 */
async function runReminders(times = 1): Promise<void> {
  await Promise.all(Array.from({ length: times }, () => t.server.server.jobs.add(SEND_FEE_REMINDERS, {})));
  const left = await eventually(
    () =>
      jobRows(t.server.dataSource, 'v.task_identifier = ANY($1::text[])', [[SEND_FEE_REMINDERS, MAIL_SEND]]),
    (rows) => rows.length === 0 || rows.some((row) => row.last_error !== null),
    { what: 'the reminder runs and their mails' },
  );
  expect(left.map((row) => row.last_error)).toEqual([]);
}

/** The mails sent about the invoice (its number is in every reminder's subject and text). */
const mailsAbout = (invoice: Invoice) =>
  query<{ recipient: string; subject: string; text: string }>(
    `SELECT recipient::text AS recipient, subject, text FROM mail_outbox
      WHERE strpos(subject, $1) > 0 ORDER BY created_at`,
    [invoice.number],
  );

const remindersOf = (invoice: Invoice) =>
  query<{ kind: string; recipientId: string | null }>(
    `SELECT kind::text AS kind, recipient_id AS "recipientId" FROM fee_reminders WHERE invoice_id = $1 ORDER BY kind`,
    [invoice.id],
  );

const setPaused = (who: Who, athleteId: string, paused: boolean) =>
  gql<{ setFeeRemindersPaused: boolean }>(
    who,
    'mutation ($athleteId: ID!, $paused: Boolean!) { setFeeRemindersPaused(athleteId: $athleteId, paused: $paused) }',
    { athleteId, paused },
  );

async function remindersPaused(invoice: Invoice): Promise<boolean> {
  const answer = await gql<{ invoice: { remindersPaused: boolean } }>(
    'orgAdmin',
    'query ($id: ID!) { invoice(id: $id) { remindersPaused } }',
    { id: invoice.id },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.invoice.remindersPaused;
}

async function pay(invoice: Invoice, amount: string): Promise<void> {
  const answer = await gql(
    'orgAdmin',
    'mutation ($input: PaymentInput!) { recordPayment(input: $input) { id } }',
    {
      input: {
        athleteId: invoice.athleteId,
        method: 'CASH',
        amount,
        receivedOn: DateTime.now().minus({ days: 1 }).toISODate(),
        invoiceIds: [invoice.id],
      },
    },
  );
  expect(answer.errors).toBeUndefined();
}

describe('fee reminders', () => {
  it(
    'mails an overdue invoice to the paying guardian once, in her language, however often the run comes',
    { timeout: 120_000 },
    async () => {
      await setLanguage('tr');
      const invoice = await keremInvoice('250.00');
      await dueIn(invoice.id, -5);
      // Two runs at once race for the fresh invoice; then two more, one after the other.
      await runReminders(2);
      await runReminders();
      await runReminders();
      const mails = await mailsAbout(invoice);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.recipient).toBe(PARENT.email);
      expect(mail!.subject).toContain('ödemesi gecikti');
      expect(mail!.text).toContain(invoice.athleteName);
      expect(mail!.text).toContain(invoice.number);
      expect(mail!.text).toContain('Kalan tutar: ₺250,00');
      expect(mail!.text).toContain('/dashboards/finance');
      expect(await remindersOf(invoice)).toEqual([{ kind: 'overdue', recipientId: PARENT.id }]);
    },
  );

  it(
    'mails before the due day and for what is left of an overdue invoice; not for one due later, paid or void',
    { timeout: 120_000 },
    async () => {
      await setLanguage('en');
      const soon = await keremInvoice('120.00');
      await dueIn(soon.id, 2);
      const edge = await keremInvoice('125.00');
      await dueIn(edge.id, 3);
      const outside = await keremInvoice('127.00');
      await dueIn(outside.id, 4);
      const later = await keremInvoice('130.00');
      await dueIn(later.id, 10);
      const paid = await keremInvoice('140.00');
      await dueIn(paid.id, -3);
      await pay(paid, '140.00');
      const voided = await keremInvoice('150.00');
      await dueIn(voided.id, -3);
      const answer = await gql(
        'orgAdmin',
        'mutation ($id: ID!) { voidInvoice(id: $id, reason: "Wrong plan") { id } }',
        {
          id: voided.id,
        },
      );
      expect(answer.errors).toBeUndefined();
      const partly = await keremInvoice('300.00');
      await dueIn(partly.id, -1);
      await pay(partly, '100.00');
      await runReminders();

      const [before] = await mailsAbout(soon);
      expect(before).toMatchObject({ recipient: PARENT.email });
      expect(before!.subject).toMatch(new RegExp(`invoice ${soon.number} is due on \\d{1,2} \\w+ \\d{4}$`));
      expect(before!.text).toContain(`Invoice ${soon.number} for ${soon.athleteName} is due on`);
      expect(before!.text).toContain('Still to pay: ₺120.00');
      expect(await remindersOf(soon)).toEqual([{ kind: 'before_due', recipientId: PARENT.id }]);
      expect(await remindersOf(edge)).toEqual([{ kind: 'before_due', recipientId: PARENT.id }]);

      const overdue = await mailsAbout(partly);
      expect(overdue).toHaveLength(1);
      expect(overdue[0]!.subject).toContain(`invoice ${partly.number} is overdue`);
      expect(overdue[0]!.text).toContain('Still to pay: ₺200.00');

      for (const invoice of [outside, later, paid, voided]) {
        expect(await mailsAbout(invoice)).toEqual([]);
        expect(await remindersOf(invoice)).toEqual([]);
      }
    },
  );

  it('keeps the reminders of a paused family until an admin resumes them', { timeout: 120_000 }, async () => {
    const invoice = await keremInvoice('275.00');
    await dueIn(invoice.id, -2);
    const audits = () =>
      query<{ summary: string }>(
        `SELECT summary FROM audit_log WHERE entity_type = 'fee_reminders' AND entity_id = $1 ORDER BY created_at, id`,
        [KEREM],
      );
    const audited = (await audits()).length;

    const paused = await setPaused('orgAdmin', KEREM, true);
    expect(paused.errors).toBeUndefined();
    expect(paused.data!.setFeeRemindersPaused).toBe(true);
    // Asking again answers the same and writes nothing more.
    expect((await setPaused('orgAdmin', KEREM, true)).data!.setFeeRemindersPaused).toBe(true);
    expect(await remindersPaused(invoice)).toBe(true);
    await runReminders();
    expect(await mailsAbout(invoice)).toEqual([]);
    expect(await remindersOf(invoice)).toEqual([]);

    const resumed = await setPaused('orgAdmin', KEREM, false);
    expect(resumed.errors).toBeUndefined();
    expect(resumed.data!.setFeeRemindersPaused).toBe(false);
    expect(await remindersPaused(invoice)).toBe(false);
    await runReminders();
    const mails = await mailsAbout(invoice);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(PARENT.email);

    const rows = (await audits()).slice(audited);
    expect(rows.map((row) => row.summary)).toEqual([
      expect.stringMatching(/paused$/),
      expect.stringMatching(/resumed$/),
    ]);
  });

  it(
    'lets only the admins who handle the athlete’s money pause them; a refused call changes nothing',
    { timeout: 120_000 },
    async () => {
      const invoice = await keremInvoice('90.00');
      await dueIn(invoice.id, 30);
      const elaPlan = await createPlan({ kind: 'ONE_OFF', instalments: 1, amount: '80.00' });
      const { invoices } = await assign(elaPlan, { athleteIds: [ELA] });
      await dueIn(invoices[0]!.id, 30);
      const state = async () => {
        const [row] = await query<{ digest: string }>(
          `SELECT md5(coalesce((SELECT string_agg(x::text, '|' ORDER BY x::text) FROM fee_reminder_pauses x), '')
                      || '#' || (SELECT count(*) FROM audit_log WHERE entity_type = 'fee_reminders')::text) AS digest`,
        );
        return row!.digest;
      };
      const before = await state();

      const refused: [Who, string, string][] = [
        ['parent', KEREM, 'FORBIDDEN'],
        ['company', KEREM, 'NOT_FOUND'],
        ['regular', KEREM, 'NOT_FOUND'],
        ['deptAdmin', KEREM, 'NOT_FOUND'],
        ['otherOrgAdmin', KEREM, 'NOT_FOUND'],
        ['coach', KEREM, 'NOT_FOUND'],
        // Ela plays in Ataşehir, outside the branch admin's branch.
        ['branchAdmin', ELA, 'NOT_FOUND'],
        ['orgAdmin', 'not-a-uuid', 'NOT_FOUND'],
        ['orgAdmin', randomUUID(), 'NOT_FOUND'],
      ];
      for (const [who, athleteId, code] of refused) {
        const answer = await setPaused(who, athleteId, true);
        expect({ who, athleteId, code: codeOf(answer) }).toEqual({ who, athleteId, code });
      }
      expect(await state()).toBe(before);

      // Kerem plays in Kadıköy: the branch admin handles his money.
      const paused = await setPaused('branchAdmin', KEREM, true);
      expect(paused.errors).toBeUndefined();
      expect(paused.data!.setFeeRemindersPaused).toBe(true);
      const [row] = await query<{ pausedBy: string }>(
        `SELECT paused_by AS "pausedBy" FROM fee_reminder_pauses WHERE athlete_id = $1`,
        [KEREM],
      );
      expect(row?.pausedBy).toBe(DEMO_PERSONAS.branchAdmin.id);
      const read = await gql<{ invoice: Invoice & { remindersPaused: boolean } }>(
        'parent',
        `query ($id: ID!) { invoice(id: $id) { ${INVOICE_FIELDS} remindersPaused } }`,
        { id: invoice.id },
      );
      expect(read.data!.invoice.remindersPaused).toBe(true);
      const resumed = await setPaused('branchAdmin', KEREM, false);
      expect(resumed.data!.setFeeRemindersPaused).toBe(false);
    },
  );
});
