import {
  Box,
  Button,
  EmptyState,
  Flex,
  HStack,
  Input,
  InputGroup,
  Skeleton,
  Stack,
  Text,
  useMediaQuery,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuListChecks, LuListPlus, LuPlus, LuSearch, LuSearchX } from 'react-icons/lu';
import { describeApiError } from '../../../lib/apollo/errors';
import { PATHS } from '../../../lib/paths';
import { useOrganizationCapabilities } from '../../../lib/viewer/use-viewer-permissions';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useListDetailRoute } from '../../../components/ui/use-list-detail-route';
import { useSearchText } from '../../../components/ui/use-search-text';
import { useModKeyHotkey } from '../../../components/ui/use-hotkey';
import { ShortcutButton } from '../../../components/ui/shortcut-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TaskDetails } from '../components/task-details';
import { SIDE_PANEL_QUERY, TaskDetailsPanel } from '../components/task-details-panel';
import { TaskList } from '../components/task-list';
import { SearchTasksDocument, TaskAssigneesDocument, TasksDocument } from '../graphql/tasks';
import { useTaskMutations } from '../hooks/use-task-mutations';
import type { TaskRow } from '../tasks-cache';
import { tasksErrorMessage } from '../tasks-errors';

/** What a new task's page is told: put the caret in the title. */
interface TasksLocationState {
  focusTitle?: boolean;
}

/** apps/tasks and apps/tasks/:id: the organization's tasks list with a task's details beside it. */
export function TasksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('tasks.title'));
  const route = useListDetailRoute<TasksLocationState>(PATHS.tasks);
  const { selectedId } = route;
  const open = (id: string) => route.open(id);
  const close = () => route.close();
  const { canWrite, canDelete } = useOrganizationCapabilities();
  const mutations = useTaskMutations();
  const [side = false] = useMediaQuery([SIDE_PANEL_QUERY], { ssr: false });

  const { data, loading, error, refetch } = useQuery(TasksDocument);
  const rows = useMemo(() => data?.tasks ?? [], [data?.tasks]);
  const tags = useMemo(() => data?.taskTags ?? [], [data?.taskTags]);
  const tagTitles = useMemo(() => new Map(tags.map((tag) => [tag.id, tag.title])), [tags]);
  const assignees = useQuery(TaskAssigneesDocument, { skip: selectedId === null });

  const { searchText, setSearchText, query } = useSearchText();
  const search = useQuery(SearchTasksDocument, {
    variables: { query },
    skip: query === '',
    fetchPolicy: 'cache-and-network',
  });
  const searching = query !== '';
  // The previous answer stays while the next one loads, so the results do not flicker while typing.
  const hits = searching ? ((search.data ?? search.previousData)?.searchTasks ?? null) : null;
  const highlights = useMemo(
    () => (hits ? new Map(hits.map((hit) => [hit.task.id, hit.highlightedTitle])) : undefined),
    [hits],
  );

  const [editingSectionId, setEditingSectionId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TaskRow | null>(null);

  const addTask = async () => {
    const task = await mutations.create('task');
    if (!task) return;
    setSearchText('');
    route.open(task.id, { state: { focusTitle: true } });
  };
  const addSection = async () => {
    const section = await mutations.create('section');
    if (!section) return;
    setSearchText('');
    setEditingSectionId(section.id);
  };
  useModKeyHotkey('/', () => void addTask(), canWrite);
  useModKeyHotkey('.', () => void addSection(), canWrite);

  const selected = selectedId ? (rows.find((row) => row.id === selectedId) ?? null) : null;
  const listRows = hits ? hits.map((hit) => hit.task) : rows;
  const focusTitle = route.state?.focusTitle === true;
  const detailsTitle =
    selected?.type === 'section' ? t('tasks.details.sectionHeading') : t('tasks.details.heading');

  let listArea;
  if (error && !data) {
    listArea = (
      <ErrorAlert retry={{ label: t('tasks.actions.retry'), onRetry: () => void refetch() }}>
        {tasksErrorMessage(describeApiError(error), t)}
      </ErrorAlert>
    );
  } else if (loading && !data) {
    listArea = (
      <Stack gap="2" role="status" aria-busy="true" aria-label={t('tasks.list.loading')}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height="12" rounded="l2" />
        ))}
      </Stack>
    );
  } else if (searching && hits === null) {
    listArea = search.error ? (
      <ErrorAlert>{tasksErrorMessage(describeApiError(search.error), t)}</ErrorAlert>
    ) : (
      <Skeleton height="12" rounded="l2" role="status" aria-label={t('tasks.list.loading')} />
    );
  } else if (listRows.length === 0) {
    listArea = (
      <EmptyState.Root borderWidth="1px" rounded="l3" bg="bg.panel">
        <EmptyState.Content>
          <EmptyState.Indicator>{searching ? <LuSearchX /> : <LuListChecks />}</EmptyState.Indicator>
          <Stack textAlign="center" gap="1">
            <EmptyState.Title>
              {searching ? t('tasks.search.noneTitle') : t('tasks.empty.title')}
            </EmptyState.Title>
            <EmptyState.Description>
              {searching
                ? t('tasks.search.none', { query })
                : canWrite
                  ? t('tasks.empty.description')
                  : t('tasks.empty.readOnly')}
            </EmptyState.Description>
          </Stack>
          {searching ? (
            <Button variant="outline" onClick={() => setSearchText('')}>
              {t('tasks.search.clear')}
            </Button>
          ) : canWrite ? (
            <Button onClick={() => void addTask()}>
              <LuPlus aria-hidden="true" />
              {t('tasks.actions.addTask')}
            </Button>
          ) : null}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    listArea = (
      <TaskList
        rows={listRows}
        tagTitles={tagTitles}
        selectedId={selectedId}
        canWrite={canWrite}
        highlights={highlights}
        editingSectionId={editingSectionId}
        onEditingSectionDone={() => setEditingSectionId(null)}
        onToggle={(task) => void mutations.update(task.id, { completed: !task.completed })}
        onRenameSection={(task, title) => void mutations.update(task.id, { title })}
        onReorder={(from, to) => void mutations.reorder(rows, from, to)}
        onOpen={open}
      />
    );
  }

  return (
    <Stack gap="6">
      <PageHeader
        title={t('tasks.title')}
        subtitle={data ? t('tasks.remaining', { count: data.taskCounts.remaining }) : null}
        liveSubtitle
        subtitleTestId="tasks-remaining"
        actions={
          canWrite ? (
            <HStack gap="2" wrap="wrap">
              <ShortcutButton
                variant="outline"
                icon={<LuListPlus />}
                label={t('tasks.actions.addSection')}
                shortcut="."
                onClick={() => void addSection()}
              />
              <ShortcutButton
                icon={<LuPlus />}
                label={t('tasks.actions.addTask')}
                shortcut="/"
                onClick={() => void addTask()}
              />
            </HStack>
          ) : null
        }
      />

      <Box role="search" aria-label={t('tasks.search.label')}>
        <InputGroup startElement={<LuSearch aria-hidden="true" />}>
          <Input
            type="search"
            aria-label={t('tasks.search.label')}
            placeholder={t('tasks.search.placeholder')}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </InputGroup>
        {hits ? (
          <Text textStyle="sm" color="fg.muted" mt="2" aria-live="polite" data-testid="tasks-search-count">
            {t('tasks.search.count', { count: hits.length })}
          </Text>
        ) : null}
      </Box>

      <Flex gap="6" align="flex-start">
        <Box flex="1" minW="0">
          {listArea}
        </Box>
        <TaskDetailsPanel
          open={selectedId !== null && data !== undefined}
          side={side}
          title={detailsTitle}
          onClose={close}
        >
          {selected ? (
            <TaskDetails
              key={selected.id}
              task={selected}
              tags={tags}
              assignees={assignees.data?.taskAssignees ?? []}
              canWrite={canWrite}
              canDelete={canDelete}
              mutations={mutations}
              autoFocusTitle={focusTitle}
              onDelete={setDeleting}
              onClose={close}
            />
          ) : (
            <Stack gap="4" align="flex-start">
              <ErrorAlert>{t('tasks.errors.notFound')}</ErrorAlert>
              <Button variant="outline" size="sm" onClick={close}>
                {t('tasks.details.backToList')}
              </Button>
            </Stack>
          )}
        </TaskDetailsPanel>
      </Flex>

      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.type === 'section' ? t('tasks.delete.sectionTitle') : t('tasks.delete.title')}
        cancelLabel={t('tasks.actions.cancel')}
        confirmLabel={t('tasks.delete.confirm')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          // The row leaves the list at once (optimistic); a failure brings it back with a message.
          setDeleting(null);
          close();
          void mutations.remove(deleting.id);
        }}
      >
        {t('tasks.delete.question', { title: deleting?.title || t('tasks.untitled') })}
      </ConfirmDialog>
    </Stack>
  );
}
