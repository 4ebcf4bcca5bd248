import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { featureErrors } from '../../../lib/apollo/feature-errors';
import { MailsDocument } from '../graphql/mail';
import type { ListArgs } from '../mail-rules';

/** Mails a page (the contract allows 1 to 100). */
export const MAIL_PAGE_SIZE = 25;

/** The search text the server is asked for: at least 2 characters, else none. */
export const searchArg = (query: string): string | undefined =>
  query.trim().length >= 2 ? query.trim() : undefined;

/** One list of mails (a folder, filter or label, with the search), a page at a time. */
export function useMailList(args: ListArgs, query: string) {
  const { t } = useTranslation();
  const search = searchArg(query);
  const variables = { ...args, ...(search ? { query: search } : {}), first: MAIL_PAGE_SIZE };
  const list = useQuery(MailsDocument, { variables });
  const connection = list.data?.mails;
  const [loadingMore, setLoadingMore] = useState(false);
  const endCursor = connection?.endCursor ?? null;
  const { fetchMore } = list;

  const loadMore = useCallback(() => {
    if (!endCursor || loadingMore) return;
    setLoadingMore(true);
    fetchMore({ variables: { after: endCursor } })
      .catch(() => undefined)
      .finally(() => setLoadingMore(false));
  }, [endCursor, fetchMore, loadingMore]);

  return {
    rows: connection?.nodes ?? [],
    totalCount: connection ? connection.totalCount : null,
    loading: list.loading,
    error: list.error ? featureErrors(t, 'mail').explain(list.error) : null,
    refetch: () => void list.refetch(),
    hasMore: endCursor !== null,
    loadingMore,
    loadMore,
    search: search ?? '',
  };
}
