import type { Resolvers } from '../../generated/graphql.js';
import type { OrganizationRecord } from './organizations.service.js';
import { selectsField } from './paging.js';

const administered = (organization: OrganizationRecord) => organization.administered === true;

export const organizationsResolvers: Resolvers = {
  Query: {
    organizations: (_parent, args, ctx, info) =>
      ctx.services.organizations.organizations(ctx.viewer, args, { count: selectsField(info, 'totalCount') }),
    organization: (_parent, { id }, ctx) => ctx.services.organizations.organization(ctx.viewer, id),
    myOrganization: (_parent, _args, ctx) => ctx.services.organizations.myOrganization(ctx.viewer),
    branches: (_parent, args, ctx, info) =>
      ctx.services.organizations.branchesPage(ctx.viewer, args, { count: selectsField(info, 'totalCount') }),
    branch: (_parent, { id }, ctx) => ctx.services.organizations.branch(ctx.viewer, id),
    departments: (_parent, args, ctx, info) =>
      ctx.services.organizations.departmentsPage(ctx.viewer, args, {
        count: selectsField(info, 'totalCount'),
      }),
    department: (_parent, { id }, ctx) => ctx.services.organizations.department(ctx.viewer, id),
    seasons: (_parent, args, ctx, info) =>
      ctx.services.organizations.seasonsPage(ctx.viewer, args, { count: selectsField(info, 'totalCount') }),
    season: (_parent, { id }, ctx) => ctx.services.organizations.season(ctx.viewer, id),
  },
  Mutation: {
    createOrganization: (_parent, { input }, ctx) =>
      ctx.services.organizations.organizationWrites.createOrganization(ctx.viewer, input),
    updateOrganization: (_parent, { id, input }, ctx) =>
      ctx.services.organizations.organizationWrites.updateOrganization(ctx.viewer, id, input),
    archiveOrganization: (_parent, { id }, ctx) =>
      ctx.services.organizations.organizationWrites.archiveOrganization(ctx.viewer, id, true),
    restoreOrganization: (_parent, { id }, ctx) =>
      ctx.services.organizations.organizationWrites.archiveOrganization(ctx.viewer, id, false),
    createBranch: (_parent, { organizationId, input }, ctx) =>
      ctx.services.organizations.structureWrites.createBranch(ctx.viewer, organizationId, input),
    updateBranch: (_parent, { id, input }, ctx) =>
      ctx.services.organizations.structureWrites.updateBranch(ctx.viewer, id, input),
    archiveBranch: (_parent, { id }, ctx) =>
      ctx.services.organizations.structureWrites.archiveBranch(ctx.viewer, id, true),
    restoreBranch: (_parent, { id }, ctx) =>
      ctx.services.organizations.structureWrites.archiveBranch(ctx.viewer, id, false),
    createDepartment: (_parent, { organizationId, input }, ctx) =>
      ctx.services.organizations.structureWrites.createDepartment(ctx.viewer, organizationId, input),
    updateDepartment: (_parent, { id, input }, ctx) =>
      ctx.services.organizations.structureWrites.updateDepartment(ctx.viewer, id, input),
    archiveDepartment: (_parent, { id }, ctx) =>
      ctx.services.organizations.structureWrites.archiveDepartment(ctx.viewer, id, true),
    restoreDepartment: (_parent, { id }, ctx) =>
      ctx.services.organizations.structureWrites.archiveDepartment(ctx.viewer, id, false),
    createSeason: (_parent, { organizationId, input }, ctx) =>
      ctx.services.organizations.structureWrites.createSeason(ctx.viewer, organizationId, input),
    updateSeason: (_parent, { id, input }, ctx) =>
      ctx.services.organizations.structureWrites.updateSeason(ctx.viewer, id, input),
    setCurrentSeason: (_parent, { id }, ctx) =>
      ctx.services.organizations.structureWrites.setCurrentSeason(ctx.viewer, id),
    archiveSeason: (_parent, { id }, ctx) =>
      ctx.services.organizations.structureWrites.archiveSeason(ctx.viewer, id, true),
    restoreSeason: (_parent, { id }, ctx) =>
      ctx.services.organizations.structureWrites.archiveSeason(ctx.viewer, id, false),
  },
  Organization: {
    // The plan, storage and archive state are for the organization's administrators only.
    plan: (organization, _args, ctx) =>
      administered(organization) && organization.subscriptionPlanId
        ? ctx.loaders.subscriptionPlanById.load(organization.subscriptionPlanId)
        : null,
    storageUsedBytes: (organization) =>
      administered(organization) ? Number(organization.storageUsedBytes) : null,
    storageQuotaBytes: async (organization, _args, ctx) => {
      if (!administered(organization) || !organization.subscriptionPlanId) return null;
      const plan = await ctx.loaders.subscriptionPlanById.load(organization.subscriptionPlanId);
      return plan?.storageQuotaBytes ? Number(plan.storageQuotaBytes) : null;
    },
    archivedAt: (organization) => (administered(organization) ? organization.archivedAt : null),
    branches: (organization, _args, ctx) => ctx.loaders.branchesByOrganizationId.load(organization.id),
    departments: (organization, _args, ctx) => ctx.loaders.departmentsByOrganizationId.load(organization.id),
    currentSeason: async (organization, _args, ctx) =>
      (await ctx.loaders.currentSeasonsByOrganizationId.load(organization.id))[0] ?? null,
  },
  Branch: {
    organization: async (branch, _args, ctx) =>
      (await ctx.loaders.organizationById.load(branch.organizationId))!,
  },
  Department: {
    organization: async (department, _args, ctx) =>
      (await ctx.loaders.organizationById.load(department.organizationId))!,
  },
};
