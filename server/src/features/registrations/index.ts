import type { Viewer } from '../../shared/auth/viewer.js';
import { defineFeature, type Deps } from '../../shared/feature.js';
import type { FileRoute, UploadRoute } from '../../shared/file-route.js';
import type { JobSchedule } from '../../shared/jobs/job-queue.js';
import type { AthletesService } from '../athletes/index.js';
import type { FeesService } from '../fees/index.js';
import type { InvitedAccountsService } from '../invited-accounts/index.js';
import { ConsentTextEntity } from './consent-text.entity.js';
import { ErasureRequestEntity } from './erasure-request.entity.js';
import { RegistrationDocumentEntity } from './registration-document.entity.js';
import { RegistrationConsentEntity, RegistrationGuardianEntity } from './registration-parts.entity.js';
import { RegistrationEntity } from './registration.entity.js';
import { exportAthleteData, type AthleteDataHandOver } from './registrations.data-export.js';
import { DOCUMENT_MAX_BYTES, RegistrationDocuments } from './registrations.documents.js';
import { RegistrationDecisions } from './registrations.decisions.js';
import { ErasureRequests } from './registrations.erasure.js';
import { createRegistrationLoaders } from './registrations.loaders.js';
import { OFFER_SCHEDULES, offerJobs } from './registrations.offers.js';
import { registrationsResolvers } from './registrations.resolvers.js';
import { seedConsentTexts, seedDemoRegistrations } from './registrations.seed.js';
import { RegistrationsReads } from './registrations.service.js';

export type { AthleteDataHandOver } from './registrations.data-export.js';
export type { ErasureRequestNode } from './registrations.erasure.js';
export type { RegistrationDocumentNode } from './registrations.documents.js';
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
  /** The documents a family sends with the form (registrations.documents.ts). */
  documents: RegistrationDocuments;
  /** Erasure on request: asked by a legal guardian, completed or declined by an admin. */
  erasure: ErasureRequests;
  /** Everything held about an athlete, for a legal guardian or an admin (registrations.data-export.ts). */
  exportAthleteData: (viewer: Viewer | null, athleteId: string) => Promise<AthleteDataHandOver>;
}

/**
 * Registration: a family's request from the public page, kept apart until the school approves it in one
 * transaction (docs/adr/0010-registration-staged-then-approved.md), with versioned consent texts.
 */
/** The hourly sweep of registration documents (registrations.documents.ts). */
export const SWEEP_DOCUMENTS = 'registrations.sweep-documents';

export const registrationsModule = defineFeature({
  name: 'registrations',
  entities: [
    ConsentTextEntity,
    RegistrationEntity,
    RegistrationGuardianEntity,
    RegistrationConsentEntity,
    ErasureRequestEntity,
    RegistrationDocumentEntity,
  ],
  resolvers: registrationsResolvers,
  createService: ({
    dataSource,
    jobs,
    filesDir,
    athletes,
    invitedAccounts,
    fees,
  }: Deps<{
    athletes: AthletesService;
    invitedAccounts: InvitedAccountsService;
    fees: FeesService;
  }>): RegistrationsService => {
    const documents = new RegistrationDocuments(dataSource, filesDir);
    return {
      reads: new RegistrationsReads(dataSource, jobs, documents),
      decisions: new RegistrationDecisions(dataSource, jobs, athletes, invitedAccounts, fees.newcomers),
      documents,
      erasure: new ErasureRequests(dataSource, jobs),
      exportAthleteData: (viewer, athleteId) => exportAthleteData(dataSource, viewer, athleteId),
    };
  },
  loaders: createRegistrationLoaders,
  // A freed place is offered to the first child waiting (registrations.offers.ts); documents never sent
  // and files no row names are swept.
  jobs: ({ dataSource, jobs, filesDir }: Deps) => ({
    ...offerJobs({ dataSource, jobs }),
    [SWEEP_DOCUMENTS]: async () => {
      await new RegistrationDocuments(dataSource, filesDir).sweep();
    },
  }),
  schedules: [...OFFER_SCHEDULES, { task: SWEEP_DOCUMENTS, cron: '17 * * * *' }] as readonly JobSchedule[],
  // The family's upload from the public form (no account), and the authorised download.
  uploadRoutes: ({ registrations }: { registrations: RegistrationsService }): UploadRoute[] => [
    {
      path: 'api/register/:slug/documents',
      maxBytes: DOCUMENT_MAX_BYTES,
      handle: ({ params, query, bytes, origin }) =>
        registrations.documents.upload({
          slug: params.slug,
          kind: query.kind,
          fileName: query.name,
          bytes,
          ip: origin.ip,
        }),
    },
  ],
  fileRoutes: ({ registrations }: { registrations: RegistrationsService }): FileRoute[] => [
    {
      path: 'api/registrations/:id/documents/:documentId/file',
      handle: ({ viewer, params }) =>
        registrations.documents.fileFor(viewer, params.id ?? '', params.documentId ?? ''),
    },
  ],
  seed: {
    reference: seedConsentTexts,
    demo: seedDemoRegistrations,
    after: ['organizations', 'teams', 'athletes'],
  },
});
