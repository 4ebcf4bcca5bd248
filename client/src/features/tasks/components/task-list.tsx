import { Box, Checkbox, Editable, Flex, IconButton, Link, Text } from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronRight, LuGripVertical } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useDraftText } from '../hooks/use-draft-text';
import type { TaskRow } from '../tasks-cache';
import { AssigneeAvatar, DueDateText, HighlightedTitle, PriorityIndicator, TagChips } from './task-row-parts';

// PATHS.task, with the id in place (as useListDetailRoute opens it).
const taskPath = (id: string) => `${PATHS.tasks}/${id}`;

export interface TaskListProps {
  /** The rows to show, in list order. */
  rows: readonly TaskRow[];
  /** Tag titles by id, for the chips. */
  tagTitles: Map<string, string>;
  selectedId: string | null;
  /** Offers ticking, dragging and renaming sections. */
  canWrite: boolean;
  /** Search hits: highlighted titles by task id. Rows cannot be dragged then (they are not the list). */
  highlights?: Map<string, string>;
  /** The section whose title is being typed (a new one). */
  editingSectionId?: string | null;
  onEditingSectionDone?: () => void;
  /** An untitled section was left as it was (Escape, or Enter or leaving it with no title). */
  onLeaveUntitledSection?: (task: TaskRow) => void;
  onToggle: (task: TaskRow) => void;
  onRenameSection: (task: TaskRow, title: string) => void;
  /** Moves the row at `from` to `to` (indexes into `rows`). */
  onReorder: (from: number, to: number) => void;
  onOpen: (id: string) => void;
}

// Rows move only up and down.
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** The tasks list: sections as headings, tasks with their tick, title and details; drag to reorder. */
export function TaskList(props: TaskListProps) {
  const { rows, canWrite, highlights, onReorder } = props;
  const { t } = useTranslation();
  const sortable = canWrite && !highlights;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);

  const titleOf = (id: UniqueIdentifier) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row?.title || t('tasks.untitled');
  };
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('tasks.drag.start', { title: titleOf(active.id), position: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('tasks.drag.over', { title: titleOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('tasks.drag.end', { title: titleOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('tasks.drag.cancel', { title: titleOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onReorder(from, to);
  };

  const list = (
    <Box
      as="ul"
      role="list"
      aria-label={highlights ? t('tasks.search.results') : t('tasks.list.label')}
      borderWidth="1px"
      borderColor="border"
      rounded="l3"
      bg="bg.panel"
      overflow="hidden"
      data-testid="tasks-list"
    >
      {rows.map((row) => (
        <SortableTaskRow key={row.id} row={row} sortable={sortable} {...props} />
      ))}
    </Box>
  );

  if (!sortable) return list;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('tasks.drag.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {list}
      </SortableContext>
    </DndContext>
  );
}

// Clicks on these open nothing: they do their own thing.
const INTERACTIVE = 'a, button, input, label, textarea, select, [role="button"], [contenteditable="true"]';

function SortableTaskRow({
  row,
  sortable,
  tagTitles,
  selectedId,
  canWrite,
  highlights,
  editingSectionId,
  onEditingSectionDone,
  onLeaveUntitledSection,
  onToggle,
  onRenameSection,
  onOpen,
}: TaskListProps & { row: TaskRow; sortable: boolean }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: row.id, disabled: !sortable });
  const title = row.title || t('tasks.untitled');
  const selected = row.id === selectedId;
  const section = row.type === 'section';

  const onRowClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest(INTERACTIVE)) return;
    onOpen(row.id);
  };

  return (
    <Flex
      as="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      shadow={isDragging ? 'lg' : undefined}
      align="center"
      gap="2"
      minH="12"
      px={{ base: '2', md: '3' }}
      py="2"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: '0' }}
      bg={selected ? 'brand.subtle' : section ? 'bg.muted' : 'bg.panel'}
      _hover={{ bg: selected ? 'brand.subtle' : 'bg.subtle' }}
      cursor="pointer"
      onClick={onRowClick}
      data-testid={section ? 'task-section' : 'task-row'}
      data-task-id={row.id}
      data-completed={row.completed ? 'true' : undefined}
      aria-current={selected ? 'true' : undefined}
    >
      {sortable ? (
        <IconButton
          ref={setActivatorNodeRef}
          variant="ghost"
          size="xs"
          color="fg.muted"
          cursor={isDragging ? 'grabbing' : 'grab'}
          touchAction="none"
          {...attributes}
          {...listeners}
          aria-label={t('tasks.row.move', { title })}
        >
          <LuGripVertical />
        </IconButton>
      ) : null}

      {section ? (
        <SectionTitle
          row={row}
          title={title}
          canWrite={canWrite && !highlights}
          highlight={highlights?.get(row.id)}
          editing={editingSectionId === row.id}
          onDone={onEditingSectionDone}
          onLeaveUntitled={() => onLeaveUntitledSection?.(row)}
          onRename={(next) => onRenameSection(row, next)}
        />
      ) : (
        <>
          <Checkbox.Root
            size="sm"
            checked={row.completed}
            disabled={!canWrite}
            onCheckedChange={() => onToggle(row)}
            flexShrink={0}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label srOnly>{t('tasks.row.toggle', { title })}</Checkbox.Label>
          </Checkbox.Root>
          <Link
            asChild
            flex="1"
            minW="0"
            color={row.completed || !row.title ? 'fg.muted' : 'fg'}
            textDecoration={row.completed ? 'line-through' : undefined}
            fontStyle={row.title ? undefined : 'italic'}
            _hover={{ textDecoration: row.completed ? 'line-through' : 'underline' }}
            data-testid="task-title"
          >
            <RouterLink to={taskPath(row.id)}>
              {highlights?.has(row.id) ? (
                <HighlightedTitle html={highlights.get(row.id) ?? ''} />
              ) : (
                <Text as="span" lineClamp={{ base: 2, md: 1 }} overflowWrap="anywhere">
                  {title}
                </Text>
              )}
            </RouterLink>
          </Link>
          <TagChips ids={row.tags} titles={tagTitles} />
          <PriorityIndicator priority={row.priority} />
          <DueDateText task={row} />
          <AssigneeAvatar assignee={row.assignee} />
        </>
      )}
    </Flex>
  );
}

interface SectionTitleProps {
  row: TaskRow;
  title: string;
  canWrite: boolean;
  highlight?: string;
  editing: boolean;
  onDone?: () => void;
  onLeaveUntitled?: () => void;
  onRename: (title: string) => void;
}

/** A section's title: a heading, renamed in place by those who may write (a new one starts typing). */
function SectionTitle({
  row,
  title,
  canWrite,
  highlight,
  editing,
  onDone,
  onLeaveUntitled,
  onRename,
}: SectionTitleProps) {
  const { t } = useTranslation();
  // Follows a rename that came from elsewhere (the drawer, a rollback).
  const { draft, setDraft } = useDraftText(row.title);
  const [renaming, setRenaming] = useState(false);

  return (
    <Flex flex="1" minW="0" align="center" gap="2">
      <Box as="h2" flex="1" minW="0" fontWeight="semibold" textStyle="md">
        {highlight ? (
          <HighlightedTitle html={highlight} />
        ) : canWrite ? (
          <Editable.Root
            value={draft}
            onValueChange={(details) => setDraft(details.value)}
            onValueCommit={(details) => {
              if (details.value !== row.title) onRename(details.value);
              else if (!row.title) onLeaveUntitled?.();
            }}
            onValueRevert={() => {
              if (!row.title) onLeaveUntitled?.();
            }}
            edit={editing || renaming}
            onEditChange={(details) => {
              setRenaming(details.edit);
              if (!details.edit) onDone?.();
            }}
            activationMode="dblclick"
            selectOnFocus={false}
            placeholder={t('tasks.section.placeholder')}
            submitMode="both"
            size="sm"
            maxLength={300}
            translations={{
              edit: t('tasks.section.rename', { title }),
              input: t('tasks.section.title'),
              submit: t('tasks.section.save'),
              cancel: t('tasks.section.cancel'),
            }}
          >
            <Editable.Preview
              minH="8"
              w="full"
              color={row.title ? 'fg' : 'fg.muted'}
              fontStyle={row.title ? undefined : 'italic'}
              title={t('tasks.section.renameHint')}
            />
            <Editable.Input aria-label={t('tasks.section.title')} />
          </Editable.Root>
        ) : (
          <Text as="span" truncate color={row.title ? 'fg' : 'fg.muted'}>
            {title}
          </Text>
        )}
      </Box>
      <IconButton asChild variant="ghost" size="xs" aria-label={t('tasks.section.open', { title })}>
        <RouterLink to={taskPath(row.id)}>
          <LuChevronRight />
        </RouterLink>
      </IconButton>
    </Flex>
  );
}
