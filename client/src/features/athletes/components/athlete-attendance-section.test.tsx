import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/dates';
import { PATHS } from '../../../lib/paths';
import type { Language } from '../../../lib/i18n/languages';
import { renderAnsweredRoutes } from '../../../test/answered-routes';
import { AthleteAttendanceSection } from './athlete-attendance-section';

const ATHLETE_ID = '7e1f0c2a-3b4d-4c5e-8f60-718293a4b5c6';
const TRAINING_ID = '1a2b3c4d-0000-4000-8000-000000000001';
const MATCH_ID = '1a2b3c4d-0000-4000-8000-000000000002';

const record = (
  eventId: string,
  startsAt: string,
  title: string,
  type: string,
  attendance: 'present' | 'late' | 'excused' | 'absent',
) => ({
  __typename: 'AthleteAttendanceRecord',
  occurrenceId: `${eventId}:${startsAt}`,
  eventId,
  title,
  type,
  startsAt,
  timeZone: 'Europe/Istanbul',
  attendance,
});

const HISTORY = [
  record(MATCH_ID, '2026-11-22T10:00:00.000Z', 'League match', 'match', 'present'),
  record(TRAINING_ID, '2026-11-19T15:30:00.000Z', 'U12 training', 'training', 'late'),
  record(TRAINING_ID, '2026-11-12T15:30:00.000Z', 'U12 training', 'training', 'excused'),
  record(TRAINING_ID, '2026-11-05T15:30:00.000Z', 'U12 training', 'training', 'absent'),
];

const month = (from: string, present: number, late: number, excused: number, absent: number) => {
  const marked = present + late + excused + absent;
  return {
    __typename: 'AttendanceRate',
    from,
    marked,
    present,
    late,
    excused,
    absent,
    rate: marked === 0 ? null : (present + late) / marked,
  };
};

const MONTHS = [
  month('2026-06-01', 0, 0, 0, 0),
  month('2026-07-01', 0, 0, 0, 0),
  month('2026-08-01', 0, 0, 0, 0),
  month('2026-09-01', 3, 0, 0, 1),
  month('2026-10-01', 4, 0, 0, 0),
  month('2026-11-01', 1, 1, 1, 1),
];

/** The section as a viewer with full access sees it, the API answering `answer` for its query. */
function renderSection(answer: unknown, language?: Language) {
  renderAnsweredRoutes(
    [{ path: '/', Component: () => <AthleteAttendanceSection athleteId={ATHLETE_ID} /> }],
    '/',
    { AthleteAttendance: answer },
    { language },
  );
}

const answerWith = (attendanceHistory: unknown[], attendanceByMonth: unknown[]) => ({
  athlete: { __typename: 'Athlete', id: ATHLETE_ID, attendanceHistory, attendanceByMonth },
});

describe('the attendance section', { timeout: 20_000 }, () => {
  it('lists the last marks, each opening its session in the calendar', async () => {
    renderSection(answerWith(HISTORY, MONTHS));
    const list = await screen.findByRole('list', { name: 'Recent sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);

    expect(within(rows[0]!).getByText('Present')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Late')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Excused')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Absent')).toBeInTheDocument();

    const match = within(rows[0]!).getByRole('link', { name: 'League match' });
    expect(match).toHaveAttribute(
      'href',
      `${PATHS.events}?event=${MATCH_ID}&at=${encodeURIComponent('2026-11-22T10:00:00.000Z')}`,
    );
    expect(within(rows[0]!).getByText(/· Match$/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Nov 22, 1:00 PM')).toBeInTheDocument();
    expect(within(rows[3]!).getByRole('link', { name: 'U12 training' })).toHaveAttribute(
      'href',
      `${PATHS.events}?event=${TRAINING_ID}&at=${encodeURIComponent('2026-11-05T15:30:00.000Z')}`,
    );
  });

  it('sums up the last six months, month by month', async () => {
    renderSection(answerWith(HISTORY, MONTHS));
    // 9 of 12 marks present or late.
    expect(await screen.findByTestId('attendance-rate')).toHaveTextContent('75% attended');
    expect(screen.getByText('Present or late, out of 12 marked sessions')).toBeInTheDocument();
    const months = within(screen.getByRole('list', { name: 'Attendance by month' })).getAllByRole('listitem');
    expect(months.map((item) => item.textContent?.slice(0, 3))).toEqual([
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
    ]);
    expect(screen.getByRole('progressbar', { name: 'November 2026: 50% attended' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'June 2026: no marks' })).toBeInTheDocument();
    expect(within(months[5]!).getByText('1 present · 1 late · 1 excused · 1 absent')).toBeInTheDocument();
  });

  it('reads in Turkish, with the 24-hour clock of the event’s zone', async () => {
    renderSection(answerWith(HISTORY, MONTHS), 'tr');
    const list = await screen.findByRole('list', { name: 'Son seanslar' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^(Var|Geç|İzinli|Yok)$/).textContent)).toEqual([
      'Var',
      'Geç',
      'İzinli',
      'Yok',
    ]);
    // 15:30 UTC is 18:30 in Istanbul, whatever the browser's zone.
    const when = formatDateTime('2026-11-19T15:30:00.000Z', 'tr', { zone: 'Europe/Istanbul' });
    expect(when).toBe('19 Kas 18:30');
    expect(within(rows[1]!).getByText(when)).toBeInTheDocument();
    expect(screen.getByTestId('attendance-rate')).toHaveTextContent('%75 katılım');
    expect(screen.getByRole('progressbar', { name: 'Kasım 2026: %50 katılım' })).toBeInTheDocument();
  });

  it('shows the first ten marks, and all of them on request', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      record(
        TRAINING_ID,
        `2026-10-${String(28 - index).padStart(2, '0')}T15:30:00.000Z`,
        'U12 training',
        'training',
        'present',
      ),
    );
    renderSection(answerWith(many, MONTHS));
    const list = await screen.findByRole('list', { name: 'Recent sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show all (12)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
  });

  it('says when nothing is recorded yet', async () => {
    renderSection(
      answerWith(
        [],
        MONTHS.map((item) => ({ ...item, ...month(item.from, 0, 0, 0, 0) })),
      ),
    );
    // A skeleton until the answer is read.
    expect(screen.getByText('Loading attendance…')).toBeInTheDocument();
    expect(await screen.findByText('No attendance recorded yet.')).toBeInTheDocument();
    expect(screen.queryByText('Loading attendance…')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByTestId('attendance-rate')).toBeNull();
  });

  it('says so when the attendance cannot be read', async () => {
    renderSection(new Error('INTERNAL_SERVER_ERROR'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
