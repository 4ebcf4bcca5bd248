// The contact rules the form checks before sending, in one place. The server applies the same ones
// (server/src/features/contacts/contacts.validation.ts); a parity test compares the two, so a change
// here or there that the other side lacks fails the tests.
import type { ContactLabel } from '../../generated/graphql';

export type { ContactLabel };

/** Bounds of a contact's fields (schema/contacts.graphql): text lengths, list sizes. */
export const CONTACT_LIMITS = {
  name: 200,
  title: 200,
  company: 200,
  address: 1000,
  notes: 20000,
  /** One e-mail address (the shared email rule). */
  email: 254,
  /** One phone number, as PHONE_PATTERN allows. */
  phoneNumber: 30,
  emails: 20,
  phoneNumbers: 20,
} as const;

// Keyed by the schema's enum, so a label added there fails the type check here until it is listed.
const LABELS: Record<ContactLabel, true> = { Personal: true, Mobile: true, Work: true, Home: true };

/** The labels an e-mail address or a phone number may carry (none is null), in the order offered. */
export const CONTACT_LABELS: readonly ContactLabel[] = Object.keys(LABELS) as ContactLabel[];

/** A phone number without its country's prefix: 3 to 30 digits, spaces, brackets or hyphens. */
export const PHONE_PATTERN = /^(?=.*\d)[\d ()-]{3,30}$/;

/** Birthdays before this are refused as typing mistakes. */
export const EARLIEST_BIRTHDAY = '1900-01-01';

export function isContactLabel(label: string): label is ContactLabel {
  return Object.hasOwn(LABELS, label);
}
