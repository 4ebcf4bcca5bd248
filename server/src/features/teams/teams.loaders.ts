import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { TeamStaffEntity } from './team-staff.entity.js';
import type { TeamEntity } from './team.entity.js';
import {
  STAFF_WITH_TEAM,
  staffColumns as staffColumnsOf,
  teamColumns as teamColumnsOf,
} from './teams.sql.js';

// Nested reads, one statement per batch. They serve teams and staff of a parent the viewer already
// reads (same organization), so they carry no policy of their own.

export function createTeamLoaders(dataSource: DataSource) {
  const teamColumns = teamColumnsOf(dataSource);
  const staffColumns = staffColumnsOf(dataSource);
  return {
    teamById: new DataLoader<string, TeamEntity | null>(async (ids) => {
      const rows = await dataSource.query<TeamEntity[]>(
        `SELECT ${teamColumns} FROM teams t WHERE t.id = ANY($1::uuid[])`,
        [ids],
      );
      const found = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => found.get(id) ?? null);
    }),
    /** A team's current staff (not removed, professional not archived), head coach first. */
    staffByTeamId: new DataLoader<string, TeamStaffEntity[]>(async (ids) => {
      const rows = await dataSource.query<TeamStaffEntity[]>(
        `SELECT ${staffColumns} FROM team_staff ts JOIN professionals p ON p.id = ts.professional_id
          WHERE ts.team_id = ANY($1::uuid[]) AND ts.archived_at IS NULL AND p.archived_at IS NULL
          ORDER BY ts.role, ts.created_at, ts.id`,
        [ids],
      );
      return ids.map((id) => rows.filter((row) => row.teamId === id));
    }),
    /**
     * How many athletes play for each team now: current memberships of athletes not archived (the
     * count the capacity is checked against). One statement for a page of teams.
     */
    memberCountByTeamId: new DataLoader<string, number>(async (ids) => {
      const rows = await dataSource.query<{ teamId: string; count: number }[]>(
        `SELECT m.team_id AS "teamId", count(*)::int AS "count"
           FROM team_memberships m JOIN athletes a ON a.id = m.athlete_id AND a.archived_at IS NULL
          WHERE m.team_id = ANY($1::uuid[]) AND m.to_on IS NULL
          GROUP BY m.team_id`,
        [ids],
      );
      const counts = new Map(rows.map((row) => [row.teamId, row.count]));
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    /** How many teams that are not archived each branch has (any season). One statement for a page. */
    teamCountByBranchId: new DataLoader<string, number>(async (ids) => {
      const rows = await dataSource.query<{ branchId: string; count: number }[]>(
        `SELECT t.branch_id AS "branchId", count(*)::int AS "count" FROM teams t
          WHERE t.branch_id = ANY($1::uuid[]) AND t.archived_at IS NULL
          GROUP BY t.branch_id`,
        [ids],
      );
      const counts = new Map(rows.map((row) => [row.branchId, row.count]));
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    /** A professional's current staff rows on teams that are not archived, by team name. */
    staffAssignmentsByProfessionalId: new DataLoader<string, TeamStaffEntity[]>(async (ids) => {
      const rows = await dataSource.query<TeamStaffEntity[]>(
        `SELECT ${staffColumns} FROM ${STAFF_WITH_TEAM}
          WHERE ts.professional_id = ANY($1::uuid[]) AND ts.archived_at IS NULL AND t.archived_at IS NULL
          ORDER BY arena_sort_key(t.name::text), ts.role, ts.id`,
        [ids],
      );
      return ids.map((id) => rows.filter((row) => row.professionalId === id));
    }),
  };
}
