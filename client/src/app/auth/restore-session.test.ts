import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionRestorer } from './restore-session';
import { createSessionStore, type SessionStore } from '../../lib/session/session-store';

const NOW = 1_800_000_000_000;
const token = (id: string) =>
  `h.${btoa(JSON.stringify({ sub: id, exp: NOW / 1000 + 3600 })).replace(/=+$/, '')}.s`;

// A stand-in for the one call the restorer makes, so each outcome of sign-in-with-token can be set.
const clientAnswering = (mutate: () => Promise<unknown>) =>
  ({ mutate: vi.fn(mutate) }) as unknown as ApolloClient;
const loader = (client: ApolloClient) => vi.fn(() => Promise.resolve(client));

describe('createSessionRestorer', () => {
  let session: SessionStore;
  beforeEach(() => {
    session = createSessionStore({ local: localStorage, session: sessionStorage }, () => NOW);
  });

  it('does nothing, and loads no Apollo, without a stored token', async () => {
    const loadClient = loader(clientAnswering(() => Promise.resolve({})));
    await createSessionRestorer(loadClient, session)();
    expect(loadClient).not.toHaveBeenCalled();
  });

  it('swaps the stored token for the fresh one, once per page load', async () => {
    session.start(token('old'), true);
    const client = clientAnswering(() =>
      Promise.resolve({ data: { signInWithToken: { accessToken: token('new') } } }),
    );
    const restore = createSessionRestorer(loader(client), session);
    await Promise.all([restore(), restore()]);
    await restore();
    expect(client.mutate).toHaveBeenCalledTimes(1);
    expect(client.mutate).toHaveBeenCalledWith(
      expect.objectContaining({ variables: { accessToken: token('old') } }),
    );
    expect(localStorage.getItem('arena.accessToken')).toBe(token('new'));
  });

  it('ends the session when the server rejects the token', async () => {
    session.start(token('old'), false);
    const client = clientAnswering(() =>
      Promise.reject(
        new CombinedGraphQLErrors({
          data: null,
          errors: [{ message: 'Invalid token', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      ),
    );
    await createSessionRestorer(loader(client), session)();
    expect(session.getToken()).toBeNull();
  });

  it('keeps the session when the server cannot be reached', async () => {
    session.start(token('old'), true);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await createSessionRestorer(loader(client), session)();
    expect(session.getToken()).toBe(token('old'));
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
