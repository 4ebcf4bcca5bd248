import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { appToaster } from '../../../components/ui/toaster';
import type { CalendarOccurrenceFragment } from '../../../generated/graphql';
import type { Language } from '../../../lib/i18n/languages';
import { renderWithProviders } from '../../../test/render';
import { OccurrenceAttendance } from './occurrence-attendance';

// The answers and the roll of one occurrence against a GraphQL server that answers each operation by
// its name (as pages/events-page.test.tsx does) and records what was sent. An answer may be a function
// of the variables; an Error is a refusal with that code, a `lost` answer a request that never arrived.

const EVENT_ID = '7d1f4c2a-0b5e-4c8f-9a61-3e2d1c0b9a01';
const ALI = 'a1111111-1111-4111-8111-111111111111';
const CAN = 'a2222222-2222-4222-8222-222222222222';

interface Operation {
  name: string;
  variables: Record<string, unknown>;
}

/** How long the server takes to answer: what shows before is the optimistic answer. */
const SERVER_DELAY_MS = 200;

/** Waits for what should show before the server answers. */
const beforeTheServer = (assertion: () => void) => waitFor(assertion, { timeout: SERVER_DELAY_MS - 50 });

type Answer = unknown | ((variables: Record<string, unknown>) => unknown);

/** A training of a team that started half an hour ago: answers and the roll are open. */
function training(overrides: Partial<CalendarOccurrenceFragment> = {}): CalendarOccurrenceFragment {
  const start = new Date(Date.now() - 30 * 60_000).toISOString();
  const end = new Date(Date.now() + 60 * 60_000).toISOString();
  return {
    id: `${EVENT_ID}@${start}`,
    eventId: EVENT_ID,
    originalStart: start,
    startsAt: start,
    endsAt: end,
    title: 'U10 training',
    status: 'scheduled',
    venue: null,
    notes: null,
    changed: false,
    event: { scope: 'teams', timeZone: 'Europe/Istanbul' } as CalendarOccurrenceFragment['event'],
    ...overrides,
  };
}

function attendee(athleteId: string, athleteName: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'OccurrenceAttendee',
    athleteId,
    athleteName,
    rsvp: null,
    rsvpNote: null,
    rsvpAt: null,
    attendance: null,
    checkedByName: null,
    checkedAt: null,
    ...extra,
  };
}

function attendance(occurrence: CalendarOccurrenceFragment, attendees: unknown[], staff: boolean) {
  return {
    eventOccurrence: {
      __typename: 'EventOccurrence',
      id: occurrence.id,
      attendees,
      rsvpCounts: staff
        ? { __typename: 'RsvpCounts', going: 1, notGoing: 0, maybe: 0, unanswered: attendees.length - 1 }
        : null,
    },
  };
}

function renderAttendance(
  occurrence: CalendarOccurrenceFragment,
  answers: Record<string, Answer>,
  language?: Language,
) {
  const operations: Operation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const name = operation.operationName ?? '';
        operations.push({ name, variables: operation.variables });
        const given = answers[name];
        const answer =
          typeof given === 'function' ? (given as (v: unknown) => unknown)(operation.variables) : given;
        // A moment on the way, for the optimistic answer to show first.
        setTimeout(() => {
          if (answer === 'lost') observer.error(new TypeError('Failed to fetch'));
          else if (answer instanceof Error) {
            observer.next({ errors: [{ message: answer.message, extensions: { code: answer.message } }] });
            observer.complete();
          } else {
            observer.next({ data: answer as Record<string, unknown> });
            observer.complete();
          }
        }, SERVER_DELAY_MS);
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  renderWithProviders(
    <ApolloProvider client={client}>
      <OccurrenceAttendance occurrence={occurrence} />
    </ApolloProvider>,
    { language },
  );
  return { operations };
}

const sent = (operations: Operation[], name: string) =>
  operations.filter((operation) => operation.name === name);

describe('the attendance of an occurrence', { timeout: 30_000 }, () => {
  it('lets a parent answer for a child at once, with the answer pressed', async () => {
    const occurrence = training();
    const { operations } = renderAttendance(occurrence, {
      EventOccurrenceAttendance: attendance(occurrence, [attendee(ALI, 'Ali Kaya')], false),
      AnswerRsvp: (variables: Record<string, unknown>) => ({
        answerRsvp: attendee(ALI, 'Ali Kaya', { rsvp: variables.answer, rsvpNote: variables.note }),
      }),
    });
    const child = await screen.findByRole('group', { name: 'Ali Kaya' });
    expect(screen.queryByTestId('rsvp-counts')).toBeNull();
    fireEvent.change(within(child).getByLabelText('Note (optional)'), { target: { value: 'Late 10 min' } });
    fireEvent.click(within(child).getByRole('button', { name: 'Not going' }));
    // Pressed before the server answers, and still after.
    await beforeTheServer(() =>
      expect(within(child).getByRole('button', { name: 'Not going' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await waitFor(() => expect(sent(operations, 'AnswerRsvp')).toHaveLength(1));
    expect(sent(operations, 'AnswerRsvp')[0]?.variables).toEqual({
      eventId: EVENT_ID,
      occurrenceStart: occurrence.originalStart,
      athleteId: ALI,
      answer: 'not_going',
      note: 'Late 10 min',
    });
    await new Promise((resolve) => setTimeout(resolve, SERVER_DELAY_MS + 50));
    expect(within(child).getByRole('button', { name: 'Not going' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(child).getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('closes the answers of an occurrence that has ended, and shows the roll’s mark', async () => {
    const occurrence = training({ endsAt: new Date(Date.now() - 60_000).toISOString() });
    renderAttendance(occurrence, {
      EventOccurrenceAttendance: attendance(
        occurrence,
        [attendee(ALI, 'Ali Kaya', { rsvp: 'going', attendance: 'late' })],
        false,
      ),
    });
    const child = await screen.findByRole('group', { name: 'Ali Kaya' });
    expect(within(child).getByRole('button', { name: 'Going' })).toBeDisabled();
    expect(screen.getByTestId('rsvp-closed')).toHaveTextContent('This event has ended');
    expect(within(child).getByTestId('child-mark')).toHaveTextContent('Late');
    expect(within(child).getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes the roll for everyone with "All present"', async () => {
    const occurrence = training();
    const { operations } = renderAttendance(occurrence, {
      EventOccurrenceAttendance: attendance(
        occurrence,
        [attendee(ALI, 'Ali Kaya', { rsvp: 'going', rsvpNote: 'Yes!' }), attendee(CAN, 'Can Demir')],
        true,
      ),
      TakeAttendance: (variables: Record<string, unknown>) => ({
        takeAttendance: (variables.marks as { athleteId: string; mark: string }[]).map((mark) =>
          attendee(mark.athleteId, mark.athleteId === ALI ? 'Ali Kaya' : 'Can Demir', {
            attendance: mark.mark,
            checkedByName: 'Coach Emre',
            checkedAt: new Date().toISOString(),
          }),
        ),
      }),
    });
    expect(await screen.findByTestId('rsvp-counts')).toHaveTextContent('Going: 1');
    expect(screen.getByText('“Yes!”')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Take the roll' }));
    fireEvent.click(await screen.findByRole('button', { name: 'All present' }));
    await beforeTheServer(() => {
      for (const name of ['Ali Kaya', 'Can Demir']) {
        const row = screen.getByRole('group', { name });
        expect(within(row).getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'true');
      }
    });
    await waitFor(() => expect(sent(operations, 'TakeAttendance')).toHaveLength(1));
    expect(sent(operations, 'TakeAttendance')[0]?.variables).toEqual({
      eventId: EVENT_ID,
      occurrenceStart: occurrence.originalStart,
      marks: [
        { athleteId: ALI, mark: 'present' },
        { athleteId: CAN, mark: 'present' },
      ],
    });
    await waitFor(() =>
      expect(screen.getByTestId('roll-checked-by')).toHaveTextContent('Roll taken by Coach Emre'),
    );
  });

  it('rolls a refused mark back with a toast', async () => {
    const toast = vi.spyOn(appToaster, 'create').mockClear();
    const occurrence = training();
    const { operations } = renderAttendance(occurrence, {
      EventOccurrenceAttendance: attendance(
        occurrence,
        [attendee(ALI, 'Ali Kaya'), attendee(CAN, 'Can')],
        true,
      ),
      TakeAttendance: new Error('BAD_USER_INPUT'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Take the roll' }));
    const row = await screen.findByRole('group', { name: 'Ali Kaya' });
    fireEvent.click(within(row).getByRole('button', { name: 'Late' }));
    await beforeTheServer(() =>
      expect(within(row).getByRole('button', { name: 'Late' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: 'Late' })).toHaveAttribute('aria-pressed', 'false'),
    );
    // A refusal is not sent again.
    expect(sent(operations, 'TakeAttendance')).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', title: 'The roll was not saved' }),
    );
  });

  it('sends a lost mark again instead of losing it', async () => {
    const toast = vi.spyOn(appToaster, 'create').mockClear();
    const occurrence = training();
    let calls = 0;
    const { operations } = renderAttendance(occurrence, {
      EventOccurrenceAttendance: attendance(
        occurrence,
        [attendee(ALI, 'Ali Kaya'), attendee(CAN, 'Can')],
        true,
      ),
      TakeAttendance: () =>
        ++calls < 3
          ? 'lost'
          : { takeAttendance: [attendee(ALI, 'Ali Kaya', { attendance: 'absent', checkedByName: 'Coach' })] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Take the roll' }));
    const row = await screen.findByRole('group', { name: 'Ali Kaya' });
    fireEvent.click(within(row).getByRole('button', { name: 'Absent' }));
    await beforeTheServer(() =>
      expect(within(row).getByRole('button', { name: 'Absent' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitFor(() => expect(sent(operations, 'TakeAttendance')).toHaveLength(3), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, SERVER_DELAY_MS + 50));
    expect(within(row).getByRole('button', { name: 'Absent' })).toHaveAttribute('aria-pressed', 'true');
    expect(toast).not.toHaveBeenCalled();
  });

  it('reads in Turkish', async () => {
    const occurrence = training();
    renderAttendance(
      occurrence,
      { EventOccurrenceAttendance: attendance(occurrence, [attendee(ALI, 'Ali Kaya')], true) },
      'tr',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Yoklama al' }));
    expect(await screen.findByRole('button', { name: 'Hepsi var' })).toBeInTheDocument();
    const row = screen.getByRole('group', { name: 'Ali Kaya' });
    for (const mark of ['Var', 'Geç', 'İzinli', 'Yok']) {
      expect(within(row).getByRole('button', { name: mark })).toBeInTheDocument();
    }
  });

  it('shows nothing for an event of the whole organization', async () => {
    const { operations } = renderAttendance(
      training({
        event: { scope: 'organization', timeZone: 'Europe/Istanbul' } as CalendarOccurrenceFragment['event'],
      }),
      {},
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('occurrence-attendance')).toBeNull();
    expect(operations).toHaveLength(0);
  });
});
