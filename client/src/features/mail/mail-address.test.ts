import { describe, expect, it } from 'vitest';
import { formatAddress, isEmail, parseAddresses, withoutAddresses } from './mail-address';

describe('parseAddresses', () => {
  it('reads addresses separated by commas, semicolons, spaces and line breaks, lower case and once', () => {
    expect(parseAddresses('Ada@Example.org, bob@example.org;carol@example.org\nada@example.org')).toEqual({
      valid: ['ada@example.org', 'bob@example.org', 'carol@example.org'],
      invalid: [],
    });
    expect(parseAddresses('ada@example.org bob@example.org').valid).toEqual([
      'ada@example.org',
      'bob@example.org',
    ]);
  });

  it('keeps the address of "Name <address>"', () => {
    expect(parseAddresses('Ada Lovelace <ada@example.org>, "Bob B" <BOB@example.org>').valid).toEqual([
      'ada@example.org',
      'bob@example.org',
    ]);
  });

  it('answers the pieces that are not addresses', () => {
    expect(parseAddresses('ada@example.org, nobody, x@y')).toEqual({
      valid: ['ada@example.org'],
      invalid: ['nobody', 'x@y'],
    });
    expect(parseAddresses('  ,; ')).toEqual({ valid: [], invalid: [] });
  });
});

describe('address helpers', () => {
  it('tells an address', () => {
    expect(isEmail('ada@example.org')).toBe(true);
    expect(isEmail('ada@example')).toBe(false);
    expect(isEmail('a b@example.org')).toBe(false);
  });

  it('removes addresses regardless of case', () => {
    expect(withoutAddresses(['A@x.org', 'b@x.org', 'a@x.org'], ['B@X.org'])).toEqual(['a@x.org']);
  });

  it('formats an address with its name', () => {
    expect(formatAddress({ name: 'Ada', email: 'ada@x.org' })).toBe('Ada <ada@x.org>');
    expect(formatAddress({ name: 'ada@x.org', email: 'ada@x.org' })).toBe('ada@x.org');
  });
});
