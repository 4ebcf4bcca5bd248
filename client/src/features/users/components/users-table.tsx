/**
 * The users list: TanStack Table (headless: columns, sorting and selection state) drawn with Chakra's
 * Table. The server sorts and pages (manualSorting; the table has no pagination feature, so it never
 * slices): the table shows `users` as given and reports a header click through `onSort(field)`.
 */
import { Box, Table } from '@chakra-ui/react';
import {
  useTable,
  type Column,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import type { AdminUserRowFragment } from '../../../generated/graphql';
import type { UsersSort } from '../users-query-state';
import { DATA_COLUMNS, SELECTABLE_COLUMNS } from './users-table-columns';
import {
  displayFrom,
  features,
  type Features,
  type SortField,
  type UsersTableMeta,
} from './users-table-features';

interface UsersTableProps extends UsersTableMeta {
  users: readonly AdminUserRowFragment[];
  loading: boolean;
  pageSize: number;
  sort: UsersSort;
  onSort: (field: SortField) => void;
  selected: ReadonlySet<string>;
  onSelectedChange: (ids: Set<string>) => void;
}

const ariaSort = (leaf: Column<Features, AdminUserRowFragment>) => {
  const sorted = leaf.getIsSorted();
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
};

export function UsersTable({
  users,
  loading,
  pageSize,
  sort,
  onSort,
  selected,
  onSelectedChange,
  capabilities,
  viewerId,
  onOpen,
  onEdit,
  onDelete,
}: UsersTableProps) {
  const sorting = useMemo<SortingState>(
    () => [{ id: sort.field, desc: sort.order === 'desc' }],
    [sort.field, sort.order],
  );
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries([...selected].map((id) => [id, true])),
    [selected],
  );

  const table = useTable({
    features,
    columns: capabilities.canWrite ? SELECTABLE_COLUMNS : DATA_COLUMNS,
    data: users,
    getRowId: (user) => user.id,
    state: { sorting, rowSelection },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    // A header click asks the page for that field; the page flips the direction of the current one.
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const field = next[0]?.id;
      if (field) onSort(field as SortField);
    },
    enableRowSelection: capabilities.canWrite,
    // Selection is kept across pages: ids of other pages stay in the set.
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      onSelectedChange(new Set(Object.keys(next).filter((id) => next[id])));
    },
    meta: { capabilities, viewerId, onOpen, onEdit, onDelete },
  });

  const columns = table.getAllLeafColumns();

  return (
    <Table.ScrollArea borderWidth="1px" rounded="l3" bg="bg.panel">
      <Table.Root size="sm" interactive={!loading} stickyHeader>
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id} bg="bg.subtle">
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const sortable = header.column.getCanSort();
                const sorted = header.column.getIsSorted();
                const Icon = !sorted ? LuArrowUpDown : sorted === 'asc' ? LuArrowUp : LuArrowDown;
                return (
                  <Table.ColumnHeader
                    key={header.id}
                    w={meta?.width}
                    display={displayFrom(meta?.from)}
                    aria-sort={sortable ? ariaSort(header.column) : undefined}
                  >
                    {sortable ? (
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
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        <table.FlexRender header={header} />
                        <Box as="span" color={sorted ? 'brand.fg' : 'fg.subtle'}>
                          <Icon aria-hidden="true" />
                        </Box>
                      </Box>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body>
          {loading
            ? Array.from({ length: Math.min(pageSize, 8) }, (_, index) => (
                <Table.Row key={index} aria-hidden="true">
                  {columns.map((leaf) => (
                    <Table.Cell key={leaf.id} display={displayFrom(leaf.columnDef.meta?.from)}>
                      {leaf.columnDef.meta?.skeleton}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : table.getRowModel().rows.map((row) => (
                <Table.Row key={row.id} data-selected={row.getIsSelected() ? '' : undefined}>
                  {row.getAllCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    return (
                      <Table.Cell key={cell.id} display={displayFrom(meta?.from)} {...meta?.cell}>
                        <table.FlexRender cell={cell} />
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
