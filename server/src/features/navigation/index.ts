import { defineFeature, type Deps } from '../../shared/feature.js';
import { navigationResolvers } from './navigation.resolvers.js';
import { navigationRestRows } from './navigation.rest.js';
import { pagesSearchProvider } from './navigation.search.js';
import { NavigationService } from './navigation.service.js';

export { isPlaceholderPage } from './navigation.screens.js';

/** The menu (data in code), filtered by role and language; its pages are searchable. */
export const navigationModule = defineFeature({
  name: 'navigation',
  resolvers: navigationResolvers,
  restRows: navigationRestRows,
  createService: () => new NavigationService(),
  searchProviders: ({ navigation }: Deps<{ navigation: NavigationService }>) => [
    pagesSearchProvider(navigation),
  ],
});
