import { Box, IconButton, Popover, Portal, Tooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { forwardRef } from 'react';

/** The round count on a top bar icon; shown only above 0. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Box
      as="span"
      position="absolute"
      top="0"
      insetEnd="0"
      display="flex"
      alignItems="center"
      justifyContent="center"
      minW="4"
      h="4"
      px="1"
      rounded="full"
      bg="red.solid"
      color="red.contrast"
      fontSize="10px"
      fontWeight="bold"
      lineHeight="1"
      pointerEvents="none"
      data-testid="unread-badge"
      aria-hidden="true"
    >
      {count > 99 ? '99+' : count}
    </Box>
  );
}

interface PanelTriggerProps {
  label: string;
  tooltip: string;
  /** Shared with the popover and the tooltip so both point at this one button. */
  triggerId: string;
  children: ReactNode;
}

/** An icon button that opens a popover panel and shows a tooltip (both own the same trigger id). */
export const PanelTrigger = forwardRef<HTMLButtonElement, PanelTriggerProps>(function PanelTrigger(
  { label, tooltip, triggerId, children },
  ref,
) {
  return (
    <Tooltip.Root ids={{ trigger: triggerId }} openDelay={300} closeDelay={50}>
      <Tooltip.Trigger asChild>
        <Popover.Trigger asChild>
          <IconButton
            ref={ref}
            variant="ghost"
            colorPalette="gray"
            color="inherit"
            size="sm"
            position="relative"
            aria-label={label}
          >
            {children}
          </IconButton>
        </Popover.Trigger>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{tooltip}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
});
