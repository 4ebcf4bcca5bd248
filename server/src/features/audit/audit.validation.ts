import { z } from 'zod';
import { instantField } from '../../shared/dates.js';
import { isUuid } from '../../shared/validation.js';
import { AUDIT_ACTIONS } from './audit-log.entity.js';

export const AUDIT_LIMITS = { pageSize: 500, query: 200, entityType: 64 } as const;
export const DEFAULT_PAGE_SIZE = 50;
export const AUDIT_SORTS = ['newest', 'oldest'] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

const optionalUuid = (label: string) =>
  z
    .string()
    .refine(isUuid, { message: `${label} must be a UUID`, params: { code: 'invalid_format' } })
    .nullish();

const instant = (label: string) => instantField(label).nullish();

/** The `auditLog` query's arguments. */
export const auditLogPageSchema = z
  .object({
    organizationId: optionalUuid('Organization'),
    first: z
      .number()
      .int(`First must be a whole number from 1 to ${AUDIT_LIMITS.pageSize}`)
      .min(1, `First must be a whole number from 1 to ${AUDIT_LIMITS.pageSize}`)
      .max(AUDIT_LIMITS.pageSize, `First must be a whole number from 1 to ${AUDIT_LIMITS.pageSize}`)
      .nullish()
      .transform((value) => value ?? DEFAULT_PAGE_SIZE),
    after: z.string().nullish(),
    query: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() : value),
      z.string().max(AUDIT_LIMITS.query, `Query must be at most ${AUDIT_LIMITS.query} characters`).nullish(),
    ),
    sort: z
      .enum(AUDIT_SORTS)
      .nullish()
      .transform((value) => value ?? 'newest'),
    actorId: optionalUuid('Actor'),
    entityType: z
      .string()
      .trim()
      .min(1, 'Entity type must not be blank')
      .max(AUDIT_LIMITS.entityType, `Entity type must be at most ${AUDIT_LIMITS.entityType} characters`)
      .nullish(),
    entityId: optionalUuid('Entity'),
    actions: z.array(z.enum(AUDIT_ACTIONS)).max(AUDIT_ACTIONS.length, 'Too many actions').nullish(),
    from: instant('From'),
    to: instant('To'),
  })
  .refine((args) => !args.from || !args.to || args.to > args.from, {
    message: 'To must be after from',
    path: ['to'],
  });
export type AuditLogPageArgs = z.infer<typeof auditLogPageSchema>;
