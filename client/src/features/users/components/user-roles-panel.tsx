import { Badge, Button, Field, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuX } from 'react-icons/lu';
import { describeApiError } from '../../../lib/apollo/errors';
import type { AdminUserRowFragment, RoleKey } from '../../../generated/graphql';
import { AssignUserRoleDocument, UnassignUserRoleDocument } from '../graphql/users';
import { usersErrorMessage } from '../users-errors';
import { scopeTypeForRole, type UsersCapabilities } from '../users-permissions';
import { RoleOptions } from './user-options';
import { appToaster } from '../../../components/ui/toaster';
import { ErrorAlert } from '../../../components/ui/error-alert';

interface RoleOption {
  id: string;
  key: RoleKey;
}

interface UserRolesPanelProps {
  user: AdminUserRowFragment;
  roles: readonly RoleOption[];
  capabilities: UsersCapabilities;
}

/** The user's roles with their scope; admins may give one (with its scope) or take one away. */
export function UserRolesPanel({ user, roles, capabilities }: UserRolesPanelProps) {
  const { t } = useTranslation();
  const refetchQueries = ['UserDetail', 'UsersPage'];
  const [assign, assigning] = useMutation(AssignUserRoleDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const [unassign, unassigning] = useMutation(UnassignUserRoleDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const error = assigning.error ?? unassigning.error;
  const failure = useMemo(() => (error ? describeApiError(error) : null), [error]);
  const held = new Set(user.roles.map((assignment) => assignment.roleId));
  const available = roles.filter((role) => !held.has(role.id));
  const [roleId, setRoleId] = useState('');
  const [scopeId, setScopeId] = useState('');
  const chosen = available.find((role) => role.id === roleId) ?? null;
  const scopeType = chosen ? scopeTypeForRole(chosen.key) : null;
  // An organization grant defaults to the user's own organization.
  const effectiveScopeId =
    scopeType === 'organization' && scopeId === '' ? (user.organizationId ?? '') : scopeId;

  const give = async () => {
    if (!chosen) return;
    try {
      await assign({
        variables: {
          userId: user.id,
          roleId: chosen.id,
          scopeType,
          scopeId: scopeType ? effectiveScopeId.trim() || null : null,
        },
      });
      appToaster.create({ type: 'success', title: t('users.rolesPanel.assigned') });
      setRoleId('');
      setScopeId('');
    } catch {
      // Shown below.
    }
  };

  const take = async (id: string) => {
    try {
      await unassign({ variables: { userId: user.id, roleId: id } });
      appToaster.create({ type: 'success', title: t('users.rolesPanel.unassigned') });
    } catch {
      // Shown below.
    }
  };

  return (
    <Stack gap="4">
      {user.roles.length === 0 ? (
        <Text color="fg.muted">{t('users.rolesPanel.none')}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyle="none">
          {user.roles.map((assignment) => (
            <HStack as="li" key={assignment.id} justify="space-between" p="3" borderWidth="1px" rounded="l2">
              <Stack gap="0.5" minW="0">
                <Text fontWeight="medium">{t(`users.roles.${assignment.role.key}`)}</Text>
                <Text textStyle="xs" color="fg.muted" truncate>
                  {/* The API names a scope only by its id (no organization, branch or department names
                      yet): the kind of scope is shown, never the raw id. */}
                  {assignment.scopeType
                    ? t(
                        assignment.scopeType === 'organization' &&
                          assignment.scopeId !== null &&
                          assignment.scopeId === user.organizationId
                          ? 'users.rolesPanel.scopedOwnOrganization'
                          : 'users.rolesPanel.scoped',
                        { scope: t(`users.rolesPanel.scopeTypes.${scopeLabel(assignment.scopeType)}`) },
                      )
                    : t('users.rolesPanel.global')}
                </Text>
              </Stack>
              {capabilities.canManageRoles ? (
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('users.rolesPanel.unassign', {
                    role: t(`users.roles.${assignment.role.key}`),
                  })}
                  loading={unassigning.loading}
                  onClick={() => void take(assignment.roleId)}
                >
                  <LuX />
                </IconButton>
              ) : null}
            </HStack>
          ))}
        </Stack>
      )}

      {capabilities.canManageRoles && available.length > 0 ? (
        <Stack gap="3" p="3" borderWidth="1px" borderStyle="dashed" rounded="l2">
          <Field.Root>
            <Field.Label>{t('users.rolesPanel.role')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={roleId} onChange={(event) => setRoleId(event.target.value)}>
                <option value="">{t('users.rolesPanel.chooseRole')}</option>
                <RoleOptions roles={available} />
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {scopeType === 'organization' && user.organizationId ? (
            // The grant applies inside the user's own organization; its id is not something to type.
            <Badge alignSelf="start" variant="subtle">
              {t('users.rolesPanel.scopedOwnOrganization', {
                scope: t('users.rolesPanel.scopeTypes.organization'),
              })}
            </Badge>
          ) : scopeType ? (
            <Field.Root>
              <Field.Label>
                {t('users.rolesPanel.scopeId', {
                  scope: t(`users.rolesPanel.scopeTypes.${scopeType}`),
                })}
              </Field.Label>
              <Input
                size="sm"
                value={effectiveScopeId}
                onChange={(event) => setScopeId(event.target.value)}
                spellCheck={false}
              />
              <Field.HelperText>{t('users.rolesPanel.scopeHint')}</Field.HelperText>
            </Field.Root>
          ) : chosen ? (
            <Badge alignSelf="start" variant="subtle">
              {t('users.rolesPanel.global')}
            </Badge>
          ) : null}
          <Button
            size="sm"
            alignSelf="start"
            disabled={!chosen || (scopeType !== null && effectiveScopeId.trim() === '')}
            loading={assigning.loading}
            onClick={() => void give()}
          >
            <LuPlus aria-hidden="true" />
            {t('users.rolesPanel.assign')}
          </Button>
        </Stack>
      ) : null}

      {failure ? <ErrorAlert>{usersErrorMessage(failure, t)}</ErrorAlert> : null}
    </Stack>
  );
}

function scopeLabel(scopeType: string): 'organization' | 'branch' | 'department' {
  return scopeType === 'branch' || scopeType === 'department' ? scopeType : 'organization';
}
