import type { DataSource } from 'typeorm';
import { createHttp } from './http.js';

export const DEMO_ADMIN = { email: 'admin@arena.local', password: 'Arena-Admin-2026', name: 'Deniz Kaya' };

/** Signs in through the REST facade and returns the access token. */
export async function signInToken(baseUrl: string, credentials = DEMO_ADMIN): Promise<string> {
  const response = await createHttp(baseUrl).request<{ accessToken: string }>('POST', 'api/auth/sign-in', {
    body: { email: credentials.email, password: credentials.password },
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
  return response.body.accessToken;
}

/** Row counts of the tables a failed auth call must never write to. */
export async function writeCounts(dataSource: DataSource) {
  const [row] = await dataSource.query(
    `SELECT (SELECT count(*) FROM users)::int AS users,
            (SELECT count(*) FROM password_reset_tokens)::int AS resets,
            (SELECT count(*) FROM mail_outbox)::int AS mails,
            (SELECT max(updated_at) FROM users) AS "lastUserUpdate"`,
  );
  return row as { users: number; resets: number; mails: number; lastUserUpdate: Date };
}
