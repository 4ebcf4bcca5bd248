import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { appToaster } from '../../../components/ui/toaster';
import type {
  AttendanceMark,
  OccurrenceAttendeeFieldsFragment,
  RsvpAnswer,
} from '../../../generated/graphql';
import { apiErrorKind, describeApiError } from '../../../lib/apollo/errors';
import { useFeatureErrors, type SpecialErrorSentence } from '../../../lib/apollo/feature-errors';
import { useCacheMutation, withTypename } from '../../../lib/apollo/use-cache-mutation';
import { AnswerRsvpDocument, TakeAttendanceDocument } from '../graphql/events';

// The answers and the roll of one occurrence. OccurrenceAttendee has no id of its own (the same athlete
// is invited to many occurrences), so a change edits the attendees list of the occurrence's cached
// entry, and its counts. A guardian's answer goes through useCacheMutation (optimistic, rolled back
// with a toast). A roll is taken on the side of a pitch, where the signal comes and goes: each mark is
// shown at once (an optimistic layer of its own) and a request lost on the way is sent again, up to
// three times with a short wait, before the mark is rolled back with a toast.

/** Names one occurrence: its event and its `originalStart`. */
export interface OccurrenceKey {
  eventId: string;
  occurrenceStart: string;
}

type Attendee = OccurrenceAttendeeFieldsFragment;

/** How long to wait before sending a lost mark again, attempt by attempt (then it is rolled back). */
export const ROLL_RETRY_DELAYS_MS = [400, 1200, 2500];

/** A refusal of the date rather than of a field: over, cancelled, or the roll not open yet. */
const attendanceSentence: SpecialErrorSentence = (failure, t) =>
  apiErrorKind(failure) === 'badInput' ? t('events.attendance.errors.refused') : undefined;

/** Whether a failure may pass if sent again (the connection, the server away); a refusal will not. */
function isTransient(error: unknown): boolean {
  const kind = apiErrorKind(describeApiError(error));
  return kind === 'network' || kind === 'unavailable' || kind === 'generic';
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The counts of the answers in `attendees`. */
function countAnswers(attendees: readonly Attendee[]) {
  return {
    __typename: 'RsvpCounts' as const,
    going: attendees.filter((a) => a.rsvp === 'going').length,
    notGoing: attendees.filter((a) => a.rsvp === 'not_going').length,
    maybe: attendees.filter((a) => a.rsvp === 'maybe').length,
    unanswered: attendees.filter((a) => a.rsvp === null).length,
  };
}

/** The cache id of the occurrence a key names (its `id` is the event's id @ the original start). */
const occurrenceCacheId = (cache: ApolloCache, key: OccurrenceKey) =>
  cache.identify({
    __typename: 'EventOccurrence',
    id: `${key.eventId}@${new Date(key.occurrenceStart).toISOString()}`,
  });

/**
 * Puts `changed` attendees (by athlete) into the occurrence's cached entry, and counts again: every
 * query that holds the occurrence (the drawer's, the parent's week on the home) shows the change.
 */
export function writeAttendees(cache: ApolloCache, key: OccurrenceKey, changed: readonly Attendee[]) {
  const id = occurrenceCacheId(cache, key);
  if (!id) return;
  const byId = new Map(changed.map((attendee) => [attendee.athleteId, attendee]));
  let attendees: Attendee[] | undefined;
  cache.modify<{ attendees: Attendee[] }>({
    id,
    fields: {
      // Attendees have no id: they are kept inline, never as references.
      attendees: (existing, { isReference }) => {
        const merged = existing.map((attendee) => {
          if (isReference(attendee)) return attendee;
          const next = byId.get(attendee.athleteId);
          return next ? { ...attendee, ...next } : attendee;
        });
        attendees = merged.filter((attendee) => !isReference(attendee)) as Attendee[];
        return merged;
      },
    },
  });
  const counted = attendees;
  if (counted)
    cache.modify<{ rsvpCounts: ReturnType<typeof countAnswers> | null }>({
      id,
      fields: { rsvpCounts: (existing) => (existing ? countAnswers(counted) : existing) },
    });
}

/** A guardian's answer for a child (or staff's on the family's behalf): shown at once, rolled back if refused. */
export function useAnswerRsvp(key: OccurrenceKey) {
  const { t } = useTranslation();
  const { explain } = useFeatureErrors('events', attendanceSentence);
  const [mutate, state] = useCacheMutation(AnswerRsvpDocument, { explain });
  const answer = useCallback(
    (attendee: Attendee, rsvp: RsvpAnswer, note: string | null) =>
      mutate({
        variables: { ...key, athleteId: attendee.athleteId, answer: rsvp, note },
        failureTitle: t('events.attendance.toast.answerFailed'),
        optimisticResponse: {
          answerRsvp: withTypename('OccurrenceAttendee', {
            ...attendee,
            rsvp,
            rsvpNote: note,
            rsvpAt: new Date().toISOString(),
          }),
        },
        update: (cache, { data }) => {
          if (data) writeAttendees(cache, key, [data.answerRsvp]);
        },
      }),
    [mutate, key, t],
  );
  return [answer, state] as const;
}

/**
 * Takes marks of the roll: shown at once, sent, sent again while the connection fails (up to three
 * times), rolled back with a toast when refused. Answers whether the marks were saved.
 */
export function useTakeAttendance(key: OccurrenceKey, checkedByName: string | null) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { explain } = useFeatureErrors('events', attendanceSentence);
  const sequence = useRef(0);
  return useCallback(
    async (attendees: readonly Attendee[], mark: AttendanceMark | null): Promise<boolean> => {
      if (attendees.length === 0) return true;
      const layer = `take-attendance-${++sequence.current}`;
      const optimistic = attendees.map((attendee) =>
        withTypename('OccurrenceAttendee', {
          ...attendee,
          attendance: mark,
          checkedByName: mark === null ? null : (checkedByName ?? attendee.checkedByName),
          checkedAt: mark === null ? null : new Date().toISOString(),
        }),
      );
      client.cache.recordOptimisticTransaction((cache) => writeAttendees(cache, key, optimistic), layer);
      const marks = attendees.map((attendee) => ({ athleteId: attendee.athleteId, mark }));
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            await client.mutate({
              mutation: TakeAttendanceDocument,
              variables: { ...key, marks },
              update: (cache, { data }) => {
                if (data) writeAttendees(cache, key, data.takeAttendance);
              },
            });
            return true;
          } catch (error) {
            const delay = ROLL_RETRY_DELAYS_MS[attempt];
            if (delay !== undefined && isTransient(error)) {
              await wait(delay);
              continue;
            }
            appToaster.create({
              type: 'error',
              title: t('events.attendance.toast.rollFailed'),
              description: explain(error),
              closable: true,
            });
            return false;
          }
        }
      } finally {
        client.cache.removeOptimistic(layer);
      }
    },
    [client, key, checkedByName, explain, t],
  );
}
