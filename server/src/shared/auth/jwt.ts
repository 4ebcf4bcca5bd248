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
}

/** Access tokens live 7 days (spec 000 §9). */
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export function signAccessToken(settings: TokenSettings, userId: string): string {
  return jwt.sign({}, settings.key, {
    algorithm: 'HS256',
    subject: userId,
    issuer: settings.issuer,
    audience: settings.audience,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    // A unique id, so two tokens issued in the same second still differ.
    jwtid: randomUUID(),
  });
}

/** The token's claims, or null when it fails verification for any reason (signature, algorithm, expiry…). */
export function verifyAccessToken(settings: TokenSettings, token: string): AccessTokenClaims | null {
  try {
    const claims = jwt.verify(token, settings.key, {
      algorithms: ['HS256'],
      issuer: settings.issuer,
      audience: settings.audience,
    });
    if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.iat !== 'number') {
      return null;
    }
    return { sub: claims.sub, iat: claims.iat, exp: claims.exp ?? 0 };
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
