import type { Viewer } from '../../shared/auth/viewer.js';
import { defineFeature, type Deps } from '../../shared/feature.js';
import type { AthletesService } from '../athletes/index.js';
import type { InvitedAccountsService } from '../invited-accounts/index.js';
import { ConsentTextEntity } from './consent-text.entity.js';
import { ErasureRequestEntity } from './erasure-request.entity.js';
import { RegistrationConsentEntity, RegistrationGuardianEntity } from './registration-parts.entity.js';
import { RegistrationEntity } from './registration.entity.js';
import { exportAthleteData, type AthleteDataHandOver } from './registrations.data-export.js';
import { RegistrationDecisions } from './registrations.decisions.js';
import { ErasureRequests } from './registrations.erasure.js';
import { createRegistrationLoaders } from './registrations.loaders.js';
import { OFFER_SCHEDULES, offerJobs } from './registrations.offers.js';
import { registrationsResolvers } from './registrations.resolvers.js';
import { seedConsentTexts, seedDemoRegistrations } from './registrations.seed.js';
import { RegistrationsReads } from './registrations.service.js';

export type { AthleteDataHandOver } from './registrations.data-export.js';
export type { ErasureRequestNode } from './registrations.erasure.js';
export type { RegistrationFormNode } from './registrations.service.js';
export type {
  ConsentTextNode,
  RegistrationConsentNode,
  RegistrationGuardianNode,
  RegistrationNode,
} from './registrations.sql.js';

/** The feature's service: the public form and the queue's reads, and the school's decisions. */
export interface RegistrationsService {
  reads: RegistrationsReads;
  decisions: RegistrationDecisions;
  /** Erasure on request: asked by a legal guardian, completed or declined by an admin. */
  erasure: ErasureRequests;
  /** Everything held about an athlete, for a legal guardian or an admin (registrations.data-export.ts). */
  exportAthleteData: (viewer: Viewer | null, athleteId: string) => Promise<AthleteDataHandOver>;
}

/**
 * Registration: a family's request from the public page, kept apart until the school approves it in one
 * transaction (docs/adr/0010-registration-staged-then-approved.md), with versioned consent texts.
 */
export const registrationsModule = defineFeature({
  name: 'registrations',
  entities: [
    ConsentTextEntity,
    RegistrationEntity,
    RegistrationGuardianEntity,
    RegistrationConsentEntity,
    ErasureRequestEntity,
  ],
  resolvers: registrationsResolvers,
  createService: ({
    dataSource,
    jobs,
    athletes,
    invitedAccounts,
  }: Deps<{ athletes: AthletesService; invitedAccounts: InvitedAccountsService }>): RegistrationsService => ({
    reads: new RegistrationsReads(dataSource, jobs),
    decisions: new RegistrationDecisions(dataSource, jobs, athletes, invitedAccounts),
    erasure: new ErasureRequests(dataSource, jobs),
    exportAthleteData: (viewer, athleteId) => exportAthleteData(dataSource, viewer, athleteId),
  }),
  loaders: createRegistrationLoaders,
  // A freed place is offered to the first child waiting (registrations.offers.ts).
  jobs: ({ dataSource, jobs }: Deps) => offerJobs({ dataSource, jobs }),
  schedules: OFFER_SCHEDULES,
  seed: {
    reference: seedConsentTexts,
    demo: seedDemoRegistrations,
    after: ['organizations', 'teams', 'athletes'],
  },
});
