import { z } from 'zod';
import { isUuid } from '../../shared/validation.js';
import { AUDIT_ACTIONS } from './audit-log.entity.js';

export const AUDIT_LIMITS = { pageSize: 500, query: 200, entityType: 64 } as const;
export const DEFAULT_PAGE_SIZE = 50;
export const AUDIT_SORTS = ['newest', 'oldest'] as const;

const optionalUuid = (label: string) =>
  z
    .string()
    .refine(isUuid, { message: `${label} must be a UUID`, params: { code: 'invalid_format' } })
    .nullish();

const instant = (label: string) =>
  z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)), {
      message: `${label} must be an ISO date-time such as 2026-01-31T09:00:00Z`,
      params: { code: 'invalid_format' },
    })
    .transform((value) => new Date(value))
    .nullish();

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
