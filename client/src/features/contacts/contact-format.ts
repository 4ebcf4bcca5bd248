// How contact fields read on screen: dates as every date reads (lib/dates.ts), phone numbers with their
// country's dial prefix.
import { formatCalendarDate } from '../../lib/dates';

/** A birthday (YYYY-MM-DD) written out in `locale`, e.g. "Mar 15, 1990" / "15 Mar 1990"; null if invalid. */
export function formatBirthday(birthday: string, locale: string): string | null {
  return formatCalendarDate(birthday, locale) || null;
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
