import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShellDocument } from '../../../lib/viewer/graphql/shell';
import type { ComposerOpening } from '../components/compose-dialog';
import type { MailRow } from '../mail-cache';
import { fullDate } from '../mail-dates';
import { answerPrefill, quotedSender, type ReplyKind } from '../mail-quote';

let openings = 0;
const nextKey = () => `composer-${(openings += 1)}`;

const blank = (): ComposerOpening => ({
  key: nextKey(),
  draftId: null,
  to: [],
  cc: [],
  bcc: [],
  subject: '',
  content: '',
  attachments: [],
  inReplyTo: null,
});

/** The one composer of the mailbox: a new mail, a draft opened from Drafts, or an answer to a mail. */
export function useComposer() {
  const { t, i18n } = useTranslation();
  const viewer = useQuery(ShellDocument);
  const viewerEmail = viewer.data?.me.email ?? '';
  const [opening, setOpening] = useState<ComposerOpening | null>(null);

  const compose = useCallback(() => setOpening(blank()), []);

  const openDraft = useCallback((draft: MailRow) => {
    setOpening({
      key: nextKey(),
      draftId: draft.id,
      to: draft.to.map((address) => address.email),
      cc: draft.cc.map((address) => address.email),
      bcc: draft.bcc.map((address) => address.email),
      subject: draft.subject,
      content: draft.content,
      attachments: draft.attachments.map(({ id, name, size, type }) => ({ id, name, size, type })),
      inReplyTo: draft.inReplyTo,
    });
  }, []);

  const answer = useCallback(
    (kind: ReplyKind, mail: MailRow) => {
      const date = fullDate(mail.date, i18n.language).absolute;
      const sender = quotedSender(mail);
      const header =
        kind === 'forward'
          ? t('mail.quote.forwarded', {
              sender,
              date,
              subject: mail.subject,
              interpolation: { escapeValue: false },
            })
          : t('mail.quote.header', { sender, date, interpolation: { escapeValue: false } });
      const prefill = answerPrefill(kind, mail, viewerEmail, header);
      setOpening({ ...blank(), ...prefill });
    },
    [i18n.language, t, viewerEmail],
  );

  const close = useCallback(() => setOpening(null), []);
  return { opening, compose, openDraft, answer, close };
}
