import { DEMO_ACCOUNTS, GUEST_INVOICE } from '../../adapters/fake/seed/seed-facts';
import type { Page } from '@playwright/test';
import { expect, t, test } from './fixtures';

const anna = DEMO_ACCOUNTS.private;

/** /logout ends the session, then lands on the home page. */
async function logOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
}

test('register, log out, log in, open an order, keep the address book, log out (issue: customers)', async ({ page, watch }) => {
  const main = page.getByRole('main');
  const email = `ioana.${Date.now()}@example.com`;

  await page.goto('/login-register');
  await main.getByRole('tab', { name: t('auth.tab.register') }).click();
  await main.getByLabel(t('auth.register.firstName'), { exact: true }).fill('Ioana');
  await main.getByLabel(t('auth.register.lastName'), { exact: true }).fill('Mureșan');
  await main.getByLabel(t('auth.email'), { exact: true }).fill(email);
  await main.getByLabel(t('auth.register.emailRepeat'), { exact: true }).fill(email);
  await main.getByLabel(t('auth.password'), { exact: true }).fill('parola1234');
  await main.getByLabel(t('auth.register.passwordRepeat'), { exact: true }).fill('parola1234');
  await main.getByRole('button', { name: t('auth.register.submit') }).click();
  await expect(page).not.toHaveURL(/login-register/);

  await logOut(page);
  await page.goto('/login-register');
  await main.getByLabel(t('auth.email'), { exact: true }).fill(email);
  await main.getByLabel(t('auth.password'), { exact: true }).fill('wrong-password');
  await main.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(main.getByText(t('auth.failure.wrongCredentials'))).toBeVisible();
  await main.getByLabel(t('auth.password'), { exact: true }).fill('parola1234');
  await main.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page).not.toHaveURL(/login-register/);
  await page.goto('/account');
  await expect(main.getByText(t('account.noOrders'))).toBeVisible();

  // The demo customer has orders to open.
  await logOut(page);
  await page.goto('/login-register');
  await main.getByLabel(t('auth.email'), { exact: true }).fill(anna.email);
  await main.getByLabel(t('auth.password'), { exact: true }).fill(anna.password);
  await main.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page).not.toHaveURL(/login-register/);
  await page.goto('/account');
  const orderLinks = main.getByRole('list', { name: t('account.orders') }).getByRole('link');
  await expect(orderLinks.first()).toBeVisible();
  const withdraw = main.getByRole('button', { name: t('order.withdraw') });
  for (const href of await orderLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    await page.goto(href);
    await expect(
      main
        .getByRole('table', { name: t('order.lines') })
        .getByRole('row')
        .nth(1),
    ).toBeVisible();
    if (await withdraw.isVisible()) break;
  }
  await expect(page).toHaveURL(/\/account\/order\/\d+$/);
  await withdraw.click();
  await main.getByRole('button', { name: t('order.withdraw.confirm') }).click();
  await expect(main.getByRole('status').filter({ hasText: /retragerea/ })).toBeVisible();

  await page.goto('/account');
  const addresses = main.getByRole('region', { name: t('address.heading') });
  await addresses.getByRole('button', { name: t('address.add') }).click();
  const form = addresses.getByRole('form', { name: t('address.save') });
  await form.getByRole('button', { name: t('address.save') }).click();
  await expect(form.getByText(t('auth.problem.required')).first()).toBeVisible();
  await form.getByLabel(t('address.label'), { exact: true }).fill('Vacanță 🌲');
  await form.getByLabel(t('address.firstName'), { exact: true }).fill('Ștefan');
  await form.getByLabel(t('address.lastName'), { exact: true }).fill('Țîrlea');
  await form.getByLabel(t('address.street'), { exact: true }).fill('Strada Mării');
  await form.getByLabel(t('address.streetNumber'), { exact: true }).fill('7A');
  await form.getByLabel(t('address.zipCode'), { exact: true }).fill('900001');
  await form.getByLabel(t('address.city'), { exact: true }).fill('Constanța');
  await form.getByLabel(t('address.state'), { exact: true }).selectOption({ label: 'Constanța' });
  await form.getByLabel(t('address.phone'), { exact: true }).fill('+40 721 000 000');
  await form.getByRole('button', { name: t('address.save') }).click();
  await expect(addresses.getByText(t('address.notice.saved'))).toBeVisible();
  const added = addresses.getByRole('listitem', { name: 'Vacanță 🌲' });
  await expect(added).toContainText('Ștefan Țîrlea');

  await added.getByRole('button', { name: t('address.edit') }).click();
  await added.getByLabel(t('address.city'), { exact: true }).fill('Mangalia');
  await added.getByLabel(t('address.zipCode'), { exact: true }).fill('905500');
  await added.getByRole('button', { name: t('address.save') }).click();
  await expect(added).toContainText('905500 Mangalia');

  await added.getByRole('button', { name: t('address.delete') }).click();
  await added.getByRole('button', { name: t('address.deleteConfirm') }).click();
  await expect(addresses.getByText(t('address.notice.deleted'))).toBeVisible();
  await expect(addresses.getByRole('listitem', { name: 'Vacanță 🌲' })).toHaveCount(0);

  await logOut(page);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login-register$/);
  expect(watch.consoleErrors).toEqual([]);
});

test('a guest invoice link opens without login; a wrong hash shows the not-found screen', async ({ page, watch }) => {
  const main = page.getByRole('main');
  await page.goto(`/guest/invoice/${GUEST_INVOICE.ref}/${GUEST_INVOICE.hash}`);
  await expect(main.getByRole('heading', { level: 1 })).toContainText(GUEST_INVOICE.ref);
  await expect(main.getByRole('table', { name: t('order.lines') })).toBeVisible();

  await page.goto(`/guest/invoice/${GUEST_INVOICE.ref}/0000${GUEST_INVOICE.hash.slice(4)}`);
  await expect(main.getByRole('table', { name: t('order.lines') })).toHaveCount(0);
  await expect(main.getByRole('heading', { level: 1 })).not.toContainText(GUEST_INVOICE.ref);
  expect(watch.consoleErrors).toEqual([]);
});
