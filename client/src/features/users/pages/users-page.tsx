import { featureErrors } from '../../../lib/apollo/feature-errors';
import {
  ActionBar,
  Button,
  CloseButton,
  EmptyState,
  Flex,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Menu,
  NativeSelect,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LuChevronLeft, LuChevronRight, LuPlus, LuSearch, LuUserX } from 'react-icons/lu';
import { FilterSelect } from '../../../components/data-table';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import type { AdminUserRowFragment } from '../../../generated/graphql';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { UserDetailDrawer } from '../components/user-detail-drawer';
import { UserFormDialog } from '../components/user-form-dialog';
import { UsersTable } from '../components/users-table';
import { appToaster } from '../../../components/ui/toaster';
import { UsersPageDocument } from '../graphql/users';
import { useUpdateUser } from '../hooks/use-user-mutations';
import { useUsersCapabilities } from '../hooks/use-users-capabilities';
import { useUsersQuery } from '../hooks/use-users-query';
import { ACCOUNT_STATUSES, type AccountStatus } from '../user-form-validation';
import { nextSort, PAGE_SIZES, serializeUsersQuery } from '../users-query-state';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';

/** fbiad-pages/users: the user administration screen. */
export function UsersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('users.title'));
  // The list's state, kept in the address; every change builds on the latest one asked for, never on
  // the address a render still shows (hooks/use-users-query.ts). The search box types freely and the
  // query follows after a pause.
  const { query, setQuery, searchText, setSearchText, clearFilters } = useUsersQuery();
  const { viewerId, roles, capabilities } = useUsersCapabilities();
  const rowsPerPageId = useId();

  const { data, previousData, loading, error, refetch } = useQuery(UsersPageDocument, {
    variables: {
      page: query.page,
      size: query.size,
      sort: query.sort.field,
      order: query.sort.order,
      search: query.search || null,
      status: query.status,
      roleId: query.roleId,
    },
  });
  const pageData = (data ?? previousData)?.adminUsers;
  const users = pageData?.items ?? [];
  const pagination = pageData?.pagination;

  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  // A link to one user (fbiad-pages/users?user=…, from the top bar's search) opens their details;
  // closing them takes the id out of the address again, and until that address shows, the link the
  // user closed stays closed (a later link, even to the same user, is a new address and opens).
  const location = useLocation();
  const navigate = useNavigate();
  const linkedUserId = new URLSearchParams(location.search).get('user');
  const [closedLink, setClosedLink] = useState<string | null>(null);
  const shownUserId = openUserId ?? (closedLink === location.key ? null : linkedUserId);
  const closeUser = () => {
    setOpenUserId(null);
    if (!linkedUserId) return;
    setClosedLink(location.key);
    // The list's own state, not this render's address, which may still be an older one.
    void navigate({ search: serializeUsersQuery(query).toString() }, { replace: true });
  };
  const [form, setForm] = useState<{ user: AdminUserRowFragment | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminUserRowFragment | null>(null);
  const [updateUser] = useUpdateUser();
  const [bulkBusy, setBulkBusy] = useState(false);

  // A page past the end (after deletes or a narrower filter) moves back to the last page.
  const lastPage = pagination?.lastPage;
  useEffect(() => {
    if (lastPage !== undefined && query.page > lastPage) setQuery({ page: lastPage });
  }, [lastPage, query.page, setQuery]);

  const bulkStatus = async (status: AccountStatus) => {
    const ids = [...selected];
    setBulkBusy(true);
    const results = await Promise.allSettled(ids.map((id) => updateUser({ id, input: { status } })));
    setBulkBusy(false);
    const failed = results.filter((result) => result.status === 'rejected');
    const succeeded = ids.length - failed.length;
    if (succeeded > 0) {
      appToaster.create({
        type: 'success',
        title: t('users.bulk.done', { count: succeeded, status: t(`users.status.${status}`) }),
      });
    }
    if (failed[0]?.status === 'rejected') {
      appToaster.create({
        type: 'error',
        title: t('users.bulk.failed', { count: failed.length }),
        description: featureErrors(t, 'users').explain(failed[0].reason),
      });
    }
    setSelected(new Set());
    await refetch();
  };

  const filtered = query.search !== '' || query.status !== null || query.roleId !== null;
  const showSkeleton = loading && !pageData;

  return (
    <Stack gap="6">
      <PageHeader
        title={t('users.title')}
        subtitle={capabilities.administers ? t('users.subtitle') : t('users.subtitleSelf')}
        actions={
          capabilities.canWrite ? (
            <Button onClick={() => setForm({ user: null })}>
              <LuPlus aria-hidden="true" />
              {t('users.actions.create')}
            </Button>
          ) : null
        }
      />

      <Flex gap="3" wrap="wrap" align="end" role="search" aria-label={t('users.toolbar.label')}>
        <InputGroup flex="1" minW={{ base: 'full', md: '64' }} startElement={<LuSearch aria-hidden="true" />}>
          <Input
            type="search"
            aria-label={t('users.toolbar.search')}
            placeholder={t('users.toolbar.searchPlaceholder')}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </InputGroup>
        <FilterSelect
          label={t('users.toolbar.status')}
          allLabel={t('users.toolbar.allStatuses')}
          value={query.status ?? ''}
          options={ACCOUNT_STATUSES.map((status) => ({ value: status, label: t(`users.status.${status}`) }))}
          onChange={(value) => setQuery({ status: (value || null) as AccountStatus | null, page: 0 })}
        />
        <FilterSelect
          label={t('users.toolbar.role')}
          allLabel={t('users.toolbar.allRoles')}
          value={query.roleId ?? ''}
          width="56"
          options={roles.map((role) => ({ value: role.id, label: t(`users.roles.${role.key}`) }))}
          onChange={(value) => setQuery({ roleId: value || null, page: 0 })}
        />
        {filtered ? (
          <Button variant="ghost" onClick={clearFilters}>
            {t('users.toolbar.clear')}
          </Button>
        ) : null}
      </Flex>

      {error && !pageData ? (
        <ErrorAlert retry={{ label: t('users.actions.retry'), onRetry: () => void refetch() }}>
          {featureErrors(t, 'users').explain(error)}
        </ErrorAlert>
      ) : !showSkeleton && users.length === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="l3" bg="bg.panel">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuUserX />
            </EmptyState.Indicator>
            <Stack textAlign="center" gap="1">
              <EmptyState.Title>{t('users.empty.title')}</EmptyState.Title>
              <EmptyState.Description>
                {filtered ? t('users.empty.filtered') : t('users.empty.none')}
              </EmptyState.Description>
            </Stack>
            {filtered ? (
              <Button variant="outline" onClick={clearFilters}>
                {t('users.toolbar.clear')}
              </Button>
            ) : null}
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="3" aria-busy={loading}>
          <UsersTable
            users={users}
            loading={showSkeleton}
            pageSize={query.size}
            sort={query.sort}
            onSort={(field) => setQuery({ sort: nextSort(query.sort, field), page: 0 })}
            selected={selected}
            onSelectedChange={setSelected}
            capabilities={capabilities}
            viewerId={viewerId}
            onOpen={(user) => setOpenUserId(user.id)}
            onEdit={(user) => setForm({ user })}
            onDelete={setDeleting}
          />
          {pagination ? (
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <HStack gap="2">
                <Text asChild textStyle="sm" color="fg.muted" whiteSpace="nowrap">
                  <label htmlFor={rowsPerPageId}>{t('users.pagination.rowsPerPage')}</label>
                </Text>
                <NativeSelect.Root size="sm" w="20">
                  <NativeSelect.Field
                    id={rowsPerPageId}
                    value={String(query.size)}
                    onChange={(event) => setQuery({ size: Number(event.target.value), page: 0 })}
                  >
                    {PAGE_SIZES.map((size) => (
                      <option key={size} value={size}>
                        {size}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </HStack>
              <HStack gap="2">
                <Text textStyle="sm" color="fg.muted" aria-live="polite" data-testid="users-range">
                  {t('users.pagination.range', {
                    from: pagination.length === 0 ? 0 : pagination.startIndex + 1,
                    to: pagination.endIndex + 1,
                    count: pagination.length,
                  })}
                </Text>
                <IconButton
                  size="sm"
                  variant="outline"
                  aria-label={t('users.pagination.previous')}
                  disabled={query.page <= 0}
                  onClick={() => setQuery({ page: query.page - 1 })}
                >
                  <LuChevronLeft />
                </IconButton>
                <IconButton
                  size="sm"
                  variant="outline"
                  aria-label={t('users.pagination.next')}
                  disabled={query.page >= pagination.lastPage}
                  onClick={() => setQuery({ page: query.page + 1 })}
                >
                  <LuChevronRight />
                </IconButton>
              </HStack>
            </Flex>
          ) : null}
        </Stack>
      )}

      <ActionBar.Root
        open={selected.size > 0}
        onOpenChange={(details) => !details.open && setSelected(new Set())}
      >
        <Portal>
          <ActionBar.Positioner>
            <ActionBar.Content>
              <ActionBar.SelectionTrigger>
                {t('users.bulk.selected', { count: selected.size })}
              </ActionBar.SelectionTrigger>
              <ActionBar.Separator />
              <Menu.Root>
                <Menu.Trigger asChild>
                  <Button variant="outline" size="sm" loading={bulkBusy}>
                    {t('users.bulk.setStatus')}
                  </Button>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content>
                      {ACCOUNT_STATUSES.map((status) => (
                        <Menu.Item key={status} value={status} onSelect={() => void bulkStatus(status)}>
                          {t(`users.status.${status}`)}
                        </Menu.Item>
                      ))}
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
              <ActionBar.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('users.bulk.clear')} />
              </ActionBar.CloseTrigger>
            </ActionBar.Content>
          </ActionBar.Positioner>
        </Portal>
      </ActionBar.Root>

      <UserDetailDrawer
        userId={shownUserId}
        roles={roles}
        capabilities={capabilities}
        viewerId={viewerId}
        onClose={closeUser}
        onEdit={(user) => setForm({ user })}
        onDelete={setDeleting}
      />
      {form ? (
        <UserFormDialog
          key={form.user?.id ?? 'new'}
          user={form.user}
          open
          onClose={() => setForm(null)}
          onSaved={() => setForm(null)}
        />
      ) : null}
      <DeleteUserDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => {
          setDeleting(null);
          if (shownUserId === id) closeUser();
          setSelected((previous) => {
            const next = new Set(previous);
            next.delete(id);
            return next;
          });
        }}
      />
    </Stack>
  );
}
