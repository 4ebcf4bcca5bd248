import { DateTime } from 'luxon';

/** The zone an organization plans in unless it chooses another (the server's default too). */
export const DEFAULT_TIME_ZONE = 'Europe/Istanbul';

export interface TimeZoneOption {
  /** The IANA name the server keeps. */
  name: string;
  /** "Europe/Istanbul (UTC+03:00)": the name and today's offset. */
  label: string;
}

let cached: TimeZoneOption[] | undefined;

/**
 * The IANA zones this browser knows, with today's offset from UTC, ordered by offset then name; `current`
 * is kept in the list even where the browser does not list it (UTC, say).
 */
export function timeZoneOptions(current: string): TimeZoneOption[] {
  if (!cached) {
    const now = DateTime.now();
    cached = Intl.supportedValuesOf('timeZone')
      .map((name) => ({ name, offset: now.setZone(name).offset }))
      .sort((a, b) => a.offset - b.offset || a.name.localeCompare(b.name))
      .map(({ name }) => ({ name, label: labelOf(name, now) }));
  }
  if (cached.some((zone) => zone.name === current)) return cached;
  return [{ name: current, label: labelOf(current, DateTime.now()) }, ...cached];
}

function labelOf(name: string, now: DateTime): string {
  const zoned = now.setZone(name);
  return zoned.isValid ? `${name.replaceAll('_', ' ')} (UTC${zoned.toFormat('ZZ')})` : name;
}
