import { describe, expect, it } from 'vitest';
import { groupMessagesByDay } from './message-days';

const message = (id: string, createdAt: string) => ({ id, createdAt });
const IST = 'Europe/Istanbul';

describe('groupMessagesByDay', () => {
  it('starts a new group whenever the calendar day changes', () => {
    const days = groupMessagesByDay(
      [
        message('a', '2026-11-20T09:00:00.000Z'),
        message('b', '2026-11-20T18:30:00.000Z'),
        message('c', '2026-11-21T06:00:00.000Z'),
        message('d', '2026-11-22T10:00:00.000Z'),
        message('e', '2026-11-22T10:01:00.000Z'),
      ],
      { zone: 'UTC' },
    );
    expect(days.map((day) => [day.key, day.messages.map((m) => m.id)])).toEqual([
      ['2026-11-20', ['a', 'b']],
      ['2026-11-21', ['c']],
      ['2026-11-22', ['d', 'e']],
    ]);
    expect(days[0]?.day.toISO()).toBe('2026-11-20T00:00:00.000Z');
  });

  it("uses the viewer's time zone to decide the day", () => {
    // 22:30 UTC is already the next day in Istanbul (UTC+3).
    const messages = [message('a', '2026-11-20T20:00:00.000Z'), message('b', '2026-11-20T22:30:00.000Z')];
    expect(groupMessagesByDay(messages, { zone: 'UTC' }).map((day) => day.key)).toEqual(['2026-11-20']);
    expect(groupMessagesByDay(messages, { zone: IST }).map((day) => day.key)).toEqual([
      '2026-11-20',
      '2026-11-21',
    ]);
  });

  it('keeps the order it is given and repeats a day that comes back', () => {
    const days = groupMessagesByDay(
      [
        message('a', '2026-11-21T10:00:00Z'),
        message('b', '2026-11-20T10:00:00Z'),
        message('c', '2026-11-21T11:00:00Z'),
      ],
      { zone: 'UTC' },
    );
    expect(days.map((day) => day.key)).toEqual(['2026-11-21', '2026-11-20', '2026-11-21']);
  });

  it('answers no groups for no messages and keeps an unreadable timestamp in the running group', () => {
    expect(groupMessagesByDay([])).toEqual([]);
    const days = groupMessagesByDay(
      [message('a', '2026-11-21T10:00:00Z'), message('b', 'not a date'), message('c', 'nope')],
      { zone: 'UTC' },
    );
    expect(days).toHaveLength(1);
    expect(days[0]?.messages.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(groupMessagesByDay([message('x', 'nope')])).toEqual([]);
  });
});
