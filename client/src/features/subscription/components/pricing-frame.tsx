import { Button, Flex, Skeleton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { PATHS } from '../../../lib/paths';
import { usePlans } from '../use-plans';

/** The four pricing layouts, in the menu's order. */
export const PRICING_LAYOUTS = [
  { key: 'modern', path: PATHS.pricingModern },
  { key: 'simple', path: PATHS.pricingSimple },
  { key: 'single', path: PATHS.pricingSingle },
  { key: 'table', path: PATHS.pricingTable },
] as const;

/** Links between the four pricing layouts; the current one is marked for assistive technology. */
export function PricingLayouts() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Flex as="nav" aria-label={t('subscription.pricing.layouts')} gap="2" wrap="wrap">
      {PRICING_LAYOUTS.map((layout) => {
        const current = pathname === layout.path;
        return (
          <Button key={layout.key} asChild size="sm" variant={current ? 'solid' : 'outline'}>
            <RouterLink to={layout.path} aria-current={current ? 'page' : undefined}>
              {t(`subscription.pricing.layout.${layout.key}`)}
            </RouterLink>
          </Button>
        );
      })}
    </Flex>
  );
}

/**
 * A pricing page: its header and the layouts' links, then `children` with the plans once they are
 * loaded (a skeleton while they load, an alert with a retry when they could not be).
 */
export function PricingFrame({ children }: { children: (plans: ReturnType<typeof usePlans>) => ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('subscription.pricing.title'));
  const plans = usePlans();
  return (
    <Stack gap="6">
      <PageHeader title={t('subscription.pricing.title')} subtitle={t('subscription.pricing.subtitle')} />
      <PricingLayouts />
      {plans.error ? (
        <ErrorAlert retry={{ label: t('subscription.retry'), onRetry: plans.refetch }}>
          {t('subscription.plansError')}
        </ErrorAlert>
      ) : plans.loading ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4" aria-busy="true">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} h="80" rounded="l3" />
          ))}
        </SimpleGrid>
      ) : plans.plans.length === 0 ? (
        <Text color="fg.muted">{t('subscription.noPlans')}</Text>
      ) : (
        children(plans)
      )}
    </Stack>
  );
}
