// The phone country picker's search: by name (in the UI language's case rules), ISO code or dial code.

export interface CountryOption {
  iso: string;
  name: string;
  /** Dial prefix with a plus sign, "+90". */
  code: string;
  flagImagePos: string;
}

/** The countries matching what was typed: "tur", "TR", "+90" and "90" all find Turkey. */
export function filterCountries<T extends CountryOption>(
  countries: readonly T[],
  query: string,
  locale?: string,
): T[] {
  const text = query.trim();
  if (text === '') return [...countries];
  const folded = text.toLocaleLowerCase(locale);
  const digits = text.replace(/^\+/, '');
  const byDialCode = /^\d+$/.test(digits);
  return countries.filter((country) => {
    if (byDialCode) return country.code.replace(/^\+/, '').startsWith(digits);
    return country.name.toLocaleLowerCase(locale).includes(folded) || country.iso === folded;
  });
}

/** Countries by ISO code, for showing a stored phone number's flag and prefix. */
export function countriesByIso<T extends CountryOption>(countries: readonly T[]): Map<string, T> {
  return new Map(countries.map((country) => [country.iso, country]));
}
