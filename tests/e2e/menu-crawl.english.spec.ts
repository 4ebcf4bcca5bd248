import { test } from '@playwright/test';
import { PERSONAS, expect, walkMenu, type Walk } from './menu-crawl.test-kit.js';
import { ADMIN, HOME, PARENT, PHONE, submitSignIn } from './support.js';

// The menu crawl in English (menu-crawl.test-kit.ts says what a walk checks). Runs (one test each, the page
// reused from entry to entry; "groups": the first entry of every group or section, so each group is
// opened and followed once):
//   1280 px  every entry: organization admin in classy (side menu), parent in futuristic (folding
//            sections), company in dense (icon rail with side panels)
//   1024 px  company, groups, in enterprise (top menu on its own row); super admin, groups, in modern
//            (sections overflow into "More"); parent, groups, in compact (captioned rail)
//   390 px   through the overlay menu: coach, every entry, in classy; company, super admin and parent,
//            groups, in material, classy and centered
// Every entry of a persona is walked once (its pages are the same in every layout); the other layouts
// open each group, which is what differs between them.
// Then a page outside a parent's menu, typed as an address.

// A walk clicks through up to ~70 pages one after the other.
test.describe.configure({ timeout: 300_000 });

const RUNS: Walk[] = [
  { persona: PERSONAS.orgAdmin, width: 1280, layout: 'classy', kind: 'side' },
  { persona: PERSONAS.coach, width: PHONE.width, layout: 'classy', kind: 'overlay' },
  { persona: PERSONAS.parent, width: 1280, layout: 'futuristic', kind: 'side' },
  { persona: PERSONAS.company, width: 1280, layout: 'dense', kind: 'rail' },
  { persona: PERSONAS.admin, width: 1024, layout: 'modern', kind: 'top', groupsOnly: true },
  { persona: PERSONAS.parent, width: 1024, layout: 'compact', kind: 'rail', groupsOnly: true },
  { persona: PERSONAS.company, width: 1024, layout: 'enterprise', kind: 'top', groupsOnly: true },
  { persona: PERSONAS.admin, width: PHONE.width, layout: 'classy', kind: 'overlay', groupsOnly: true },
  { persona: PERSONAS.parent, width: PHONE.width, layout: 'centered', kind: 'overlay', groupsOnly: true },
  { persona: PERSONAS.company, width: PHONE.width, layout: 'material', kind: 'overlay', groupsOnly: true },
];

for (const run of RUNS) {
  const what = run.groupsOnly ? 'every menu group' : 'every menu entry';
  test(`${run.persona.key}, ${run.layout} at ${run.width}px: ${what} opens its page cleanly`, async ({
    page,
  }) => {
    await walkMenu(page, run);
  });
}

test('a page outside a parent’s menu, typed as an address, says it is not theirs; the super admin gets it', async ({
  page,
  browser,
}) => {
  await page.goto('/sign-in');
  await submitSignIn(page, PARENT);
  await expect(page).toHaveURL(HOME, { timeout: 30_000 });
  await page.goto('/dashboards/crypto');
  await expect(page.getByRole('heading', { name: 'This page is not part of your console' })).toBeVisible();
  await expect(page.getByTestId('coming-soon-page-name')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(HOME);

  const admin = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await admin.goto('/sign-in');
  await submitSignIn(admin, ADMIN);
  await expect(admin).toHaveURL(HOME, { timeout: 30_000 });
  await admin.goto('/dashboards/crypto');
  await expect(admin.getByTestId('coming-soon-page-name')).toHaveText('Crypto');
  await admin.close();
});
