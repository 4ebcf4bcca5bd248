import { Flex, IconButton, Popover, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuPencil, LuPlus, LuX } from 'react-icons/lu';
import type { ShortcutsEvent, shortcutsModeReducer } from '../shortcuts-mode';
import { TopBarTooltip } from './top-bar-tooltip';

type Mode = ReturnType<typeof shortcutsModeReducer>;

interface ShortcutsPanelHeaderProps {
  mode: Mode;
  dispatch: (event: ShortcutsEvent) => void;
}

/** The panel's title (with what is being done) and the buttons of the current mode. */
export function ShortcutsPanelHeader({ mode, dispatch }: ShortcutsPanelHeaderProps) {
  const { t } = useTranslation();
  const suffix =
    mode.name === 'add'
      ? t('shell.shortcuts.addNew')
      : mode.name === 'edit'
        ? t('shell.shortcuts.editing')
        : null;

  return (
    <Flex align="center" gap="2" px="4" py="3" bg="brand.solid" color="brand.contrast" roundedTop="l2">
      <Popover.Title flex="1" fontWeight="semibold" textStyle="md">
        {t('shell.shortcuts.title')}
        {suffix ? (
          <Text as="span" fontWeight="normal" ms="1.5" opacity={0.85}>
            — {suffix}
          </Text>
        ) : null}
      </Popover.Title>
      {mode.name === 'view' ? (
        <>
          <HeaderButton
            label={t('shell.shortcuts.enterEditMode')}
            onClick={() => dispatch({ type: 'enterEdit' })}
          >
            <LuPencil />
          </HeaderButton>
          <HeaderButton label={t('shell.shortcuts.addShortcut')} onClick={() => dispatch({ type: 'add' })}>
            <LuPlus />
          </HeaderButton>
        </>
      ) : null}
      {mode.name === 'modify' ? (
        <HeaderButton label={t('shell.shortcuts.exitEditMode')} onClick={() => dispatch({ type: 'done' })}>
          <LuCheck />
        </HeaderButton>
      ) : null}
      {mode.name === 'add' || mode.name === 'edit' ? (
        <HeaderButton label={t('shell.shortcuts.cancel')} onClick={() => dispatch({ type: 'cancel' })}>
          <LuX />
        </HeaderButton>
      ) : null}
    </Flex>
  );
}

function HeaderButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <TopBarTooltip content={label}>
      <IconButton
        size="xs"
        variant="ghost"
        color="brand.contrast"
        _hover={{ bg: 'whiteAlpha.300' }}
        aria-label={label}
        onClick={onClick}
      >
        {children}
      </IconButton>
    </TopBarTooltip>
  );
}
