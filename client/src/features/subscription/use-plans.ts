import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionPlanFieldsFragment } from '../../generated/graphql';
import { formatBytes } from '../../lib/format-bytes';
import { formatMoney } from '../../lib/money';
import { SubscriptionPlansDocument } from './graphql/subscription';

export type Plan = SubscriptionPlanFieldsFragment;

/** Plans are priced in US dollars (subscription_plans.price). */
const PLAN_CURRENCY = 'USD';

/** The plans from the server (in the interface language: the request's Accept-Language) and their words. */
export function usePlans() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const plans = useQuery(SubscriptionPlansDocument);
  const price = useCallback((plan: Plan) => formatMoney(plan.price, language, PLAN_CURRENCY), [language]);
  const storage = useCallback(
    (plan: Plan) =>
      plan.storageQuotaBytes === null || plan.storageQuotaBytes === undefined
        ? t('subscription.unlimitedStorage')
        : t('subscription.storage', { quota: formatBytes(plan.storageQuotaBytes, language) }),
    [language, t],
  );
  return {
    plans: plans.data?.subscriptionPlans ?? [],
    loading: plans.loading && !plans.data,
    error: plans.error,
    refetch: () => void plans.refetch(),
    price,
    storage,
  };
}
