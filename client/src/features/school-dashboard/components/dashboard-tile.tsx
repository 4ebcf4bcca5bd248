import { HStack, Icon, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { IconType } from 'react-icons';
import { Link as RouterLink } from 'react-router';

interface DashboardTileProps {
  label: string;
  /** The number; undefined while it loads. */
  value: number | undefined;
  icon: IconType;
  /** The filtered list the number is about. */
  to: string;
  /** What the link does, for assistive technology. */
  linkLabel: string;
  /** Draws attention to a number that asks for action (above zero). */
  warn?: boolean;
  testId: string;
}

/** One number of the dashboard; the whole tile opens the list it counts. */
export function DashboardTile({ label, value, icon, to, linkLabel, warn, testId }: DashboardTileProps) {
  const { i18n } = useTranslation();
  const attention = warn && value !== undefined && value > 0;
  return (
    <LinkBox
      as="article"
      p={{ base: '4', md: '5' }}
      rounded="l3"
      borderWidth="1px"
      borderColor={attention ? 'orange.emphasized' : undefined}
      bg="bg.panel"
      shadow="xs"
      transition="all 0.15s"
      _hover={{ borderColor: 'brand.emphasized', shadow: 'md' }}
    >
      <HStack justify="space-between" align="flex-start" gap="3">
        <Stack gap="2" minW="0">
          <LinkOverlay asChild color="fg.muted" fontWeight="medium" textStyle="sm">
            <RouterLink to={to} aria-label={`${label}: ${linkLabel}`}>
              {label}
            </RouterLink>
          </LinkOverlay>
          {value === undefined ? (
            <Skeleton h="8" w="12" />
          ) : (
            <Text
              textStyle="3xl"
              fontWeight="semibold"
              lineHeight="1"
              color={attention ? 'orange.fg' : undefined}
              data-testid={testId}
            >
              {new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language).format(value)}
            </Text>
          )}
        </Stack>
        <Icon as={icon} boxSize="5" color={attention ? 'orange.fg' : 'brand.fg'} aria-hidden="true" />
      </HStack>
    </LinkBox>
  );
}
