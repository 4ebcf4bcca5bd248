import { afterEach, describe, expect, it, vi } from 'vitest';
import { toggleFullscreen } from './fullscreen-toggle';

function fakeDocument(overrides: Partial<Record<string, unknown>>): Document {
  return {
    fullscreenEnabled: true,
    fullscreenElement: null,
    exitFullscreen: vi.fn(() => Promise.resolve()),
    documentElement: { requestFullscreen: vi.fn(() => Promise.resolve()) },
    ...overrides,
  } as unknown as Document;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toggleFullscreen', () => {
  it('logs the spec message when fullscreen is not available', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await toggleFullscreen(fakeDocument({ fullscreenEnabled: false }));
    expect(log).toHaveBeenCalledWith('Fullscreen is not available in this browser.');
  });

  it('enters fullscreen on the whole page, and leaves it when already in', async () => {
    const doc = fakeDocument({});
    await toggleFullscreen(doc);
    expect(doc.documentElement.requestFullscreen).toHaveBeenCalled();

    const inFullscreen = fakeDocument({ fullscreenElement: {} });
    await toggleFullscreen(inFullscreen);
    expect(inFullscreen.exitFullscreen).toHaveBeenCalled();
  });

  it('reports a failure to enter with the spec message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await toggleFullscreen(
      fakeDocument({ documentElement: { requestFullscreen: () => Promise.reject(new Error('denied')) } }),
    );
    expect(error).toHaveBeenCalledWith('Entering fullscreen mode failed.');
  });
});
