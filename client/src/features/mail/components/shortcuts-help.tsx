import { Flex, IconButton, Kbd, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuKeyboard } from 'react-icons/lu';
import { MAIL_SHORTCUTS } from '../hooks/use-mail-shortcuts';

/** The "keyboard shortcuts" button and the list of the mailbox's keys. */
export function ShortcutsHelp() {
  const { t } = useTranslation();
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount>
      <Popover.Trigger asChild>
        <IconButton size="sm" variant="ghost" aria-label={t('mail.shortcuts.button')}>
          <LuKeyboard />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="72">
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb="2">
                {t('mail.shortcuts.title')}
              </Popover.Title>
              <Stack as="dl" gap="1.5">
                {MAIL_SHORTCUTS.map(({ key, action }) => (
                  <Flex key={key} justify="space-between" gap="3" align="center">
                    <Text as="dt" textStyle="sm">
                      {t(`mail.shortcuts.${action}`)}
                    </Text>
                    <Text as="dd">
                      <Kbd>{key === 'Escape' ? 'Esc' : key}</Kbd>
                    </Text>
                  </Flex>
                ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
