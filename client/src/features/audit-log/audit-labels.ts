import type { TFunction } from 'i18next';

/** The record types the audit log names today; any other is shown as written. */
export const AUDIT_ENTITY_TYPES = [
  'athlete',
  'athlete_health',
  'team_membership',
  'guardian_link',
  'consent',
  'company',
  'company_contact',
  'sponsorship',
  'team',
  'team_staff',
  'professional',
  'certification',
  'user_role',
  'event',
  'fee_plan',
  'invoice',
  'payment',
  'fee_reminders',
  'money_admins',
] as const;
type KnownEntity = (typeof AUDIT_ENTITY_TYPES)[number];

const isKnown = (value: string): value is KnownEntity =>
  (AUDIT_ENTITY_TYPES as readonly string[]).includes(value);

/** A record type's name in the interface language. */
export function entityLabel(entityType: string, t: TFunction): string {
  return isKnown(entityType) ? t(`audit-log.entities.${entityType}`) : entityType;
}
