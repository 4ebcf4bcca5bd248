import type { EntityManager } from 'typeorm';
import { type Viewer } from '../../shared/auth/viewer.js';
import { recordAudit } from '../audit/index.js';

// The audit rows of the events feature, written in the change's transaction.

/** The audit row of a change to an event, in the change's transaction. */
export async function auditEvent(
  manager: EntityManager,
  viewer: Viewer,
  id: string,
  event: { organizationId: string; title: string },
  action: 'create' | 'update' | 'delete',
  before?: object,
  after?: object,
): Promise<void> {
  const summaries = {
    create: { en: `Event ${event.title} added`, tr: `${event.title} etkinliği eklendi` },
    update: { en: `Event ${event.title} changed`, tr: `${event.title} etkinliği değiştirildi` },
    delete: { en: `Event ${event.title} deleted`, tr: `${event.title} etkinliği silindi` },
  };
  await recordAudit(manager, {
    organizationId: event.organizationId,
    actorUserId: viewer.userId,
    action,
    entityType: 'event',
    entityId: id,
    summary: summaries[action],
    before,
    after,
  });
}
