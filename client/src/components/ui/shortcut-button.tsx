import { Box, Button, Kbd, type ButtonProps, type KbdProps } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { modKeyLabel } from './use-hotkey';

interface ShortcutButtonProps extends Omit<ButtonProps, 'children'> {
  icon: ReactElement;
  label: string;
  /** The key pressed with Ctrl (⌘ on Apple devices), as `useModKeyHotkey` listens for it. */
  shortcut: string;
  kbdVariant?: KbdProps['variant'];
}

/** A button with its keyboard shortcut shown beside the label (hidden on phones, which have none). */
export function ShortcutButton({ icon, label, shortcut, kbdVariant, ...props }: ShortcutButtonProps) {
  return (
    <Button aria-keyshortcuts={`Control+${shortcut} Meta+${shortcut}`} {...props}>
      <Box as="span" aria-hidden="true" display="contents">
        {icon}
      </Box>
      {label}
      <Kbd size="sm" variant={kbdVariant} hideBelow="md" aria-hidden="true">
        {modKeyLabel(shortcut)}
      </Kbd>
    </Button>
  );
}
