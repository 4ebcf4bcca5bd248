import { featureList } from '../app/features.js';
import { MailOutboxEntity } from '../shared/mail/mail-outbox.entity.js';

// Listed explicitly (glob loading breaks under vitest and bundlers), collected from the feature list:
// the mail outbox belongs to the shared mailer, everything else to a feature's module.
export const entities = [MailOutboxEntity, ...featureList.flatMap((feature) => feature.entities ?? [])];
