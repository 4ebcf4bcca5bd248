import type { Resolvers } from '../../generated/graphql.js';
import { selectsField } from '../organizations/index.js';

const must = <T>(value: T | null, what: string): T => {
  // A foreign key guarantees the row; a missing one is a bug, reported as INTERNAL.
  if (value === null) throw new Error(`${what} is missing`);
  return value;
};

export const teamsResolvers: Resolvers = {
  Query: {
    teams: (_parent, args, ctx, info) =>
      ctx.services.teams.teams(ctx.viewer, args, { count: selectsField(info, 'totalCount') }),
    team: (_parent, { id }, ctx) => ctx.services.teams.team(ctx.viewer, id),
  },
  Mutation: {
    createTeam: (_parent, { organizationId, input }, ctx) =>
      ctx.services.teams.createTeam(ctx.viewer, organizationId, input),
    updateTeam: (_parent, { id, input }, ctx) => ctx.services.teams.updateTeam(ctx.viewer, id, input),
    archiveTeam: (_parent, { id }, ctx) => ctx.services.teams.archiveTeam(ctx.viewer, id, true),
    restoreTeam: (_parent, { id }, ctx) => ctx.services.teams.archiveTeam(ctx.viewer, id, false),
    addTeamStaff: (_parent, { teamId, professionalId, role }, ctx) =>
      ctx.services.teams.addTeamStaff(ctx.viewer, teamId, professionalId, role),
    updateTeamStaff: (_parent, { id, role }, ctx) => ctx.services.teams.updateTeamStaff(ctx.viewer, id, role),
    removeTeamStaff: (_parent, { id }, ctx) => ctx.services.teams.removeTeamStaff(ctx.viewer, id, true),
    restoreTeamStaff: (_parent, { id }, ctx) => ctx.services.teams.removeTeamStaff(ctx.viewer, id, false),
  },
  Team: {
    branch: async (team, _args, ctx) => must(await ctx.loaders.branchById.load(team.branchId), 'Branch'),
    department: async (team, _args, ctx) =>
      must(await ctx.loaders.departmentById.load(team.departmentId), 'Department'),
    season: async (team, _args, ctx) => must(await ctx.loaders.seasonById.load(team.seasonId), 'Season'),
    // U and the age the oldest athletes turn in the season's first year (2026–2027, born 2015: U12).
    ageCategory: async (team, _args, ctx) => {
      const season = must(await ctx.loaders.seasonById.load(team.seasonId), 'Season');
      return `U${Number(season.startsOn.slice(0, 4)) - team.birthYearMin + 1}`;
    },
    staff: (team, _args, ctx) => ctx.loaders.staffByTeamId.load(team.id),
    memberCount: (team, _args, ctx) => ctx.loaders.memberCountByTeamId.load(team.id),
  },
  Branch: {
    teamCount: (branch, _args, ctx) => ctx.loaders.teamCountByBranchId.load(branch.id),
  },
  TeamStaff: {
    team: async (staff, _args, ctx) => must(await ctx.loaders.teamById.load(staff.teamId), 'Team'),
    professional: async (staff, _args, ctx) =>
      must(await ctx.loaders.professionalById.load(staff.professionalId), 'Professional'),
  },
  Professional: {
    staffAssignments: (professional, _args, ctx) =>
      ctx.loaders.staffAssignmentsByProfessionalId.load(professional.id),
  },
};
