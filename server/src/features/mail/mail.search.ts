import type { Viewer } from '../../shared/auth/viewer.js';
import { links } from '../../shared/links.js';
import type { SearchProvider } from '../../shared/search.js';
import type { MailSearchRow } from './mail.service.js';

/** What the mail group needs: the mailbox's reads (MailReads) satisfy it. */
export interface MailSource {
  search(viewer: Viewer, query: string, limit: number): Promise<{ rows: MailSearchRow[]; total: number }>;
}

/**
 * The top bar's Mail group: the viewer's own mails (mail.policy.ts: nobody reads another's mailbox, a
 * super admin included; a viewer who is not staff has none, so the group is empty) whose subject, sender
 * or text contain the query — the mailbox's own search — outside Trash and Spam, newest first, with how
 * many match. A result opens the mail in its folder. No "see all": the mailbox does not read a search
 * from its address (the client's use-mail-route.ts), so there is no list to send the viewer to.
 */
export function mailSearchProvider(mail: MailSource): SearchProvider {
  return {
    id: 'mail',
    label: 'Mail',
    async search(viewer, { query, limit }) {
      const { rows, total } = await mail.search(viewer, query, limit);
      return {
        results: rows.map((row) => {
          const senderName = row.fromAddress.name || row.fromAddress.email;
          return {
            __typename: 'MailSearchResult',
            id: row.id,
            subject: row.subject,
            senderName,
            date: row.date,
            unread: row.unread,
            link: links.mail(row.folder, row.id),
            value: row.subject || senderName,
          };
        }),
        total,
      };
    },
  };
}
