import { Badge, Box, Checkbox, HStack, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { createColumnHelper, type HeaderContext } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/user-avatar';
import type { AdminUserRowFragment } from '../../../generated/graphql';
import { useDates } from '../../../lib/dates-hook';
import { roleKey } from '../../../lib/role-keys';
import { UserStatusBadge } from './user-status-badge';
import { ActionsCell, ActionsLabel } from './users-row-actions';
import type { Cell, Features, SortField } from './users-table-features';

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

const column = createColumnHelper<Features, AdminUserRowFragment>();

// The column ids of the sortable columns are the server's sort fields.
export const DATA_COLUMNS = column.columns([
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
export const SELECTABLE_COLUMNS = [
  column.display({
    id: 'select',
    header: SelectAllCheckbox,
    cell: SelectCheckbox,
    meta: { width: '10', skeleton: <Skeleton boxSize="4" /> },
  }),
  ...DATA_COLUMNS,
];
