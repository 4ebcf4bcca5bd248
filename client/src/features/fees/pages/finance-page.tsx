import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FilterSelect,
  RecordListPage,
  useRecordList,
  useTableSearchParams,
  type ListColumn,
} from '../../../components/data-table';
import {
  OrganizationChoiceField,
  useOrganizationChoices,
} from '../../../components/organization-details/organization-choice';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { InvoiceRowFragment, InvoiceStatus } from '../../../generated/graphql';
import { useDates } from '../../../lib/dates-hook';
import { FeePlansPanel } from '../components/fee-plans-panel';
import { FinanceOverview } from '../components/finance-overview';
import { MoneyAdminsPanel } from '../components/money-admins-panel';
import { InvoiceDrawer } from '../components/invoice-drawer';
import { InvoiceStatusBadge } from '../components/invoice-status-badge';
import { InvoicesPageDocument, MoneyAccessDocument } from '../graphql/fees';
import { useMoney } from '../../../lib/use-money';

const STATUSES: readonly InvoiceStatus[] = ['OVERDUE', 'ISSUED', 'PARTLY_PAID', 'PAID', 'VOID'];
const isStatus = (value: string): value is InvoiceStatus => (STATUSES as readonly string[]).includes(value);

/**
 * dashboards/finance: for the admins who handle money, the dashboard, the fee plans and every invoice;
 * for a guardian, their children's invoices. Both open an invoice in a drawer.
 */
export function FinancePage() {
  const { t } = useTranslation();
  const dates = useDates();
  const money = useMoney();
  // What to offer comes from the server's own policy (fees.policy.ts), which decides every call anyway.
  const access = useQuery(MoneyAccessDocument).data?.moneyAccess;
  const manage = access?.manage ?? false;
  const keepsPlans = access?.plans ?? false;
  const title = t(manage ? 'fees.title' : 'fees.familyTitle');
  useDocumentTitle(title);
  const table = useTableSearchParams({
    defaults: { status: '', open: '', sort: '', archived: '', organization: '' },
  });
  const { params, setParam } = table;
  // A super admin works on one organization at a time, chosen here; everyone else on their own.
  const organizations = useOrganizationChoices();
  const organizationId = organizations.pick(params.organization);
  const status = isStatus(params.status) ? params.status : null;
  const list = useRecordList(
    'fees',
    InvoicesPageDocument,
    { organizationId, status, query: table.search || null },
    (data) => data.invoices,
  );

  const columns = useMemo<ListColumn<InvoiceRowFragment>[]>(
    () => [
      {
        id: 'number',
        header: t('fees.columns.number'),
        cell: (row) => (
          <Stack gap="0.5" minW="0">
            <Text fontWeight="medium">{row.number}</Text>
            <Text textStyle="sm" color="fg.muted">
              {row.athleteName}
            </Text>
          </Stack>
        ),
        csv: (row) => row.number ?? '',
      },
      { id: 'athlete', header: t('fees.columns.athlete'), csv: (row) => row.athleteName, csvOnly: true },
      {
        id: 'period',
        header: t('fees.columns.period'),
        cell: (row) => `${row.period}/${row.periods}`,
        csv: (row) => `${row.period}/${row.periods}`,
        from: 'md',
      },
      {
        id: 'due',
        header: t('fees.columns.due'),
        cell: (row) => dates.calendarDate(row.dueOn),
        csv: (row) => row.dueOn,
        from: 'sm',
      },
      {
        id: 'total',
        header: t('fees.columns.total'),
        cell: (row) => money(row.total, row.currency),
        csv: (row) => row.total,
        from: 'md',
      },
      {
        id: 'outstanding',
        header: t('fees.columns.outstanding'),
        cell: (row) => money(row.outstanding, row.currency),
        csv: (row) => row.outstanding,
      },
      {
        id: 'status',
        header: t('fees.columns.status'),
        cell: (row) => <InvoiceStatusBadge status={row.status} />,
        csv: (row) => t(`fees.status.${row.status}`),
      },
    ],
    [t, dates, money],
  );

  return (
    <RecordListPage
      ns="fees"
      title={title}
      subtitle={
        <Stack gap="5">
          <Text>{manage ? t('fees.subtitle') : t('fees.familySubtitle')}</Text>
          <OrganizationChoiceField
            organizations={organizations}
            value={organizationId}
            onChange={(id) => setParam('organization', id)}
          />
          {manage ? <FinanceOverview organizationId={organizationId} /> : null}
          {manage ? <FeePlansPanel canCreate={keepsPlans} organizationId={organizationId} /> : null}
          <MoneyAdminsPanel organizationId={organizationId} />
        </Stack>
      }
      table={table}
      showArchived={false}
      filters={
        <FilterSelect
          label={t('fees.filters.status')}
          allLabel={t('fees.filters.allStatuses')}
          value={params.status}
          options={STATUSES.map((value) => ({ value, label: t(`fees.status.${value}`) }))}
          onChange={(value) => setParam('status', value)}
        />
      }
      columns={columns}
      list={list}
      onOpen={(row) => setParam('open', row.id)}
      tableSort={null}
      onSortChange={() => undefined}
    >
      <InvoiceDrawer id={params.open || null} manage={manage} onClose={() => setParam('open', '')} />
    </RecordListPage>
  );
}
