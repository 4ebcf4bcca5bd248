import { describe, expect, it } from 'vitest';
import { SIGNED_IN_PATHS } from '../lib/paths';
import { clientFeatures } from './features';
import { featureRoutes } from './routes';

// The server's menu drops the badge of an entry whose page is only "coming soon"; it knows which pages
// have a screen from its navigation.screens.ts. That list must be exactly the pages the features build.
describe('the pages the server knows to have a screen (server navigation.screens.ts)', () => {
  it('are exactly the signed-in pages a feature builds, without the record pages', () => {
    // The client never imports the server: the list is read as text.
    const files = import.meta.glob<string>('../../../server/src/features/navigation/navigation.screens.ts', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const source = Object.values(files)[0] ?? '';
    const list = /PAGES_WITH_A_SCREEN[^=]*=\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
    const server = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(server.length).toBeGreaterThan(10);

    const built = featureRoutes(clientFeatures)
      .filter((route) => route.access === 'signed-in-area' && !route.path.includes(':'))
      .map((route) => route.path)
      .filter((path) => SIGNED_IN_PATHS.includes(path));
    expect(server.sort()).toEqual([...built].sort());
  });
});
