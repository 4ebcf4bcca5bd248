import { skipToken, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import type {
  CalendarOccurrenceFragment,
  EventsCalendarGridQuery,
  EventType,
} from '../../../generated/graphql';
import { CALENDAR_VIEWS, type CalendarRange } from '../components/event-calendar';
import { GRID_PER_DAY } from '../event-model';
import { EventsCalendarDocument, EventsCalendarGridDocument } from '../graphql/events';

export type CalendarDay = EventsCalendarGridQuery['calendarGrid']['days'][number];

export interface CalendarFilters {
  branchId: string | null;
  teamId: string | null;
  types: EventType[] | null;
}

interface CalendarWindow {
  occurrences: readonly CalendarOccurrenceFragment[];
  /** The month grid's days (empty in the other views). */
  days: readonly CalendarDay[];
  loading: boolean;
  /** The visible window is read (not the previous one kept on screen while it loads). */
  loaded: boolean;
  error: Error | undefined;
  refetch: () => void;
}

const NOTHING: Pick<CalendarWindow, 'occurrences' | 'days'> = { occurrences: [], days: [] };

/**
 * The visible window of the calendar: the month grid reads `calendarGrid` (a few occurrences a day and
 * each day's total), the week, list and day views read every occurrence with `calendar`. The previous
 * window stays on screen while the next one loads, also across a change of view.
 */
export function useCalendarWindow(range: CalendarRange | null, filters: CalendarFilters): CalendarWindow {
  const month = range?.view === CALENDAR_VIEWS.month;
  const variables = range ? { from: range.from, to: range.to, ...filters } : null;
  // A refetch after a change says it is loading too (the status line above the calendar).
  const grid = useQuery(
    EventsCalendarGridDocument,
    variables && month
      ? { variables: { ...variables, perDay: GRID_PER_DAY }, notifyOnNetworkStatusChange: true }
      : skipToken,
  );
  const list = useQuery(
    EventsCalendarDocument,
    variables && !month ? { variables, notifyOnNetworkStatusChange: true } : skipToken,
  );
  const gridData = grid.data?.calendarGrid;
  const listData = list.data?.calendar;
  const current = useMemo(
    () =>
      month
        ? gridData && { occurrences: gridData.occurrences, days: gridData.days }
        : listData && { occurrences: listData, days: NOTHING.days },
    [month, gridData, listData],
  );
  // The last window read, kept (React's "information from previous renders").
  const [last, setLast] = useState(NOTHING);
  if (current && current !== last) setLast(current);
  const active = month ? grid : list;
  return {
    ...(current ?? last),
    loading: active.loading,
    loaded: current !== undefined && !active.loading,
    error: active.error,
    refetch: () => void active.refetch(),
  };
}
