import {
  Avatar,
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
} from '@chakra-ui/react';
import { DateTime } from 'luxon';
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
import type { UsersCapabilities } from '../users-permissions';
import type { UsersSort } from '../users-query-state';
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
  const { t, i18n } = useTranslation();
  const selectable = capabilities.canWrite;
  const allSelected = users.length > 0 && users.every((user) => selected.has(user.id));
  const someSelected = users.some((user) => selected.has(user.id));

  const header = (field: SortField, label: string, display?: Record<string, string>) => {
    const active = sort.field === field;
    const Icon = !active ? LuArrowUpDown : sort.order === 'asc' ? LuArrowUp : LuArrowDown;
    return (
      <Table.ColumnHeader
        display={display}
        aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      >
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
          onClick={() => onSort(field)}
        >
          {label}
          <Box as="span" color={active ? 'brand.fg' : 'fg.subtle'}>
            <Icon aria-hidden="true" />
          </Box>
        </Box>
      </Table.ColumnHeader>
    );
  };

  return (
    <Table.ScrollArea borderWidth="1px" rounded="l3" bg="bg.panel">
      <Table.Root size="sm" interactive={!loading} stickyHeader>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {selectable ? (
              <Table.ColumnHeader w="10">
                <Checkbox.Root
                  size="sm"
                  aria-label={t('users.table.selectAll')}
                  checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                  onCheckedChange={(details) => {
                    const next = new Set(selected);
                    for (const user of users) {
                      if (details.checked === true) next.add(user.id);
                      else next.delete(user.id);
                    }
                    onSelectedChange(next);
                  }}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.ColumnHeader>
            ) : null}
            {header('name', t('users.table.name'))}
            {header('email', t('users.table.email'), { base: 'none', md: 'table-cell' })}
            <Table.ColumnHeader display={{ base: 'none', lg: 'table-cell' }}>
              {t('users.table.roles')}
            </Table.ColumnHeader>
            {header('status', t('users.table.status'))}
            {header('createdAt', t('users.table.createdAt'), { base: 'none', xl: 'table-cell' })}
            <Table.ColumnHeader w="12">
              <Text srOnly>{t('users.table.actions')}</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading
            ? Array.from({ length: Math.min(pageSize, 8) }, (_, index) => (
                <Table.Row key={index} aria-hidden="true">
                  {selectable ? (
                    <Table.Cell>
                      <Skeleton boxSize="4" />
                    </Table.Cell>
                  ) : null}
                  <Table.Cell>
                    <HStack gap="3">
                      <Skeleton boxSize="8" rounded="full" />
                      <Skeleton h="4" w="32" />
                    </HStack>
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                    <Skeleton h="4" w="40" />
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', lg: 'table-cell' }}>
                    <Skeleton h="4" w="24" />
                  </Table.Cell>
                  <Table.Cell>
                    <Skeleton h="5" w="16" />
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', xl: 'table-cell' }}>
                    <Skeleton h="4" w="20" />
                  </Table.Cell>
                  <Table.Cell />
                </Table.Row>
              ))
            : users.map((user) => {
                const isSelf = user.id === viewerId;
                return (
                  <Table.Row key={user.id} data-selected={selected.has(user.id) ? '' : undefined}>
                    {selectable ? (
                      <Table.Cell>
                        <Checkbox.Root
                          size="sm"
                          aria-label={t('users.table.select', { name: user.fullName })}
                          checked={selected.has(user.id)}
                          onCheckedChange={(details) => {
                            const next = new Set(selected);
                            if (details.checked === true) next.add(user.id);
                            else next.delete(user.id);
                            onSelectedChange(next);
                          }}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </Table.Cell>
                    ) : null}
                    <Table.Cell>
                      <HStack gap="3" minW="0">
                        <Avatar.Root size="sm" colorPalette="brand">
                          <Avatar.Fallback name={user.fullName} />
                          {user.avatar ? <Avatar.Image src={user.avatar} alt="" /> : null}
                        </Avatar.Root>
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
                            onClick={() => onOpen(user)}
                          >
                            {user.fullName}
                            {isSelf ? (
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
                    </Table.Cell>
                    <Table.Cell display={{ base: 'none', md: 'table-cell' }} color="fg.muted">
                      {user.email}
                    </Table.Cell>
                    <Table.Cell display={{ base: 'none', lg: 'table-cell' }}>
                      <Wrap gap="1">
                        {user.roles.length === 0 ? (
                          <Text color="fg.subtle">{t('users.table.noRoles')}</Text>
                        ) : (
                          user.roles.map((assignment) => (
                            <Badge key={assignment.id} variant="surface" colorPalette="gray">
                              {t(`users.roles.${roleKey(assignment.role.key)}`)}
                            </Badge>
                          ))
                        )}
                      </Wrap>
                    </Table.Cell>
                    <Table.Cell>
                      <UserStatusBadge status={user.status} />
                    </Table.Cell>
                    <Table.Cell display={{ base: 'none', xl: 'table-cell' }} color="fg.muted">
                      {DateTime.fromISO(user.createdAt)
                        .setLocale(i18n.language)
                        .toLocaleString(DateTime.DATE_MED)}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
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
                              <Menu.Item value="open" onSelect={() => onOpen(user)}>
                                <LuEye aria-hidden="true" />
                                {t('users.actions.view')}
                              </Menu.Item>
                              {capabilities.canWrite ? (
                                <Menu.Item value="edit" onSelect={() => onEdit(user)}>
                                  <LuPencil aria-hidden="true" />
                                  {t('users.actions.edit')}
                                </Menu.Item>
                              ) : null}
                              {capabilities.canDelete && !isSelf ? (
                                <Menu.Item
                                  value="delete"
                                  color="fg.error"
                                  _hover={{ bg: 'bg.error', color: 'fg.error' }}
                                  onSelect={() => onDelete(user)}
                                >
                                  <LuTrash2 aria-hidden="true" />
                                  {t('users.actions.delete')}
                                </Menu.Item>
                              ) : null}
                            </Menu.Content>
                          </Menu.Positioner>
                        </Portal>
                      </Menu.Root>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

const KNOWN_ROLES = [
  'super_admin',
  'org_admin',
  'branch_admin',
  'dept_admin',
  'parent',
  'company',
  'user',
] as const;
export type RoleKey = (typeof KNOWN_ROLES)[number];

/** A role key with a translation; an unknown one shows as the regular user's name. */
export function roleKey(key: string): RoleKey {
  return (KNOWN_ROLES as readonly string[]).includes(key) ? (key as RoleKey) : 'user';
}
