import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { appToaster } from '../../../components/ui/toaster';
import type { OrganizationPatch } from '../../../generated/graphql';
import { dataOrThrow } from '../../../lib/apollo/use-cache-mutation';
import { useFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import { UpdateOrganizationSettingsDocument } from '../graphql/organization-settings';

/**
 * Saves the settings form. The answer carries the organization's id, so the cache updates every view
 * of it; a success is toasted. A refusal rejects, for the form to show above and on its fields.
 */
export function useSaveOrganizationSettings() {
  const { t } = useTranslation();
  const [update, state] = useFeatureMutation(UpdateOrganizationSettingsDocument, 'organization-settings');
  const save = useCallback(
    async (id: string, input: OrganizationPatch) => {
      const data = dataOrThrow(await update({ variables: { id, input }, handledByCaller: true }));
      appToaster.create({ type: 'success', title: t('organization-settings.saved') });
      return data.updateOrganization;
    },
    [update, t],
  );
  return [save, state] as const;
}
