import { DateTime } from 'luxon';
import { formatDay } from '../../lib/dates';

// A due date is a calendar day to the person planning: it is picked as a day, stored as the start of
// that day in their time zone, and compared by day (a task due today is not overdue yet).

export type DueDateStatus = 'overdue' | 'today' | 'upcoming';

/** How a due date reads next to its task; null without one. A completed task is never overdue. */
export function dueDateStatus(
  dueDate: string | null,
  completed: boolean,
  now: DateTime = DateTime.local(),
): DueDateStatus | null {
  if (!dueDate) return null;
  const day = DateTime.fromISO(dueDate).toLocal().startOf('day');
  if (!day.isValid) return null;
  const today = now.startOf('day');
  if (day.hasSame(today, 'day')) return 'today';
  if (day < today) return completed ? 'upcoming' : 'overdue';
  return 'upcoming';
}

/** The value of a native date input (yyyy-MM-dd, local day) for a stored due date; '' without one. */
export function dueDateInputValue(dueDate: string | null): string {
  if (!dueDate) return '';
  const day = DateTime.fromISO(dueDate).toLocal();
  return day.isValid ? day.toISODate() : '';
}

/** The stored due date for a native date input's value: the start of that day here; null when cleared. */
export function dueDateFromInput(value: string): string | null {
  if (!value) return null;
  const day = DateTime.fromISO(value).startOf('day');
  return day.isValid ? day.toUTC().toISO() : null;
}

/** The due day as every date reads (lib/dates.ts): "Mar 10" / "10 Mar", the year when not this year. */
export function formatDueDate(dueDate: string, language: string, now: DateTime = DateTime.local()): string {
  return formatDay(dueDate, language, { now });
}
