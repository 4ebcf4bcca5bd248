import { defineFeature, type Deps } from '../../shared/feature.js';
import { searchResolvers } from './search.resolvers.js';
import { searchRestRows } from './search.rest.js';
import { SearchService } from './search.service.js';

/** The top-bar search: the groups come from the features that own the data (their searchProviders). */
export const searchModule = defineFeature({
  name: 'search',
  resolvers: searchResolvers,
  restRows: searchRestRows,
  createService: ({ searchProviders }: Deps) => new SearchService(searchProviders),
});
