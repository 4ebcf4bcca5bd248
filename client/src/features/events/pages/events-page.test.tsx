import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { RoleKey } from '../../../generated/graphql';
import type { Language } from '../../../lib/i18n/languages';
import { PATHS } from '../../../lib/paths';
import { viewerAnswers } from '../../../test/answered-routes';
import { renderWithProviders } from '../../../test/render';
import { EventsPage } from './events-page';

// The calendar against a GraphQL server that answers each operation by its name (as
// test/answered-routes.tsx does) and records what was sent, so a test can read a mutation's variables.

const EVENT_ID = '7d1f4c2a-0b5e-4c8f-9a61-3e2d1c0b9a01';
const TEAM_ID = '3a9d2c41-6b7e-4f80-9a1b-2c3d4e5f6a05';

interface Operation {
  name: string;
  variables: Record<string, unknown>;
}

/** A weekly training series (Tuesdays and Thursdays) and one of its dates, this week. */
function weeklyTraining() {
  const start = new Date();
  start.setUTCHours(14, 0, 0, 0);
  const end = new Date(start.getTime() + 90 * 60 * 1000);
  const event = {
    __typename: 'Event',
    id: EVENT_ID,
    organizationId: 'o1',
    type: 'training',
    title: 'U12 training',
    scope: 'teams',
    branchId: null,
    branch: null,
    teamIds: [TEAM_ID],
    teams: [{ __typename: 'Team', id: TEAM_ID, name: 'Futbol U12' }],
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    timeZone: 'Europe/Istanbul',
    recurrence: {
      __typename: 'Recurrence',
      frequency: 'WEEKLY',
      interval: 1,
      weekdays: ['TU', 'TH'],
      until: new Date(start.getTime() + 100 * 86_400_000).toISOString().slice(0, 10),
      count: null,
      excludedDates: [],
      rule: 'FREQ=WEEKLY;BYDAY=TU,TH',
    },
    venueBranchId: null,
    venueBranch: null,
    venue: 'Pitch 2',
    capacity: 24,
    feeMinor: 15000,
    notes: null,
    status: 'scheduled',
    splitFromId: null,
    canEdit: true,
  };
  const occurrence = {
    __typename: 'EventOccurrence',
    id: `${EVENT_ID}@${start.toISOString()}`,
    eventId: EVENT_ID,
    originalStart: start.toISOString(),
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    title: 'U12 training',
    status: 'scheduled',
    venue: 'Pitch 2',
    notes: null,
    changed: false,
    event,
  };
  return { event, occurrence };
}

function renderEvents({
  role = 'org_admin' as RoleKey,
  occurrences = [] as unknown[],
  days = [] as unknown[],
  answers = {} as Record<string, unknown>,
  language,
  entry = PATHS.events,
}: {
  role?: RoleKey;
  occurrences?: unknown[];
  days?: unknown[];
  answers?: Record<string, unknown>;
  language?: Language;
  entry?: string;
} = {}) {
  const all: Record<string, unknown> = {
    ...viewerAnswers({ name: 'Elif Şahin', email: 'e@x.example', role, scopeId: 'o1' }),
    ViewerAccess: { viewerAccess: { __typename: 'ViewerAccess', staff: role !== 'parent' } },
    EventsCalendar: { calendar: occurrences },
    EventsCalendarGrid: { calendarGrid: { __typename: 'CalendarGrid', occurrences, days } },
    EventChoices: {
      me: {
        __typename: 'User',
        id: 'u1',
        organization: { __typename: 'Organization', id: 'o1', timeZone: 'Europe/Istanbul' },
      },
      branches: {
        __typename: 'BranchConnection',
        nodes: [{ __typename: 'Branch', id: 'b1', name: 'Kadıköy' }],
      },
      teams: {
        __typename: 'TeamConnection',
        nodes: [{ __typename: 'Team', id: TEAM_ID, name: 'Futbol U12', branchId: 'b1' }],
      },
    },
    ...answers,
  };
  const operations: Operation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        operations.push({ name: operation.operationName ?? '', variables: operation.variables });
        const answer = all[operation.operationName ?? ''];
        if (answer instanceof Error) {
          observer.next({ errors: [{ message: answer.message, extensions: { code: answer.message } }] });
        } else {
          observer.next({ data: answer as Record<string, unknown> });
        }
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const router = createMemoryRouter([{ path: PATHS.events, Component: EventsPage }], {
    initialEntries: [entry],
  });
  renderWithProviders(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
    { language },
  );
  return { operations, router };
}

/**
 * Clicks a radio button or a checkbox and lets Chakra take the click: Zag's state machines call back a
 * moment later (a person never clicks faster than that).
 */
async function click(control: HTMLElement) {
  fireEvent.click(control);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

const openNewEventForm = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'New event' }));
  return screen.findByRole('dialog', { name: 'New event' });
};

describe('the events page', { timeout: 30_000 }, () => {
  it('asks for the visible window and says when it holds no events', async () => {
    const { operations } = renderEvents();
    expect(await screen.findByRole('heading', { name: 'Events', level: 1 })).toBeInTheDocument();
    expect(await screen.findByTestId('events-empty')).toHaveTextContent('No events in this period.');
    // The month grid: a few occurrences a day.
    const query = operations.find((operation) => operation.name === 'EventsCalendarGrid');
    expect(query?.variables).toMatchObject({ from: expect.any(String), to: expect.any(String), perDay: 4 });
  });

  it('ends a day the month grid leaves occurrences out of with “+N more”, which opens the day', async () => {
    const { occurrence } = weeklyTraining();
    const date = new Date(occurrence.startsAt).toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
    const { operations } = renderEvents({
      occurrences: [occurrence],
      days: [{ __typename: 'CalendarDay', date, total: 4, hidden: 3 }],
    });
    const more = await screen.findByLabelText('Show 3 more events');
    expect(more).toHaveTextContent('+3 more');
    fireEvent.click(more);
    await waitFor(() =>
      expect(operations.some((operation) => operation.name === 'EventsCalendar')).toBe(true),
    );
    const day = operations.find((operation) => operation.name === 'EventsCalendar')!;
    const hours =
      (Date.parse(day.variables.to as string) - Date.parse(day.variables.from as string)) / 3_600_000;
    expect(hours).toBe(24);
    expect(await screen.findByText('U12 training')).toBeInTheDocument();
  });

  it('opens the occurrence a notification links to, and forgets the link once closed', async () => {
    const { occurrence } = weeklyTraining();
    const { operations, router } = renderEvents({
      role: 'parent',
      entry: `${PATHS.events}?event=${EVENT_ID}&at=${encodeURIComponent(occurrence.originalStart)}`,
      answers: {
        LinkedOccurrence: { eventOccurrence: occurrence },
        EventOccurrenceAttendance: {
          eventOccurrence: {
            __typename: 'EventOccurrence',
            id: occurrence.id,
            attendees: [],
            rsvpCounts: null,
          },
        },
      },
    });
    const drawer = await screen.findByRole('dialog', { name: 'U12 training' });
    expect(operations.find((operation) => operation.name === 'LinkedOccurrence')?.variables).toEqual({
      eventId: EVENT_ID,
      at: occurrence.originalStart,
    });
    fireEvent.click(within(drawer).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers no "New event" to a parent', async () => {
    renderEvents({ role: 'parent' });
    expect(await screen.findByTestId('events-empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New event' })).toBeNull();
  });

  it('checks the form before sending it, with a clear message on each field', async () => {
    const { operations } = renderEvents();
    const dialog = await openNewEventForm();
    fireEvent.change(within(dialog).getByLabelText(/^Starts/), { target: { value: '18:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^Ends$|^Ends\s*\*/), { target: { value: '17:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required.')).toHaveLength(2); // type and title
    expect(within(dialog).getByText('The end must be after the start.')).toBeInTheDocument();

    // Teams chosen as the audience need at least one team; a series an end within 400 days and dates
    // left out inside it.
    await click(within(dialog).getByRole('radio', { name: 'Teams' }));
    fireEvent.change(within(dialog).getByLabelText(/^Repeat/), { target: { value: 'WEEKLY' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a date' }));
    fireEvent.change(within(dialog).getByLabelText('Date left out 1'), { target: { value: '2001-01-01' } });
    fireEvent.change(within(dialog).getByLabelText(/^Until/), { target: { value: '2099-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose at least one team.')).toBeInTheDocument();
    expect(within(dialog).getByText('At most 400 days after the first date.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Date$|^Date\s*\*/), { target: { value: '2026-09-01' } });
    fireEvent.change(within(dialog).getByLabelText(/^Until/), { target: { value: '2026-12-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Every date left out must fall between the first date and the last.'),
    ).toBeInTheDocument();
    expect(operations.some((operation) => operation.name === 'CreateEvent')).toBe(false);
  });

  it('sends a weekly series with its dates left out, times in the organization’s zone', async () => {
    const { operations } = renderEvents({
      answers: { CreateEvent: { createEvent: weeklyTraining().event } },
    });
    const dialog = await openNewEventForm();
    fireEvent.change(within(dialog).getByLabelText(/^Type/), { target: { value: 'training' } });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'U12 training' } });
    await click(within(dialog).getByRole('radio', { name: 'Teams' }));
    await click(await within(dialog).findByRole('checkbox', { name: 'Futbol U12' }));
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2026-09-01' } });
    fireEvent.change(within(dialog).getByLabelText(/^Starts/), { target: { value: '17:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^Ends$|^Ends\s*\*/), { target: { value: '18:30' } });
    fireEvent.change(within(dialog).getByLabelText(/^Repeat/), { target: { value: 'WEEKLY' } });
    // 1 September 2026 is a Tuesday: ticked already; Thursday joins it.
    expect(within(dialog).getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    await click(within(dialog).getByRole('checkbox', { name: 'Thursday' }));
    fireEvent.change(within(dialog).getByLabelText(/^Until/), { target: { value: '2026-12-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a date' }));
    fireEvent.change(within(dialog).getByLabelText('Date left out 1'), { target: { value: '2026-10-29' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New event' })).toBeNull());
    const sent = operations.find((operation) => operation.name === 'CreateEvent');
    expect(sent?.variables.input).toMatchObject({
      type: 'training',
      title: 'U12 training',
      scope: 'teams',
      teamIds: [TEAM_ID],
      // 17:00 in Istanbul (UTC+3) whatever the browser's zone is.
      startsAt: '2026-09-01T14:00:00.000Z',
      endsAt: '2026-09-01T15:30:00.000Z',
      recurrence: {
        frequency: 'WEEKLY',
        interval: 1,
        weekdays: ['TU', 'TH'],
        until: '2026-12-31',
        excludedDates: ['2026-10-29'],
      },
      capacity: null,
      feeMinor: null,
    });
  });

  it('says a refusal above the form', async () => {
    renderEvents({ answers: { CreateEvent: new Error('FORBIDDEN') } });
    const dialog = await openNewEventForm();
    fireEvent.change(within(dialog).getByLabelText(/^Type/), { target: { value: 'meeting' } });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Parents’ meeting' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You may not create or change this event.',
    );
  });

  it('asks which dates an edit of a recurring event applies to, and sends the occurrence it names', async () => {
    const { event, occurrence } = weeklyTraining();
    const { operations } = renderEvents({
      occurrences: [occurrence],
      answers: { UpdateEvent: { updateEvent: event } },
    });
    fireEvent.click(await screen.findByText('U12 training'));
    const drawer = await screen.findByTestId('event-drawer');
    expect(within(drawer).getByText('Futbol U12')).toBeInTheDocument();
    expect(within(drawer).getByText(/^Weekly on Tuesday, Thursday until \d+ \w+ \d{4}$/)).toBeInTheDocument();
    expect(within(drawer).getByText(/150[.,]00/)).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Edit' }));

    const question = await screen.findByRole('dialog', { name: 'Edit a recurring event' });
    expect(within(question).getByRole('radio', { name: 'This event' })).toBeChecked();
    expect(within(question).getByRole('radio', { name: 'This and following events' })).not.toBeChecked();
    expect(within(question).getByRole('radio', { name: 'All events' })).not.toBeChecked();
    await click(within(question).getByRole('radio', { name: 'This and following events' }));
    fireEvent.click(within(question).getByRole('button', { name: 'Continue' }));

    const form = await screen.findByRole('dialog', { name: 'Edit this and following dates' });
    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: 'U12 evening training' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(operations.some((operation) => operation.name === 'UpdateEvent')).toBe(true));
    const sent = operations.find((operation) => operation.name === 'UpdateEvent');
    expect(sent?.variables).toMatchObject({
      id: EVENT_ID,
      mode: 'FOLLOWING',
      occurrenceStart: occurrence.originalStart,
      input: { title: 'U12 evening training', startsAt: occurrence.startsAt, endsAt: occurrence.endsAt },
    });
  });

  it('changes nothing when the question is put aside, and shows only a date’s own fields for “this event”', async () => {
    const { occurrence } = weeklyTraining();
    const { operations } = renderEvents({ occurrences: [occurrence] });
    fireEvent.click(await screen.findByText('U12 training'));
    const drawer = await screen.findByTestId('event-drawer');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cancel event' }));
    const question = await screen.findByRole('dialog', { name: 'Cancel a recurring event' });
    fireEvent.click(within(question).getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel a recurring event' })).toBeNull(),
    );
    expect(operations.some((operation) => operation.name === 'CancelEvent')).toBe(false);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Edit' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Edit a recurring event' })).getByRole('button', {
        name: 'Continue',
      }),
    );
    const form = await screen.findByRole('dialog', { name: 'Edit this date' });
    expect(within(form).queryByLabelText(/^Type/)).toBeNull();
    expect(within(form).queryByLabelText(/^Repeat/)).toBeNull();
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('U12 training');
  });

  it('reads in Turkish', async () => {
    const { occurrence } = weeklyTraining();
    renderEvents({ occurrences: [occurrence], language: 'tr' });
    expect(await screen.findByRole('heading', { name: 'Etkinlikler', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Antrenman' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Maç' })).toBeInTheDocument();
    fireEvent.click(await screen.findByText('U12 training'));
    const drawer = await screen.findByTestId('event-drawer');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Düzenle' }));
    const question = await screen.findByRole('dialog', { name: 'Tekrarlanan etkinliği düzenle' });
    expect(within(question).getByRole('radio', { name: 'Bu etkinlik' })).toBeInTheDocument();
    expect(within(question).getByRole('radio', { name: 'Bu ve sonrakiler' })).toBeInTheDocument();
    expect(within(question).getByRole('radio', { name: 'Tüm etkinlikler' })).toBeInTheDocument();
  });
});
