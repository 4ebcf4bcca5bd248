import { beforeAll, expect } from 'vitest';
import type { UserFixture } from '../../../../tests/support/factories.js';
import { suiteCalls, useTestServer } from '../../../../tests/support/suite.js';

// What the account suites (account.*.test.ts) share: the account's GraphQL documents and the shape of
// its answers, a picture to upload, and a fresh organization with one person of each kind signed in.

export type Persona = 'superAdmin' | 'parent' | 'company' | 'regular';
export const PERSONAS: readonly Persona[] = ['superAdmin', 'parent', 'company', 'regular'];

export interface GraphQLError {
  message: string;
  extensions?: {
    code?: string;
    fieldErrors?: Record<string, string>;
    fieldErrorCodes?: Record<string, string>;
  };
}

export const ACCOUNT = `{ myAccount {
  id language memberSince passwordChangedAt
  user { id name email avatar organization { name } }
  roles { key name permissions scopeType scopeName }
  notificationPreferences { id enabled chosen notificationType { id name defaultEnabled } }
} }`;

export interface AccountData {
  myAccount: {
    id: string;
    language: 'en' | 'tr' | null;
    memberSince: string;
    passwordChangedAt: string;
    user: {
      id: string;
      name: string;
      email: string;
      avatar: string | null;
      organization: { name: string } | null;
    };
    roles: {
      key: string;
      name: string;
      permissions: string[];
      scopeType: string | null;
      scopeName: string | null;
    }[];
    notificationPreferences: {
      id: string;
      enabled: boolean;
      chosen: boolean;
      notificationType: { id: string; name: string; defaultEnabled: boolean };
    }[];
  };
}

export const SET_LANGUAGE = `mutation ($language: Language!) { setMyLanguage(language: $language) { id language } }`;
export const SET_PREFERENCE = `mutation ($input: SetMyNotificationPreferenceInput!) {
  setMyNotificationPreference(input: $input) { id enabled chosen notificationType { name } } }`;
export const UPDATE_ME = `mutation ($input: UpdateMeInput!) { updateMe(input: $input) { id name avatar } }`;
export const CHANGE_PASSWORD = `mutation ($input: ChangeMyPasswordInput!) {
  changeMyPassword(input: $input) { accessToken tokenType user { id email } } }`;

// The smallest valid images of each accepted type (the server checks the bytes, not the declared type).
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
  'base64',
);
export const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

export const firstError = (response: { errors?: GraphQLError[] }) => response.errors?.[0];

/**
 * The server of one account suite; call once at the top of a file. Before the tests, it creates an
 * organization and, in `people`, one person of each persona (the super admin in no organization, the
 * others in it) with a token; a test that changes a person's password or token updates their entry.
 */
export function accountSuite() {
  const t = useTestServer();
  const calls = suiteCalls(t);
  const organization = { id: '', name: '' };
  const people = {} as Record<Persona, UserFixture & { token: string }>;

  beforeAll(async () => {
    const made = await t.factories.organization();
    organization.id = made.id;
    organization.name = made.name;
    const users = await Promise.all([
      t.factories.user({ organizationId: null, role: 'super_admin' }),
      t.factories.user({ organizationId: organization.id, role: 'parent' }),
      t.factories.user({ organizationId: organization.id, role: 'company' }),
      t.factories.user({ organizationId: organization.id, role: 'user' }),
    ]);
    for (const [index, persona] of PERSONAS.entries()) {
      const user = users[index]!;
      people[persona] = { ...user, token: await user.signIn() };
    }
  });

  async function account(token: string) {
    const response = await t.http.graphql<AccountData>(ACCOUNT, {}, token);
    expect(response.errors).toBeUndefined();
    return response.data!.myAccount;
  }

  /** The rows an account operation may touch, for one user. */
  async function footprint(userId: string) {
    const [row] = await calls.query(
      `SELECT u.name, u.avatar, u.has_avatar_image AS "hasAvatarImage", u.language, u.password_hash AS "passwordHash",
              u.token_version AS "tokenVersion",
              (SELECT count(*) FROM user_avatar_images i WHERE i.user_id = u.id)::int AS images,
              (SELECT json_agg(json_build_array(p.notification_type_id, p.enabled) ORDER BY p.notification_type_id)
                 FROM user_notification_preferences p WHERE p.user_id = u.id) AS preferences
         FROM users u WHERE u.id = $1`,
      [userId],
    );
    return row as Record<string, unknown>;
  }

  return { t, ...calls, organization, people, account, footprint };
}
