import { featureErrors } from '../../../lib/apollo/feature-errors';
import {
  Button,
  CloseButton,
  DataList,
  Drawer,
  Heading,
  HStack,
  Portal,
  Separator,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { useDates } from '../../../lib/dates-hook';
import type { AdminUserRowFragment, RoleKey } from '../../../generated/graphql';
import { UserDetailDocument } from '../graphql/users';
import type { UsersCapabilities } from '../users-permissions';
import { UserResourceTabs } from './user-resource-tabs';
import { UserRolesPanel } from './user-roles-panel';
import { UserStatusBadge } from './user-status-badge';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { UserAvatar } from '../../../components/ui/user-avatar';

interface UserDetailDrawerProps {
  userId: string | null;
  roles: readonly { id: string; key: RoleKey }[];
  capabilities: UsersCapabilities;
  viewerId: string | null;
  onClose: () => void;
  onEdit: (user: AdminUserRowFragment) => void;
  onDelete: (user: AdminUserRowFragment) => void;
}

/** One user: details, roles and a tab per sub-resource. */
export function UserDetailDrawer({
  userId,
  roles,
  capabilities,
  viewerId,
  onClose,
  onEdit,
  onDelete,
}: UserDetailDrawerProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const { data, loading, error } = useQuery(UserDetailDocument, {
    variables: { id: userId ?? '' },
    skip: userId === null,
  });
  const user = data?.adminUser ?? null;
  const date = (iso: string) => dates.timestamp(iso);

  return (
    <Drawer.Root
      open={userId !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('users.detail.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {error ? (
                <ErrorAlert>{featureErrors(t, 'users').explain(error)}</ErrorAlert>
              ) : loading || !user ? (
                <Stack gap="4" aria-busy="true">
                  <HStack gap="4">
                    <Skeleton boxSize="16" rounded="full" />
                    <Stack flex="1" gap="2">
                      <Skeleton h="5" w="50%" />
                      <Skeleton h="4" w="70%" />
                    </Stack>
                  </HStack>
                  <Skeleton h="32" />
                </Stack>
              ) : (
                <Stack gap="6">
                  <HStack gap="4" align="center">
                    <UserAvatar size="2xl" name={user.fullName} src={user.avatar} />
                    <Stack gap="1" minW="0">
                      <Heading as="h3" size="lg" truncate>
                        {user.fullName}
                      </Heading>
                      <Text color="fg.muted" truncate>
                        {user.email}
                      </Text>
                      <HStack>
                        <UserStatusBadge status={user.status} />
                      </HStack>
                    </Stack>
                  </HStack>

                  <DataList.Root orientation="horizontal" size="sm">
                    <DataList.Item>
                      <DataList.ItemLabel>{t('users.detail.organization')}</DataList.ItemLabel>
                      <DataList.ItemValue data-testid="user-organization">
                        {user.organization?.name ?? t('users.detail.noOrganization')}
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('users.form.phone')}</DataList.ItemLabel>
                      <DataList.ItemValue>{user.phone ?? '—'}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('users.table.createdAt')}</DataList.ItemLabel>
                      <DataList.ItemValue>{date(user.createdAt)}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('users.detail.updatedAt')}</DataList.ItemLabel>
                      <DataList.ItemValue>{date(user.updatedAt)}</DataList.ItemValue>
                    </DataList.Item>
                  </DataList.Root>

                  <Separator />
                  <Stack gap="3" as="section" aria-labelledby="user-roles-heading">
                    <Heading as="h4" size="sm" id="user-roles-heading">
                      {t('users.detail.roles')}
                    </Heading>
                    <UserRolesPanel user={user} roles={roles} capabilities={capabilities} />
                  </Stack>

                  <Separator />
                  <Stack gap="3" as="section" aria-labelledby="user-resources-heading">
                    <Heading as="h4" size="sm" id="user-resources-heading">
                      {t('users.detail.activity')}
                    </Heading>
                    <UserResourceTabs userId={user.id} />
                  </Stack>
                </Stack>
              )}
            </Drawer.Body>
            {user && (capabilities.canWrite || capabilities.canDelete) ? (
              <Drawer.Footer justifyContent="space-between">
                {capabilities.canDelete && user.id !== viewerId ? (
                  <Button variant="ghost" colorPalette="red" onClick={() => onDelete(user)}>
                    <LuTrash2 aria-hidden="true" />
                    {t('users.actions.delete')}
                  </Button>
                ) : (
                  <span />
                )}
                {capabilities.canWrite ? (
                  <Button onClick={() => onEdit(user)}>
                    <LuPencil aria-hidden="true" />
                    {t('users.actions.edit')}
                  </Button>
                ) : null}
              </Drawer.Footer>
            ) : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('users.actions.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
