import { Box, Drawer, Heading, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const TEXT_FIELDS = 'input, textarea, select, [contenteditable="true"]';

/** From this width the details sit beside the list; below it they cover it as a drawer. */
export const SIDE_PANEL_QUERY = '(min-width: 960px)';

interface TaskDetailsPanelProps {
  open: boolean;
  /** Beside the list (wide screens) or over it (small screens). */
  side: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** Where a task's details show: a side panel next to the list, or an overlay drawer on small screens. */
export function TaskDetailsPanel({ open, side, title, onClose, children }: TaskDetailsPanelProps) {
  if (side) {
    if (!open) return null;
    return (
      <Box
        as="aside"
        aria-label={title}
        w={{ base: '96', xl: '420px' }}
        flexShrink={0}
        position="sticky"
        top="4"
        alignSelf="flex-start"
        maxH="calc(100vh - 2rem)"
        overflowY="auto"
        borderWidth="1px"
        borderColor="border"
        rounded="l3"
        bg="bg.panel"
        p="5"
        data-testid="task-side-panel"
        onKeyDown={(event) => {
          // Escape closes the panel as it closes the drawer; not from a popup (rendered in a portal, its
          // events still bubble here) nor while typing in a field, where Escape undoes the typing.
          const target = event.target as HTMLElement;
          if (event.key !== 'Escape' || event.defaultPrevented) return;
          if (!event.currentTarget.contains(target) || target.closest(TEXT_FIELDS)) return;
          onClose();
        }}
      >
        <Heading as="h2" srOnly>
          {title}
        </Heading>
        {children}
      </Box>
    );
  }
  return (
    <Drawer.Root
      open={open}
      // A new task's title takes the focus (marked by TaskDetails), not the drawer's first button.
      initialFocusEl={() =>
        document.querySelector<HTMLElement>('[data-testid="task-details"] [data-autofocus]')
      }
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header pb="0">
              <Drawer.Title srOnly>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
