import { useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  OrganizationChoiceField,
  useOrganizationChoices,
} from '../../../components/organization-details/organization-choice';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { PATHS } from '../../../lib/paths';
import { useChangeOrganizationPlan } from '../hooks/use-subscription-mutations';
import { OrganizationPlan } from '../components/organization-plan';
import { PlanCard } from '../components/plan-card';
import {
  MyOrganizationSubscriptionDocument,
  OrganizationSubscriptionDocument,
} from '../graphql/subscription';
import { usePlans } from '../use-plans';

/**
 * fbiad-pages/subscription: the organization's plan and storage (its administrators), the four plans to
 * compare (everyone signed in), and, for a super admin, any organization's plan to change.
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('subscription.title'));
  const organizations = useOrganizationChoices();
  const { superAdmin } = organizations;
  const [params, setParams] = useSearchParams();
  const chosenId = organizations.pick(params.get('organization'));
  const mine = useQuery(MyOrganizationSubscriptionDocument, { skip: !organizations.ready || superAdmin });
  const chosen = useQuery(OrganizationSubscriptionDocument, {
    variables: { id: chosenId ?? '' },
    skip: !superAdmin || chosenId === null,
  });
  const current = superAdmin ? chosen : mine;
  const organization = superAdmin ? chosen.data?.organization : mine.data?.myOrganization;
  const plans = usePlans();
  const [changePlan] = useChangeOrganizationPlan();
  const [pending, setPending] = useState<string | null>(null);

  const switchTo = async (plan: { id: string; name: string }) => {
    if (!organization) return;
    setPending(plan.id);
    try {
      await changePlan(organization.id, plan);
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="6">
      <PageHeader
        title={t('subscription.title')}
        subtitle={t('subscription.subtitle')}
        actions={
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={PATHS.pricingTable}>{t('subscription.comparePlans')}</RouterLink>
          </Link>
        }
      />
      <OrganizationChoiceField
        organizations={organizations}
        value={chosenId}
        onChange={(id) => setParams({ organization: id }, { replace: true })}
      />
      {current.error || organizations.error ? (
        <ErrorAlert retry={{ label: t('subscription.retry'), onRetry: () => void current.refetch() }}>
          {t('subscription.error')}
        </ErrorAlert>
      ) : (current.loading && !organization) || !organizations.ready ? (
        <Skeleton h="40" rounded="l3" />
      ) : organization ? (
        <OrganizationPlan
          organization={organization}
          plan={plans.plans.find((plan) => plan.id === organization.plan?.id)}
          price={plans.price}
        />
      ) : (
        <Text color="fg.muted">{t('subscription.noOrganization')}</Text>
      )}

      <Stack as="section" gap="4" aria-labelledby="subscription-plans">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="lg" id="subscription-plans">
            {t('subscription.plans')}
          </Heading>
        </HStack>
        {plans.error ? (
          <ErrorAlert retry={{ label: t('subscription.retry'), onRetry: plans.refetch }}>
            {t('subscription.plansError')}
          </ErrorAlert>
        ) : plans.loading ? (
          <Skeleton h="80" rounded="l3" />
        ) : plans.plans.length === 0 ? (
          <Text color="fg.muted">{t('subscription.noPlans')}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
            {plans.plans.map((plan) => {
              const isCurrent = organization?.plan?.id === plan.id;
              return (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  headingLevel="h3"
                  price={plans.price(plan)}
                  storage={plans.storage(plan)}
                  badge={isCurrent ? t('subscription.currentBadge') : undefined}
                  action={
                    superAdmin && organization && !isCurrent ? (
                      <Button
                        variant="outline"
                        w="full"
                        loading={pending === plan.id}
                        disabled={pending !== null}
                        onClick={() => void switchTo(plan)}
                      >
                        {t('subscription.switchTo', { plan: plan.name })}
                      </Button>
                    ) : undefined
                  }
                />
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
