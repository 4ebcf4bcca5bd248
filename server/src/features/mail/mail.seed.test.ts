// The demo mailboxes: about 80 mails for every staff persona (both organizations, the super admin and
// the coach), mostly in the Inbox, the six labels each used, some attachments; none for parents,
// companies or regular users; seeding again changes nothing. Shared set-up: mail.test-kit.ts.
import { describe, expect, it } from 'vitest';
import { seedDemoMail } from './mail.seed.js';
import { HOLDERS, idOf, mailSuite, NON_HOLDERS } from './mail.test-kit.js';

const { t, query, digest, rest } = mailSuite();

describe('the demo mailboxes', () => {
  it('gives every staff persona about 80 mails, labelled, and nobody else any', async () => {
    for (const persona of HOLDERS) {
      const [row] = await query<{
        total: number;
        inbox: number;
        sent: number;
        drafts: number;
        spam: number;
        labelled: number;
        files: number;
      }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE folder = 'inbox')::int AS inbox,
                count(*) FILTER (WHERE folder = 'sent')::int AS sent, count(*) FILTER (WHERE folder = 'drafts')::int AS drafts,
                count(*) FILTER (WHERE folder = 'spam')::int AS spam,
                (SELECT count(DISTINCT l) FROM mails m2, unnest(m2.label_ids) l WHERE m2.owner_user_id = $1)::int AS labelled,
                (SELECT count(*) FROM mail_attachments a WHERE a.owner_user_id = $1)::int AS files
           FROM mails WHERE owner_user_id = $1`,
        [idOf(persona)],
      );
      expect(row!.total, persona).toBe(80);
      expect(row!.inbox, persona).toBeGreaterThan(row!.total / 2);
      expect(Math.min(row!.sent, row!.drafts, row!.spam), persona).toBeGreaterThan(0);
      expect(row!.labelled, persona).toBe(6);
      expect(row!.files, persona).toBeGreaterThan(0);
      const labels = await rest<{ title: string; color: string }[]>(
        'GET',
        'api/apps/mailbox/labels',
        persona,
      );
      expect(Object.fromEntries(labels.body.map((l) => [l.title, l.color])), persona).toEqual({
        Personal: 'blue',
        Work: 'indigo',
        Payments: 'red',
        Invoices: 'teal',
        Accounts: 'purple',
        Forums: 'green',
      });
    }
    for (const persona of NON_HOLDERS) {
      const [row] = await query<{ n: number }>(
        'SELECT count(*)::int AS n FROM mails WHERE owner_user_id = $1',
        [idOf(persona)],
      );
      expect(row!.n, persona).toBe(0);
    }
  });

  it('changes nothing when seeded again', async () => {
    const before = await digest('mails', 'mail_labels', 'mail_files', 'mail_attachments');
    await seedDemoMail(t.server.dataSource);
    expect(await digest('mails', 'mail_labels', 'mail_files', 'mail_attachments')).toBe(before);
  });
});
