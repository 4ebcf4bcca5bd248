import { Box, Card, Flex, Heading, SimpleGrid, Stack, StackSeparator, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PlanCard } from '../components/plan-card';
import { PlansTable } from '../components/plans-table';
import { PricingFrame } from '../components/pricing-frame';

// pages/pricing/{modern,simple,single,table} (spec 000 §2): the same four plans from the server in
// four layouts, with their prices, storage and features in the interface language.

/** pages/pricing/modern: a card per plan, side by side. */
export function ModernPricingPage() {
  return (
    <PricingFrame>
      {({ plans, price, storage }) => (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4" alignItems="stretch">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} price={price(plan)} storage={storage(plan)} />
          ))}
        </SimpleGrid>
      )}
    </PricingFrame>
  );
}

/** pages/pricing/simple: one line per plan: what it is for, its storage and its price. */
export function SimplePricingPage() {
  const { t } = useTranslation();
  return (
    <PricingFrame>
      {({ plans, price, storage }) => (
        <Card.Root maxW="4xl">
          <Card.Body p="0">
            <Stack as="ul" gap="0" separator={<StackSeparator />} listStyleType="none">
              {plans.map((plan) => (
                <Flex
                  as="li"
                  key={plan.id}
                  data-testid={`plan-${plan.id}`}
                  direction={{ base: 'column', sm: 'row' }}
                  justify="space-between"
                  align={{ base: 'start', sm: 'center' }}
                  gap="3"
                  px="5"
                  py="4"
                >
                  <Stack gap="1" minW="0">
                    <Heading as="h2" size="md">
                      {plan.name}
                    </Heading>
                    <Text color="fg.muted" textStyle="sm">
                      {plan.description}
                    </Text>
                    <Text textStyle="sm">{storage(plan)}</Text>
                  </Stack>
                  <Text flexShrink="0" whiteSpace="nowrap">
                    <Text as="span" textStyle="2xl" fontWeight="bold">
                      {price(plan)}
                    </Text>{' '}
                    <Text as="span" color="fg.muted">
                      {t('subscription.perMonth')}
                    </Text>
                  </Text>
                </Flex>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </PricingFrame>
  );
}

/** pages/pricing/single: one plan at a time, chosen from tabs (arrow keys move between them). */
export function SinglePricingPage() {
  const { t } = useTranslation();
  return (
    <PricingFrame>
      {({ plans, price, storage }) => (
        <Box maxW="xl">
          <Tabs.Root defaultValue={plans[Math.min(1, plans.length - 1)]!.id} variant="enclosed" fitted>
            <Tabs.List aria-label={t('subscription.pricing.choosePlan')} overflowX="auto" maxW="full">
              {plans.map((plan) => (
                <Tabs.Trigger key={plan.id} value={plan.id}>
                  {plan.name}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {plans.map((plan) => (
              <Tabs.Content key={plan.id} value={plan.id}>
                <PlanCard plan={plan} price={price(plan)} storage={storage(plan)} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Box>
      )}
    </PricingFrame>
  );
}

/** pages/pricing/table: the plans compared in one table. */
export function TablePricingPage() {
  return <PricingFrame>{(plans) => <PlansTable {...plans} />}</PricingFrame>;
}
