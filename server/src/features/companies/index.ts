import { defineFeature, type Deps } from '../../shared/feature.js';
import { createCompanyLoaders } from './companies.loaders.js';
import { companiesResolvers } from './companies.resolvers.js';
import { seedDemoCompanies } from './companies.seed.js';
import { CompaniesService } from './companies.service.js';
import { CompanyContactEntity } from './company-contact.entity.js';
import { CompanyEntity } from './company.entity.js';
import { SponsorshipEntity } from './sponsorship.entity.js';

export { DEMO_COMPANIES, demoCompanyContacts } from './companies.seed.js';
export type { SponsorRecord } from './companies.service.js';
export type { SponsorshipRecord } from './companies.sql.js';
export { CompanyContactEntity } from './company-contact.entity.js';
export { CompanyEntity } from './company.entity.js';
export { SPONSORSHIP_SCOPE_TYPES, SPONSORSHIP_TIERS, SponsorshipEntity } from './sponsorship.entity.js';
export { isValidVkn } from './tax-number.js';

/** Sponsor companies, the company users who act for them, and their sponsorships (docs/domain.md). */
export const companiesModule = defineFeature({
  name: 'companies',
  entities: [CompanyEntity, CompanyContactEntity, SponsorshipEntity],
  resolvers: companiesResolvers,
  createService: ({ dataSource }: Deps) => new CompaniesService(dataSource),
  loaders: createCompanyLoaders,
  seed: { demo: seedDemoCompanies, after: ['organizations', 'users', 'teams'] },
});
