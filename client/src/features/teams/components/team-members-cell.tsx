import { Badge, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * "members / capacity" of a team (the count comes with the list's page: `Team.memberCount`); over
 * capacity is highlighted in red with a label.
 */
export function TeamMembersCell({ members, capacity }: { members: number; capacity: number }) {
  const { t } = useTranslation();
  const over = members > capacity;
  return (
    <HStack gap="2" wrap="wrap">
      <Text
        as="span"
        fontVariantNumeric="tabular-nums"
        color={over ? 'fg.error' : undefined}
        fontWeight={over ? 'semibold' : undefined}
      >
        {members} / {capacity}
      </Text>
      {over ? (
        <Badge colorPalette="red" variant="subtle" size="sm">
          {t('teams.overCapacity')}
        </Badge>
      ) : null}
    </HStack>
  );
}
