import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import { badInput, notFound } from '../../shared/errors.js';
import type { JobQueue } from '../../shared/jobs/job-queue.js';
import { enqueueMail } from '../../shared/mail/mail-jobs.js';
import { isUuid, validate } from '../../shared/validation.js';
import { plainText, snippetOf, type MailFolderSlug } from './mail.constants.js';
import type { MailAddressValue } from './mail.entity.js';
import type { MailDelivery } from './mail.delivery.js';
import { mailboxHolders, mailboxWriter, ownedBy } from './mail.policy.js';
import { hydrateMails, mailRows, type MailNode } from './mail.sql.js';
import { draftSchema, sendSchema, type MailInputData } from './mail.validation.js';

// Sending and drafts. A sent mail is one transaction: the sender's copy in Sent (read), a copy in the
// Inbox (unread) of every recipient who holds a mailbox in the sender's organization (mail.policy.ts
// mailboxHolders), all sharing one conversation id (a reply joins its original's through inReplyTo),
// and a `mail.send` job per other address (the outbox records it when the job runs). Bcc recipients
// are on the sender's copy only. Attachments are the same stored files on every copy: their bytes were
// charged once, on upload (mail.attachments.ts), and are given back when no copy names them.

interface Person {
  id: string;
  email: string;
  name: string;
  avatar: string | null;
}

const localPart = (email: string) => email.split('@')[0] ?? email;

interface Prepared {
  data: MailInputData;
  from: MailAddressValue;
  to: MailAddressValue[];
  cc: MailAddressValue[];
  bcc: MailAddressValue[];
  /** Holders of a mailbox among the recipients, by address. */
  holders: Map<string, Person>;
  conversationId: string;
  textContent: string;
}

export class MailSending {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly delivery: MailDelivery,
  ) {}

  async send(viewer: Viewer | null, input: unknown, draftId?: string | null): Promise<MailNode> {
    const ownerId = mailboxWriter(viewer);
    const data = validate(sendSchema, input);
    if (typeof draftId === 'string' && !isUuid(draftId)) throw notFound('Draft');
    const organizationId = viewer!.organizationId;
    const delivered: { userId: string; mailId: string }[] = [];
    const sent = await this.dataSource.transaction(async (manager) => {
      const draft = draftId ? await this.lockDraft(manager, ownerId, draftId) : null;
      const mail = await this.prepare(manager, ownerId, organizationId, data, draft?.conversationId ?? null);
      const now = new Date();
      const id = draft?.id ?? randomUUID();
      await this.write(manager, ownerId, id, 'sent', mail, now, Boolean(draft), {
        bcc: mail.bcc,
        unread: false,
      });
      const recipients = [...new Set([...mail.to, ...mail.cc, ...mail.bcc].map((a) => a.email))];
      for (const email of recipients) {
        const holder = mail.holders.get(email);
        if (!holder) continue;
        if (delivered.some((copy) => copy.userId === holder.id)) continue;
        const copyId = randomUUID();
        await this.write(manager, holder.id, copyId, 'inbox', mail, now, false, { bcc: [], unread: true });
        delivered.push({ userId: holder.id, mailId: copyId });
      }
      const text = [
        mail.textContent,
        ...attachmentLines(await this.fileNames(manager, mail.data.attachmentIds)),
      ]
        .filter((line) => line !== '')
        .join('\n\n');
      for (const email of recipients.filter((address) => !mail.holders.has(address))) {
        await enqueueMail(
          this.jobs,
          {
            to: email,
            subject: mail.data.subject || '(no subject)',
            text: `${mail.from.name} <${mail.from.email}>:\n\n${text}`,
          },
          { manager },
        );
      }
      return id;
    });
    await this.delivery.announce(delivered, sent);
    return this.read(ownerId, sent);
  }

  /** Creates a draft, or replaces the fields of the viewer's draft `id`. */
  async saveDraft(viewer: Viewer | null, id: string | null | undefined, input: unknown): Promise<MailNode> {
    const ownerId = mailboxWriter(viewer);
    const data = validate(draftSchema, input);
    if (typeof id === 'string' && !isUuid(id)) throw notFound('Draft');
    const organizationId = viewer!.organizationId;
    const saved = await this.dataSource.transaction(async (manager) => {
      const draft = id ? await this.lockDraft(manager, ownerId, id) : null;
      const mail = await this.prepare(manager, ownerId, organizationId, data, draft?.conversationId ?? null);
      const draftIdValue = draft?.id ?? randomUUID();
      await this.write(manager, ownerId, draftIdValue, 'drafts', mail, new Date(), Boolean(draft), {
        bcc: mail.bcc,
        unread: false,
      });
      return draftIdValue;
    });
    return this.read(ownerId, saved);
  }

  private async read(ownerId: string, id: string): Promise<MailNode> {
    const [mail] = await hydrateMails(
      this.dataSource,
      ownerId,
      await mailRows(this.dataSource, ownerId, [id]),
    );
    return mail!;
  }

  private async lockDraft(manager: EntityManager, ownerId: string, id: string) {
    const [draft] = await manager.query<{ id: string; conversationId: string }[]>(
      `SELECT m.id, m.conversation_id AS "conversationId" FROM mails m
        WHERE m.id = $1 AND ${ownedBy('$2')} AND m.is_draft AND m.folder = 'drafts' FOR UPDATE`,
      [id, ownerId],
    );
    if (!draft) throw notFound('Draft');
    return draft;
  }

  /** Addresses resolved to people, the thread joined, the attachments checked. */
  private async prepare(
    manager: EntityManager,
    ownerId: string,
    organizationId: string | null,
    data: MailInputData,
    draftConversation: string | null,
  ): Promise<Prepared> {
    const [sender] = await manager.query<Person[]>(
      'SELECT id, lower(email::text) AS email, name, avatar FROM users WHERE id = $1',
      [ownerId],
    );
    if (!sender) throw notFound('User');
    const all = [...new Set([...data.to, ...data.cc, ...data.bcc])];
    const people =
      organizationId === null || all.length === 0
        ? []
        : await manager.query<Person[]>(
            `SELECT u.id, lower(u.email::text) AS email, u.name, u.avatar FROM users u
              WHERE lower(u.email::text) = ANY($1::text[]) AND ${mailboxHolders('$2')}`,
            [all, organizationId],
          );
    const holders = new Map(people.map((person) => [person.email, person]));
    const named = await this.knownNames(manager, organizationId, all);
    const address = (email: string): MailAddressValue => {
      const person = holders.get(email);
      return person
        ? { email, name: person.name, userId: person.id, avatar: person.avatar }
        : { email, name: named.get(email) ?? localPart(email), userId: null, avatar: null };
    };
    let conversationId = draftConversation ?? randomUUID();
    if (data.inReplyTo) {
      const [answered] = await manager.query<{ conversationId: string }[]>(
        `SELECT m.conversation_id AS "conversationId" FROM mails m WHERE m.id = $1 AND ${ownedBy('$2')}`,
        [data.inReplyTo, ownerId],
      );
      if (!answered) throw badInput('inReplyTo', 'The mail answered is not in your mailbox');
      conversationId = answered.conversationId;
    }
    if (data.attachmentIds.length > 0) {
      const usable = await manager.query<{ id: string }[]>(
        `SELECT f.id FROM mail_files f WHERE f.id = ANY($1::uuid[])
            AND (f.uploader_user_id = $2
                 OR EXISTS (SELECT 1 FROM mail_attachments a WHERE a.file_id = f.id AND ${ownedBy('$2', 'a')}))`,
        [data.attachmentIds, ownerId],
      );
      if (usable.length !== data.attachmentIds.length) {
        throw badInput('attachmentIds', 'Attach the file again: it is not one of yours');
      }
    }
    return {
      data,
      from: { email: sender.email, name: sender.name, userId: sender.id, avatar: sender.avatar },
      to: data.to.map(address),
      cc: data.cc.map(address),
      bcc: data.bcc.map(address),
      holders,
      conversationId,
      textContent: plainText(data.content),
    };
  }

  /** Names of outside addresses from the organization's users and contacts. */
  private async knownNames(manager: EntityManager, organizationId: string | null, emails: string[]) {
    if (organizationId === null || emails.length === 0) return new Map<string, string>();
    const rows = await manager.query<{ email: string; name: string }[]>(
      `SELECT lower(u.email::text) AS email, u.name FROM users u
        WHERE u.organization_id = $1 AND lower(u.email::text) = ANY($2::text[])
       UNION ALL
       SELECT lower(e->>'email'), c.name FROM contacts c CROSS JOIN LATERAL jsonb_array_elements(c.emails) e
        WHERE c.organization_id = $1 AND lower(e->>'email') = ANY($2::text[])`,
      [organizationId, emails],
    );
    return new Map(rows.map((row) => [row.email, row.name]));
  }

  /** Inserts (or, for a draft, replaces) one copy with its attachment rows. */
  private async write(
    manager: EntityManager,
    ownerId: string,
    id: string,
    folder: MailFolderSlug,
    mail: Prepared,
    date: Date,
    replace: boolean,
    copy: { bcc: MailAddressValue[]; unread: boolean },
  ) {
    const values = [
      id,
      ownerId,
      mail.conversationId,
      folder,
      folder === 'drafts',
      JSON.stringify(mail.from),
      JSON.stringify(mail.to),
      JSON.stringify(mail.cc),
      JSON.stringify(copy.bcc),
      date.toISOString(),
      mail.data.subject,
      mail.data.content,
      mail.textContent,
      snippetOf(mail.textContent),
      copy.unread,
      mail.data.inReplyTo,
    ];
    if (replace) {
      await manager.query(
        `UPDATE mails m SET conversation_id = $3, folder = $4::mail_folder, is_draft = $5,
                from_address = $6::jsonb, to_addresses = $7::jsonb, cc_addresses = $8::jsonb,
                bcc_addresses = $9::jsonb, date = $10::timestamptz, subject = $11, content = $12,
                text_content = $13, snippet = $14, unread = $15, in_reply_to = $16::uuid, updated_at = now()
          WHERE m.id = $1 AND ${ownedBy('$2')}`,
        values,
      );
      await manager.query(`DELETE FROM mail_attachments a WHERE a.mail_id = $1 AND ${ownedBy('$2', 'a')}`, [
        id,
        ownerId,
      ]);
    } else {
      // A recipient's copy answers their own latest copy of the thread, when they have one.
      await manager.query(
        `INSERT INTO mails (id, owner_user_id, conversation_id, folder, is_draft, from_address, to_addresses,
                            cc_addresses, bcc_addresses, date, subject, content, text_content, snippet,
                            unread, in_reply_to)
         VALUES ($1, $2, $3, $4::mail_folder, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9::jsonb, $10::timestamptz,
                 $11, $12, $13, $14, $15,
                 CASE WHEN $4::mail_folder = 'inbox'
                      THEN (SELECT p.id FROM mails p WHERE p.owner_user_id = $2 AND p.conversation_id = $3
                             ORDER BY p.date DESC, p.id DESC LIMIT 1)
                      ELSE $16::uuid END)`,
        values,
      );
    }
    if (mail.data.attachmentIds.length > 0) {
      await manager.query(
        `INSERT INTO mail_attachments (mail_id, file_id, owner_user_id, position)
         SELECT $1, f.id, $2, f.position - 1 FROM unnest($3::uuid[]) WITH ORDINALITY AS f(id, position)`,
        [id, ownerId, mail.data.attachmentIds],
      );
    }
  }

  private async fileNames(manager: EntityManager, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await manager.query<{ name: string }[]>(
      'SELECT file_name AS name FROM mail_files WHERE id = ANY($1::uuid[]) ORDER BY file_name',
      [ids],
    );
    return rows.map((row) => row.name);
  }
}

/** An outside recipient gets the files' names (the files stay in Arena). */
function attachmentLines(names: readonly string[]): string[] {
  return names.length === 0 ? [] : [`Attachments (kept in Arena): ${names.join(', ')}`];
}
