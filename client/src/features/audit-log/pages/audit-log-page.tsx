import { appendPage, laterPage } from '../../../lib/apollo/keyset-pages';
import { Badge, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CsvExportButton,
  DataTable,
  TableToolbar,
  useTableSearchParams,
  csvColumnsOf,
  type ListColumn,
} from '../../../components/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { appToaster } from '../../../components/ui/toaster';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { AuditAction, AuditEntryFieldsFragment, AuditLogSort } from '../../../generated/graphql';
import { describeApiError } from '../../../lib/apollo/errors';
import { useDates } from '../../../lib/dates-hook';
import { AUDIT_ENTITY_TYPES, entityLabel } from '../audit-labels';
import { AuditEntryDialog } from '../components/audit-entry-dialog';
import { FilterSelect } from '../../../components/data-table';
import { AuditActorsDocument, AuditLogEntryDocument, AuditLogPageDocument } from '../graphql/audit-log';

const PAGE_SIZE = 50;
const ACTIONS: readonly AuditAction[] = [
  'read_health',
  'create',
  'update',
  'archive',
  'restore',
  'move',
  'grant',
  'withdraw',
  'link',
  'unlink',
];
const isAction = (value: string): value is AuditAction => (ACTIONS as readonly string[]).includes(value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a local calendar day (YYYY-MM-DD) as an instant; null for anything else. */
function dayStart(day: string, plusDays = 0): string | null {
  if (!DAY.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, date + plusDays);
  return Number.isNaN(start.getTime()) ? null : start.toISOString();
}

/** fbiad-pages/audit-log: the organization's audit log, filtered in the address, with readable diffs. */
export function AuditLogPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('audit-log.title'));
  const client = useApolloClient();
  const { params, setParam, query, setQuery, search } = useTableSearchParams({
    defaults: { actor: '', entity: '', action: '', from: '', to: '', sort: 'newest', entry: '' },
  });
  const sort: AuditLogSort = params.sort === 'oldest' ? 'oldest' : 'newest';
  const variables = {
    query: search || null,
    sort,
    actorId: params.actor || null,
    entityType: params.entity || null,
    actions: isAction(params.action) ? [params.action] : null,
    from: dayStart(params.from),
    // The end day is included: the filter runs to the start of the next day.
    to: dayStart(params.to, 1),
  };
  // No total: counting a log of a million rows costs more than the page itself (docs/performance.md); the
  // table says how many are shown and loads more on demand.
  const list = useQuery(AuditLogPageDocument, {
    variables: { ...variables, first: PAGE_SIZE, withCount: false },
  });
  const actors = useQuery(AuditActorsDocument);
  const connection = (list.data ?? list.previousData)?.auditLog;
  const rows = connection?.nodes ?? [];
  const endCursor = list.data?.auditLog.endCursor ?? null;
  const [loadingMore, setLoadingMore] = useState(false);
  const { fetchMore } = list;

  const loadMore = useCallback(() => {
    if (!endCursor) return;
    setLoadingMore(true);
    fetchMore({
      variables: laterPage({}, endCursor),
      updateQuery: (previous, { fetchMoreResult }) => ({
        auditLog: appendPage(previous.auditLog, fetchMoreResult.auditLog),
      }),
    })
      .catch((error: unknown) => {
        appToaster.create({ type: 'error', title: describeApiError(error).message });
      })
      .finally(() => setLoadingMore(false));
  }, [endCursor, fetchMore]);

  // The entry in the address: from the loaded rows, else read on its own (a shared link).
  const listed = rows.find((row) => row.id === params.entry) ?? null;
  const single = useQuery(AuditLogEntryDocument, {
    variables: { id: params.entry },
    skip: !params.entry || listed !== null,
  });
  const opened = params.entry ? (listed ?? single.data?.auditLogEntry ?? null) : null;

  // One date style per language, the app's (lib/dates.ts): "Nov 21, 2026, 4:05 PM" / "21 Kas 2026 16:05".
  const dates = useDates();

  const columns = useMemo<ListColumn<AuditEntryFieldsFragment>[]>(
    () => [
      {
        id: 'time',
        header: t('audit-log.columns.time'),
        sortable: true,
        csv: (entry) => entry.createdAt,
        cell: (entry) => (
          <Text whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
            {dates.timestamp(entry.createdAt)}
          </Text>
        ),
      },
      {
        id: 'actor',
        header: t('audit-log.columns.actor'),
        cell: (entry) => entry.actor?.name ?? t('audit-log.system'),
        csv: (entry) => entry.actor?.name ?? t('audit-log.system'),
        from: 'md',
      },
      {
        id: 'action',
        header: t('audit-log.columns.action'),
        csv: (entry) => t(`audit-log.actions.${entry.action}`),
        cell: (entry) => (
          <Badge colorPalette={entry.action === 'read_health' ? 'purple' : undefined} variant="subtle">
            {t(`audit-log.actions.${entry.action}`)}
          </Badge>
        ),
      },
      {
        id: 'entity',
        header: t('audit-log.columns.entity'),
        cell: (entry) => entityLabel(entry.entityType, t),
        csv: (entry) => entityLabel(entry.entityType, t),
        from: 'sm',
      },
      { id: 'entityId', header: t('audit-log.details.id'), csv: (entry) => entry.entityId, csvOnly: true },
      {
        id: 'summary',
        header: t('audit-log.columns.summary'),
        cell: (entry) => (
          <Text lineClamp={2} minW="0">
            {entry.summary ?? '—'}
          </Text>
        ),
        csv: (entry) => entry.summary ?? '',
        from: 'lg',
      },
      {
        id: 'before',
        header: t('audit-log.details.before'),
        csv: (entry) => entry.before ?? '',
        csvOnly: true,
      },
      { id: 'after', header: t('audit-log.details.after'), csv: (entry) => entry.after ?? '', csvOnly: true },
    ],
    [t, dates],
  );

  const fetchPage = async (after: string | null) => {
    const result = await client.query({
      query: AuditLogPageDocument,
      variables: after ? laterPage(variables, after, 500) : { ...variables, first: 500, withCount: false },
      fetchPolicy: 'network-only',
    });
    const page = result.data?.auditLog;
    return {
      rows: page?.nodes ?? [],
      endCursor: page?.endCursor ?? null,
      hasNextPage: Boolean(page?.endCursor),
    };
  };

  const forbidden = list.error && describeApiError(list.error).code === 'FORBIDDEN';
  const actorOptions = (actors.data?.adminUsers.items ?? []).map((user) => ({
    value: user.id,
    label: user.fullName,
  }));

  return (
    <Stack gap="6">
      <PageHeader title={t('audit-log.title')} subtitle={t('audit-log.subtitle')} />
      <TableToolbar
        query={query}
        onQueryChange={setQuery}
        searchLabel={t('audit-log.search')}
        filters={
          <>
            <FilterSelect
              label={t('audit-log.filters.actor')}
              allLabel={t('audit-log.filters.allActors')}
              value={params.actor}
              options={actorOptions}
              onChange={(value) => setParam('actor', value || null)}
            />
            <FilterSelect
              label={t('audit-log.filters.entity')}
              allLabel={t('audit-log.filters.allEntities')}
              value={params.entity}
              options={AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: entityLabel(type, t) }))}
              onChange={(value) => setParam('entity', value || null)}
            />
            <FilterSelect
              label={t('audit-log.filters.action')}
              allLabel={t('audit-log.filters.allActions')}
              value={params.action}
              options={ACTIONS.map((action) => ({ value: action, label: t(`audit-log.actions.${action}`) }))}
              onChange={(value) => setParam('action', value || null)}
            />
            {/* The label above the field: a date needs the whole width of the box (11/26/2026). */}
            <Field.Root w={{ base: 'full', sm: 'auto' }} gap="1">
              <Field.Label textStyle="xs" whiteSpace="nowrap">
                {t('audit-log.filters.from')}
              </Field.Label>
              <Input
                type="date"
                size="sm"
                w={{ base: 'full', sm: '44' }}
                value={params.from}
                max={params.to || undefined}
                onChange={(event) => setParam('from', event.target.value || null)}
              />
            </Field.Root>
            {/* The label above the field: a date needs the whole width of the box (11/26/2026). */}
            <Field.Root w={{ base: 'full', sm: 'auto' }} gap="1">
              <Field.Label textStyle="xs" whiteSpace="nowrap">
                {t('audit-log.filters.to')}
              </Field.Label>
              <Input
                type="date"
                size="sm"
                w={{ base: 'full', sm: '44' }}
                value={params.to}
                min={params.from || undefined}
                onChange={(event) => setParam('to', event.target.value || null)}
              />
            </Field.Root>
          </>
        }
        actions={
          <CsvExportButton
            fileName={t('audit-log.export.file')}
            disabled={rows.length === 0}
            fetchPage={fetchPage}
            columns={csvColumnsOf(columns)}
          />
        }
      />
      <DataTable
        caption={t('audit-log.caption')}
        columns={columns}
        rows={rows}
        getRowId={(entry) => entry.id}
        loading={list.loading && !connection}
        error={list.error ? (forbidden ? t('audit-log.forbidden') : t('audit-log.error')) : undefined}
        onRetry={() => void list.refetch()}
        emptyText={t('audit-log.empty')}
        hasMore={Boolean(endCursor)}
        onLoadMore={loadMore}
        loadingMore={loadingMore}
        totalCount={connection?.totalCount}
        onOpen={(entry) => setParam('entry', entry.id)}
        sort={{ id: 'time', desc: sort === 'newest' }}
        onSortChange={(next) => setParam('sort', next.desc ? 'newest' : 'oldest')}
      />
      <AuditEntryDialog entry={opened} onClose={() => setParam('entry', null)} />
    </Stack>
  );
}
