import type { Language } from '../../shared/language.js';
import { BASE_LANGUAGE } from '../../shared/localized-text.js';

// Country names in the request's language. The stored name is the English short name of the reference
// data; any other interface language reads the platform's region names (ICU, through Intl.DisplayNames),
// so no translation table has to be kept in step with the country list.

const regionNames = new Map<Language, Intl.DisplayNames>();

/** The country's name as the viewer reads it: the stored English name, else the ICU region name. */
export function countryName(country: { iso: string; name: string }, language: Language): string {
  if (language === BASE_LANGUAGE) return country.name;
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    regionNames.set(language, names);
  }
  return names.of(country.iso.toUpperCase()) ?? country.name;
}

/**
 * The countries in the alphabet of the viewer's language ("Almanya" under A in Turkish). English keeps
 * the database's order of the stored names.
 */
export function sortByCountryName<Country extends { iso: string; name: string }>(
  countries: Country[],
  language: Language,
): Country[] {
  if (language === BASE_LANGUAGE) return countries;
  const collator = new Intl.Collator(language);
  return countries
    .map((country) => ({ country, name: countryName(country, language) }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.country.iso.localeCompare(b.country.iso))
    .map(({ country }) => country);
}
