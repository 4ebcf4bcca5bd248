import { defineFeature, type Deps } from '../../shared/feature.js';
import type { FileRoute, UploadRoute } from '../../shared/file-route.js';
import type { JobSchedule } from '../../shared/jobs/job-queue.js';
import type { InboxService } from '../inbox/index.js';
import { MailAttachmentEntity, MailFileEntity } from './mail-file.entity.js';
import { MailLabelEntity, MailSettingsEntity } from './mail-label.entity.js';
import { ATTACHMENT_MAX_BYTES, MailAttachments } from './mail.attachments.js';
import { MailChanges } from './mail.changes.js';
import { MailDelivery } from './mail.delivery.js';
import { MailEntity } from './mail.entity.js';
import { MailLabels } from './mail.labels.js';
import { mailResolvers } from './mail.resolvers.js';
import { mailRestRows } from './mail.rest.js';
import { mailSearchProvider } from './mail.search.js';
import { seedDemoMail } from './mail.seed.js';
import { MailSending } from './mail.send.js';
import { MailReads } from './mail.service.js';

export { MailEntity, type MailAddressValue } from './mail.entity.js';
export type { MailNode } from './mail.sql.js';

/** The feature's service: reads, labels and settings, changes, sending, attachments, delivery. */
export interface MailService {
  reads: MailReads;
  labels: MailLabels;
  changes: MailChanges;
  sending: MailSending;
  attachments: MailAttachments;
  delivery: MailDelivery;
}

/** The hourly sweep of uploads no mail carries (mail.attachments.ts). */
export const SWEEP_ATTACHMENTS = 'mail.sweep-attachments';

/** The staff's personal mailbox (spec 001 Mailbox): every statement keeps to the viewer's own mail. */
export const mailModule = defineFeature({
  name: 'mail',
  entities: [MailEntity, MailLabelEntity, MailSettingsEntity, MailFileEntity, MailAttachmentEntity],
  resolvers: mailResolvers,
  restRows: mailRestRows,
  createService: ({
    dataSource,
    pubsub,
    jobs,
    filesDir,
    inbox,
  }: Deps<{ inbox: InboxService }>): MailService => {
    const labels = new MailLabels(dataSource);
    const delivery = new MailDelivery(dataSource, pubsub, inbox);
    return {
      reads: new MailReads(dataSource),
      labels,
      changes: new MailChanges(dataSource, labels, filesDir),
      sending: new MailSending(dataSource, jobs, delivery),
      attachments: new MailAttachments(dataSource, filesDir),
      delivery,
    };
  },
  jobs: ({ dataSource, filesDir }: Deps) => ({
    [SWEEP_ATTACHMENTS]: async () => {
      await new MailAttachments(dataSource, filesDir).sweep();
    },
  }),
  // The top bar's Mail group: the viewer's own mails, through the same reads and policy as the mailbox.
  searchProviders: ({ mail }: Deps<{ mail: MailService }>) => [mailSearchProvider(mail.reads)],
  schedules: [{ task: SWEEP_ATTACHMENTS, cron: '41 * * * *' }] as readonly JobSchedule[],
  // One file per upload (its name in `?name=`); the download answers only the mail's owner.
  uploadRoutes: ({ mail }: { mail: MailService }): UploadRoute[] => [
    {
      path: 'api/apps/mailbox/attachments',
      maxBytes: ATTACHMENT_MAX_BYTES,
      handle: ({ viewer, query, bytes }) => mail.attachments.upload(viewer, query.name, bytes),
    },
  ],
  fileRoutes: ({ mail }: { mail: MailService }): FileRoute[] => [
    {
      path: 'api/apps/mailbox/attachments/:id',
      handle: ({ viewer, params }) => mail.attachments.fileFor(viewer, params.id ?? ''),
    },
  ],
  seed: { demo: seedDemoMail, after: ['organizations', 'users', 'professionals', 'contacts'] },
});
