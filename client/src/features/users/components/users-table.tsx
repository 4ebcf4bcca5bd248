/**
 * The users list: TanStack Table (headless: columns, sorting and selection state) drawn with Chakra's
 * Table. The server sorts and pages (manualSorting; the table has no pagination feature, so it never
 * slices): the table shows `users` as given and reports a header click through `onSort(field)`.
 */
import {
  Badge,
  Box,
  Checkbox,
  HStack,
  IconButton,
  Menu,
  Portal,
  Skeleton,
  Stack,
  Table,
  Text,
  Wrap,
  type TableCellProps,
} from '@chakra-ui/react';
import {
  createColumnHelper,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type CellContext,
  type Column,
  type HeaderContext,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LuArrowDown,
  LuArrowUp,
  LuArrowUpDown,
  LuEllipsisVertical,
  LuEye,
  LuPencil,
  LuTrash2,
} from 'react-icons/lu';
import type { AdminUserRowFragment } from '../../../generated/graphql';
import { useDates } from '../../../lib/dates-hook';
import { roleKey } from '../../../lib/role-keys';
import type { UsersCapabilities } from '../users-permissions';
import type { UsersSort } from '../users-query-state';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { UserStatusBadge } from './user-status-badge';

type SortField = UsersSort['field'];

interface UsersTableProps {
  users: readonly AdminUserRowFragment[];
  loading: boolean;
  pageSize: number;
  sort: UsersSort;
  onSort: (field: SortField) => void;
  selected: ReadonlySet<string>;
  onSelectedChange: (ids: Set<string>) => void;
  capabilities: UsersCapabilities;
  viewerId: string | null;
  onOpen: (user: AdminUserRowFragment) => void;
  onEdit: (user: AdminUserRowFragment) => void;
  onDelete: (user: AdminUserRowFragment) => void;
}

/** What the cells need from the page, through the table's meta. */
type UsersTableMeta = Pick<UsersTableProps, 'capabilities' | 'viewerId' | 'onOpen' | 'onEdit' | 'onDelete'>;

interface UsersColumnMeta {
  /** The breakpoint from which the column shows; narrower screens hide it (the name cell shows the email). */
  from?: 'md' | 'lg' | 'xl';
  width?: string;
  /** Props of the column's body cells. */
  cell?: TableCellProps;
  /** What a loading row shows in the column. */
  skeleton?: ReactNode;
}

const features = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  tableMeta: {} as UsersTableMeta,
  columnMeta: {} as UsersColumnMeta,
});
type Features = typeof features;
type Cell<TValue = unknown> = CellContext<Features, AdminUserRowFragment, TValue>;

const displayFrom = (from: UsersColumnMeta['from']) =>
  from ? { base: 'none', [from]: 'table-cell' } : undefined;

function ColumnLabel({ name }: { name: 'name' | 'email' | 'roles' | 'status' | 'createdAt' }) {
  const { t } = useTranslation();
  return t(`users.table.${name}`);
}

function SelectAllCheckbox({ table }: HeaderContext<Features, AdminUserRowFragment>) {
  const { t } = useTranslation();
  const all = table.getIsAllPageRowsSelected();
  return (
    <Checkbox.Root
      size="sm"
      aria-label={t('users.table.selectAll')}
      checked={all ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false}
      onCheckedChange={(details) => table.toggleAllPageRowsSelected(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

function SelectCheckbox({ row }: Cell) {
  const { t } = useTranslation();
  return (
    <Checkbox.Root
      size="sm"
      aria-label={t('users.table.select', { name: row.original.fullName })}
      checked={row.getIsSelected()}
      onCheckedChange={(details) => row.toggleSelected(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

function NameCell({ row, table }: Cell) {
  const { t } = useTranslation();
  const user = row.original;
  return (
    <HStack gap="3" minW="0">
      <UserAvatar size="sm" name={user.fullName} src={user.avatar} />
      <Stack gap="0" minW="0">
        <Box
          as="button"
          textAlign="start"
          fontWeight="medium"
          color="fg"
          cursor="pointer"
          rounded="sm"
          focusRing="outside"
          _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
          onClick={() => table.options.meta?.onOpen(user)}
        >
          {user.fullName}
          {user.id === table.options.meta?.viewerId ? (
            <Badge ms="2" size="xs" variant="outline">
              {t('users.table.you')}
            </Badge>
          ) : null}
        </Box>
        <Text textStyle="xs" color="fg.muted" truncate display={{ md: 'none' }}>
          {user.email}
        </Text>
      </Stack>
    </HStack>
  );
}

function RolesCell({ getValue }: Cell<AdminUserRowFragment['roles']>) {
  const { t } = useTranslation();
  const roles = getValue();
  return (
    <Wrap gap="1">
      {roles.length === 0 ? (
        <Text color="fg.subtle">{t('users.table.noRoles')}</Text>
      ) : (
        roles.map((assignment) => (
          <Badge key={assignment.id} variant="surface" colorPalette="gray">
            {t(`users.roles.${roleKey(assignment.role.key)}`)}
          </Badge>
        ))
      )}
    </Wrap>
  );
}

function CreatedAtCell({ getValue }: Cell<string>) {
  const dates = useDates();
  return dates.date(getValue());
}

function ActionsCell({ row, table }: Cell) {
  const { t } = useTranslation();
  const user = row.original;
  const meta = table.options.meta;
  if (!meta) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          colorPalette="gray"
          aria-label={t('users.table.actionsFor', { name: user.fullName })}
        >
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="open" onSelect={() => meta.onOpen(user)}>
              <LuEye aria-hidden="true" />
              {t('users.actions.view')}
            </Menu.Item>
            {meta.capabilities.canWrite ? (
              <Menu.Item value="edit" onSelect={() => meta.onEdit(user)}>
                <LuPencil aria-hidden="true" />
                {t('users.actions.edit')}
              </Menu.Item>
            ) : null}
            {meta.capabilities.canDelete && user.id !== meta.viewerId ? (
              <Menu.Item
                value="delete"
                color="fg.error"
                _hover={{ bg: 'bg.error', color: 'fg.error' }}
                onSelect={() => meta.onDelete(user)}
              >
                <LuTrash2 aria-hidden="true" />
                {t('users.actions.delete')}
              </Menu.Item>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function ActionsLabel() {
  const { t } = useTranslation();
  return <Text srOnly>{t('users.table.actions')}</Text>;
}

const column = createColumnHelper<Features, AdminUserRowFragment>();

// The column ids of the sortable columns are the server's sort fields.
const DATA_COLUMNS = column.columns([
  column.accessor('fullName', {
    id: 'name' satisfies SortField,
    header: () => <ColumnLabel name="name" />,
    cell: NameCell,
    meta: {
      skeleton: (
        <HStack gap="3">
          <Skeleton boxSize="8" rounded="full" />
          <Skeleton h="4" w="32" />
        </HStack>
      ),
    },
  }),
  column.accessor('email', {
    id: 'email' satisfies SortField,
    header: () => <ColumnLabel name="email" />,
    meta: { from: 'md', cell: { color: 'fg.muted' }, skeleton: <Skeleton h="4" w="40" /> },
  }),
  column.accessor('roles', {
    header: () => <ColumnLabel name="roles" />,
    cell: RolesCell,
    enableSorting: false,
    meta: { from: 'lg', skeleton: <Skeleton h="4" w="24" /> },
  }),
  column.accessor('status', {
    id: 'status' satisfies SortField,
    header: () => <ColumnLabel name="status" />,
    cell: ({ getValue }) => <UserStatusBadge status={getValue()} />,
    meta: { skeleton: <Skeleton h="5" w="16" /> },
  }),
  column.accessor('createdAt', {
    id: 'createdAt' satisfies SortField,
    header: () => <ColumnLabel name="createdAt" />,
    cell: CreatedAtCell,
    meta: { from: 'xl', cell: { color: 'fg.muted' }, skeleton: <Skeleton h="4" w="20" /> },
  }),
  column.display({
    id: 'actions',
    header: ActionsLabel,
    cell: ActionsCell,
    meta: { width: '12', cell: { textAlign: 'end' } },
  }),
]);

// Who may change users also selects them (for the bulk status change).
const SELECTABLE_COLUMNS = [
  column.display({
    id: 'select',
    header: SelectAllCheckbox,
    cell: SelectCheckbox,
    meta: { width: '10', skeleton: <Skeleton boxSize="4" /> },
  }),
  ...DATA_COLUMNS,
];

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
