import { defineFeature, type Deps } from '../../shared/feature.js';
import type { InvitedAccountsService } from '../invited-accounts/index.js';
import { BranchEntity } from './branch.entity.js';
import { DepartmentEntity } from './department.entity.js';
import { OrganizationEntity } from './organization.entity.js';
import { createOrganizationLoaders } from './organizations.loaders.js';
import { organizationsResolvers } from './organizations.resolvers.js';
import { seedDemoOrganizations } from './organizations.seed.js';
import { OrganizationsService } from './organizations.service.js';
import { SeasonEntity } from './season.entity.js';

export { BranchEntity } from './branch.entity.js';
export { DepartmentEntity, SPORTS, type Sport } from './department.entity.js';
export { OrganizationEntity } from './organization.entity.js';
export { SeasonEntity } from './season.entity.js';
export { DEMO_BRANCHES, DEMO_DEPARTMENTS, DEMO_ORGANIZATIONS, DEMO_SEASONS } from './organizations.seed.js';
export type { OrganizationRecord, OrganizationsService } from './organizations.service.js';
export type { OrganizationLoaders } from './organizations.loaders.js';
export {
  isSuperAdmin,
  memberCondition,
  memberOrganizations,
  organizationAdminCondition,
  readableCondition,
} from './organizations.policy.js';
export {
  byCreated,
  byName,
  checkCursor,
  entityColumns,
  keysetPage,
  pageArgsSchema,
  selectsField,
  type Page,
  type SortKey,
} from './paging.js';
export { dateField, fileAddressField, requiredText } from './organizations.validation.js';
export { chargeStorage, quotaExceeded, releaseStorage, type StoredBytes } from './organizations.storage.js';
/** The shared rule (shared/validation.ts), still offered here to the features that import it from this module. */
export { optionalText } from '../../shared/validation.js';

/** The tenants and their structure: organizations, branches, departments and seasons. */
export const organizationsModule = defineFeature({
  name: 'organizations',
  entities: [OrganizationEntity, BranchEntity, DepartmentEntity, SeasonEntity],
  resolvers: organizationsResolvers,
  createService: ({ dataSource, invitedAccounts }: Deps<{ invitedAccounts: InvitedAccountsService }>) =>
    new OrganizationsService(dataSource, invitedAccounts),
  loaders: createOrganizationLoaders,
  seed: { demo: seedDemoOrganizations, after: ['subscriptions'] },
});
