import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

/** A short hover/focus label for an icon button. */
export function TopBarTooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <Tooltip.Root openDelay={300} closeDelay={50} positioning={{ placement: 'bottom' }}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{content}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
