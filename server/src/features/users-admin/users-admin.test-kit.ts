import { afterAll, beforeAll } from 'vitest';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { startSmtpSink, type SmtpSink } from '../../shared/mail/smtp-sink.js';
import { DEMO_ORGANIZATIONS } from '../organizations/index.js';
import { DEMO_PERSONAS } from '../users/index.js';

// What the user administration suites (users-admin.*.test.ts) share: the REST shape of a user, and a
// server that mails over SMTP to a sink, with the super admin, Kartal's organization admin and a parent
// signed in.

export const KARTAL = DEMO_ORGANIZATIONS.kartal.id;
export const USER_KEYS = [
  'avatar',
  'created_at',
  'email',
  'full_name',
  'id',
  'phone',
  'status',
  'subscription_id',
  'updated_at',
].sort();

export interface RestUser {
  id: string;
  full_name: string;
  email: string;
  status: string;
  phone: string | null;
  subscription_id: string | null;
  created_at: string;
  updated_at: string;
}

const SIGNED_IN = {
  superAdmin: DEMO_PERSONAS.superAdmin,
  orgAdmin: DEMO_PERSONAS.orgAdmin,
  parent: DEMO_PERSONAS.parent,
};

/** The server of one user administration suite; call once at the top of a file. */
export function usersAdminSuite() {
  // Mails go out over SMTP to this sink (what the recipient reads); the outbox keeps a redacted copy.
  // The sink starts first, so the server is started with its address.
  const smtp = {} as { sink: SmtpSink };
  const env: Record<string, string> = {};
  beforeAll(async () => {
    smtp.sink = await startSmtpSink();
    env.SMTP_URL = smtp.sink.url;
  });
  afterAll(async () => {
    await smtp.sink?.close();
  });
  const t = useTestServer(SIGNED_IN, env);
  return { t, ...suiteCalls(t), smtp };
}
