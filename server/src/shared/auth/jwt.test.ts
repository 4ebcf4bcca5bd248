import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  bearerToken,
  createTokenSettings,
  signAccessToken,
  verifyAccessToken,
} from './jwt.js';

const secret = 's'.repeat(40);
const settings = createTokenSettings(secret, { issuer: 'arena', audience: 'arena-console' });

describe('access tokens', () => {
  it('round-trips the subject and lives 7 days', () => {
    const token = signAccessToken(settings, 'user-1');
    const claims = verifyAccessToken(settings, token);
    expect(claims?.sub).toBe('user-1');
    expect(claims!.exp - claims!.iat).toBe(ACCESS_TOKEN_TTL_SECONDS);
  });

  it('gives every token a unique id', () => {
    expect(signAccessToken(settings, 'user-1')).not.toBe(signAccessToken(settings, 'user-1'));
  });

  it('refuses other issuers, audiences, secrets and algorithms', () => {
    const token = signAccessToken(settings, 'user-1');
    expect(verifyAccessToken({ ...settings, issuer: 'other' }, token)).toBeNull();
    expect(verifyAccessToken({ ...settings, audience: 'other' }, token)).toBeNull();
    expect(verifyAccessToken(createTokenSettings('t'.repeat(40), settings), token)).toBeNull();
    const hs384 = jwt.sign({}, secret, {
      algorithm: 'HS384',
      subject: 'u',
      issuer: 'arena',
      audience: 'arena-console',
    });
    expect(verifyAccessToken(settings, hs384)).toBeNull();
  });
});

describe('bearerToken', () => {
  it('reads the token, tells absent from malformed', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer   abc')).toBe('abc');
    expect(bearerToken(undefined)).toBeUndefined();
    expect(bearerToken('')).toBeUndefined();
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
  });
});
