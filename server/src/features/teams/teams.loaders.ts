import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { entityColumns } from '../organizations/index.js';
import { TeamStaffEntity } from './team-staff.entity.js';
import { TeamEntity } from './team.entity.js';

// Nested reads, one statement per batch. They serve teams and staff of a parent the viewer already
// reads (same organization), so they carry no policy of their own.

export function createTeamLoaders(dataSource: DataSource) {
  const teamColumns = entityColumns(dataSource.getMetadata(TeamEntity), 't');
  const staffColumns = entityColumns(dataSource.getMetadata(TeamStaffEntity), 'ts');
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
    /** A professional's current staff rows on teams that are not archived, by team name. */
    staffAssignmentsByProfessionalId: new DataLoader<string, TeamStaffEntity[]>(async (ids) => {
      const rows = await dataSource.query<TeamStaffEntity[]>(
        `SELECT ${staffColumns} FROM team_staff ts JOIN teams t ON t.id = ts.team_id
          WHERE ts.professional_id = ANY($1::uuid[]) AND ts.archived_at IS NULL AND t.archived_at IS NULL
          ORDER BY arena_sort_key(t.name::text), ts.role, ts.id`,
        [ids],
      );
      return ids.map((id) => rows.filter((row) => row.professionalId === id));
    }),
  };
}
