import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isTokenUsable, tokenExpiresAt } from './token';

const base64url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const jwt = (payload: object) =>
  `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;

const NOW = Date.UTC(2026, 10, 22, 9, 30);
const inSeconds = (seconds: number) => Math.floor(NOW / 1000) + seconds;

describe('decodeJwtPayload', () => {
  it('reads the claims of a token', () => {
    expect(decodeJwtPayload(jwt({ sub: 'u1', exp: 1_800_000_000 }))).toEqual({
      sub: 'u1',
      exp: 1_800_000_000,
    });
  });

  it('decodes base64url characters and UTF-8 text', () => {
    // "Çağrı ?>" encodes to base64 with both '-' / '_' substitutes and needs padding.
    const payload = { name: 'Çağrı Öztürk ?>?>', exp: 1 };
    const token = jwt(payload);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeJwtPayload(token)).toEqual(payload);
  });

  it.each([
    ['an empty string', ''],
    ['a token with two parts', 'abc.def'],
    ['a token with four parts', 'a.b.c.d'],
    ['a payload that is not base64', 'a.%%%.c'],
    ['a payload that is not JSON', `a.${base64url('not json')}.c`],
    ['a payload that is not an object', `a.${base64url('42')}.c`],
    ['a payload that is an array', `a.${base64url('[1]')}.c`],
  ])('answers null for %s', (_label, token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });
});

describe('tokenExpiresAt', () => {
  it('turns exp seconds into milliseconds', () => {
    expect(tokenExpiresAt(jwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });

  it.each([{}, { exp: '1800000000' }, { exp: null }])('answers null without a numeric exp: %j', (payload) => {
    expect(tokenExpiresAt(jwt(payload))).toBeNull();
  });
});

describe('isTokenUsable', () => {
  it('accepts a token that expires in the future', () => {
    expect(isTokenUsable(jwt({ exp: inSeconds(60) }), NOW)).toBe(true);
  });

  it('rejects a token that has expired or expires this instant', () => {
    expect(isTokenUsable(jwt({ exp: inSeconds(-1) }), NOW)).toBe(false);
    expect(isTokenUsable(jwt({ exp: NOW / 1000 }), NOW)).toBe(false);
  });

  it('rejects missing, unreadable and expiry-less tokens', () => {
    expect(isTokenUsable(null, NOW)).toBe(false);
    expect(isTokenUsable(undefined, NOW)).toBe(false);
    expect(isTokenUsable('not-a-token', NOW)).toBe(false);
    expect(isTokenUsable(jwt({ sub: 'u1' }), NOW)).toBe(false);
  });
});
