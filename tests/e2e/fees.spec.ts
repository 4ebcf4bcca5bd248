import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  ORG_ADMIN,
  PAGE_CONTENT,
  PARENT,
  PHONE,
  expectAccessible,
  failOnConsoleErrors,
  openFromMenu,
  sidewaysOverflow,
  signIn,
  switchLanguage,
  tableRows,
} from './support.js';

// Fees against the real server and its seeded Kartal data: the school's admin adds a season fee in three
// instalments and bills a team through the menu; the parent reads her son's first invoice on her phone in
// Turkish; the admin records the family's bank transfer; the printable invoice and the finance dashboard
// show it paid. The arithmetic, the numbering, the permissions of every persona, reminders and the PDF are
// proven below the browser (server/src/features/fees/*.test.ts).

test.setTimeout(120_000);
failOnConsoleErrors();

const tag = () => Date.now().toString(36);

/** A day `days` from today, YYYY-MM-DD (local). */
function inDays(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

async function deskPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  return context.newPage();
}

test('a season fee billed to a team reaches the parent’s phone in Turkish, and her bank transfer shows paid', async ({
  browser,
}) => {
  const desk = await deskPage(browser);
  await signIn(desk, ORG_ADMIN);
  await openFromMenu(desk, 'MANAGEMENT', 'Fees and payments');
  await expect(desk).toHaveURL(/\/dashboards\/finance$/);
  await expect(desk.getByRole('heading', { name: 'Fee plans' })).toBeVisible();

  // A season fee of 1,000.00 in three instalments, the first due in ten days.
  const plan = `Sezon aidatı ${tag()}`;
  await desk.getByRole('button', { name: 'New plan' }).click();
  const form = desk.getByRole('dialog', { name: 'New fee plan' });
  // Sent empty, it says what is missing and sends nothing.
  await form.getByRole('button', { name: 'Add the plan' }).click();
  await expect(form.getByText('Required.')).toHaveCount(3);
  await form.getByLabel('Name on the invoices').fill(plan);
  await form.getByLabel('Amount').fill('1000,005');
  await form.getByLabel('Number of invoices').fill('3');
  await form.getByLabel('First due date').fill(inDays(10));
  await form.getByRole('button', { name: 'Add the plan' }).click();
  // The server refuses three decimals on the field; the rest of the form is kept.
  await expect(form.getByText('Check the format.')).toBeVisible();
  await expect(form.getByLabel('Name on the invoices')).toHaveValue(plan);
  await form.getByLabel('Amount').fill('1000,00');
  await form.getByRole('button', { name: 'Add the plan' }).click();
  await expect(desk.getByText(`${plan} added.`)).toBeVisible();

  await desk.getByRole('button', { name: `Assign ${plan} to a team` }).click();
  const assign = desk.getByRole('dialog', { name: `Assign ${plan}` });
  await assign.getByLabel('Team', { exact: true }).selectOption({ label: 'Futbol U10 Erkek' });
  await assign.getByText('Also bill the children this team admits from registrations').click();
  await expect(
    assign.getByRole('checkbox', { name: 'Also bill the children this team admits from registrations' }),
  ).toBeChecked();
  await assign.getByRole('button', { name: 'Issue the invoices' }).click();
  await expect(desk.getByText(/invoices issued to \d+ athletes/)).toBeVisible({ timeout: 15_000 });
  // The plan now bills the team's newcomers too; the admin can stop that from the plan's row.
  const stopNewcomers = desk.getByRole('button', {
    name: `Stop billing the newcomers of Futbol U10 Erkek with ${plan}`,
  });
  await expect(stopNewcomers).toBeVisible();
  await expectAccessible(desk, PAGE_CONTENT);
  await stopNewcomers.click();
  await expect(
    desk.getByText('Newcomers of Futbol U10 Erkek are no longer billed with this plan'),
  ).toBeVisible();
  await expect(stopNewcomers).toHaveCount(0);

  // The parent, on her phone, in Turkish: her son's first instalment on her home.
  const phone = await (await browser.newContext({ viewport: PHONE, locale: 'en-US' })).newPage();
  await signIn(phone, PARENT);
  await switchLanguage(phone, 'tr');
  const card = phone.getByTestId('home-fees');
  await expect(card).toContainText('Kerem Demir · ₺333,34');
  const line = await card
    .getByText(/son ödeme/)
    .first()
    .textContent();
  const number = /\d{4}-\d{6}/.exec(line ?? '')?.[0];
  expect(number, 'the first invoice’s number on the card').toBeDefined();
  await expectAccessible(phone, PAGE_CONTENT);
  // Her full list is one tap of the menu away, and fits the phone.
  await phone.getByRole('button', { name: 'Menüyü aç' }).click();
  await phone.getByRole('link', { name: 'Aidatlar', exact: true }).click();
  await expect(phone).toHaveURL(/\/dashboards\/finance$/);
  await expect(tableRows(phone).filter({ hasText: number! })).toContainText('Kesildi');
  expect((await sidewaysOverflow(phone)).document).toBe(0);

  // The school records the family's bank transfer.
  await desk.getByRole('searchbox').fill(number!);
  await expect(tableRows(desk)).toHaveCount(1, { timeout: 15_000 });
  await tableRows(desk).first().click();
  const drawer = desk.getByRole('dialog', { name: `Invoice ${number}` });
  await drawer.getByRole('button', { name: 'Record a payment' }).click();
  const payment = desk.getByRole('dialog', { name: `Payment for ${number}` });
  await expect(payment.getByLabel('Amount')).toHaveValue('333.34');
  await payment.getByLabel('Reference').fill('EFT 2026-11-28 Demir');
  await payment.getByRole('button', { name: 'Record the payment' }).click();
  await expect(desk.getByText('Payment recorded.')).toBeVisible();
  await expect(drawer.locator('.chakra-badge', { hasText: 'Paid' })).toBeVisible({ timeout: 15_000 });
  await expect(drawer.getByRole('row', { name: 'To pay ₺0.00' })).toBeVisible();
  await expect(drawer.getByText('EFT 2026-11-28 Demir')).toBeVisible();

  // The printable invoice says it is settled.
  await drawer.getByRole('link', { name: 'Printable invoice' }).click();
  await expect(desk).toHaveURL(/\/pages\/invoice\/printable\/compact\?id=/);
  await expect(desk.getByText('Nothing is left to pay. Thank you.')).toBeVisible({ timeout: 15_000 });
  await expect(desk.getByText(`Invoice ${number}`)).toBeVisible();
  await expectAccessible(desk, PAGE_CONTENT);

  // The dashboard lists the payment among the latest.
  await openFromMenu(desk, 'MANAGEMENT', 'Fees and payments');
  await expect(desk.getByText(/Kerem Demir · Bank transfer/).first()).toBeVisible({ timeout: 15_000 });

  // And the parent's phone reads it paid.
  await phone.reload();
  await expect(tableRows(phone).filter({ hasText: number! })).toContainText('Ödendi', { timeout: 15_000 });
  await desk.context().close();
  await phone.context().close();
});

test('the school keeps its money to its admin: the branch admin then sees none of it until named', async ({
  browser,
}) => {
  const BRANCH_ADMIN = { email: 'branch.admin@arena.local', password: 'Arena-Branch-2026' };
  const desk = await deskPage(browser);
  await signIn(desk, ORG_ADMIN);
  await openFromMenu(desk, 'MANAGEMENT', 'Fees and payments');
  const panel = desk.getByRole('region', { name: 'Who handles the money' });
  await expect(panel.getByText(/Every organization and branch admin/)).toBeVisible({ timeout: 15_000 });
  const keep = panel.getByRole('button', { name: /Keep the money to/ });
  const share = panel.getByRole('button', { name: 'Let every admin handle it' });
  try {
    // Ticking only the branch admin would lock the organization admin out: the panel says so first.
    await panel.getByText('Kadıköy', { exact: true }).first().click();
    await expect(panel.getByText('Tick yourself too')).toBeVisible();
    await expect(keep).toBeDisabled();
    await panel.getByText('Kadıköy', { exact: true }).first().click();
    await panel.getByText(ORG_ADMIN.name, { exact: true }).click();
    await keep.click();
    await expect(desk.getByText('The money is kept to 1 admin.')).toBeVisible();
    await expect(panel.getByText(/Only the ticked admins/)).toBeVisible();

    // The branch admin's finance page now shows no plans, no dashboard and no invoice.
    const branch = await deskPage(browser);
    await signIn(branch, BRANCH_ADMIN);
    await branch.goto('/dashboards/finance');
    await expect(branch.getByRole('heading', { name: 'Fees', exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(branch.getByRole('heading', { name: 'Fee plans' })).toHaveCount(0);
    await expect(tableRows(branch)).toHaveCount(0);
    await branch.context().close();
  } finally {
    // Every other test expects every admin to handle the money.
    if (await share.isVisible()) {
      await share.click();
      await expect(desk.getByText('Every admin handles the money again.')).toBeVisible();
    }
    await desk.context().close();
  }
});
