import { Badge, Button, HStack, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LuArrowRight, LuUsers } from 'react-icons/lu';
import { generatePath, Link as RouterLink } from 'react-router';
import { HomeCard } from '../../../components/ui/home-card';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { PATHS } from '../../../lib/paths';
import { HomeChildrenDocument } from '../graphql/organization-home';

interface ParentChildrenCardProps {
  /** The viewer's organization's name, when known. */
  organizationName: string | undefined;
}

/**
 * A parent's children on their home: each child's name, current teams and standing, linking to the
 * child's page; "All my children" opens the parents page. A parent linked to no child is told whom to ask.
 */
export function ParentChildrenCard({ organizationName }: ParentChildrenCardProps) {
  const { t } = useTranslation();
  const children = useQuery(HomeChildrenDocument);
  const connection = children.data?.athletes;
  const organization = organizationName ?? t('organization.place.yourOrganization');

  return (
    <HomeCard icon={LuUsers} title={t('organization.children.title')} testId="home-children" fill>
      {children.error ? (
        <Text textStyle="sm" color="fg.error" role="alert">
          {t('organization.children.error')}
        </Text>
      ) : !connection ? (
        <Stack gap="3" aria-busy="true">
          <Skeleton height="10" />
          <Skeleton height="10" />
        </Stack>
      ) : connection.nodes.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('organization.children.empty', { organization })}
        </Text>
      ) : (
        <List.Root variant="plain" gap="3">
          {connection.nodes.map((child) => {
            const teams = child.memberships.map((membership) => membership.team.name).join(', ');
            return (
              <List.Item key={child.id}>
                <HStack gap="3" minW="0" w="full">
                  <UserAvatar name={child.fullName} src={child.photo} size="sm" />
                  <Stack gap="0" minW="0" flex="1">
                    <Link asChild fontWeight="medium" wordBreak="break-word" alignSelf="start">
                      <RouterLink to={generatePath(PATHS.athlete, { id: child.id })}>
                        {child.fullName}
                      </RouterLink>
                    </Link>
                    <Text textStyle="xs" color="fg.muted">
                      {teams || t('organization.children.noTeam')}
                    </Text>
                  </Stack>
                  <Badge variant="subtle" size="sm" flexShrink={0}>
                    {t(`organization.children.status.${child.status}`)}
                  </Badge>
                </HStack>
              </List.Item>
            );
          })}
        </List.Root>
      )}
      {connection && connection.nodes.length > 0 ? (
        <Button asChild size="sm" variant="outline" alignSelf="start">
          <RouterLink to={PATHS.parents}>
            {t('organization.children.all', { count: connection.totalCount })}
            <LuArrowRight aria-hidden="true" />
          </RouterLink>
        </Button>
      ) : null}
    </HomeCard>
  );
}
