import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The signing secret for a setup without JWT_SECRET: generated once (48 random bytes) and kept in the
 * data directory, so tokens survive restarts. Production refuses to start without JWT_SECRET instead.
 */
export async function loadOrCreateJwtSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (Buffer.byteLength(existing.trim()) >= 32) return existing.trim();
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
