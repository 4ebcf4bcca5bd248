import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../use-plans';
import { PlanFeatures } from './plan-card';

interface PlansTableProps {
  plans: readonly Plan[];
  price: (plan: Plan) => string;
  storage: (plan: Plan) => string;
}

/** The plans side by side: a column each, a row for the price, the storage, the use and the features. */
export function PlansTable({ plans, price, storage }: PlansTableProps) {
  const { t } = useTranslation();
  const rows = [
    {
      key: 'price',
      cell: (plan: Plan) => (
        <Text>
          <Text as="span" fontWeight="bold" textStyle="lg">
            {price(plan)}
          </Text>{' '}
          <Text as="span" color="fg.muted" textStyle="sm">
            {t('subscription.perMonth')}
          </Text>
        </Text>
      ),
    },
    { key: 'storage', cell: (plan: Plan) => storage(plan) },
    { key: 'description', cell: (plan: Plan) => plan.description },
    { key: 'features', cell: (plan: Plan) => <PlanFeatures plan={plan} /> },
  ] as const;
  return (
    // Scrolls on its own on a narrow screen; the first column stays in view.
    <Table.ScrollArea
      borderWidth="1px"
      rounded="l3"
      tabIndex={0}
      aria-label={t('subscription.pricing.compare')}
    >
      <Table.Root size="md" minW="3xl" w="full" tableLayout="fixed" interactive={false}>
        <Table.Caption srOnly>{t('subscription.pricing.compare')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader position="sticky" left="0" bg="bg" zIndex="1" w="40">
              <Text srOnly>{t('subscription.pricing.plan')}</Text>
            </Table.ColumnHeader>
            {plans.map((plan) => (
              <Table.ColumnHeader key={plan.id} scope="col" textStyle="md" fontWeight="semibold">
                {plan.name}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key} verticalAlign="top">
              <Table.ColumnHeader scope="row" position="sticky" left="0" bg="bg" zIndex="1">
                {t(`subscription.pricing.rows.${row.key}`)}
              </Table.ColumnHeader>
              {plans.map((plan) => (
                <Table.Cell key={plan.id} whiteSpace="normal">
                  {row.cell(plan)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
