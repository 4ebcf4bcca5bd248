import { describe, expect, it } from 'vitest';
import { checkDraft, draftInput, feeMinorOf, formFieldOf, newDraft, type EventDraft } from './event-form';
import { withRepeat, withStartDate } from './event-draft-edits';
import { moveInput, shiftWeekdays, typesFromParam, typesParam } from './event-model';

const ZONE = 'Europe/Istanbul';

const draft = (changes: Partial<EventDraft> = {}): EventDraft => ({
  ...newDraft(ZONE),
  type: 'training',
  title: 'U12 training',
  startDate: '2026-09-01',
  startTime: '17:00',
  endTime: '18:30',
  endDate: '2026-09-01',
  ...changes,
});

describe('the event form’s checks', () => {
  it('pass a complete single event', () => {
    expect(checkDraft(draft(), ZONE)).toEqual({});
  });

  it('name each field a person must fix', () => {
    expect(checkDraft(draft({ type: '', title: ' ', startTime: '' }), ZONE)).toEqual({
      type: { key: 'required' },
      title: { key: 'required' },
      startTime: { key: 'required' },
    });
    expect(checkDraft(draft({ scope: 'branch' }), ZONE)).toEqual({ branchId: { key: 'chooseBranch' } });
    expect(checkDraft(draft({ scope: 'teams' }), ZONE)).toEqual({ teamIds: { key: 'chooseTeams' } });
    expect(checkDraft(draft({ endTime: '16:00' }), ZONE)).toEqual({ endTime: { key: 'endBeforeStart' } });
    expect(checkDraft(draft({ multiDay: true, endDate: '2026-09-20' }), ZONE)).toEqual({
      endDate: { key: 'tooLong', values: { max: 14 } },
    });
    expect(checkDraft(draft({ capacity: '0', fee: '12,345' }), ZONE)).toEqual({
      capacity: { key: 'capacityRange', values: { max: 10_000 } },
      fee: { key: 'feeRange', values: { max: 1_000_000 } },
    });
  });

  it('ask a weekly series for weekdays, an end and dates left out inside it', () => {
    const weekly = draft({
      repeat: 'WEEKLY',
      weekdays: [],
      until: '2026-08-01',
      excludedDates: ['2027-01-01'],
    });
    expect(checkDraft(weekly, ZONE)).toEqual({
      weekdays: { key: 'chooseWeekdays' },
      until: { key: 'untilBeforeStart' },
    });
    expect(checkDraft({ ...weekly, weekdays: ['TU'], until: '2026-12-31' }, ZONE)).toEqual({
      excludedDates: { key: 'excludedOutside' },
    });
    expect(checkDraft({ ...weekly, weekdays: ['TU'], until: '2028-01-01', excludedDates: [] }, ZONE)).toEqual(
      {
        until: { key: 'untilTooFar', values: { max: 400 } },
      },
    );
  });

  it('check only what one date may change for “this event”', () => {
    expect(
      checkDraft(draft({ type: '', scope: 'teams', repeat: 'WEEKLY', weekdays: [] }), ZONE, 'THIS'),
    ).toEqual({});
  });
});

describe('the input the form sends', () => {
  it('takes the times typed as wall-clock times in the organization’s zone', () => {
    const input = draftInput(
      draft({
        scope: 'teams',
        teamIds: ['t1'],
        repeat: 'WEEKLY',
        weekdays: ['TH', 'TU'],
        until: '2026-12-31',
        excludedDates: ['2026-10-29', '', '2026-10-29', '2026-10-01'],
        capacity: '24',
        fee: '150,50',
        venue: '  Pitch 2 ',
      }),
      ZONE,
    );
    expect(input).toEqual({
      type: 'training',
      title: 'U12 training',
      scope: 'teams',
      branchId: null,
      teamIds: ['t1'],
      startsAt: '2026-09-01T14:00:00.000Z',
      endsAt: '2026-09-01T15:30:00.000Z',
      recurrence: {
        frequency: 'WEEKLY',
        interval: 1,
        weekdays: ['TU', 'TH'],
        until: '2026-12-31',
        excludedDates: ['2026-10-01', '2026-10-29'],
      },
      venueBranchId: null,
      venue: 'Pitch 2',
      capacity: 24,
      feeMinor: 15050,
      notes: null,
    });
  });

  it('sends only a date’s own fields for “this event”', () => {
    expect(draftInput(draft({ notes: 'Bring water' }), ZONE, 'THIS')).toEqual({
      title: 'U12 training',
      venue: null,
      notes: 'Bring water',
      startsAt: '2026-09-01T14:00:00.000Z',
      endsAt: '2026-09-01T15:30:00.000Z',
    });
  });

  it('reads fees in lira with a comma or a point', () => {
    expect(feeMinorOf('')).toBeNull();
    expect(feeMinorOf('150')).toBe(15000);
    expect(feeMinorOf('150.5')).toBe(15050);
    expect(feeMinorOf('1,25')).toBe(125);
    expect(feeMinorOf('1.234,50')).toBeNaN();
  });

  it('follows the first day’s weekday while one weekday is ticked', () => {
    const weekly = withRepeat(draft({ weekdays: [] }), 'WEEKLY');
    expect(weekly.weekdays).toEqual(['TU']); // 1 September 2026
    expect(withStartDate(weekly, '2026-09-03').weekdays).toEqual(['TH']);
    expect(withStartDate({ ...weekly, weekdays: ['TU', 'TH'] }, '2026-09-02').weekdays).toEqual(['TU', 'TH']);
  });

  it('puts the server’s field names on the form’s fields', () => {
    expect(formFieldOf('input.startsAt', { multiDay: false })).toBe('startTime');
    expect(formFieldOf('endsAt', { multiDay: true })).toBe('endDate');
    expect(formFieldOf('feeMinor', { multiDay: false })).toBe('fee');
    expect(formFieldOf('recurrence.excludedDates.3', { multiDay: false })).toBe('excludedDates');
    expect(formFieldOf('recurrence.count', { multiDay: false })).toBe('until');
    expect(formFieldOf('teamIds.0', { multiDay: false })).toBe('teamIds');
    expect(formFieldOf('organizationId', { multiDay: false })).toBeNull();
  });
});

describe('moving an occurrence on the calendar', () => {
  const event = {
    startsAt: '2026-09-01T14:00:00.000Z',
    endsAt: '2026-09-01T15:30:00.000Z',
    timeZone: ZONE,
    recurrence: {
      __typename: 'Recurrence' as const,
      frequency: 'WEEKLY' as const,
      interval: 1,
      weekdays: ['TU' as const, 'TH' as const],
      until: '2026-12-31',
      count: null,
      excludedDates: [],
      rule: '',
    },
  };
  // The Thursday 10 September 2026 date, dragged to Friday 11 September at 18:00 (Istanbul).
  const moved = {
    occurrence: {
      startsAt: '2026-09-10T14:00:00.000Z',
      endsAt: '2026-09-10T15:30:00.000Z',
      originalStart: '2026-09-10T14:00:00.000Z',
      event,
    },
    start: new Date('2026-09-11T15:00:00.000Z'),
    end: new Date('2026-09-11T16:30:00.000Z'),
  };

  it('moves one date to where it was dropped', () => {
    expect(moveInput(moved, 'THIS')).toEqual({
      startsAt: '2026-09-11T15:00:00.000Z',
      endsAt: '2026-09-11T16:30:00.000Z',
    });
  });

  it('moves the whole series by as many days, to the same time, on the moved weekdays', () => {
    expect(moveInput(moved, 'ALL')).toEqual({
      startsAt: '2026-09-02T15:00:00.000Z',
      endsAt: '2026-09-02T16:30:00.000Z',
      recurrence: {
        frequency: 'WEEKLY',
        interval: 1,
        weekdays: ['WE', 'FR'],
        until: '2026-12-31',
        count: null,
        excludedDates: [],
      },
    });
    expect(shiftWeekdays(['SU', 'MO'], 1)).toEqual(['MO', 'TU']);
    expect(shiftWeekdays(['MO'], -1)).toEqual(['SU']);
  });
});

describe('the types in the address', () => {
  it('keep known types once, in the legend’s order', () => {
    expect(typesFromParam('match,bogus,training,match')).toEqual(['match', 'training']);
    expect(typesParam(['match', 'training'])).toBe('training,match');
    expect(typesParam([])).toBe('');
  });
});
