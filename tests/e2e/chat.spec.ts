import type { Page } from '@playwright/test';
import { seedFacts } from '../../adapters/fake/seed/seed-facts';
import { expect, expectOnTop, t, test } from './fixtures';

/** What fake mode recorded of the chat (error reporting records its start there too). */
const thirdParties = (page: Page) =>
  page.evaluate(() =>
    ((window as Window & { __thirdParties?: { kind: string }[] }).__thirdParties ?? []).filter((entry) => entry.kind === 'chat'),
  );
const chatButton = (page: Page) => page.getByRole('button', { name: t('chat.open') });

test('the Romanian shop shows the chat button; the chat loads only when pressed, and fake mode records it', async ({
  page,
  watch,
}) => {
  await page.goto('/');
  await expect(chatButton(page)).toBeVisible();
  expect(await thirdParties(page)).toEqual([]);
  await chatButton(page).click();
  await expect
    .poll(() => thirdParties(page))
    .toEqual([
      { kind: 'chat', action: 'load' },
      { kind: 'chat', action: 'open' },
    ]);
  await chatButton(page).press('Enter');
  await expect
    .poll(() => thirdParties(page))
    .toEqual([
      { kind: 'chat', action: 'load' },
      { kind: 'chat', action: 'open' },
      { kind: 'chat', action: 'open' },
    ]);
  expect(watch.outsideRequests).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
});

test('the button leaves the footer’s last row free', async ({ page }) => {
  await page.goto('/');
  await expect(chatButton(page)).toBeVisible();
  // The home page's content may still arrive and move the footer: scroll to the end again until both hold.
  await expect(async () => {
    await page.getByRole('button', { name: t('footer.toTop') }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expectOnTop(page.getByRole('button', { name: t('footer.toTop') }));
    await expectOnTop(chatButton(page));
  }).toPass({ timeout: 10_000 });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the button sits above the product’s buy bar, covering neither', async ({ page }) => {
    await page.goto(`/product/${seedFacts().productInStockId}`);
    const buyBar = page.getByTestId('buy-bar');
    await expect(buyBar).toBeVisible();
    await expect(chatButton(page)).toBeVisible();
    await expectOnTop(buyBar.getByRole('button', { name: t('cart.add') }));
    await expectOnTop(chatButton(page));
    const bar = await buyBar.boundingBox();
    const button = await chatButton(page).boundingBox();
    expect((button?.y ?? 0) + (button?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
  });
});
