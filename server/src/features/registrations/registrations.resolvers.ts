import DataLoader from 'dataloader';
import type { Resolvers } from '../../generated/graphql.js';
import type { Viewer } from '../../shared/auth/viewer.js';
import { selectsField } from '../organizations/index.js';
import { renderAthleteDataPdf } from './registrations.data-export-pdf.js';
import { registrationDocumentPath, type RegistrationDocumentNode } from './registrations.documents.js';
import type { RegistrationsService } from './index.js';

// A registration's documents depend on who reads them (registrations.documents.ts), so their loader is
// the request's own: one statement for every registration a request lists.
const documentLoaders = new WeakMap<object, DataLoader<string, RegistrationDocumentNode[]>>();

function documentsLoader(ctx: { viewer: Viewer | null; services: { registrations: RegistrationsService } }) {
  let loader = documentLoaders.get(ctx);
  if (!loader) {
    const viewer = ctx.viewer;
    loader = new DataLoader((ids: readonly string[]) =>
      viewer
        ? ctx.services.registrations.documents.forRegistrations(viewer, ids)
        : Promise.resolve(ids.map(() => [])),
    );
    documentLoaders.set(ctx, loader);
  }
  return loader;
}

export const registrationsResolvers: Resolvers = {
  Query: {
    registrationSchools: (_parent, _args, ctx) => ctx.services.registrations.reads.schools(),
    registrationForm: (_parent, { organizationSlug }, ctx) =>
      ctx.services.registrations.reads.form(organizationSlug),
    registrations: (_parent, args, ctx, info) =>
      ctx.services.registrations.reads.list(ctx.viewer, args, { count: selectsField(info, 'totalCount') }),
    registrationCounts: (_parent, args, ctx) => ctx.services.registrations.reads.counts(ctx.viewer, args),
    registration: (_parent, { id }, ctx) => ctx.services.registrations.reads.one(ctx.viewer, id),
    athleteDataExport: (_parent, { athleteId }, ctx) =>
      ctx.services.registrations.exportAthleteData(ctx.viewer, athleteId),
    openErasureRequests: (_parent, _args, ctx) => ctx.services.registrations.erasure.open(ctx.viewer),
  },
  Mutation: {
    submitRegistration: (_parent, { input }, ctx) =>
      ctx.services.registrations.reads.submit(input, ctx.origin),
    approveRegistration: (_parent, { id }, ctx) =>
      ctx.services.registrations.decisions.approve(ctx.viewer, id),
    rejectRegistration: (_parent, { id, reason }, ctx) =>
      ctx.services.registrations.decisions.reject(ctx.viewer, id, reason),
    requestAthleteErasure: (_parent, { athleteId, note }, ctx) =>
      ctx.services.registrations.erasure.request(ctx.viewer, athleteId, note ?? null),
    completeAthleteErasure: (_parent, { id }, ctx) =>
      ctx.services.registrations.erasure.complete(ctx.viewer, id),
    declineAthleteErasure: (_parent, { id, reason }, ctx) =>
      ctx.services.registrations.erasure.decline(ctx.viewer, id, reason),
  },
  Registration: {
    team: async (registration, _args, ctx) => {
      const team = await ctx.loaders.teamById.load(registration.teamId);
      // A foreign key guarantees the row; a missing one is a bug, reported as INTERNAL.
      if (!team) throw new Error('Team is missing');
      return team;
    },
    guardians: (registration, _args, ctx) => ctx.loaders.registrationGuardians.load(registration.id),
    consents: (registration, _args, ctx) => ctx.loaders.registrationConsents.load(registration.id),
    documents: (registration, _args, ctx) => documentsLoader(ctx).load(registration.id),
  },
  RegistrationDocument: {
    downloadUrl: (document) => registrationDocumentPath(document.registrationId ?? '', document.id),
  },
  AthleteDataExport: {
    pdf: async (handOver, { language }) =>
      (await renderAthleteDataPdf(handOver.document, language ?? 'en')).toString('base64'),
  },
  Athlete: {
    registration: (athlete, _args, ctx) =>
      ctx.services.registrations.reads.forAthlete(ctx.viewer, athlete.id),
    erasureRequest: (athlete, _args, ctx) =>
      ctx.services.registrations.erasure.forAthlete(ctx.viewer, athlete.id),
  },
};
