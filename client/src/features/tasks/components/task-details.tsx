import { refusedTitle } from '../tasks-errors';
import { featureErrors } from '../../../lib/apollo/feature-errors';
import {
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTrash2, LuX } from 'react-icons/lu';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { TagsEditor } from '../../../components/tags/tags-editor';
import type { TaskAssigneesQuery, TaskPatch, TaskTagFieldsFragment } from '../../../generated/graphql';
import type { TaskMutations } from '../hooks/use-task-mutations';
import { useDeferredSave } from '../hooks/use-deferred-save';
import { useDraftText } from '../hooks/use-draft-text';
import type { TaskRow } from '../tasks-cache';
import { dueDateFromInput, dueDateInputValue, dueDateStatus } from '../task-due-date';
import { AssigneeSelect } from './assignee-select';
import { SubTasksEditor } from './sub-tasks-editor';
import { DUE_DATE_COLORS } from './task-row-parts';

/** Typing pauses this long before a text field saves. */
export const TEXT_SAVE_DELAY_MS = 500;
const TITLE_MAX = 300;

type Assignee = TaskAssigneesQuery['taskAssignees'][number];

export interface TaskDetailsProps {
  task: TaskRow;
  tags: readonly TaskTagFieldsFragment[];
  assignees: readonly Assignee[];
  canWrite: boolean;
  canDelete: boolean;
  mutations: TaskMutations;
  /** A new task: the title has the focus. */
  autoFocusTitle: boolean;
  /**
   * How a change is saved; by default updateTask on `task`. A new task's draft saves into the draft until
   * it has a title, then creates it (useTaskDraft).
   */
  save?: (input: TaskPatch, assignees: readonly Assignee[]) => Promise<boolean>;
  onDelete: (task: TaskRow) => void;
  onClose: () => void;
}

/**
 * The fields of one task (or section) in the details drawer. Every change saves at once through
 * updateTask with an optimistic answer, text after a pause in typing; the list beside it follows.
 */
export function TaskDetails(props: TaskDetailsProps) {
  const { task, tags, assignees, canWrite, canDelete, mutations, autoFocusTitle, onDelete, onClose } = props;
  const saveChange = props.save;
  const { t } = useTranslation();
  const section = task.type === 'section';
  const readOnly = !canWrite;

  const save = (input: TaskPatch) =>
    saveChange ? saveChange(input, assignees) : mutations.update(task.id, input, assignees);

  // Title: typed freely, saved after a pause or on leaving the field; an outside change (or a rollback)
  // shows unless the field is being typed in.
  const titleRef = useRef<HTMLTextAreaElement>(null);
  const { draft: title, setDraft: setTitle, setFocused: setTitleFocused } = useDraftText(task.title);
  const titleSave = useDeferredSave((value: string) => void save({ title: value }), TEXT_SAVE_DELAY_MS);

  useEffect(() => {
    if (autoFocusTitle && canWrite) titleRef.current?.focus();
  }, [autoFocusTitle, canWrite]);

  // Notes: a failed save remounts the editor on what the cache holds again.
  const [notesVersion, setNotesVersion] = useState(0);
  const notesSave = useDeferredSave((value: string) => {
    void save({ notes: value === '' ? null : value }).then((saved) => {
      if (!saved) setNotesVersion((version) => version + 1);
    });
  }, TEXT_SAVE_DELAY_MS);

  const dueStatus = dueDateStatus(task.dueDate, task.completed);

  return (
    <Stack gap="5" data-testid="task-details">
      <HStack justify="space-between" gap="2">
        {section ? null : (
          <Checkbox.Root
            checked={task.completed}
            disabled={readOnly}
            onCheckedChange={(details) => void save({ completed: details.checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {task.completed || readOnly ? t('tasks.details.completed') : t('tasks.details.markCompleted')}
            </Checkbox.Label>
          </Checkbox.Root>
        )}
        <HStack gap="1" ms="auto">
          {canDelete ? (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onDelete(task)}>
              <LuTrash2 aria-hidden="true" />
              {t('tasks.actions.delete')}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={onClose} aria-label={t('tasks.details.close')}>
            <LuX aria-hidden="true" />
          </Button>
        </HStack>
      </HStack>

      <Field.Root readOnly={readOnly}>
        <Field.Label>{section ? t('tasks.section.title') : t('tasks.details.title')}</Field.Label>
        <Textarea
          ref={titleRef}
          data-autofocus={autoFocusTitle && canWrite ? '' : undefined}
          value={title}
          rows={1}
          resize="none"
          maxLength={TITLE_MAX}
          placeholder={section ? t('tasks.section.placeholder') : t('tasks.details.titlePlaceholder')}
          readOnly={readOnly}
          textStyle="lg"
          fontWeight="semibold"
          // Grows with the title instead of scrolling inside one line.
          css={{ fieldSizing: 'content' }}
          onChange={(event) => {
            // A title is one line: pasted line breaks become spaces.
            const next = event.target.value.replace(/\s*\n\s*/g, ' ');
            setTitle(next);
            titleSave.schedule(next);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              titleSave.flush();
            }
          }}
          onFocus={() => setTitleFocused(true)}
          onBlur={() => {
            setTitleFocused(false);
            titleSave.flush();
          }}
        />
      </Field.Root>

      {section ? null : (
        <>
          <RichTextEditor
            key={notesVersion}
            label={t('tasks.details.notes')}
            value={task.notes}
            readOnly={readOnly}
            placeholder={t('tasks.details.notesPlaceholder')}
            onChange={notesSave.schedule}
            onBlur={notesSave.flush}
          />

          <Stack gap="1.5">
            <Text textStyle="sm" fontWeight="medium" id="task-tags-label">
              {t('tasks.details.tags')}
            </Text>
            <TagsEditor
              tags={tags}
              selectedIds={task.tags}
              onChange={(ids) => void save({ tags: ids })}
              onCreate={mutations.createTag}
              onRename={mutations.renameTag}
              onDelete={mutations.deleteTag}
              describeError={(error) => featureErrors(t, 'tasks', refusedTitle).explain(error)}
              readOnly={readOnly}
              label={t('tasks.details.editTags')}
            />
          </Stack>

          <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <Field.Root disabled={readOnly}>
              <Field.Label>{t('tasks.details.priority')}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={String(task.priority)}
                  onChange={(event) => void save({ priority: Number(event.target.value) })}
                >
                  <option value="0">{t('tasks.priority.low')}</option>
                  <option value="1">{t('tasks.priority.normal')}</option>
                  <option value="2">{t('tasks.priority.high')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>

            <Field.Root disabled={readOnly}>
              <Field.Label>{t('tasks.details.dueDate')}</Field.Label>
              <Input
                type="date"
                size="sm"
                value={dueDateInputValue(task.dueDate)}
                color={dueStatus === 'overdue' ? 'fg.error' : undefined}
                borderColor={dueStatus === 'overdue' ? 'border.error' : undefined}
                onChange={(event) => void save({ dueDate: dueDateFromInput(event.target.value) })}
              />
              {dueStatus && dueStatus !== 'upcoming' ? (
                <Field.HelperText
                  color={DUE_DATE_COLORS[dueStatus]}
                  fontWeight="semibold"
                  data-testid="task-due-status"
                  data-status={dueStatus}
                >
                  {t(`tasks.due.${dueStatus}`)}
                </Field.HelperText>
              ) : null}
            </Field.Root>

            <Box gridColumn={{ sm: 'span 2' }}>
              <AssigneeSelect
                people={assignees}
                value={task.assignedTo}
                current={task.assignee}
                disabled={readOnly}
                onChange={(assignedTo) => void save({ assignedTo })}
              />
            </Box>
          </Box>

          <SubTasksEditor
            subTasks={task.subTasks}
            readOnly={readOnly}
            onChange={(steps) =>
              void save({
                subTasks: steps.map((step) => ({
                  id: step.id,
                  title: step.title,
                  completed: step.completed,
                })),
              })
            }
          />
        </>
      )}
    </Stack>
  );
}
