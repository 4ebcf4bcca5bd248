import { featureErrors } from '../../../lib/apollo/feature-errors';
import { Badge, Button, Field, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuX } from 'react-icons/lu';
import { describeApiError } from '../../../lib/apollo/errors';
import type { AdminUserRowFragment, RoleKey, ScopeType } from '../../../generated/graphql';
import { useAssignRole, useUnassignRole } from '../hooks/use-user-mutations';
import { scopeTypeForRole, type UsersCapabilities } from '../users-permissions';
import { RoleOptions } from './user-options';
import { RoleScopePicker, useRoleScopeOptions, type RoleScope } from './role-scope-picker';
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
  const [assign, assigning] = useAssignRole();
  const [unassign, unassigning] = useUnassignRole();
  const error = assigning.error ?? unassigning.error;
  const failure = useMemo(() => (error ? describeApiError(error) : null), [error]);
  const held = new Set(user.roles.map((assignment) => assignment.roleId));
  const available = roles.filter((role) => !held.has(role.id));
  const [roleId, setRoleId] = useState('');
  const [pickedScope, setPickedScope] = useState<RoleScope | null>(null);
  const chosen = available.find((role) => role.id === roleId) ?? null;
  const roleScopeType = chosen ? scopeTypeForRole(chosen.key) : null;
  // The scopes are picked by name (roleScopeOptions), never typed as ids. Member roles (parent, company,
  // regular user) hold their organization or one of its teams; admin roles hold their own kind.
  const scopeOptions = useRoleScopeOptions(user.organizationId ?? null, !capabilities.canManageRoles);
  const pickerTypes: ScopeType[] =
    chosen && MEMBER_ROLES.includes(chosen.key)
      ? ['team']
      : roleScopeType === 'branch' || roleScopeType === 'department'
        ? [roleScopeType]
        : [];
  const scopeType = pickedScope?.type ?? roleScopeType;
  // An organization grant (and a member role without a team picked) is the user's own organization.
  const effectiveScopeId =
    pickedScope?.id ?? (roleScopeType === 'organization' ? (user.organizationId ?? '') : '');

  const give = async () => {
    if (!chosen) return;
    try {
      await assign({
        userId: user.id,
        roleId: chosen.id,
        scopeType,
        scopeId: scopeType ? effectiveScopeId.trim() || null : null,
      });
      appToaster.create({ type: 'success', title: t('users.rolesPanel.assigned') });
      setRoleId('');
      setPickedScope(null);
    } catch {
      // Shown below.
    }
  };

  const take = async (id: string) => {
    try {
      await unassign({ userId: user.id, roleId: id });
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
                  {/* A grant on the user's own organization reads by its name; a branch or department
                      grant by the kind of scope (the API names those only by id), never the raw id. */}
                  {assignment.scopeType === 'organization' &&
                  assignment.scopeId !== null &&
                  assignment.scopeId === user.organization?.id
                    ? t('users.rolesPanel.scopedOrganization', { name: user.organization.name })
                    : assignment.scopeId && scopeOptions.byId.get(assignment.scopeId)
                      ? t('users.rolesPanel.scoped', {
                          scope: `${t(`users.rolesPanel.scopeTypes.${scopeLabel(assignment.scopeType ?? '')}`)}: ${scopeOptions.byId.get(assignment.scopeId)?.name ?? ''}`,
                        })
                      : assignment.scopeType
                        ? t('users.rolesPanel.scoped', {
                            scope: t(`users.rolesPanel.scopeTypes.${scopeLabel(assignment.scopeType)}`),
                          })
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
              <NativeSelect.Field
                value={roleId}
                onChange={(event) => {
                  setRoleId(event.target.value);
                  setPickedScope(null);
                }}
              >
                <option value="">{t('users.rolesPanel.chooseRole')}</option>
                <RoleOptions roles={available} />
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {pickerTypes.length > 0 ? (
            <Field.Root>
              <Field.Label>{t('users.rolesPanel.scope')}</Field.Label>
              <RoleScopePicker
                label={t('users.rolesPanel.scope')}
                options={scopeOptions.options}
                types={pickerTypes}
                value={pickedScope}
                onChange={setPickedScope}
              />
              <Field.HelperText>{t('users.rolesPanel.scopeHint')}</Field.HelperText>
            </Field.Root>
          ) : null}
          {roleScopeType === 'organization' && pickedScope === null && user.organizationId ? (
            // The grant applies inside the user's own organization; its id is not something to type.
            <Badge alignSelf="start" variant="subtle">
              {user.organization
                ? t('users.rolesPanel.scopedOrganization', { name: user.organization.name })
                : t('users.rolesPanel.scopedOwnOrganization')}
            </Badge>
          ) : chosen && roleScopeType === null ? (
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

      {failure ? <ErrorAlert>{featureErrors(t, 'users').describe(failure)}</ErrorAlert> : null}
    </Stack>
  );
}

/** The member roles: their grant is the organization, or one team of it. */
const MEMBER_ROLES: readonly RoleKey[] = ['parent', 'company', 'user'];

function scopeLabel(scopeType: string): 'organization' | 'branch' | 'department' | 'team' {
  return scopeType === 'branch' || scopeType === 'department' || scopeType === 'team'
    ? scopeType
    : 'organization';
}
