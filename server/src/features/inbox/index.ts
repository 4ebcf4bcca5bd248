import { defineFeature, type Deps } from '../../shared/feature.js';
import { InboxItemEntity } from './inbox-item.entity.js';
import { inboxResolvers } from './inbox.resolvers.js';
import { inboxRestRows } from './inbox.rest.js';
import { seedDemoInbox } from './inbox.seed.js';
import { InboxService } from './inbox.service.js';

export { InboxItemEntity } from './inbox-item.entity.js';
export type { InboxService, SystemNotice } from './inbox.service.js';

/** The top bar's messages and notifications: private to each user. */
export const inboxModule = defineFeature({
  name: 'inbox',
  entities: [InboxItemEntity],
  resolvers: inboxResolvers,
  restRows: inboxRestRows,
  createService: ({ dataSource, pubsub }: Deps) => new InboxService(dataSource, pubsub),
  seed: { demo: seedDemoInbox, after: ['users'] },
});
