import { defineFeature, type Deps } from '../../shared/feature.js';
import { AuditLogEntity } from './audit-log.entity.js';
import { auditResolvers } from './audit.resolvers.js';
import { AuditService } from './audit.service.js';

export { AUDIT_ACTIONS, AuditLogEntity, type AuditAction } from './audit-log.entity.js';
export { recordAudit, type AuditEntry } from './audit.record.js';
export { AuditService } from './audit.service.js';

/**
 * The audit log: reads of athletes' health data and changes to athletes, guardian links, consents,
 * sponsor companies and sponsorships, each written with `recordAudit` in the change's own transaction.
 * Organization admins read their organization's log, super admins every one.
 */
export const auditModule = defineFeature({
  name: 'audit',
  entities: [AuditLogEntity],
  resolvers: auditResolvers,
  createService: ({ dataSource }: Deps) => new AuditService(dataSource),
  seed: { after: ['organizations', 'users'] },
});
