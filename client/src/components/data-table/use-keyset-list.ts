import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { RowData } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import type { CsvPage } from './csv';
import type { DataTableProps } from './data-table';

/** One keyset page as the API's connections serve it. */
export interface KeysetConnection<Row> {
  nodes: Row[];
  totalCount: number;
  endCursor?: string | null;
}

export interface KeysetListOptions<TData, TVariables, Row> {
  /** The list's variables without `first` and `after` (the filters, search and sort of the address). */
  variables: Omit<TVariables, 'first' | 'after'>;
  /** The connection in an answer. */
  connection: (data: TData) => KeysetConnection<Row> | null | undefined;
  /** Rows a page shows (default 50). */
  pageSize?: number;
  /** Rows a page of the CSV export asks for (default 500, the API's largest page). */
  exportPageSize?: number;
  /** Tells the person a next page failed (the rows already shown stay). */
  onLoadMoreError: (error: unknown) => void;
}

/** What a list page gives the shared table: rows, loading, error, paging and the count. */
export type KeysetTableProps<Row extends RowData> = Pick<
  DataTableProps<Row>,
  'rows' | 'loading' | 'error' | 'onRetry' | 'hasMore' | 'onLoadMore' | 'loadingMore' | 'totalCount'
>;

/**
 * The scaffolding every keyset list page shares: the query of the first page (the previous answer
 * stays on screen while new filters load), "load more" through `fetchMore` (the type policy merges
 * the pages), the CSV export's page reader, and the table's paging props.
 */
export function useKeysetList<TData, TVariables extends OperationVariables, Row extends RowData>(
  document: TypedDocumentNode<TData, TVariables>,
  options: KeysetListOptions<TData, TVariables, Row>,
) {
  const { variables, connection: read, pageSize = 50, exportPageSize = 500, onLoadMoreError } = options;
  const client = useApolloClient();
  const list = useQuery<TData, TVariables>(document, {
    variables: { ...variables, first: pageSize } as unknown as TVariables,
  } as useQuery.Options<TData, TVariables>);
  const shown = (list.data ?? list.previousData) as TData | undefined;
  const connection = shown ? (read(shown) ?? null) : null;
  const latest = list.data ? read(list.data as TData) : null;
  const endCursor = latest?.endCursor ?? null;
  const rows = connection?.nodes ?? [];
  const [loadingMore, setLoadingMore] = useState(false);
  const { fetchMore } = list;
  const loadMore = useCallback(() => {
    if (!endCursor) return;
    setLoadingMore(true);
    fetchMore({ variables: { after: endCursor } as unknown as Partial<TVariables> })
      .catch(onLoadMoreError)
      .finally(() => setLoadingMore(false));
  }, [endCursor, fetchMore, onLoadMoreError]);

  /** One page of the CSV export, asked of the server with the list's filters. */
  const fetchPage = async (after: string | null): Promise<CsvPage<Row>> => {
    const result = await client.query<TData, TVariables>({
      query: document,
      variables: { ...variables, first: exportPageSize, after } as unknown as TVariables,
      fetchPolicy: 'network-only',
    } as Parameters<typeof client.query<TData, TVariables>>[0]);
    const page = result.data ? read(result.data as TData) : null;
    return {
      rows: page?.nodes ?? [],
      endCursor: page?.endCursor ?? null,
      hasNextPage: Boolean(page?.endCursor),
    };
  };

  const tableProps: KeysetTableProps<Row> = {
    rows,
    loading: list.loading && !connection,
    error: list.error,
    onRetry: () => void list.refetch(),
    hasMore: Boolean(endCursor),
    onLoadMore: loadMore,
    loadingMore,
    totalCount: connection?.totalCount ?? null,
  };
  return { list, connection, rows, fetchPage, tableProps };
}
