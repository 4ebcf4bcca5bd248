import { defineFeature, type Deps } from '../../shared/feature.js';
import { CertificationEntity } from './certification.entity.js';
import { ProfessionalEntity } from './professional.entity.js';
import { createProfessionalLoaders } from './professionals.loaders.js';
import { professionalsResolvers } from './professionals.resolvers.js';
import { seedDemoProfessionals } from './professionals.seed.js';
import { ProfessionalsService } from './professionals.service.js';

export { CERTIFICATION_KINDS, CertificationEntity, type CertificationKind } from './certification.entity.js';
export { ProfessionalEntity } from './professional.entity.js';
export { DEMO_PROFESSIONALS } from './professionals.seed.js';
export type { ProfessionalRecord, ProfessionalsService } from './professionals.service.js';

/** The people who work for an organization (coaches, physios, managers) and their certifications. */
export const professionalsModule = defineFeature({
  name: 'professionals',
  entities: [ProfessionalEntity, CertificationEntity],
  resolvers: professionalsResolvers,
  createService: ({ dataSource }: Deps) => new ProfessionalsService(dataSource),
  loaders: createProfessionalLoaders,
  seed: { demo: seedDemoProfessionals, after: ['organizations', 'users'] },
});
