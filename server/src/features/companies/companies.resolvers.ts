import type { Resolvers } from '../../generated/graphql.js';
import { selectsField as selects } from '../../shared/graphql-selection.js';
import { notFound } from '../../shared/errors.js';

export const companiesResolvers: Resolvers = {
  Query: {
    // The count is a statement of its own: only run when asked for.
    companies: (_parent, args, ctx, info) =>
      ctx.services.companies.companies(ctx.viewer, args, { count: selects(info, 'totalCount') }),
    company: (_parent, { id }, ctx) => ctx.services.companies.company(ctx.viewer, id),
    sponsorships: (_parent, args, ctx, info) =>
      ctx.services.companies.sponsorships(ctx.viewer, args, { count: selects(info, 'totalCount') }),
    sponsorship: (_parent, { id }, ctx) => ctx.services.companies.sponsorship(ctx.viewer, id),
    sponsors: (_parent, { organizationId }, ctx) =>
      ctx.services.companies.sponsors(ctx.viewer, organizationId),
  },
  Mutation: {
    createCompany: (_parent, { input }, ctx) =>
      ctx.services.companies.companyWrites.createCompany(ctx.viewer, input),
    updateCompany: (_parent, { id, input }, ctx) =>
      ctx.services.companies.companyWrites.updateCompany(ctx.viewer, id, input),
    archiveCompany: (_parent, { id }, ctx) =>
      ctx.services.companies.companyWrites.setCompanyArchived(ctx.viewer, id, true),
    restoreCompany: (_parent, { id }, ctx) =>
      ctx.services.companies.companyWrites.setCompanyArchived(ctx.viewer, id, false),
    addCompanyContact: (_parent, { companyId, userId }, ctx) =>
      ctx.services.companies.companyWrites.addContact(ctx.viewer, companyId, userId),
    removeCompanyContact: (_parent, { companyId, userId }, ctx) =>
      ctx.services.companies.companyWrites.removeContact(ctx.viewer, companyId, userId),
    createSponsorship: (_parent, { input }, ctx) =>
      ctx.services.companies.sponsorshipWrites.createSponsorship(ctx.viewer, input),
    updateSponsorship: (_parent, { id, input }, ctx) =>
      ctx.services.companies.sponsorshipWrites.updateSponsorship(ctx.viewer, id, input),
    archiveSponsorship: (_parent, { id }, ctx) =>
      ctx.services.companies.sponsorshipWrites.setSponsorshipArchived(ctx.viewer, id, true),
    restoreSponsorship: (_parent, { id }, ctx) =>
      ctx.services.companies.sponsorshipWrites.setSponsorshipArchived(ctx.viewer, id, false),
  },
  Company: {
    contacts: (company, _args, ctx) => ctx.loaders.companyContactsByCompanyId.load(company.id),
    sponsorships: (company, _args, ctx) => ctx.loaders.sponsorshipsByCompanyId.load(company.id),
  },
  CompanyContact: {
    user: async (contact, _args, ctx) => {
      const user = await ctx.loaders.userById.load(contact.userId);
      if (!user) throw notFound('User');
      return user;
    },
  },
  Sponsorship: {
    company: async (sponsorship, _args, ctx) => {
      const company = await ctx.loaders.companyById.load(sponsorship.companyId);
      if (!company) throw notFound('Company');
      return company;
    },
    scopeName: (sponsorship, _args, ctx) =>
      ctx.loaders.sponsorshipScopeName.load(`${sponsorship.scopeType}:${sponsorship.scopeId}`),
  },
};
