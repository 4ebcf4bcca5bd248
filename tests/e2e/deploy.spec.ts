import { expect, test } from '@playwright/test';
import { ORG_ADMIN, openFromMenu, signIn } from './support.js';

// A deploy while a tab is open: the tab's build asks for a chunk the server no longer has. The server
// answers 404 (server/src/app/static-client.test.ts); here the client is shown to reload onto the new
// build once instead of hanging on a spinner.

test('an open tab whose next page was replaced by a deploy reloads onto the new build', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ORG_ADMIN);
  const documentLoads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads.push(request.url());
  });
  // The old build's teams page chunk is gone: the first ask answers 404, as the server does after a
  // deploy; the reloaded page (the "new build") gets it.
  let refused = 0;
  await page.route(/\/assets\/teams-page-[^/]+\.js$/, async (route) => {
    if (refused === 0) {
      refused++;
      await route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"NOT_FOUND"}' });
    } else {
      await route.continue();
    }
  });
  await openFromMenu(page, 'PROFILES', 'Teams');
  await expect(page.getByRole('heading', { name: 'Teams', level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(refused).toBe(1);
  // Exactly one reload, onto the teams page the person asked for.
  expect(documentLoads).toHaveLength(1);
  expect(documentLoads[0]).toMatch(/\/fbiad-pages\/teams-profile$/);
});
