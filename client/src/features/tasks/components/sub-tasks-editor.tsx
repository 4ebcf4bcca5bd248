import { Box, Button, Checkbox, Flex, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from 'react-icons/lu';
import { useDraftText } from '../hooks/use-draft-text';
import { neighbourIndex, newSubTaskId, type TaskRow } from '../tasks-cache';

type SubTask = TaskRow['subTasks'][number];

/** Schema bounds (TaskSubTaskInput, TaskPatch.subTasks). */
export const SUB_TASK_TITLE_MAX = 200;
export const SUB_TASKS_MAX = 50;

export interface SubTasksEditorProps {
  subTasks: readonly SubTask[];
  readOnly: boolean;
  /** The whole new list of steps (the contract replaces the list). */
  onChange: (subTasks: SubTask[]) => void;
}

/** A task's steps: tick, rename in place, move up or down, remove, add. */
export function SubTasksEditor({ subTasks, readOnly, onChange }: SubTasksEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const done = subTasks.filter((step) => step.completed).length;

  const replace = (index: number, step: SubTask) =>
    onChange(subTasks.map((current, position) => (position === index ? step : current)));
  const move = (index: number, direction: -1 | 1) => {
    const target = neighbourIndex(subTasks.length, index, direction);
    if (target === null) return;
    const next = [...subTasks];
    const [step] = next.splice(index, 1);
    if (step) next.splice(target, 0, step);
    onChange(next);
  };
  const add = () => {
    const title = draft.trim();
    if (title === '' || subTasks.length >= SUB_TASKS_MAX) return;
    onChange([...subTasks, { id: newSubTaskId(), title, completed: false }]);
    setDraft('');
  };

  return (
    <Stack gap="2" role="group" aria-labelledby="task-sub-tasks-label">
      <HStack justify="space-between">
        <Text id="task-sub-tasks-label" textStyle="sm" fontWeight="medium">
          {t('tasks.details.subTasks')}
        </Text>
        {subTasks.length > 0 ? (
          <Text textStyle="xs" color="fg.muted" data-testid="sub-tasks-progress">
            {t('tasks.details.subTasksProgress', { done, count: subTasks.length })}
          </Text>
        ) : null}
      </HStack>
      {subTasks.length === 0 && readOnly ? (
        <Text textStyle="sm" color="fg.muted">
          {t('tasks.details.noSubTasks')}
        </Text>
      ) : null}
      <Stack as="ul" role="list" gap="1">
        {subTasks.map((step, index) => (
          <SubTaskItem
            key={step.id}
            step={step}
            first={index === 0}
            last={index === subTasks.length - 1}
            readOnly={readOnly}
            onChange={(next) => replace(index, next)}
            onMove={(direction) => move(index, direction)}
            onRemove={() => onChange(subTasks.filter((_, position) => position !== index))}
          />
        ))}
      </Stack>
      {readOnly ? null : (
        <HStack
          as="form"
          gap="2"
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <Input
            size="sm"
            value={draft}
            maxLength={SUB_TASK_TITLE_MAX}
            aria-label={t('tasks.details.newSubTask')}
            placeholder={t('tasks.details.newSubTaskPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
            disabled={subTasks.length >= SUB_TASKS_MAX}
          />
          <Button type="submit" size="sm" variant="outline" disabled={draft.trim() === ''}>
            <LuPlus aria-hidden="true" />
            {t('tasks.details.addSubTask')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

interface SubTaskItemProps {
  step: SubTask;
  first: boolean;
  last: boolean;
  readOnly: boolean;
  onChange: (step: SubTask) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}

function SubTaskItem({ step, first, last, readOnly, onChange, onMove, onRemove }: SubTaskItemProps) {
  const { t } = useTranslation();
  // A rename from elsewhere (or a rollback) replaces the text unless it is being typed.
  const { draft: title, setDraft: setTitle, setFocused } = useDraftText(step.title);

  // A blank title is not a step: it goes back to the saved one.
  const commit = () => {
    const next = title.trim();
    if (next === '') setTitle(step.title);
    else if (next !== step.title) onChange({ ...step, title: next });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      setTitle(step.title);
    }
  };

  return (
    <Flex as="li" align="center" gap="2" data-testid="sub-task">
      <Checkbox.Root
        size="sm"
        checked={step.completed}
        disabled={readOnly}
        onCheckedChange={(details) => onChange({ ...step, completed: details.checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label srOnly>{t('tasks.details.subTaskDone', { title: step.title })}</Checkbox.Label>
      </Checkbox.Root>
      {readOnly ? (
        <Text flex="1" textStyle="sm" textDecoration={step.completed ? 'line-through' : undefined}>
          {step.title}
        </Text>
      ) : (
        <>
          <Box flex="1">
            <Input
              size="sm"
              variant="flushed"
              value={title}
              maxLength={SUB_TASK_TITLE_MAX}
              aria-label={t('tasks.details.subTaskTitle', { title: step.title })}
              textDecoration={step.completed ? 'line-through' : undefined}
              color={step.completed ? 'fg.muted' : undefined}
              onChange={(event) => setTitle(event.target.value)}
              onFocus={() => setFocused(true)}
              onBlur={() => {
                setFocused(false);
                commit();
              }}
              onKeyDown={onKeyDown}
            />
          </Box>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('tasks.details.subTaskUp', { title: step.title })}
            disabled={first}
            onClick={() => onMove(-1)}
          >
            <LuArrowUp />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('tasks.details.subTaskDown', { title: step.title })}
            disabled={last}
            onClick={() => onMove(1)}
          >
            <LuArrowDown />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={t('tasks.details.subTaskRemove', { title: step.title })}
            onClick={onRemove}
          >
            <LuTrash2 />
          </IconButton>
        </>
      )}
    </Flex>
  );
}
