import { expect } from 'vitest';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';
import { DEMO_PERSONAS } from '../users/index.js';

// What the inbox suites (inbox.*.test.ts) share: the shape of a message or notification, the titles of
// the seeded entries, and one server per file with a token for the super admin and the parent.

export interface Item {
  id: string;
  read: boolean;
  title: string;
  description: string | null;
  icon: string | null;
  image: string | null;
  link: string | null;
  useRouter: boolean;
  time: string;
  seen: boolean;
}
export interface ErrorBody {
  code: string;
  fieldErrors?: Record<string, string>;
}

// Titles of the seeded entries (sanitised HTML as stored).
export const ADMIN_NOTIFICATIONS = [
  'This week’s figures are on the <b>school dashboard</b>',
  'A coach’s certificate <b>expires soon</b>',
  'Daily backup completed',
];
export const EVERYONE_NOTIFICATIONS = ['New announcement published', 'Federation calendar updated'];
export const PARENT_NOTIFICATION = 'The <b>December</b> training fee is due';
export const COMPANY_NOTIFICATION = 'Your <b>sponsorships</b> are on your company’s page';

/**
 * One server for the calling file (tests/support/suite.ts), with the tokens `t.tokens.admin` (the super
 * admin) and `t.tokens.parent`, the suite calls, and `list`: a viewer's messages or notifications over REST.
 */
export function inboxSuite() {
  const t = useTestServer({ admin: DEMO_PERSONAS.superAdmin, parent: DEMO_PERSONAS.parent });
  const list = async (token: string, kind: 'messages' | 'notifications') => {
    const response = await t.http.request<Item[]>('GET', `api/common/${kind}`, { token });
    expect(response.status).toBe(200);
    return response.body;
  };
  return { t, ...suiteCalls(t), list };
}
