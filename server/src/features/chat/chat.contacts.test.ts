import { describe, expect, it } from 'vitest';
import {
  ANADOLU_MEMBER,
  chatId,
  chatSuite,
  type ErrorBody,
  ORG_ADMIN_REGULAR_CHAT,
  P,
  QUIET_MEMBER,
  UNKNOWN,
} from './chat.test-kit.js';

// The people around the chats: the contacts list, one contact, the viewer's chat profile, and a user's
// conversation memberships (api/users/:id/conversations), each within what the viewer may see.

const { t, gql, query } = chatSuite();

const CONVERSATIONS = `query ($userId: ID!) { userConversations(userId: $userId) { id conversationId userId joinedAt } }`;

describe('contacts and profile', () => {
  it('GET api/apps/chat/contacts: the Kartal users but the viewer, sorted by name, without details', async () => {
    const response = await t.http.request<{ id: string; name: string }[]>('GET', 'api/apps/chat/contacts', {
      token: t.tokens.superAdmin,
    });
    expect(response.status).toBe(200);
    const [users] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE organization_id = $1 AND id <> $2`,
      [P.superAdmin.organizationId, P.superAdmin.id],
    );
    expect(response.body).toHaveLength(users!.n);
    expect(response.body.map((c) => c.id)).not.toContain(P.superAdmin.id);
    expect(response.body.map((c) => c.id)).not.toContain(P.otherOrgAdmin.id);
    // In the contacts' alphabet (arena_sort_key), not byte order: Özge and İrem come before Zeynep.
    const names = response.body.map((c) => c.name);
    const sorted = await query<{ name: string }>(
      'SELECT name FROM unnest($1::text[]) AS name ORDER BY arena_sort_key(name)',
      [names],
    );
    expect(names).toEqual(sorted.map((row) => row.name));
    expect(names.indexOf('Özge Koç')).toBeLessThan(names.indexOf('Zeynep Arslan'));
    for (const contact of response.body) {
      expect(Object.keys(contact).sort()).toEqual(['about', 'avatar', 'background', 'id', 'name']);
    }
    const anadolu = await t.http.request<{ id: string }[]>('GET', 'api/apps/chat/contacts', {
      token: t.tokens.otherOrgAdmin,
    });
    expect(anadolu.body.map((c) => c.id)).toContain(ANADOLU_MEMBER?.id);
    expect(anadolu.body.map((c) => c.id)).not.toContain(P.superAdmin.id);
  });

  it('GET api/apps/chat/contact: the full contact, the default status text without a profile', async () => {
    const full = await t.http.request<Record<string, unknown>>(
      'GET',
      `api/apps/chat/contact?id=${P.regular.id}`,
      {
        token: t.tokens.superAdmin,
      },
    );
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({
      id: P.regular.id,
      name: P.regular.name,
      details: {
        emails: [{ email: P.regular.email, label: 'Work' }],
        phoneNumbers: [{ country: 'tr', label: 'Mobile' }],
        company: 'Kartal Spor Akademisi',
      },
      attachments: { docs: [], links: [] },
    });
    const quiet = await t.http.request<Record<string, unknown>>(
      'GET',
      `api/apps/chat/contact?id=${QUIET_MEMBER?.id}`,
      {
        token: t.tokens.superAdmin,
      },
    );
    expect(quiet.body).toMatchObject({
      about: "Hi there! I'm using Arena Chat.",
      background: null,
      details: { emails: [], phoneNumbers: [], title: null },
      attachments: { media: [], docs: [], links: [] },
    });
  });

  it('GET api/apps/chat/contact: 404 for unknown ids, oneself and other organizations', async () => {
    for (const [id, token] of [
      [UNKNOWN, t.tokens.superAdmin],
      ['42', t.tokens.superAdmin],
      [P.superAdmin.id, t.tokens.superAdmin],
      [ANADOLU_MEMBER?.id, t.tokens.superAdmin],
      [P.regular.id, t.tokens.otherOrgAdmin],
    ] as const) {
      const response = await t.http.request<ErrorBody>('GET', `api/apps/chat/contact?id=${id}`, { token });
      expect(response.status, id).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
  });

  it('GET api/apps/chat/profile: the viewer', async () => {
    const response = await t.http.request('GET', 'api/apps/chat/profile', { token: t.tokens.superAdmin });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: P.superAdmin.id,
      name: P.superAdmin.name,
      email: P.superAdmin.email,
      avatar: null,
      about: expect.any(String),
    });
    const anonymous = await t.http.request('GET', 'api/apps/chat/profile');
    expect(anonymous.status).toBe(401);
  });
});

describe('GET api/users/:id/conversations', () => {
  it("lists a visible user's memberships in the spec shape", async () => {
    const response = await t.http.request<Record<string, unknown>[]>(
      'GET',
      `api/users/${P.regular.id}/conversations`,
      {
        token: t.tokens.superAdmin,
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.map((row) => row.conversation_id).sort()).toEqual(
      [chatId(6), ORG_ADMIN_REGULAR_CHAT].sort(),
    );
    for (const row of response.body) {
      expect(Object.keys(row).sort()).toEqual(['conversation_id', 'id', 'joined_at', 'user_id']);
      expect(row.user_id).toBe(P.regular.id);
      expect(Number.isNaN(Date.parse(row.joined_at as string))).toBe(false);
    }
    // The org admin sees the users of their organization.
    const orgAdmin = await t.http.request<unknown[]>('GET', `api/users/${P.regular.id}/conversations`, {
      token: t.tokens.orgAdmin,
    });
    expect(orgAdmin.status).toBe(200);
    expect(orgAdmin.body).toHaveLength(2);
  });

  it('lets a regular user read their own and nobody else’s', async () => {
    const own = await t.http.request<unknown[]>('GET', `api/users/${P.regular.id}/conversations`, {
      token: t.tokens.regular,
    });
    expect(own.status).toBe(200);
    expect(own.body).toHaveLength(2);
    const other = await t.http.request<ErrorBody>('GET', `api/users/${P.superAdmin.id}/conversations`, {
      token: t.tokens.regular,
    });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('NOT_FOUND');
  });

  it("hides another organization's users and unknown ids (404), over REST and GraphQL", async () => {
    for (const id of [P.regular.id, P.superAdmin.id, UNKNOWN, 'x']) {
      const response = await t.http.request<ErrorBody>('GET', `api/users/${id}/conversations`, {
        token: t.tokens.otherOrgAdmin,
      });
      expect(response.status, id).toBe(404);
    }
    const own = await gql<{ userConversations: unknown[] }>('otherOrgAdmin', CONVERSATIONS, {
      userId: P.otherOrgAdmin.id,
    });
    expect(own.data?.userConversations).toEqual([]);
    const hidden = await gql('otherOrgAdmin', CONVERSATIONS, { userId: P.regular.id });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await t.http.request('GET', `api/users/${P.regular.id}/conversations`);
    expect(anonymous.status).toBe(401);
  });
});
