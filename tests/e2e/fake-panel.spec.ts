import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../adapters/fake/seed/seed-facts';
import { expect, productList, t, test } from './fixtures';

const panelOf = (page: Page) => page.getByRole('complementary', { name: t('fakePanel.title') });
const storedItem = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

test('the control panel opens by Alt+Shift+K and by ?panel, and stays open across a reload until closed', async ({
  page,
  watch,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => '__fakePanel' in window);
  await page.keyboard.press('Alt+Shift+KeyK');
  await expect(panelOf(page)).toBeVisible();
  await page.keyboard.press('Alt+Shift+KeyK');
  await expect(panelOf(page)).toHaveCount(0);

  await page.goto('/products?panel');
  await expect(panelOf(page)).toBeVisible();
  await page.goto('/');
  await expect(panelOf(page)).toBeVisible();
  await panelOf(page)
    .getByRole('button', { name: t('fakePanel.close') })
    .click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(panelOf(page)).toHaveCount(0);
  expect(watch.consoleErrors).toEqual([]);
});

test('the panel switches persona, fails a port method, moves the clock, keeps all that across a reload, switches language and resets', async ({
  page,
}) => {
  await page.goto('/?panel');
  const panel = panelOf(page);
  const persona = panel.getByLabel(t('fakePanel.persona'));
  await persona.selectOption({ label: t('fakePanel.persona.private') });
  await expect.poll(() => storedItem(page, 'customer_id')).toBe(String(DEMO_ACCOUNTS.private.customerId));
  await persona.selectOption({ label: t('fakePanel.persona.company') });
  await expect.poll(() => storedItem(page, 'customer_id')).toBe(String(DEMO_ACCOUNTS.company.customerId));

  await panel.getByLabel(t('fakePanel.method')).fill('CatalogPort.listProducts');
  await panel.getByRole('button', { name: t('fakePanel.fail') }).click();
  const failure = panel.getByRole('listitem').filter({ hasText: 'CatalogPort.listProducts' });
  await expect(failure).toHaveText(new RegExp(t('fakePanel.failure.always', { name: 'CatalogPort.listProducts' })));
  await page.goto('/products');
  await expect(page.getByText(t('catalog.listing.loadFailed'))).toBeVisible();
  await expect(failure).toBeVisible();

  await panel.getByRole('button', { name: t('fakePanel.clock.tokenExpiry') }).click();
  await expect.poll(() => storedItem(page, 'jwtToken')).toBeNull();
  const ahead = t('fakePanel.clock.ahead', { minutes: 361 });
  await expect(panel.getByText(ahead)).toBeVisible();

  await page.reload();
  await expect(panel.getByText(ahead)).toBeVisible();
  await expect(failure).toBeVisible();
  await expect(persona).toHaveValue('guest');
  await expect(page.getByText(t('catalog.listing.loadFailed'))).toBeVisible();
  await failure.getByRole('button', { name: t('fakePanel.heal') }).click();
  // The listing loads again on Retry, or by itself when the ended login changes its prices first.
  const retry = page.getByRole('main').getByRole('button', { name: t('common.retry') });
  await expect(async () => {
    if (await retry.isVisible()) await retry.click({ timeout: 1000 });
    await expect(productList(page).getByRole('listitem').first()).toBeVisible({ timeout: 1000 });
  }).toPass();

  await panel.getByLabel(t('fakePanel.language')).selectOption('en');
  await expect(page).toHaveURL(/\/en\/products$/);
  const english = page.getByRole('complementary', { name: 'Fake-mode panel' });
  await expect(english).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await english.getByRole('button', { name: 'Reset the data set' }).click();
  await expect(english.getByText('Ahead of real time by 0 min')).toBeVisible();
  await expect(english.getByRole('listitem')).toHaveCount(0);
});
