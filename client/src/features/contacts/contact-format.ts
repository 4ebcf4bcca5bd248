// How contact fields read on screen: dates through luxon in the UI language, phone numbers with their
// country's dial prefix.
import { DateTime } from 'luxon';

/** A birthday (YYYY-MM-DD) written out in `locale`, e.g. "15 March 1990" / "15 Mart 1990"; null if invalid. */
export function formatBirthday(birthday: string, locale: string): string | null {
  const date = DateTime.fromISO(birthday, { zone: 'utc' });
  return date.isValid ? date.setLocale(locale).toLocaleString(DateTime.DATE_FULL) : null;
}

/** The number with its dial prefix, for reading: "+90 532 000 11 22". */
export function displayPhone(dialCode: string | undefined, phoneNumber: string): string {
  return dialCode ? `${dialCode} ${phoneNumber}` : phoneNumber;
}

/** A `tel:` link target: the prefix and the digits only. */
export function telHref(dialCode: string | undefined, phoneNumber: string): string {
  return `tel:${dialCode ?? ''}${phoneNumber.replace(/\D/g, '')}`;
}

/** The line under a name in the list: title and company, else the first e-mail address. */
export function contactSubtitle(contact: {
  title: string | null;
  company: string | null;
  emails: readonly { email: string }[];
}): string {
  const job = [contact.title, contact.company].filter((part): part is string => !!part?.trim()).join(', ');
  return job || (contact.emails[0]?.email ?? '');
}
