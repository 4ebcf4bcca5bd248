import type { CertificationStatus, Resolvers } from '../../generated/graphql.js';
import { selectsField } from '../organizations/index.js';
import type { CertificationEntity } from './certification.entity.js';

/** How many days a certification counts as expiring soon. */
export const EXPIRING_SOON_DAYS = 60;

/** Whole days from today (UTC) to the expiry date; null without one. */
function daysToExpiry(certification: CertificationEntity): number | null {
  if (!certification.expiresOn) return null;
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  return Math.round((Date.parse(certification.expiresOn) - today) / 86_400_000);
}

function status(certification: CertificationEntity): CertificationStatus {
  const days = daysToExpiry(certification);
  if (days === null) return 'valid';
  if (days < 0) return 'expired';
  return days <= EXPIRING_SOON_DAYS ? 'expiring_soon' : 'current';
}

export const professionalsResolvers: Resolvers = {
  Query: {
    professionals: (_parent, args, ctx, info) =>
      ctx.services.professionals.professionals(ctx.viewer, args, { count: selectsField(info, 'totalCount') }),
    professional: (_parent, { id }, ctx) => ctx.services.professionals.professional(ctx.viewer, id),
    certifications: (_parent, args, ctx, info) =>
      ctx.services.professionals.certifications(ctx.viewer, args, {
        count: selectsField(info, 'totalCount'),
      }),
    certification: (_parent, { id }, ctx) => ctx.services.professionals.certification(ctx.viewer, id),
  },
  Mutation: {
    createProfessional: (_parent, { input }, ctx) =>
      ctx.services.professionals.createProfessional(ctx.viewer, input),
    updateProfessional: (_parent, { id, input }, ctx) =>
      ctx.services.professionals.updateProfessional(ctx.viewer, id, input),
    archiveProfessional: (_parent, { id }, ctx) =>
      ctx.services.professionals.archiveProfessional(ctx.viewer, id, true),
    restoreProfessional: (_parent, { id }, ctx) =>
      ctx.services.professionals.archiveProfessional(ctx.viewer, id, false),
    createCertification: (_parent, { professionalId, input }, ctx) =>
      ctx.services.professionals.createCertification(ctx.viewer, professionalId, input),
    updateCertification: (_parent, { id, input }, ctx) =>
      ctx.services.professionals.updateCertification(ctx.viewer, id, input),
    archiveCertification: (_parent, { id }, ctx) =>
      ctx.services.professionals.archiveCertification(ctx.viewer, id, true),
    restoreCertification: (_parent, { id }, ctx) =>
      ctx.services.professionals.archiveCertification(ctx.viewer, id, false),
  },
  Professional: {
    // Private details only where the policy said so (ProfessionalRecord.private); null otherwise.
    email: (professional) => (professional.private ? professional.email : null),
    certifications: (professional, _args, ctx) =>
      professional.private ? ctx.loaders.certificationsByProfessionalId.load(professional.id) : null,
  },
  Certification: {
    professional: async (certification, _args, ctx) =>
      (await ctx.loaders.professionalById.load(certification.professionalId))!,
    status: (certification) => status(certification),
    daysToExpiry: (certification) => daysToExpiry(certification),
  },
};
