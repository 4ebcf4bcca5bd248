import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  CLOCK_SKEW_SECONDS,
  bearerToken,
  createTokenSettings,
  signAccessToken,
  verifyAccessToken,
} from './jwt.js';

const secret = 's'.repeat(40);
const settings = createTokenSettings(secret, { issuer: 'arena', audience: 'arena-console' });

describe('access tokens', () => {
  it('round-trips the subject and lives 7 days', () => {
    const token = signAccessToken(settings, 'user-1', 0);
    const claims = verifyAccessToken(settings, token);
    expect(claims?.sub).toBe('user-1');
    expect(claims!.exp - claims!.iat).toBe(ACCESS_TOKEN_TTL_SECONDS);
  });

  it('carries the user’s token version', () => {
    expect(verifyAccessToken(settings, signAccessToken(settings, 'user-1', 7))?.ver).toBe(7);
  });

  it('refuses tokens the signer never makes: no exp or version, too long a life, a future iat', () => {
    const now = Math.floor(Date.now() / 1000);
    const sign = (claims: Record<string, unknown>, options: jwt.SignOptions = {}) =>
      jwt.sign(claims, secret, { subject: 'u', issuer: 'arena', audience: 'arena-console', ...options });
    expect(verifyAccessToken(settings, sign({ ver: 0 }, { expiresIn: 60 }))).not.toBeNull();
    expect(verifyAccessToken(settings, sign({ ver: 0 }))).toBeNull();
    expect(verifyAccessToken(settings, sign({}, { expiresIn: 60 }))).toBeNull();
    expect(verifyAccessToken(settings, sign({ ver: '0' }, { expiresIn: 60 }))).toBeNull();
    expect(verifyAccessToken(settings, sign({ ver: -1 }, { expiresIn: 60 }))).toBeNull();
    expect(
      verifyAccessToken(settings, sign({ ver: 0 }, { expiresIn: ACCESS_TOKEN_TTL_SECONDS + 1 })),
    ).toBeNull();
    const ahead = (seconds: number) => sign({ ver: 0, iat: now + seconds, exp: now + seconds + 60 });
    expect(verifyAccessToken(settings, ahead(CLOCK_SKEW_SECONDS - 5), now)).not.toBeNull();
    expect(verifyAccessToken(settings, ahead(CLOCK_SKEW_SECONDS + 5), now)).toBeNull();
  });

  it('gives every token a unique id', () => {
    expect(signAccessToken(settings, 'user-1', 0)).not.toBe(signAccessToken(settings, 'user-1', 0));
  });

  it('refuses other issuers, audiences, secrets and algorithms', () => {
    const token = signAccessToken(settings, 'user-1', 0);
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
