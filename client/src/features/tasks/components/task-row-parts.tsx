import { Avatar, Box, Flex, HStack, Tag, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp, LuCalendar } from 'react-icons/lu';
import type { TaskRow } from '../tasks-cache';
import { dueDateStatus, formatDueDate, type DueDateStatus } from '../task-due-date';
import { highlightedTitleHtml } from '../task-highlight';

/** The colour of a due date: red when overdue, the brand colour today, muted otherwise. */
export const DUE_DATE_COLORS: Record<DueDateStatus, string> = {
  overdue: 'fg.error',
  today: 'brand.fg',
  upcoming: 'fg.muted',
};

/** Low and high priority as an arrow with its meaning for assistive technology; normal shows nothing. */
export function PriorityIndicator({ priority }: { priority: number }) {
  const { t } = useTranslation();
  if (priority === 1) return null;
  const high = priority >= 2;
  const label = high ? t('tasks.priority.high') : t('tasks.priority.low');
  return (
    <Box
      as="span"
      display="inline-flex"
      color={high ? 'fg.error' : 'fg.info'}
      flexShrink={0}
      role="img"
      aria-label={label}
      title={label}
      data-testid="task-priority"
      data-priority={high ? 'high' : 'low'}
    >
      {high ? <LuArrowUp aria-hidden="true" /> : <LuArrowDown aria-hidden="true" />}
    </Box>
  );
}

/** A task's due date, coloured by how it stands today; nothing without one. */
export function DueDateText({ task }: { task: TaskRow }) {
  const { t, i18n } = useTranslation();
  const status = dueDateStatus(task.dueDate, task.completed);
  if (!task.dueDate || !status) return null;
  const date = formatDueDate(task.dueDate, i18n.language);
  const text = status === 'today' ? t('tasks.due.today') : date;
  return (
    <HStack
      gap="1"
      color={DUE_DATE_COLORS[status]}
      fontWeight={status === 'upcoming' ? 'normal' : 'semibold'}
      textStyle="xs"
      flexShrink={0}
      whiteSpace="nowrap"
      data-testid="task-due-date"
      data-status={status}
      title={t(`tasks.due.${status}Label`, { date })}
    >
      <LuCalendar aria-hidden="true" />
      <span>{text}</span>
      {status === 'overdue' ? <Box srOnly>{t('tasks.due.overdue')}</Box> : null}
    </HStack>
  );
}

/** The assignee's picture or initials, named for assistive technology. */
export function AssigneeAvatar({ assignee }: { assignee: TaskRow['assignee'] }) {
  const { t } = useTranslation();
  if (!assignee) return null;
  const label = t('tasks.row.assignedTo', { name: assignee.name });
  return (
    <Avatar.Root
      size="2xs"
      flexShrink={0}
      title={label}
      aria-label={label}
      role="img"
      data-testid="task-assignee"
    >
      <Avatar.Fallback name={assignee.name} />
      {assignee.avatar ? <Avatar.Image src={assignee.avatar} alt="" /> : null}
    </Avatar.Root>
  );
}

/** The task's tags as small chips (the first few; the rest as "+N"). */
export function TagChips({
  ids,
  titles,
  max = 3,
}: {
  ids: readonly string[];
  titles: Map<string, string>;
  max?: number;
}) {
  const { t } = useTranslation();
  const known = ids.filter((id) => titles.has(id));
  if (known.length === 0) return null;
  const shown = known.slice(0, max);
  const rest = known.length - shown.length;
  return (
    <Flex
      gap="1"
      flexShrink={0}
      display={{ base: 'none', sm: 'flex' }}
      aria-label={t('tasks.row.tags')}
      role="list"
    >
      {shown.map((id) => (
        <Tag.Root key={id} size="sm" variant="surface" role="listitem">
          <Tag.Label>{titles.get(id)}</Tag.Label>
        </Tag.Root>
      ))}
      {rest > 0 ? (
        <Tag.Root
          size="sm"
          variant="outline"
          role="listitem"
          title={known
            .slice(max)
            .map((id) => titles.get(id))
            .join(', ')}
        >
          <Tag.Label>{t('tasks.row.moreTags', { count: rest })}</Tag.Label>
        </Tag.Root>
      ) : null}
    </Flex>
  );
}

/** A search hit's title with its matches marked (<mark>), cleaned before it reaches the page. */
export function HighlightedTitle({ html }: { html: string }) {
  const clean = useMemo(() => highlightedTitleHtml(html), [html]);
  return (
    <Text
      as="span"
      truncate
      css={{ '& mark': { bg: 'yellow.subtle', color: 'inherit', rounded: 'xs', px: '0.5' } }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
