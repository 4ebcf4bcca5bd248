import { refusedTitle } from '../tasks-errors';
import { featureErrors } from '../../../lib/apollo/feature-errors';
import { StaffOnly } from '../../../components/ui/staff-only';
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
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuListChecks, LuListPlus, LuPlus, LuSearch, LuSearchX } from 'react-icons/lu';
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
import { useTaskDraft } from '../hooks/use-task-draft';
import { useTaskMutations } from '../hooks/use-task-mutations';
import { blankTask, NEW_SECTION_ID, NEW_TASK_ID } from '../task-draft';
import type { TaskRow } from '../tasks-cache';

/**
 * apps/tasks and apps/tasks/:id: the organization's tasks list with a task's details beside it.
 * apps/tasks/new is a new task's draft, and a new section is named in a draft row: neither exists on the
 * server until it has a title (task-draft.ts).
 */
/** The staff's app; anyone else who reaches the address gets a notice, and no data is asked for. */
export function TasksPage() {
  return (
    <StaffOnly>
      <TasksScreen />
    </StaffOnly>
  );
}

function TasksScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('tasks.title'));
  const route = useListDetailRoute(PATHS.tasks);
  const { canWrite, canDelete, ready } = useOrganizationCapabilities();
  const drafting = route.selectedId === NEW_TASK_ID && canWrite;
  // Until the viewer's grants are known, a draft's address shows nothing rather than "not found".
  const waitingForGrants = route.selectedId === NEW_TASK_ID && !ready;
  const selectedId = route.selectedId === NEW_TASK_ID ? null : route.selectedId;
  // A new task's draft. Once created it shows at its own address, in the same details (no remount:
  // the caret stays where the user is typing) — unless the user left the draft meanwhile. Leaving is
  // noted at once, not when the navigation renders: a creation answering in between must not take the
  // user back to the draft they closed.
  const [createdDraft, setCreatedDraft] = useState<{ id: string; key: string } | null>(null);
  const latest = useRef({ routeId: route.selectedId, draftKey: '' });
  const open = (id: string) => {
    if (id === NEW_SECTION_ID) return;
    latest.current = { ...latest.current, routeId: id };
    route.open(id);
  };
  const close = () => {
    latest.current = { ...latest.current, routeId: null };
    route.close();
  };
  const mutations = useTaskMutations();
  const [side = false] = useMediaQuery([SIDE_PANEL_QUERY], { ssr: false });

  const draft = useTaskDraft(mutations, (task, key) => {
    setCreatedDraft({ id: task.id, key });
    if (latest.current.routeId === NEW_TASK_ID && latest.current.draftKey === key) {
      route.open(task.id, { replace: true });
    }
  });
  useLayoutEffect(() => {
    latest.current = { routeId: route.selectedId, draftKey: draft.key };
  });

  const { data, loading, error, refetch } = useQuery(TasksDocument);
  const rows = useMemo(() => data?.tasks ?? [], [data?.tasks]);
  const tags = useMemo(() => data?.taskTags ?? [], [data?.taskTags]);
  const tagTitles = useMemo(() => new Map(tags.map((tag) => [tag.id, tag.title])), [tags]);
  const assignees = useQuery(TaskAssigneesDocument, { skip: route.selectedId === null });

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

  // Adding a task opens the details on a draft; its title creates it (useTaskDraft).
  const addTask = () => {
    if (!canWrite) return;
    setSearchText('');
    draft.start();
    route.open(NEW_TASK_ID);
  };

  // A new section is a row named in place at the top; Enter (or leaving it) with a title creates it, and
  // it goes away when left untitled. It shows the typed title while being created.
  const [sectionDraft, setSectionDraft] = useState<TaskRow | null>(null);
  const addSection = () => {
    if (!canWrite) return;
    setSearchText('');
    setSectionDraft(blankTask('section'));
    setEditingSectionId(NEW_SECTION_ID);
  };
  const createSection = async (title: string) => {
    const typed = { ...blankTask('section'), title };
    setSectionDraft(typed);
    // The draft row gives way as the created one shows in its place (a refusal is toasted).
    const leave = () => setSectionDraft((current) => (current === typed ? null : current));
    await mutations.createWith('section', { title }, [], leave);
    leave();
  };
  useModKeyHotkey('/', addTask, canWrite);
  useModKeyHotkey('.', addSection, canWrite);

  const selected = selectedId ? (rows.find((row) => row.id === selectedId) ?? null) : null;
  // The draft section leads the list while it is named; moves below it keep their places in `rows`.
  const leading = !hits && sectionDraft ? 1 : 0;
  const listRows = hits ? hits.map((hit) => hit.task) : sectionDraft ? [sectionDraft, ...rows] : rows;
  const fromDraft = selected !== null && createdDraft?.id === selected.id;
  const detailsTitle =
    selected?.type === 'section' ? t('tasks.details.sectionHeading') : t('tasks.details.heading');

  let listArea;
  if (error && !data) {
    listArea = (
      <ErrorAlert retry={{ label: t('tasks.actions.retry'), onRetry: () => void refetch() }}>
        {featureErrors(t, 'tasks', refusedTitle).explain(error)}
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
      <ErrorAlert>{featureErrors(t, 'tasks', refusedTitle).explain(search.error)}</ErrorAlert>
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
            <Button onClick={addTask}>
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
        onLeaveUntitledSection={(task) => {
          if (task.id === NEW_SECTION_ID) setSectionDraft(null);
        }}
        onToggle={(task) => void mutations.update(task.id, { completed: !task.completed })}
        onRenameSection={(task, title) => {
          if (task.id !== NEW_SECTION_ID) void mutations.update(task.id, { title });
          else if (title.trim() !== '') void createSection(title.trim());
          else setSectionDraft(null);
        }}
        onReorder={(from, to) => {
          if (from >= leading && to >= leading) void mutations.reorder(rows, from - leading, to - leading);
        }}
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
                onClick={addSection}
              />
              <ShortcutButton
                icon={<LuPlus />}
                label={t('tasks.actions.addTask')}
                shortcut="/"
                onClick={addTask}
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
          open={route.selectedId !== null && data !== undefined}
          side={side}
          title={detailsTitle}
          onClose={close}
        >
          {drafting ? (
            <TaskDetails
              key={draft.key}
              task={draft.row}
              tags={tags}
              assignees={assignees.data?.taskAssignees ?? []}
              canWrite={canWrite}
              canDelete={false}
              mutations={mutations}
              autoFocusTitle
              save={draft.save}
              onDelete={setDeleting}
              onClose={close}
            />
          ) : waitingForGrants ? null : selected ? (
            <TaskDetails
              key={fromDraft ? createdDraft.key : selected.id}
              task={selected}
              tags={tags}
              assignees={assignees.data?.taskAssignees ?? []}
              canWrite={canWrite}
              canDelete={canDelete}
              mutations={mutations}
              autoFocusTitle={false}
              save={fromDraft && createdDraft.key === draft.key ? draft.save : undefined}
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
