import type { Resolvers } from '../../generated/graphql.js';
import { selectsField as selects } from '../../shared/db/paging.js';
import { AppError } from '../../shared/errors.js';
import { visibleMemberships } from './athletes.sql.js';

const userGone = () => new AppError('NOT_FOUND', 'User not found.');

export const athletesResolvers: Resolvers = {
  Query: {
    // The count is a statement of its own: only run when asked for.
    athletes: (_parent, args, ctx, info) =>
      ctx.services.athletes.page(ctx.viewer, args, { count: selects(info, 'totalCount') }),
    athlete: (_parent, { id }, ctx) => ctx.services.athletes.get(ctx.viewer, id),
    athleteHealth: (_parent, { athleteId }, ctx) =>
      ctx.services.athletes.healthRecords.read(ctx.viewer, athleteId),
    teamMemberships: (_parent, { teamId, includeEnded }, ctx) =>
      ctx.services.athletes.memberships.roster(ctx.viewer, teamId, includeEnded ?? false),
    athleteDuplicates: (_parent, args, ctx) => ctx.services.athletes.duplicates(ctx.viewer, args),
    guardianCandidates: (_parent, args, ctx) => ctx.services.athletes.guardians.candidates(ctx.viewer, args),
  },
  Mutation: {
    createAthlete: (_parent, { input }, ctx) => ctx.services.athletes.create(ctx.viewer, input),
    updateAthlete: (_parent, { id, input }, ctx) => ctx.services.athletes.update(ctx.viewer, id, input),
    archiveAthlete: (_parent, { id }, ctx) => ctx.services.athletes.archive(ctx.viewer, id),
    restoreAthlete: (_parent, { id }, ctx) => ctx.services.athletes.restore(ctx.viewer, id),
    updateAthleteHealth: (_parent, { athleteId, medicalNotes }, ctx) =>
      ctx.services.athletes.healthRecords.update(ctx.viewer, athleteId, medicalNotes),
    addTeamMembership: (_parent, { input }, ctx) => ctx.services.athletes.memberships.add(ctx.viewer, input),
    updateTeamMembership: (_parent, { id, input }, ctx) =>
      ctx.services.athletes.memberships.update(ctx.viewer, id, input),
    endTeamMembership: (_parent, { id, toOn }, ctx) =>
      ctx.services.athletes.memberships.end(ctx.viewer, id, toOn),
    moveAthlete: (_parent, { input }, ctx) => ctx.services.athletes.memberships.move(ctx.viewer, input),
    linkGuardian: (_parent, { input }, ctx) => ctx.services.athletes.guardians.link(ctx.viewer, input),
    inviteGuardian: (_parent, { input }, ctx) => ctx.services.athletes.invitations.invite(ctx.viewer, input),
    updateGuardianLink: (_parent, { id, input }, ctx) =>
      ctx.services.athletes.guardians.updateLink(ctx.viewer, id, input),
    unlinkGuardian: (_parent, { id }, ctx) => ctx.services.athletes.guardians.unlink(ctx.viewer, id),
    grantConsent: (_parent, { input }, ctx) => ctx.services.athletes.consents.grant(ctx.viewer, input),
    withdrawConsent: (_parent, { id }, ctx) => ctx.services.athletes.consents.withdraw(ctx.viewer, id),
  },
  Athlete: {
    fullName: (athlete) => `${athlete.firstName} ${athlete.lastName}`,
    memberships: async (athlete, { includeEnded }, ctx) =>
      visibleMemberships(
        athlete,
        await ctx.loaders.membershipsByAthleteId.load(athlete.id),
        includeEnded ?? false,
      ),
    // Private lists: only for full access (the policy computed `access` in SQL).
    guardians: (athlete, _args, ctx) =>
      athlete.access === 'full' ? ctx.loaders.guardianLinksByAthleteId.load(athlete.id) : null,
    consents: async (athlete, { includeWithdrawn }, ctx) =>
      athlete.access === 'full'
        ? (await ctx.loaders.consentsByAthleteId.load(athlete.id)).filter(
            (consent) => includeWithdrawn || consent.withdrawnAt === null,
          )
        : null,
  },
  TeamMembership: {
    athlete: (membership, _args, ctx) =>
      membership.athlete ?? ctx.services.athletes.get(ctx.viewer, membership.athleteId),
    team: async (membership, _args, ctx) => {
      const team = await ctx.loaders.teamById.load(membership.teamId);
      if (!team) throw new AppError('NOT_FOUND', 'Team not found.');
      return team;
    },
    current: (membership) => membership.toOn === null,
  },
  GuardianLink: {
    guardian: async (link, _args, ctx) => {
      const user = await ctx.loaders.userById.load(link.userId);
      if (!user) throw userGone();
      return user;
    },
  },
  Consent: {
    grantedBy: (consent, _args, ctx) =>
      consent.grantedByUserId ? ctx.loaders.userById.load(consent.grantedByUserId) : null,
    withdrawnBy: (consent, _args, ctx) =>
      consent.withdrawnByUserId ? ctx.loaders.userById.load(consent.withdrawnByUserId) : null,
    active: (consent) => consent.withdrawnAt === null,
  },
};
