import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../tests/support/suite.js';
import { hashPassword } from '../shared/auth/passwords.js';
import { DEMO_PERSONAS } from '../features/users/index.js';
import { startupBanner } from './startup-banner.js';

// The lines `npm start` prints once it listens (server/src/main.ts), for a production server over a
// real database: the demo password only where the demo data was seeded and still signs in.

const t = useTestServer({}, { NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex') });
const ADMIN = DEMO_PERSONAS.superAdmin;

const banner = (seededDemo: boolean) =>
  startupBanner({
    url: t.server.url,
    embedded: false,
    dataDir: t.server.config.dataDir,
    seededDemo,
    dataSource: t.server.dataSource,
  });

describe('the start-up banner', () => {
  it('names the demo sign-in where the demo data was seeded', async () => {
    const lines = await banner(true);
    expect(lines).toEqual([
      `Arena is running at ${t.server.url}`,
      'Database: DATABASE_URL',
      `Demo sign-in: ${ADMIN.email} / ${ADMIN.password} (more personas in README.md)`,
    ]);
  });

  it('prints no password when this start seeded no demo data', async () => {
    const lines = await banner(false);
    expect(lines.join('\n')).not.toContain(ADMIN.password);
    expect(lines).toHaveLength(2);
  });

  it('prints no password once the demo account answers to another one, or is gone', async () => {
    const [row] = (await t.server.dataSource.query('SELECT password_hash FROM users WHERE id = $1', [
      ADMIN.id,
    ])) as { password_hash: string }[];
    try {
      await t.server.dataSource.query('UPDATE users SET password_hash = $1 WHERE id = $2', [
        await hashPassword('Changed-by-the-school-2026'),
        ADMIN.id,
      ]);
      expect((await banner(true)).join('\n')).not.toContain(ADMIN.password);
      await t.server.dataSource.query('UPDATE users SET email = $1 WHERE id = $2', [
        'renamed@school.example',
        ADMIN.id,
      ]);
      expect((await banner(true)).join('\n')).not.toContain(ADMIN.password);
    } finally {
      await t.server.dataSource.query('UPDATE users SET password_hash = $1, email = $2 WHERE id = $3', [
        row!.password_hash,
        ADMIN.email,
        ADMIN.id,
      ]);
    }
    expect((await banner(true)).join('\n')).toContain(ADMIN.password);
  });
});
