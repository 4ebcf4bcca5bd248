import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  /**
   * The muted line under the title; `null` while it is not known yet keeps its height (a no-break
   * space) so the page does not move when it arrives.
   */
  subtitle: ReactNode;
  /** Announces subtitle changes to screen readers (a count that follows the data). */
  liveSubtitle?: boolean;
  subtitleTestId?: string;
  /** Shown on the right (under the title on small screens). */
  actions?: ReactNode;
}

/** A page's header: title and subtitle on the left, actions on the right; one column on small screens. */
export function PageHeader({ title, subtitle, liveSubtitle, subtitleTestId, actions }: PageHeaderProps) {
  return (
    <Flex
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      gap="4"
      direction={{ base: 'column', sm: 'row' }}
    >
      <Stack gap="1">
        <Heading as="h1" size="2xl" letterSpacing="tight">
          {title}
        </Heading>
        <Text color="fg.muted" aria-live={liveSubtitle ? 'polite' : undefined} data-testid={subtitleTestId}>
          {subtitle ?? '\u00a0'}
        </Text>
      </Stack>
      {actions}
    </Flex>
  );
}
