/**
 * The lists' table: TanStack Table (headless: the columns and the rows) drawn with Chakra's Table. The
 * server searches, filters, sorts and pages (keyset); the table shows `rows` as given, reports a sortable
 * header's click through `onSortChange`, opens a row on click or Enter and asks for the next page with
 * "Load more". On narrow screens columns marked `from` hide and the table scrolls inside its own box.
 */
import {
  Box,
  Button,
  Center,
  Flex,
  Skeleton,
  Stack,
  Table,
  Text,
  type TableCellProps,
} from '@chakra-ui/react';
import {
  createColumnHelper,
  tableFeatures,
  useTable,
  type CellContext,
  type HeaderContext,
  type RowData,
} from '@tanstack/react-table';
import { useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { ErrorAlert } from '../ui/error-alert';
import type { CsvColumn, CsvValue } from './csv';

export interface DataTableColumn<Row> {
  /** The column's id; for a sortable column, the value `onSortChange` reports (the API's sort field). */
  id: string;
  /** The header's label. */
  header: ReactNode;
  /** The cell's content. */
  cell: (row: Row) => ReactNode;
  /** The header sorts the list (the server sorts: see DataTableProps.sort). */
  sortable?: boolean;
  /** The breakpoint from which the column shows; narrower screens hide it. */
  from?: 'sm' | 'md' | 'lg' | 'xl';
  width?: string;
  /** Props of the column's body cells. */
  cellProps?: TableCellProps;
  /** What a loading row shows in the column (a text-sized bar by default). */
  skeleton?: ReactNode;
  /** The column's value in the CSV export (its header is the column's, a text); without it, not exported. */
  csv?: (row: Row) => CsvValue;
}

/** A column of the CSV export that the table does not show (an e-mail the table folds into "contact"). */
export interface CsvOnlyColumn<Row> {
  id: string;
  header: string;
  csv: (row: Row) => CsvValue;
  csvOnly: true;
}

/**
 * A list page's columns, declared once for the table and its CSV export: the table shows every
 * column but the CSV-only ones, the export has every column with a `csv` value, in the same order.
 */
export type ListColumn<Row> = DataTableColumn<Row> | CsvOnlyColumn<Row>;

const isTableColumn = <Row,>(column: ListColumn<Row>): column is DataTableColumn<Row> =>
  !('csvOnly' in column);

/** The CSV export's columns of a list's columns (a non-text header reads as the column's id). */
export function csvColumnsOf<Row>(columns: readonly ListColumn<Row>[]): CsvColumn<Row>[] {
  return columns.flatMap((column) =>
    column.csv
      ? [{ header: typeof column.header === 'string' ? column.header : column.id, value: column.csv }]
      : [],
  );
}

export interface DataTableSort {
  id: string;
  desc: boolean;
}

export interface DataTableProps<Row extends RowData> {
  /** The list's columns; CSV-only ones are not shown. */
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** The first page is loading (skeleton rows); a later page's loading is `loadingMore`. */
  loading?: boolean;
  /** The list failed: an alert replaces the rows (with `onRetry`, a button to try again). */
  error?: unknown;
  onRetry?: () => void;
  /** What an empty list says (search or filters matching nothing, say). */
  emptyText?: ReactNode;
  hasMore?: boolean;
  onLoadMore?: () => void;
  loadingMore?: boolean;
  /** All matching rows, when the API counted them: "12 of 40 shown". */
  totalCount?: number | null;
  /** Opens a row (click, or Enter on the focused row). */
  onOpen?: (row: Row) => void;
  /** The table's accessible name. */
  caption: string;
  sort?: DataTableSort | null;
  /** A sortable header was clicked: the same column flips its direction, another starts ascending. */
  onSortChange?: (sort: DataTableSort) => void;
  /** How many skeleton rows the first load shows. */
  skeletonRows?: number;
}

interface ColumnMeta {
  def: DataTableColumn<never>;
}

const features = tableFeatures({ columnMeta: {} as ColumnMeta });
type Features = typeof features;

const displayFrom = (from: DataTableColumn<never>['from']) =>
  from ? { base: 'none', [from]: 'table-cell' } : undefined;

function SortHeader({
  def,
  sort,
  onSortChange,
}: {
  def: DataTableColumn<never>;
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
}) {
  const sorted = sort?.id === def.id ? (sort.desc ? 'desc' : 'asc') : false;
  const Icon = !sorted ? LuArrowUpDown : sorted === 'asc' ? LuArrowUp : LuArrowDown;
  return (
    <Box
      as="button"
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      fontWeight="semibold"
      rounded="sm"
      cursor="pointer"
      _hover={{ color: 'fg' }}
      focusRing="outside"
      onClick={() => onSortChange?.({ id: def.id, desc: sorted === 'asc' })}
    >
      {def.header}
      <Box as="span" color={sorted ? 'brand.fg' : 'fg.subtle'}>
        <Icon aria-hidden="true" />
      </Box>
    </Box>
  );
}

export function DataTable<Row extends RowData>({
  columns,
  rows,
  getRowId,
  loading = false,
  error,
  onRetry,
  emptyText,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  totalCount,
  onOpen,
  caption,
  sort,
  onSortChange,
  skeletonRows = 6,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const columnDefs = useMemo(() => {
    const helper = createColumnHelper<Features, Row>();
    return columns.filter(isTableColumn).map((def) =>
      helper.display({
        id: def.id,
        header: (_: HeaderContext<Features, Row>) => def.header,
        cell: ({ row }: CellContext<Features, Row, unknown>) => def.cell(row.original),
        meta: { def: def as DataTableColumn<never> },
      }),
    );
  }, [columns]);

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows as Row[],
    getRowId: (row) => getRowId(row),
  });

  const leaves = table.getAllLeafColumns();
  const onRowKeyDown = (event: KeyboardEvent, row: Row) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      onOpen?.(row);
    }
  };
  const showEmpty = !loading && !error && rows.length === 0;

  return (
    <Stack gap="3" minW="0">
      {error && !loading ? (
        <ErrorAlert retry={onRetry ? { label: t('data-table.retry'), onRetry } : undefined}>
          {t('data-table.loadError')}
        </ErrorAlert>
      ) : null}
      <Table.ScrollArea borderWidth="1px" rounded="l3" bg="bg.panel" maxW="100%">
        <Table.Root size="sm" interactive={!loading && Boolean(onOpen)} stickyHeader aria-busy={loading}>
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id} bg="bg.subtle">
                {group.headers.map((header) => {
                  const def = header.column.columnDef.meta?.def;
                  if (!def) return null;
                  const sorted = sort?.id === def.id ? (sort.desc ? 'descending' : 'ascending') : 'none';
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      w={def.width}
                      display={displayFrom(def.from)}
                      aria-sort={def.sortable ? sorted : undefined}
                    >
                      {def.sortable ? (
                        <SortHeader def={def} sort={sort} onSortChange={onSortChange} />
                      ) : (
                        def.header
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {loading
              ? Array.from({ length: skeletonRows }, (_, index) => (
                  <Table.Row key={index} aria-hidden="true">
                    {leaves.map((leaf) => {
                      const def = leaf.columnDef.meta?.def;
                      return (
                        <Table.Cell key={leaf.id} display={displayFrom(def?.from)}>
                          {def?.skeleton ?? <Skeleton h="4" w="24" />}
                        </Table.Cell>
                      );
                    })}
                  </Table.Row>
                ))
              : table.getRowModel().rows.map((row) => (
                  <Table.Row
                    key={row.id}
                    data-row-id={row.id}
                    tabIndex={onOpen ? 0 : undefined}
                    cursor={onOpen ? 'pointer' : undefined}
                    focusRing={onOpen ? 'inside' : undefined}
                    onClick={onOpen ? () => onOpen(row.original) : undefined}
                    onKeyDown={onOpen ? (event) => onRowKeyDown(event, row.original) : undefined}
                  >
                    {row.getAllCells().map((cell) => {
                      const def = cell.column.columnDef.meta?.def;
                      return (
                        <Table.Cell key={cell.id} display={displayFrom(def?.from)} {...def?.cellProps}>
                          <table.FlexRender cell={cell} />
                        </Table.Cell>
                      );
                    })}
                  </Table.Row>
                ))}
            {showEmpty ? (
              <Table.Row>
                <Table.Cell colSpan={leaves.length}>
                  <Center py="10">
                    <Text color="fg.muted">{emptyText ?? t('data-table.empty')}</Text>
                  </Center>
                </Table.Cell>
              </Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {!loading && rows.length > 0 ? (
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {typeof totalCount === 'number'
              ? t('data-table.shown', { count: rows.length, total: totalCount })
              : t('data-table.shownNoTotal', { count: rows.length })}
          </Text>
          {hasMore && onLoadMore ? (
            <Button
              size="sm"
              variant="outline"
              loading={loadingMore}
              loadingText={t('data-table.loadingMore')}
              onClick={onLoadMore}
            >
              {t('data-table.loadMore')}
            </Button>
          ) : null}
        </Flex>
      ) : null}
    </Stack>
  );
}
