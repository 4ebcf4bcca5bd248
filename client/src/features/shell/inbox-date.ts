import { DateTime } from 'luxon';

// Spec 000 §2: message and notification dates read 'MMM dd, h:mm a', in the active language.
export const INBOX_DATE_FORMAT = 'MMM dd, h:mm a';

export function formatInboxTime(iso: string, language: string, zone?: string): string {
  let time = DateTime.fromISO(iso, { setZone: false }).setLocale(language);
  if (zone) time = time.setZone(zone);
  return time.isValid ? time.toFormat(INBOX_DATE_FORMAT) : '';
}
