import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCopy } from 'react-icons/lu';
import { Link as RouterLink, generatePath } from 'react-router';
import {
  FilterSelect,
  RecordListPage,
  useRecordList,
  useTableSearchParams,
  type ListColumn,
} from '../../../components/data-table';
import { appToaster } from '../../../components/ui/toaster';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { RegistrationRowFragment, RegistrationStatus } from '../../../generated/graphql';
import { useDates } from '../../../lib/dates-hook';
import { PATHS } from '../../../lib/paths';
import { ErasureRequestsNotice } from '../components/erasure-requests-notice';
import { RegistrationDrawer } from '../components/registration-drawer';
import { RegistrationStatusBadge } from '../components/registration-status-badge';
import {
  RegistrationCountsDocument,
  RegistrationQueueContextDocument,
  RegistrationsPageDocument,
} from '../graphql/registrations';

export const STATUSES: readonly RegistrationStatus[] = ['pending', 'waitlisted', 'approved', 'rejected'];
const isStatus = (value: string): value is RegistrationStatus =>
  (STATUSES as readonly string[]).includes(value);

/** fbiad-pages/sign-up: the school's registration queue, by status with counts, by team, searched. */
export function RegistrationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('registrations.title'));
  const dates = useDates();
  const table = useTableSearchParams({
    defaults: { status: 'pending', team: '', open: '', sort: '', archived: '' },
  });
  const { params, setParam } = table;
  const status = isStatus(params.status) ? params.status : null;
  const teamId = params.team || null;
  const list = useRecordList(
    'registrations',
    RegistrationsPageDocument,
    { status, teamId, query: table.search || null },
    (data) => data.registrations,
  );
  const counts = useQuery(RegistrationCountsDocument, { variables: { teamId } }).data?.registrationCounts;
  const context = useQuery(RegistrationQueueContextDocument).data;
  const slug = context?.me.organization?.slug ?? null;
  const publicPath = slug ? generatePath(PATHS.register, { organizationSlug: slug }) : null;

  const columns = useMemo<ListColumn<RegistrationRowFragment>[]>(
    () => [
      {
        id: 'child',
        header: t('registrations.columns.child'),
        cell: (row) => (
          <Stack gap="0.5" minW="0">
            <Text fontWeight="medium">
              {row.firstName} {row.lastName}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {dates.calendarDate(row.birthDate)} · {t(`registrations.gender.${row.gender}`)}
            </Text>
          </Stack>
        ),
        csv: (row) => `${row.firstName} ${row.lastName}`,
      },
      {
        id: 'team',
        header: t('registrations.columns.team'),
        cell: (row) => row.team.name,
        csv: (row) => row.team.name,
        from: 'sm',
      },
      {
        id: 'guardians',
        header: t('registrations.columns.guardians'),
        cell: (row) => (
          <Stack gap="0.5">
            {row.guardians.map((guardian) => (
              <Text key={guardian.id} textStyle="sm">
                {guardian.firstName} {guardian.lastName}
              </Text>
            ))}
          </Stack>
        ),
        csv: (row) => row.guardians.map((g) => `${g.firstName} ${g.lastName}`).join('; '),
        from: 'md',
      },
      {
        id: 'submitted',
        header: t('registrations.columns.submitted'),
        cell: (row) => dates.relative(row.submittedAt),
        csv: (row) => row.submittedAt,
        from: 'lg',
      },
      {
        id: 'status',
        header: t('registrations.columns.status'),
        cell: (row) => (
          <RegistrationStatusBadge
            status={row.status}
            waitlistPosition={row.waitlistPosition}
            offerExpiresAt={row.offerExpiresAt}
          />
        ),
        csv: (row) => t(`registrations.status.${row.status}`),
      },
      {
        id: 'birthDate',
        header: t('registrations.columns.birthDate'),
        csv: (row) => row.birthDate,
        csvOnly: true,
      },
      {
        id: 'email',
        header: t('registrations.columns.email'),
        csv: (row) => row.guardians[0]?.email ?? '',
        csvOnly: true,
      },
      {
        id: 'phone',
        header: t('registrations.columns.phone'),
        csv: (row) => row.guardians[0]?.phone ?? '',
        csvOnly: true,
      },
    ],
    [t, dates],
  );

  const label = (value: RegistrationStatus) =>
    counts
      ? t('registrations.count', { label: t(`registrations.status.${value}`), count: counts[value] })
      : t(`registrations.status.${value}`);

  return (
    <RecordListPage
      ns="registrations"
      subtitle={
        <Stack gap="1">
          <Text>{t('registrations.subtitle')}</Text>
          {publicPath ? (
            <HStack gap="2" wrap="wrap">
              <Text color="fg.muted">{t('registrations.publicLink')}:</Text>
              <Link asChild color="brand.fg">
                <RouterLink to={publicPath}>{`${window.location.origin}${publicPath}`}</RouterLink>
              </Link>
              <Button
                size="xs"
                variant="ghost"
                aria-label={t('registrations.copyLink')}
                onClick={() => {
                  void navigator.clipboard
                    ?.writeText(`${window.location.origin}${publicPath}`)
                    .then(() => appToaster.create({ type: 'success', title: t('registrations.copied') }));
                }}
              >
                <LuCopy aria-hidden="true" />
              </Button>
            </HStack>
          ) : null}
          <ErasureRequestsNotice />
        </Stack>
      }
      table={table}
      showArchived={false}
      filters={
        <>
          <FilterSelect
            label={t('registrations.filters.status')}
            value={status ?? 'all'}
            options={[
              { value: 'all', label: t('registrations.filters.allStatuses') },
              ...STATUSES.map((value) => ({ value, label: label(value) })),
            ]}
            onChange={(value) => setParam('status', value)}
          />
          <FilterSelect
            label={t('registrations.filters.team')}
            allLabel={t('registrations.filters.allTeams')}
            value={params.team}
            options={(context?.teams.nodes ?? []).map((team) => ({ value: team.id, label: team.name }))}
            onChange={(value) => setParam('team', value)}
          />
        </>
      }
      columns={columns}
      list={list}
      onOpen={(row) => setParam('open', row.id)}
      tableSort={null}
      onSortChange={() => undefined}
    >
      <RegistrationDrawer id={params.open || null} onClose={() => setParam('open', '')} />
    </RecordListPage>
  );
}
