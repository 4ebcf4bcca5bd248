import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { appToaster } from '../../../components/ui/toaster';
import { useFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import { ChangeOrganizationPlanDocument } from '../graphql/subscription';

/**
 * Puts an organization on a plan (a super admin's change). The answer carries the organization's id, so
 * every view of it updates; a success is toasted, a refusal too, from the feature's errors table.
 */
export function useChangeOrganizationPlan() {
  const { t } = useTranslation();
  const [update, state] = useFeatureMutation(ChangeOrganizationPlanDocument, 'subscription');
  const change = useCallback(
    async (organizationId: string, plan: { id: string; name: string }) => {
      const outcome = await update({
        variables: { id: organizationId, planId: plan.id },
        failureTitle: t('subscription.changeFailed'),
      });
      if (outcome.ok) {
        appToaster.create({ type: 'success', title: t('subscription.changed', { plan: plan.name }) });
      }
    },
    [update, t],
  );
  return [change, state] as const;
}
