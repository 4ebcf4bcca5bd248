import { useCallback, useMemo } from 'react';
import { generatePath, useLocation, useNavigate, useParams } from 'react-router';
import { PATHS } from '../../../lib/paths';
import type { ListArgs } from '../mail-rules';

export type MailListKind = 'folder' | 'label' | 'filter';

/** Which list the address names (a folder, Inbox by default; a label; a filter) and the open mail. */
export interface MailRoute {
  kind: MailListKind;
  /** The folder, label or filter slug. */
  slug: string;
  mailId: string | null;
  /** The `mails` arguments of the list. */
  args: ListArgs;
  /** The list's address. */
  listPath: string;
  open: (mailId: string, options?: { replace?: boolean }) => void;
  close: () => void;
}

/** Where the address of a list of `kind` and `slug` is, with `mailId` open or not. */
export function mailPath(kind: MailListKind, slug: string, mailId?: string | null): string {
  if (kind === 'label')
    return mailId
      ? generatePath(PATHS.mailboxLabelMail, { slug, mailId })
      : generatePath(PATHS.mailboxLabel, { slug });
  if (kind === 'filter')
    return mailId
      ? generatePath(PATHS.mailboxFilterMail, { slug, mailId })
      : generatePath(PATHS.mailboxFilter, { slug });
  return mailId
    ? generatePath(PATHS.mailboxFolderMail, { folder: slug, mailId })
    : generatePath(PATHS.mailboxFolder, { folder: slug });
}

/** The mailbox's address: apps/mailbox[/:folder[/:mailId]], …/label/:slug[/:mailId], …/filter/:slug[/:mailId]. */
export function useMailRoute(): MailRoute {
  const params = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const kind: MailListKind = pathname.startsWith(`${PATHS.mailbox}/label/`)
    ? 'label'
    : pathname.startsWith(`${PATHS.mailbox}/filter/`)
      ? 'filter'
      : 'folder';
  const slug = (kind === 'folder' ? params.folder : params.slug) ?? 'inbox';
  const mailId = params.mailId ?? null;
  const listPath = mailPath(kind, slug);

  const open = useCallback(
    (id: string, options?: { replace?: boolean }) => void navigate(mailPath(kind, slug, id), options),
    [navigate, kind, slug],
  );
  const close = useCallback(() => void navigate(listPath), [navigate, listPath]);

  return useMemo(
    () => ({
      kind,
      slug,
      mailId,
      args: kind === 'folder' ? { folder: slug } : kind === 'label' ? { label: slug } : { filter: slug },
      listPath,
      open,
      close,
    }),
    [kind, slug, mailId, listPath, open, close],
  );
}
