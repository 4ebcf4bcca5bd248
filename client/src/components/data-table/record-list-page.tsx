import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { TypedDocumentNode } from '@apollo/client';
import type { OperationVariables } from '@apollo/client';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { useFeatureErrors, type ErrorTableOwner } from '../../lib/apollo/feature-errors';
import { PageHeader } from '../ui/page-header';
import { appToaster } from '../ui/toaster';
import { CsvExportButton } from './csv-export-button';
import { csvColumnsOf, DataTable, type DataTableSort, type ListColumn } from './data-table';
import { FilterCheckbox } from './filter-checkbox';
import { FilterSelect } from './filter-select';
import { TableToolbar } from './table-toolbar';
import { useKeysetList, type KeysetConnection, type KeysetTableProps } from './use-keyset-list';
import type { TableSearchParams } from './use-table-search-params';

// A record list page (organizations, companies, branches, teams, professionals…): a header with its
// New button, a toolbar with search, the list's own filters, a sort picker, "show archived" and the CSV
// export, then the keyset table. The list's state lives in the address (`useTableSearchParams`, with
// `sort` and `archived` among its parameters); its words live in the feature's locales under one
// namespace: `title`, `caption`, `empty`, `search`, `exportFile`, `sort.label`, `sort.<SORT>`,
// `filters.archived` and the `errors` table.

/** The page size of every record list. */
export const RECORD_PAGE_SIZE = 50;

type Words = (key: string) => string;

/** `value` when it is one of `sorts`, else `fallback`: an address bar may hold anything. */
export function pickSort<Sort extends string>(sorts: readonly Sort[], value: string, fallback: Sort): Sort {
  return (sorts as readonly string[]).includes(value) ? (value as Sort) : fallback;
}

/** A record list's rows from `document`, a page at a time; a failed next page says why in a toast. */
export function useRecordList<TData, TVariables extends OperationVariables, Row extends { id: string }>(
  feature: ErrorTableOwner,
  document: TypedDocumentNode<TData, TVariables>,
  variables: Omit<TVariables, 'first' | 'after'>,
  connection: (data: TData) => KeysetConnection<Row> | null | undefined,
) {
  const { explain } = useFeatureErrors(feature);
  const onLoadMoreError = useCallback(
    (error: unknown) => appToaster.create({ type: 'error', title: explain(error) }),
    [explain],
  );
  return useKeysetList(document, { variables, connection, pageSize: RECORD_PAGE_SIZE, onLoadMoreError });
}

/** A record's name in its list, with an "Archived" badge on an archived one. */
export function RecordNameCell({
  name,
  archived,
  archivedLabel,
}: {
  name: ReactNode;
  archived: boolean;
  archivedLabel: string;
}) {
  return (
    <HStack gap="2" wrap="wrap">
      <Text fontWeight="medium">{name}</Text>
      {archived ? (
        <Badge size="sm" variant="outline" colorPalette="orange">
          {archivedLabel}
        </Badge>
      ) : null}
    </HStack>
  );
}

/** The name column of a record list: sortable, in the CSV, with the "Archived" badge. */
export function recordNameColumn<Row extends { name: string; archivedAt?: string | null }>(options: {
  /** The column's id, which the list's sort names (`NAME`, `name`). */
  id: string;
  header: string;
  archivedLabel: string;
  /** A line under the name (the slug), or a picture before it. */
  below?: (row: Row) => ReactNode;
  before?: (row: Row) => ReactNode;
}): ListColumn<Row> {
  const { below, before } = options;
  return {
    id: options.id,
    header: options.header,
    sortable: true,
    csv: (row) => row.name,
    cell: (row) => {
      const name = (
        <RecordNameCell
          name={row.name}
          archived={Boolean(row.archivedAt)}
          archivedLabel={options.archivedLabel}
        />
      );
      const withLine = below ? (
        <Stack gap="0.5" minW="0">
          {name}
          {below(row)}
        </Stack>
      ) : (
        name
      );
      return before ? (
        <HStack gap="3">
          {before(row)}
          {withLine}
        </HStack>
      ) : (
        withLine
      );
    },
  };
}

/** The contact columns of a record with an e-mail and a phone: one on screen, both in the CSV. */
export function contactColumns<Row extends { email?: string | null; phone?: string | null }>(headers: {
  contact: string;
  email: string;
  phone: string;
}): ListColumn<Row>[] {
  return [
    { id: 'contact', header: headers.contact, cell: (row) => row.email ?? row.phone ?? '—', from: 'md' },
    { id: 'email', header: headers.email, csv: (row) => row.email ?? '', csvOnly: true },
    { id: 'phone', header: headers.phone, csv: (row) => row.phone ?? '', csvOnly: true },
  ];
}

export interface RecordListPageProps<Row extends { id: string }, Sort extends string> {
  /** Where the list's words are in the locales (see above): `companies`, `teams.branches`. */
  ns: string;
  /** The page's heading when it is not the namespace's `title` (a list two kinds of viewer read). */
  title?: string;
  subtitle: ReactNode;
  /** The New button's label and action; none for a viewer who may not create. */
  create?: { label: string; onCreate: () => void } | null;
  /** The address-bar state from `useTableSearchParams`, which holds `sort` and `archived`. */
  table: TableSearchParams<'sort' | 'archived'>;
  /** The sort picker's choices; none: the column headers alone sort. */
  sorts?: readonly Sort[];
  sort?: Sort;
  /** Whether the viewer may see archived records (the "Show archived" box). */
  showArchived: boolean;
  /** The list's own filters, before the sort picker. */
  filters?: ReactNode;
  columns: ListColumn<Row>[];
  /** What `useRecordList` answered. */
  list: {
    rows: Row[];
    fetchPage: Parameters<typeof CsvExportButton<Row>>[0]['fetchPage'];
    tableProps: KeysetTableProps<Row>;
  };
  /** What a click on a row opens; none: the rows do not open. */
  onOpen?: (row: Row) => void;
  /** The sorted column the table shows, and what a click on a column header asks for. */
  tableSort: DataTableSort | null;
  onSortChange: (next: DataTableSort) => void;
  /** Dialogs the page opens (New…). */
  children?: ReactNode;
}

export function RecordListPage<Row extends { id: string }, Sort extends string>(
  props: RecordListPageProps<Row, Sort>,
) {
  const { t } = useTranslation();
  const words = t as unknown as Words;
  const { ns, table, list } = props;
  return (
    <Stack gap="6">
      <PageHeader
        title={props.title ?? words(`${ns}.title`)}
        subtitle={props.subtitle}
        actions={
          props.create ? (
            <Button onClick={props.create.onCreate}>
              <LuPlus aria-hidden="true" />
              {props.create.label}
            </Button>
          ) : null
        }
      />
      <TableToolbar
        query={table.query}
        onQueryChange={table.setQuery}
        searchLabel={words(`${ns}.search`)}
        filters={
          <>
            {props.filters}
            {props.sorts && props.sort ? (
              <FilterSelect
                label={words(`${ns}.sort.label`)}
                value={props.sort}
                options={props.sorts.map((value) => ({ value, label: words(`${ns}.sort.${value}`) }))}
                onChange={(value) => table.setParam('sort', value)}
              />
            ) : null}
            {props.showArchived ? (
              <FilterCheckbox
                label={words(`${ns}.filters.archived`)}
                value={table.params.archived}
                onChange={(value) => table.setParam('archived', value)}
              />
            ) : null}
          </>
        }
        actions={
          <CsvExportButton<Row>
            fileName={words(`${ns}.exportFile`)}
            disabled={list.rows.length === 0}
            columns={csvColumnsOf(props.columns)}
            fetchPage={list.fetchPage}
          />
        }
      />
      <DataTable
        caption={words(`${ns}.caption`)}
        columns={props.columns}
        {...list.tableProps}
        getRowId={(row) => row.id}
        emptyText={words(`${ns}.empty`)}
        onOpen={props.onOpen}
        sort={props.tableSort}
        onSortChange={props.onSortChange}
      />
      {props.children}
    </Stack>
  );
}
