import { graphql } from '../../generated';

/** A month of marks as the month bars show them (attendance-months.tsx): an athlete's or a team's. */
export const AttendanceMonthFieldsFragment = graphql(`
  fragment AttendanceMonthFields on AttendanceRate {
    from
    marked
    present
    late
    excused
    absent
    rate
  }
`);
