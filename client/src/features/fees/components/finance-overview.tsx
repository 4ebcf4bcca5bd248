import { Chart, useChart } from '@chakra-ui/charts';
import { Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DateTime } from 'luxon';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { useDates } from '../../../lib/dates-hook';
import { FinanceSummaryDocument } from '../graphql/fees';
import { useMoney } from '../../../lib/use-money';

/** One figure of the dashboard. */
function Figure({
  label,
  value,
  hint,
  warn,
}: {
  label: string;
  value: string;
  hint?: string;
  warn?: boolean;
}) {
  return (
    <Card.Root variant="outline" size="sm" borderColor={warn ? 'orange.emphasized' : undefined}>
      <Card.Body gap="1">
        <Text textStyle="sm" color="fg.muted" fontWeight="medium">
          {label}
        </Text>
        <Text textStyle="2xl" fontWeight="semibold">
          {value}
        </Text>
        {hint ? (
          <Text textStyle="xs" color="fg.muted">
            {hint}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The finance dashboard's top: outstanding, overdue, collected and the collection rate; the last twelve
 * months billed against collected; what each team still owes; the latest payments.
 */
export function FinanceOverview({ organizationId }: { organizationId: string | null }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const dates = useDates();
  const chartId = useId();
  const { data, error } = useQuery(FinanceSummaryDocument, {
    variables: { organizationId },
    fetchPolicy: 'cache-and-network',
  });
  const summary = data?.financeSummary;
  const locale = i18n.resolvedLanguage === 'tr' ? 'tr-TR' : 'en-US';
  const chart = useChart({
    data: (summary?.months ?? []).map((month) => ({
      month: DateTime.fromISO(`${month.month}-01`).setLocale(locale).toFormat('LLL yy'),
      billed: Number(month.billed),
      collected: Number(month.collected),
    })),
    series: [
      { name: 'billed', color: 'blue.solid', label: t('fees.overview.billed') },
      { name: 'collected', color: 'green.solid', label: t('fees.overview.collected') },
    ],
  });
  if (error && !summary) return <ErrorAlert>{t('fees.overview.loadFailed')}</ErrorAlert>;
  if (!summary) return <Skeleton h="40" />;
  const rate = summary.collectionRate;
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
        <Figure label={t('fees.overview.outstanding')} value={money(summary.outstanding, summary.currency)} />
        <Figure
          label={t('fees.overview.overdue')}
          value={money(summary.overdue, summary.currency)}
          hint={t('fees.overview.overdueCount', { count: summary.overdueCount })}
          warn={summary.overdueCount > 0}
        />
        <Figure label={t('fees.overview.collected')} value={money(summary.collected, summary.currency)} />
        <Figure
          label={t('fees.overview.rate')}
          value={
            rate === null || rate === undefined
              ? '—'
              : new Intl.NumberFormat(locale, { style: 'percent' }).format(rate)
          }
          hint={t('fees.overview.rateHint')}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Card.Root variant="outline" as="section" aria-labelledby={chartId}>
          <Card.Body gap="3">
            <Heading as="h2" size="sm" id={chartId}>
              {t('fees.overview.months')}
            </Heading>
            <Chart.Root h="64" chart={chart}>
              <BarChart responsive data={chart.data}>
                <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
                <XAxis dataKey={chart.key('month')} tickLine={false} axisLine={false} />
                <YAxis
                  tickLine={false}
                  axisLine={false}
                  tickFormatter={chart.formatNumber({ notation: 'compact' })}
                />
                <Tooltip cursor={{ fill: chart.color('bg.muted') }} content={<Chart.Tooltip />} />
                <Legend content={<Chart.Legend />} />
                {chart.series.map((item) => (
                  <Bar
                    key={item.name}
                    dataKey={chart.key(item.name)}
                    fill={chart.color(item.color)}
                    isAnimationActive={false}
                  />
                ))}
              </BarChart>
            </Chart.Root>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline" as="section">
          <Card.Body gap="3">
            <Heading as="h2" size="sm">
              {t('fees.overview.byTeam')}
            </Heading>
            {summary.teams.length === 0 ? (
              <Text color="fg.muted">{t('fees.overview.nothingOwed')}</Text>
            ) : (
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('fees.overview.team')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('fees.overview.outstanding')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('fees.overview.overdue')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {summary.teams.map((team) => (
                    <Table.Row key={team.id ?? 'none'}>
                      <Table.Cell>{team.name ?? t('fees.overview.noTeam')}</Table.Cell>
                      <Table.Cell textAlign="end">{money(team.outstanding, summary.currency)}</Table.Cell>
                      <Table.Cell textAlign="end">{money(team.overdue, summary.currency)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
            <Heading as="h2" size="sm" mt="2">
              {t('fees.overview.recent')}
            </Heading>
            {summary.recentPayments.length === 0 ? (
              <Text color="fg.muted">{t('fees.overview.noPayments')}</Text>
            ) : (
              <Stack gap="1">
                {summary.recentPayments.map((payment) => (
                  <HStack key={payment.id} justify="space-between" gap="3" textStyle="sm">
                    <Text truncate>
                      {dates.calendarDate(payment.receivedOn)} · {payment.athleteName} ·{' '}
                      {t(`fees.method.${payment.method}`)}
                    </Text>
                    <Text flexShrink={0}>{money(payment.amount, payment.currency)}</Text>
                  </HStack>
                ))}
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  );
}
