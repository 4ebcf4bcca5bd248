import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_ADMIN, signInToken } from '../../../../tests/support/auth.js';
import { createHttp } from '../../../../tests/support/http.js';
import { startTestServer, type TestServer } from '../../../../tests/support/server.js';

let t: TestServer;
let http: ReturnType<typeof createHttp>;
let token: string;

beforeAll(async () => {
  t = await startTestServer();
  http = createHttp(t.url);
  token = await signInToken(t.url);
});
afterAll(async () => {
  await t?.close();
});

const UPDATE_ME = `mutation ($input: UpdateMeInput!) { updateMe(input: $input) { id name avatar status } }`;

describe('current user (api/common/user)', () => {
  it('answers 401 without a token, over REST and GraphQL', async () => {
    const rest = await http.request<{ code: string }>('GET', 'api/common/user');
    expect(rest.status).toBe(401);
    expect(rest.body.code).toBe('UNAUTHENTICATED');
    const gql = await http.graphql('{ me { id } }');
    expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 for a malformed authorization header', async () => {
    const response = await http.request('GET', 'api/common/user', {
      headers: { authorization: 'Basic abc' },
    });
    expect(response.status).toBe(401);
  });

  it('reads the signed-in user in the spec shape', async () => {
    const response = await http.request('GET', 'api/common/user', { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: '00000000-0000-4000-8000-000000000001',
      name: DEMO_ADMIN.name,
      email: DEMO_ADMIN.email,
      avatar: null,
      status: 'online',
    });
  });

  it('patches name, avatar and status, and keeps them', async () => {
    const response = await http.request('PATCH', 'api/common/user', {
      token,
      body: {
        user: {
          name: '  Deniz K.  ',
          avatar: '/images/avatars/deniz.png',
          status: 'not-visible',
          email: 'hijack@x.io',
        },
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Deniz K.',
      avatar: '/images/avatars/deniz.png',
      status: 'not-visible',
      // The email is not the user's to change here.
      email: DEMO_ADMIN.email,
    });
    const reread = await http.graphql<{ me: { name: string; status: string } }>(
      '{ me { name status } }',
      {},
      token,
    );
    expect(reread.data?.me).toEqual({ name: 'Deniz K.', status: 'not_visible' });

    const gql = await http.graphql<{ updateMe: { status: string; avatar: string | null } }>(
      UPDATE_ME,
      { input: { status: 'busy', avatar: null } },
      token,
    );
    expect(gql.data?.updateMe).toMatchObject({ status: 'busy', avatar: null });
    await http.graphql(UPDATE_ME, { input: { name: DEMO_ADMIN.name, status: 'online' } }, token);
  });

  it('refuses bad values and changes nothing', async () => {
    const before = await http.request('GET', 'api/common/user', { token });
    const cases: [unknown, number][] = [
      [{ user: { status: 'sleeping' } }, 400],
      [{ user: { avatar: 'javascript:alert(1)' } }, 400],
      [{ user: { avatar: '//evil.example/x.png' } }, 400],
      [{ user: { name: '' } }, 400],
      [{ user: { name: 'x'.repeat(101) } }, 400],
      [{ user: 'Deniz' }, 400],
      [[1, 2], 400],
    ];
    for (const [body, status] of cases) {
      const response = await http.request<{ code: string }>('PATCH', 'api/common/user', { token, body });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(['BAD_USER_INPUT', 'BAD_REQUEST']).toContain(response.body.code);
    }
    const after = await http.request('GET', 'api/common/user', { token });
    expect(after.body).toEqual(before.body);
  });
});

describe('meUpdated subscription', () => {
  it('delivers a change made in another session to a subscribed client', async () => {
    const client = createClient({
      url: `${t.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      lazy: false,
    });
    try {
      const received = new Promise<unknown>((resolve, reject) => {
        const unsubscribe = client.subscribe(
          { query: 'subscription { meUpdated { name status } }' },
          {
            next: (value) => {
              resolve(value.data);
              unsubscribe();
            },
            error: reject,
            complete: () => undefined,
          },
        );
      });
      // The subscription is registered asynchronously: change the user until the event arrives (bounded).
      const other = await signInToken(t.url);
      let arrived = false;
      void received.then(() => (arrived = true));
      for (let attempt = 0; attempt < 30 && !arrived; attempt++) {
        await http.request('PATCH', 'api/common/user', { token: other, body: { user: { status: 'away' } } });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await expect(received).resolves.toEqual({ meUpdated: { name: DEMO_ADMIN.name, status: 'away' } });
    } finally {
      await client.dispose();
    }
  });

  it('refuses a connection without a valid token', async () => {
    const client = createClient({
      url: `${t.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: 'Bearer nope' },
      retryAttempts: 0,
    });
    try {
      const outcome = await new Promise<string>((resolve) => {
        client.subscribe(
          { query: 'subscription { meUpdated { name } }' },
          { next: () => resolve('next'), error: () => resolve('error'), complete: () => resolve('complete') },
        );
      });
      expect(outcome).toBe('error');
    } finally {
      await client.dispose();
    }
  });
});
