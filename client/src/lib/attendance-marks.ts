import type { AttendanceMark } from '../generated/graphql';

/** Each mark of a roll's colour, wherever a mark shows (the calendar's roll, the athlete's history). */
export const MARK_PALETTE: Record<AttendanceMark, string> = {
  present: 'green',
  late: 'orange',
  excused: 'blue',
  absent: 'red',
};
