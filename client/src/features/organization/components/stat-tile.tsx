import { Center, HStack, Icon, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { IconType } from 'react-icons';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';

interface StatTileProps {
  label: string;
  /** The number; undefined while it loads. */
  value: number | undefined;
  icon: IconType;
  /** The page the number is about, when the viewer has one. */
  to?: string;
  /** What the link does, for assistive technology ("Open the users"). */
  linkLabel?: string;
  testId?: string;
}

/** One number of the admin's summary, opening its page when there is one for the viewer. */
export function StatTile({ label, value, icon, to, linkLabel, testId }: StatTileProps) {
  const { i18n } = useTranslation();
  const number =
    value === undefined ? (
      <Skeleton h="8" w="12" />
    ) : (
      <Text textStyle="3xl" fontWeight="semibold" lineHeight="1" data-testid={testId}>
        {new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language).format(value)}
      </Text>
    );
  return (
    <LinkBox
      as="article"
      role="group"
      p={{ base: '4', md: '5' }}
      rounded="l3"
      borderWidth="1px"
      bg="bg.panel"
      shadow="xs"
      transition="all 0.15s"
      _hover={to ? { borderColor: 'brand.emphasized', shadow: 'md' } : undefined}
    >
      <HStack justify="space-between" align="flex-start" gap="3">
        <Stack gap="2" minW="0">
          {to ? (
            <LinkOverlay asChild color="fg.muted" fontWeight="medium" textStyle="sm">
              <RouterLink to={to} aria-label={linkLabel}>
                {label}
              </RouterLink>
            </LinkOverlay>
          ) : (
            <Text color="fg.muted" fontWeight="medium" textStyle="sm">
              {label}
            </Text>
          )}
          {number}
        </Stack>
        <Center boxSize="10" rounded="lg" bg="brand.subtle" color="brand.fg" flexShrink={0} hideBelow="sm">
          <Icon as={icon} boxSize="5" aria-hidden="true" />
        </Center>
      </HStack>
      {to ? (
        <Icon
          as={LuArrowRight}
          position="absolute"
          bottom="4"
          insetEnd="4"
          color="fg.subtle"
          transition="transform 0.15s"
          _groupHover={{ color: 'brand.fg', transform: 'translateX(2px)' }}
          aria-hidden="true"
        />
      ) : null}
    </LinkBox>
  );
}
