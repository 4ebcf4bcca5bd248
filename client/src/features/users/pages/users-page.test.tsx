import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../../components/ui/use-debounced-value';
import { renderWithProviders } from '../../../test/render';
import { UsersPage } from './users-page';

// The filters live in the address. In the app every navigation re-runs the route loaders (the session
// guards, the shell query) before the new address shows, and the router renders it in a transition:
// for a while after a change the page still sees the old address. These tests hold the loaders open
// to make that window as long as they like, and drive the debounced search box with fake timers.

const USERS = '/fbiad-pages/users';

interface Operation {
  name: string;
  variables: Record<string, unknown>;
}

function setup(url: string) {
  // The server never answers: the toolbar works without data, and the queries sent are recorded.
  const operations: Operation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>(() => {
        operations.push({ name: operation.operationName ?? '', variables: operation.variables });
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });

  let holding = false;
  const held: (() => void)[] = [];
  const router = createMemoryRouter(
    [
      {
        path: USERS,
        Component: UsersPage,
        loader: () => (holding ? new Promise<null>((resolve) => held.push(() => resolve(null))) : null),
      },
    ],
    { initialEntries: [url] },
  );
  renderWithProviders(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );

  return {
    router,
    /** From now on, navigations wait in their loaders until `release`. */
    hold: () => {
      holding = true;
    },
    /** Lets the waiting navigations finish (without rendering: call inside act); new ones still wait. */
    finishWaiting: () => {
      for (const resolve of held.splice(0)) resolve();
    },
    /** Lets every waiting navigation finish, and the ones after it run at once. */
    release: async () => {
      holding = false;
      await settle(() => {
        for (const resolve of held.splice(0)) resolve();
      });
    },
    address: () => router.state.location.search,
    operations,
    /** The variables of the last list query sent. */
    lastListQuery: () => operations.filter((operation) => operation.name === 'UsersPage').at(-1)?.variables,
  };
}

/** Runs `action`, then lets promises, timers due now and React's updates settle. */
async function settle(action: () => void = () => undefined) {
  await act(async () => {
    action();
    await vi.advanceTimersByTimeAsync(0);
  });
}

/** Lets the typed search pause long enough to be written to the address. */
async function pauseTyping() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 1);
  });
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search users' });
const statusFilter = () => screen.getByRole('combobox', { name: 'Filter by status' });
const type = (text: string) => settle(() => fireEvent.change(searchBox(), { target: { value: text } }));
const chooseStatus = (status: string) =>
  settle(() => fireEvent.change(statusFilter(), { target: { value: status } }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('UsersPage filters in the address', { timeout: 30_000 }, () => {
  it('keeps a status chosen right after the search box is cleared, before the search is written', async () => {
    const page = setup(`${USERS}?order=desc&q=selin`);
    await settle();
    expect(searchBox()).toHaveValue('selin');

    page.hold();
    await type('');
    await chooseStatus('suspended');
    // The cleared search is written while the status change is still on its way.
    await pauseTyping();
    await page.release();

    expect(page.router.state.location.pathname).toBe(USERS);
    expect(page.address()).toBe('?order=desc&status=suspended');
    expect(statusFilter()).toHaveValue('suspended');
    expect(searchBox()).toHaveValue('');
    expect(page.lastListQuery()).toMatchObject({ status: 'suspended', search: null, order: 'desc' });
  });

  it('keeps a status chosen after the cleared search is written but before the address shows it', async () => {
    const page = setup(`${USERS}?order=desc&q=selin`);
    await settle();

    page.hold();
    await type('');
    await pauseTyping();
    // The address still says q=selin: the status must not bring the old search back.
    await chooseStatus('suspended');
    await page.release();

    expect(page.address()).toBe('?order=desc&status=suspended');
    expect(searchBox()).toHaveValue('');
    expect(page.lastListQuery()).toMatchObject({ status: 'suspended', search: null, order: 'desc' });
  });

  it('builds every change on the last one, however many wait for the address', async () => {
    const page = setup(USERS);
    await settle();

    page.hold();
    await chooseStatus('inactive');
    await type('kaya');
    await pauseTyping();
    await chooseStatus('suspended');
    await type('kaya d');
    await pauseTyping();
    await page.release();

    expect(page.address()).toBe('?q=kaya+d&status=suspended');
    expect(page.lastListQuery()).toMatchObject({ status: 'suspended', search: 'kaya d' });
  });

  it('is not undone when an earlier change reaches the address after a later one was made', async () => {
    const page = setup(`${USERS}?order=desc`);
    await settle();

    page.hold();
    await type('selin');
    await pauseTyping(); // q=selin is written; its navigation waits in the loaders
    await type('');
    await act(async () => {
      // The q=selin navigation finishes: the router has it, React has not shown it yet (a transition)…
      page.finishWaiting();
      await vi.advanceTimersByTimeAsync(0);
      expect(page.address()).toBe('?order=desc&q=selin');
      // …when the status is chosen, on the page as last shown.
      fireEvent.change(statusFilter(), { target: { value: 'suspended' } });
    });
    // Now the page shows q=selin, an address it wrote itself: it must not become the base again, or the
    // cleared search, written next, would drop the status.
    await pauseTyping();
    await page.release();

    expect(page.address()).toBe('?order=desc&status=suspended');
    expect(statusFilter()).toHaveValue('suspended');
    expect(page.lastListQuery()).toMatchObject({ status: 'suspended', search: null });
  });

  it('follows a navigation it did not make, and builds the next change on it', async () => {
    const page = setup(`${USERS}?q=selin`);
    await settle();

    await settle(() => void page.router.navigate(`${USERS}?q=kaya&status=active`));
    expect(searchBox()).toHaveValue('kaya');
    expect(statusFilter()).toHaveValue('active');
    // The box follows the address without writing it back.
    await pauseTyping();
    expect(page.address()).toBe('?q=kaya&status=active');

    await chooseStatus('suspended');
    await pauseTyping();
    expect(page.address()).toBe('?q=kaya&status=suspended');
  });
});

describe('UsersPage: a link to one user', { timeout: 30_000 }, () => {
  it('opens the user the address names (the top bar search), and closing takes the id out of it', async () => {
    const id = '00000000-0000-4000-8000-000000000042';
    const page = setup(`${USERS}?q=selin&user=${id}`);
    await settle();

    expect(page.operations.filter((operation) => operation.name === 'UserDetail')).toEqual([
      { name: 'UserDetail', variables: { id } },
    ]);
    expect(searchBox()).toHaveValue('selin');
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    await settle();
    expect(page.address()).toBe('?q=selin');
  });
});
