import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkActivity } from '../../lib/network-activity';
import { renderWithProviders } from '../../test/render';
import { LoadingBar } from './loading-bar';

/** A component that starts a request while it renders, as a useQuery whose variables just arrived does. */
function StartsWhileRendering({ ends }: { ends: (() => void)[] }) {
  const [started] = useState(() => {
    ends.push(networkActivity.begin());
    return true;
  });
  return <p>{started ? 'asked' : ''}</p>;
}

/** The loading bar already on screen (subscribed), and a page that appears later. */
function Shell({ ends }: { ends: (() => void)[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <LoadingBar />
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open ? <StartsWhileRendering ends={ends} /> : null}
    </>
  );
}

describe('LoadingBar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a request started during another component’s render without updating it mid-render', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ends: (() => void)[] = [];
    const router = createMemoryRouter([{ path: '/', element: <Shell ends={ends} /> }]);
    renderWithProviders(<RouterProvider router={router} />);
    act(() => screen.getByRole('button', { name: 'open' }).click());
    expect(await screen.findByText('asked')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/Cannot update a component/);

    act(() => ends.forEach((end) => end()));
    expect(networkActivity.getSnapshot().inFlight).toBe(0);
  });
});
