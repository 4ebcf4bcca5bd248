import { defineFeature, type Deps } from '../../shared/feature.js';
import { schoolDashboardResolvers } from './school-dashboard.resolvers.js';
import { SchoolDashboardService } from './school-dashboard.service.js';

export { CERTIFICATION_WARNING_DAYS, type SchoolDashboardData } from './school-dashboard.service.js';

/**
 * The school's dashboard: athletes by team and age, new athletes, full teams, expiring certifications
 * and missing consents of one organization, as SQL aggregates limited to the viewer's admin scope.
 */
export const schoolDashboardModule = defineFeature({
  name: 'schoolDashboard',
  resolvers: schoolDashboardResolvers,
  createService: ({ dataSource }: Deps) => new SchoolDashboardService(dataSource),
  seed: { after: ['organizations', 'teams', 'professionals', 'athletes'] },
});
