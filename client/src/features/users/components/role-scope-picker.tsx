import { NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../generated';
import type { ScopeType } from '../../../generated/graphql';

// The scopes the signed-in admin may grant roles in, by name (schema/teams.graphql roleScopeOptions).
export const RoleScopeOptionsDocument = graphql(`
  query RoleScopeOptions($organizationId: ID) {
    roleScopeOptions(organizationId: $organizationId, first: 500) {
      type
      id
      name
      detail
      organizationId
    }
  }
`);

export interface RoleScope {
  type: ScopeType;
  id: string;
}

/** The scopes of one organization the admin may grant in, and a lookup of their names by id. */
export function useRoleScopeOptions(organizationId: string | null, skip = false) {
  const { data, loading } = useQuery(RoleScopeOptionsDocument, {
    variables: { organizationId },
    skip,
  });
  return useMemo(() => {
    const options = data?.roleScopeOptions ?? [];
    return { options, byId: new Map(options.map((option) => [option.id, option])), loading };
  }, [data, loading]);
}

const SCOPE_TYPES: readonly ScopeType[] = ['organization', 'branch', 'department', 'team'];

interface RoleScopePickerProps {
  label: string;
  options: ReturnType<typeof useRoleScopeOptions>['options'];
  /** The kinds of scope the role may take. */
  types: readonly ScopeType[];
  value: RoleScope | null;
  onChange: (scope: RoleScope | null) => void;
}

/** Picks a role's scope by name, grouped by kind: a team reads as a team, with its branch and season. */
export function RoleScopePicker({ label, options, types, value, onChange }: RoleScopePickerProps) {
  const { t } = useTranslation();
  const groups = SCOPE_TYPES.filter((type) => types.includes(type)).map((type) => ({
    type,
    options: options.filter((option) => option.type === type),
  }));
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field
        aria-label={label}
        value={value ? `${value.type}:${value.id}` : ''}
        onChange={(event) => {
          const [type, id] = event.target.value.split(':') as [ScopeType, string];
          onChange(event.target.value ? { type, id } : null);
        }}
      >
        <option value="">{t('users.rolesPanel.chooseScope')}</option>
        {groups.map((group) =>
          group.options.length === 0 ? null : (
            <optgroup key={group.type} label={t(`users.rolesPanel.scopeTypes.${group.type}`)}>
              {group.options.map((option) => (
                <option key={option.id} value={`${option.type}:${option.id}`}>
                  {t(`users.rolesPanel.scopeTypes.${option.type}`)}: {option.name}
                  {option.detail ? ` (${option.detail})` : ''}
                </option>
              ))}
            </optgroup>
          ),
        )}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
