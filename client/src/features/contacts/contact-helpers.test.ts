import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/render';
import { avatarProblemFromCode, checkAvatarFile } from './avatar-file';
import { contactSubtitle, displayPhone, formatBirthday, telHref } from './contact-format';
import { featureErrors } from '../../lib/apollo/feature-errors';
import { countriesByIso, filterCountries } from './countries';

const COUNTRIES = [
  { iso: 'de', name: 'Germany', code: '+49', flagImagePos: '/images/flags/de.svg' },
  { iso: 'tr', name: 'Türkiye', code: '+90', flagImagePos: '/images/flags/tr.svg' },
  { iso: 'us', name: 'United States', code: '+1', flagImagePos: '/images/flags/us.svg' },
];

describe('avatar files', () => {
  it('accepts PNG, JPEG and WebP up to 1 MB, with the server’s reasons otherwise', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 1_000_000 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/webp', size: 10 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/gif', size: 10 })).toBe('avatarType');
    expect(checkAvatarFile({ type: '', size: 10 })).toBe('avatarType');
    expect(checkAvatarFile({ type: 'image/jpeg', size: 1_000_001 })).toBe('avatarSize');
    // The server's refusal by its field code, never by its English message.
    expect(avatarProblemFromCode('too_long')).toBe('avatarSize');
    expect(avatarProblemFromCode('invalid_format')).toBe('avatarType');
    expect(avatarProblemFromCode('invalid')).toBe('avatarType');
  });
});

describe('contact formatting', () => {
  it('writes a birthday out in the UI language', () => {
    expect(formatBirthday('1984-03-12', 'en')).toBe('Mar 12, 1984');
    expect(formatBirthday('1984-03-12', 'tr')).toBe('12 Mar 1984');
    expect(formatBirthday('not a date', 'en')).toBeNull();
  });

  it('writes phone numbers with their dial prefix and links them by digits', () => {
    expect(displayPhone('+90', '532 412 18 90')).toBe('+90 532 412 18 90');
    expect(displayPhone(undefined, '532')).toBe('532');
    expect(telHref('+90', '(532) 412-18 90')).toBe('tel:+905324121890');
  });

  it('shows the job under a name, else the first e-mail address', () => {
    expect(contactSubtitle({ title: 'Coach', company: 'Kartal', emails: [] })).toBe('Coach, Kartal');
    expect(contactSubtitle({ title: null, company: ' ', emails: [{ email: 'a@b.c' }] })).toBe('a@b.c');
    expect(contactSubtitle({ title: null, company: null, emails: [] })).toBe('');
  });
});

describe('countries', () => {
  it('finds a country by name, ISO code or dial code', () => {
    expect(filterCountries(COUNTRIES, 'türk', 'tr').map((country) => country.iso)).toEqual(['tr']);
    expect(filterCountries(COUNTRIES, 'TR').map((country) => country.iso)).toEqual(['tr']);
    expect(filterCountries(COUNTRIES, '+4').map((country) => country.iso)).toEqual(['de']);
    expect(filterCountries(COUNTRIES, '90').map((country) => country.iso)).toEqual(['tr']);
    expect(filterCountries(COUNTRIES, ' ')).toHaveLength(3);
    expect(countriesByIso(COUNTRIES).get('us')?.code).toBe('+1');
  });
});

describe('contactsErrorMessage', () => {
  it('says the contacts screen’s sentence for the failure', () => {
    const en = createTestI18n('en').t;
    expect(featureErrors(en, 'contacts').describe({ code: 'NOT_FOUND', message: 'x' })).toBe(
      'This contact no longer exists.',
    );
    expect(featureErrors(en, 'contacts').describe({ code: 'BAD_REQUEST', message: 'x' })).toBe(
      'Some values were not accepted. Check the form.',
    );
    expect(featureErrors(en, 'contacts').describe({ code: 'INTERNAL', message: 'x' })).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
