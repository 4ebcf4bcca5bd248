import type { EntityManager } from 'typeorm';
import type { Viewer } from '../../shared/auth/viewer.js';
import { recordAudit, type AuditAction } from '../audit/index.js';

// The audit rows of the fees feature, written in the change's transaction: every plan, assignment,
// payment and void is kept, with who did it.

export function auditFees(
  manager: EntityManager,
  current: Viewer,
  entry: {
    organizationId: string;
    action: AuditAction;
    entityType: 'fee_plan' | 'invoice' | 'payment' | 'money_admins';
    entityId: string;
    summary: { en: string; tr: string };
    before?: object;
    after?: object;
  },
): Promise<void> {
  return recordAudit(manager, { ...entry, actorUserId: current.userId });
}
