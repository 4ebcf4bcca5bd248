import { IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuEllipsisVertical, LuEye, LuPencil, LuTrash2 } from 'react-icons/lu';
import type { Cell } from './users-table-features';

export function ActionsCell({ row, table }: Cell) {
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

export function ActionsLabel() {
  const { t } = useTranslation();
  return <Text srOnly>{t('users.table.actions')}</Text>;
}
