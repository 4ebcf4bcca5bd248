import { defineFeature, type Deps } from '../../shared/feature.js';
import { TeamStaffEntity } from './team-staff.entity.js';
import { TeamEntity } from './team.entity.js';
import { createTeamLoaders } from './teams.loaders.js';
import { teamsResolvers } from './teams.resolvers.js';
import { seedDemoTeams } from './teams.seed.js';
import { TeamsService } from './teams.service.js';

export { TEAM_GENDERS, TeamEntity, type TeamGender } from './team.entity.js';
export { TEAM_STAFF_ROLES, TeamStaffEntity, type TeamStaffRole } from './team-staff.entity.js';
export { DEMO_TEAMS } from './teams.seed.js';
export type { TeamsService } from './teams.service.js';
export { TEAM_SCOPE, teamReadable, teamStaffedBy, teamWritable } from './teams.policy.js';

/** Teams of a season and their staff, and the users page's scope picker. */
export const teamsModule = defineFeature({
  name: 'teams',
  entities: [TeamEntity, TeamStaffEntity],
  resolvers: teamsResolvers,
  createService: ({ dataSource }: Deps) => new TeamsService(dataSource),
  loaders: createTeamLoaders,
  seed: { demo: seedDemoTeams, after: ['organizations', 'professionals'] },
});
