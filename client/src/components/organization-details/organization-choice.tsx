import { Field, NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useViewerGrants } from '../../lib/viewer/use-viewer-permissions';
import { OrganizationChoicesDocument } from './graphql';

export interface OrganizationChoices {
  /** Grants are known. */
  ready: boolean;
  /** The viewer belongs to no organization and picks one (a super admin). */
  superAdmin: boolean;
  choices: readonly { id: string; name: string }[];
  loading: boolean;
  error: unknown;
  /** The organization a page shows: `wanted` when it is one of the choices, else the first; null for anyone else. */
  pick: (wanted: string | null | undefined) => string | null;
}

/**
 * The organizations a super admin chooses from on a page about one organization (its plan, its money);
 * everyone else works on their own organization and chooses nothing.
 */
export function useOrganizationChoices(): OrganizationChoices {
  const { grants, error: grantsError } = useViewerGrants();
  const superAdmin = (grants ?? []).some((grant) => grant.role.key === 'super_admin');
  const organizations = useQuery(OrganizationChoicesDocument, { skip: !superAdmin });
  const choices = organizations.data?.organizations.nodes ?? [];
  return {
    ready: grants !== undefined || grantsError !== undefined,
    superAdmin,
    choices,
    loading: organizations.loading,
    error: organizations.error,
    pick: (wanted) =>
      !superAdmin ? null : ((choices.find((choice) => choice.id === wanted) ?? choices[0])?.id ?? null),
  };
}

/** The super admin's organization select; nothing for anyone else. */
export function OrganizationChoiceField({
  organizations,
  value,
  onChange,
}: {
  organizations: OrganizationChoices;
  value: string | null;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  if (!organizations.superAdmin) return null;
  return (
    <Field.Root maxW="sm">
      <Field.Label>{t('organization-details.choice')}</Field.Label>
      <NativeSelect.Root disabled={organizations.loading}>
        <NativeSelect.Field
          name="organization"
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
        >
          {organizations.choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
