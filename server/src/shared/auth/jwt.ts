import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

export interface TokenSettings {
  /** A secret KeyObject: given a string, jsonwebtoken first tries to read it as a PEM key on every call. */
  key: KeyObject;
  issuer: string;
  audience: string;
}

export function createTokenSettings(
  secret: string,
  claims: { issuer: string; audience: string },
): TokenSettings {
  return {
    key: createSecretKey(Buffer.from(secret, 'utf8')),
    issuer: claims.issuer,
    audience: claims.audience,
  };
}

export interface AccessTokenClaims {
  /** The user id. */
  sub: string;
  /** Issued at, in seconds since the epoch. */
  iat: number;
  exp: number;
  /**
   * The user's token version when the token was issued. Revoking a user's tokens bumps the version
   * stored on the user (password reset, suspension…), so every older token stops matching — exactly,
   * whatever the clock says.
   */
  ver: number;
}

/** Access tokens live 7 days (spec 000 §9). */
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** How far ahead of this server's clock a token's `iat` may be (another replica's clock). */
export const CLOCK_SKEW_SECONDS = 30;

export function signAccessToken(settings: TokenSettings, userId: string, tokenVersion: number): string {
  return jwt.sign({ ver: tokenVersion }, settings.key, {
    algorithm: 'HS256',
    subject: userId,
    issuer: settings.issuer,
    audience: settings.audience,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    // A unique id, so two tokens issued in the same second still differ.
    jwtid: randomUUID(),
  });
}

const isWholeNumber = (value: unknown): value is number => Number.isSafeInteger(value);

/**
 * The token's claims, or null when it fails verification for any reason: signature, algorithm, issuer,
 * audience, expiry — and, beyond what jsonwebtoken checks, a missing `exp` or version, a lifetime longer
 * than Arena issues, or an `iat` in the future. Only a holder of the secret can make such a token, but
 * the verifier refuses what the signer never makes.
 */
export function verifyAccessToken(
  settings: TokenSettings,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): AccessTokenClaims | null {
  try {
    const claims = jwt.verify(token, settings.key, {
      algorithms: ['HS256'],
      issuer: settings.issuer,
      audience: settings.audience,
      clockTimestamp: nowSeconds,
    });
    if (typeof claims !== 'object' || typeof claims.sub !== 'string') return null;
    const { iat, exp } = claims;
    const ver: unknown = claims.ver;
    if (!isWholeNumber(iat) || !isWholeNumber(exp) || !isWholeNumber(ver) || ver < 0) return null;
    if (exp - iat > ACCESS_TOKEN_TTL_SECONDS || exp <= iat) return null;
    if (iat > nowSeconds + CLOCK_SKEW_SECONDS) return null;
    return { sub: claims.sub, iat, exp, ver };
  } catch {
    return null;
  }
}

/** Reads `Authorization: Bearer <token>`; undefined when absent, null when present but not a bearer token. */
export function bearerToken(header: string | undefined): string | null | undefined {
  if (header === undefined || header === '') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
