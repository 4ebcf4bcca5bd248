import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { appToaster } from '../../../components/ui/toaster';
import type { EventDetailFragment, EventEditMode, EventInput } from '../../../generated/graphql';
import { dataOrThrow, type MutationOutcome } from '../../../lib/apollo/use-cache-mutation';
import { useFeatureMutation } from '../../../lib/apollo/use-feature-mutation';
import {
  CancelEventDocument,
  CreateEventDocument,
  DeleteEventDocument,
  UpdateEventDocument,
} from '../graphql/events';

// The events screen's mutations, each through useCacheMutation (lib/apollo, by way of
// useFeatureMutation): a refusal is said from `events.errors`, in a toast or by the form that shows it
// on its fields. The calendar is a window of expanded occurrences: which dates a change adds, moves or
// removes is the server's to work out (a series split, dates left out), so after a change the calendar
// asks for its window again instead of editing the cache by hand.

/** The calendar's queries (the month grid's and the other views'), read again after every change. */
const CALENDAR_QUERIES = ['EventsCalendar', 'EventsCalendarGrid'];

/** Which occurrences of a series a change applies to; null for a single event (the whole of it). */
export interface OccurrenceChoice {
  /** The occurrence's `originalStart`, naming it. */
  occurrenceStart: string | null;
  mode: EventEditMode | null;
}

function toastSuccess<TData>(outcome: MutationOutcome<TData>, title: string): MutationOutcome<TData> {
  if (outcome.ok) appToaster.create({ type: 'success', title });
  return outcome;
}

/** Reads the calendar's window again; answers once it is read. */
function useRefreshCalendar() {
  const client = useApolloClient();
  return useCallback(async () => {
    await client.refetchQueries({ include: CALENDAR_QUERIES });
  }, [client]);
}

/**
 * Saves the event form: creates an event, or changes `event` in the mode chosen. A refusal rejects, for
 * the form to show on its fields.
 */
export function useSaveEvent() {
  const { t } = useTranslation();
  const refresh = useRefreshCalendar();
  const [createEvent, creating] = useFeatureMutation(CreateEventDocument, 'events');
  const [updateEvent, updating] = useFeatureMutation(UpdateEventDocument, 'events');
  const save = useCallback(
    async (
      event: EventDetailFragment | null,
      input: EventInput,
      choice: OccurrenceChoice = { occurrenceStart: null, mode: null },
    ): Promise<EventDetailFragment> => {
      const saved = event
        ? dataOrThrow(
            toastSuccess(
              await updateEvent({
                variables: { id: event.id, input, ...choice },
                handledByCaller: true,
              }),
              t('events.form.saved'),
            ),
          ).updateEvent
        : dataOrThrow(
            toastSuccess(
              await createEvent({ variables: { input }, handledByCaller: true }),
              t('events.form.created'),
            ),
          ).createEvent;
      await refresh();
      return saved;
    },
    [createEvent, updateEvent, refresh, t],
  );
  return [save, { loading: creating.loading || updating.loading }] as const;
}

/**
 * Moves or stretches an occurrence dragged on the calendar. A refusal is toasted ("The event was not
 * moved" and why) and answered, for the calendar to put the event back.
 */
export function useMoveEvent() {
  const { t } = useTranslation();
  const refresh = useRefreshCalendar();
  const [updateEvent, state] = useFeatureMutation(UpdateEventDocument, 'events');
  const move = useCallback(
    async (id: string, input: EventInput, choice: OccurrenceChoice) => {
      const outcome = toastSuccess(
        await updateEvent({
          variables: { id, input, ...choice },
          failureTitle: t('events.toast.moveFailed'),
        }),
        t('events.toast.moved'),
      );
      if (outcome.ok) await refresh();
      return outcome;
    },
    [updateEvent, refresh, t],
  );
  return [move, state] as const;
}

/** Cancels or reinstates an event, or some of a series' dates; a refusal rejects for the caller. */
export function useCancelEvent() {
  const { t } = useTranslation();
  const refresh = useRefreshCalendar();
  const [cancelEvent, state] = useFeatureMutation(CancelEventDocument, 'events');
  const cancel = useCallback(
    async (id: string, cancelled: boolean, choice: OccurrenceChoice) => {
      const outcome = toastSuccess(
        await cancelEvent({ variables: { id, cancelled, ...choice }, handledByCaller: true }),
        cancelled ? t('events.toast.cancelled') : t('events.toast.reinstated'),
      );
      const data = dataOrThrow(outcome).cancelEvent;
      await refresh();
      return data;
    },
    [cancelEvent, refresh, t],
  );
  return [cancel, state] as const;
}

/** Deletes an event with all its dates; the calendar is read again (its dates leave the window). */
export function useDeleteEvent() {
  const { t } = useTranslation();
  const refresh = useRefreshCalendar();
  const [deleteEvent, state] = useFeatureMutation(DeleteEventDocument, 'events');
  const remove = useCallback(
    async (id: string) => {
      const outcome = toastSuccess(
        await deleteEvent({ variables: { id }, handledByCaller: true }),
        t('events.toast.deleted'),
      );
      dataOrThrow(outcome);
      await refresh();
    },
    [deleteEvent, refresh, t],
  );
  return [remove, state] as const;
}
