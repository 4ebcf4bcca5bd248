import { defineFeature } from '../../shared/feature.js';
import { BranchEntity } from './branch.entity.js';
import { DepartmentEntity } from './department.entity.js';
import { OrganizationEntity } from './organization.entity.js';
import { seedDemoOrganizations } from './organizations.seed.js';

export { OrganizationEntity } from './organization.entity.js';
export { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_ORGANIZATIONS } from './organizations.seed.js';

/** The tenants, their branches and departments. */
export const organizationsModule = defineFeature({
  name: 'organizations',
  entities: [OrganizationEntity, BranchEntity, DepartmentEntity],
  seed: { demo: seedDemoOrganizations, after: ['subscriptions'] },
});
