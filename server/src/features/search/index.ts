import { defineFeature, type Deps } from '../../shared/feature.js';
import type { AthletesService } from '../athletes/index.js';
import type { TeamsService } from '../teams/index.js';
import { athletesSearchProvider, teamsSearchProvider } from './search.athletes.js';
import { searchResolvers } from './search.resolvers.js';
import { searchRestRows } from './search.rest.js';
import { SearchService } from './search.service.js';

/** The top-bar search: the groups come from the features that own the data (their searchProviders). */
export const searchModule = defineFeature({
  name: 'search',
  resolvers: searchResolvers,
  restRows: searchRestRows,
  // Athletes and teams are found through their own services and policies.
  createService: ({
    searchProviders,
    athletes,
    teams,
    dataSource,
  }: Deps<{ athletes: AthletesService; teams: TeamsService }>) =>
    new SearchService(searchProviders, [
      athletesSearchProvider(athletes),
      teamsSearchProvider(teams, athletes, dataSource),
    ]),
});
