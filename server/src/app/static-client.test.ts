import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../tests/support/suite.js';

// A built client of its own, so the test can "deploy" a new build while the server runs.
const dist = mkdtempSync(path.join(tmpdir(), 'arena-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><script src="/assets/app-1.js"></script>');
writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');

describe('the built client across a deploy', () => {
  const fixture = useTestServer({}, { CLIENT_DIST_DIR: dist });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const get = (pathname: string, accept = '*/*') =>
    fetch(new URL(pathname, fixture.server.url), { headers: { accept } });

  it('serves the current build, never keeping index.html', async () => {
    const page = await get('/', 'text/html');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const route = await get('/athletes/123', 'text/html,application/xhtml+xml');
    expect(route.status).toBe(200);
    expect(route.headers.get('cache-control')).toBe('no-store');
    expect(await route.text()).toContain('app-1.js');
    const asset = await get('/assets/app-1.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('answers a missing chunk with 404, not with the HTML page', async () => {
    // What an open tab asks for after a deploy: a chunk of the previous build, Accept */* like a script.
    const missing = await get('/assets/page-old.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toContain('text/html');
    expect((await get('/assets/page-old.css', 'text/css,*/*;q=0.1')).status).toBe(404);
    expect((await get('/favicon-missing.png', 'image/*,*/*')).status).toBe(404);
  });

  it('serves a build written while the server runs', async () => {
    writeFileSync(path.join(dist, 'assets', 'app-2.js'), 'console.log(2)');
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><script src="/assets/app-2.js"></script>');
    const asset = await get('/assets/app-2.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log(2)');
    expect(await (await get('/teams', 'text/html')).text()).toContain('app-2.js');
  });
});
