import { Badge, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { TeamMemberCountDocument } from '../graphql/teams';

/** "members / capacity" of a team; over capacity is highlighted in red with a label. */
export function TeamMembersCell({ teamId, capacity }: { teamId: string; capacity: number }) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(TeamMemberCountDocument, { variables: { teamId } });
  if (loading && !data) return <Skeleton h="4" w="12" />;
  const members = data?.teamMemberships.length ?? 0;
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
