import type { Page } from '@playwright/test';
import { seedFacts } from '../../adapters/fake/seed/seed-facts';
import { expectNoSeriousViolations } from './accessibility-steps';
import { logInAndFillTheCart } from './checkout-steps';
import { expect, t, test } from './fixtures';

const WIDTHS = [375, 1280];

/** The screens a guest reaches by address. */
const PUBLIC_SCREENS: [string, string][] = [
  ['home', '/'],
  ['listing', '/products'],
  ['product', `/product/${seedFacts().productInStockId}`],
  ['search results', '/search/canapele'],
  ['login', '/login-register'],
  ['not found', '/no-such-page-here'],
];

/** The first order of the logged-in customer's account page. */
async function openFirstOrder(page: Page): Promise<void> {
  const orders = page
    .getByRole('main')
    .getByRole('list', { name: t('account.orders') })
    .getByRole('link');
  await page.goto(String(await orders.first().getAttribute('href')));
  await expect(page.getByRole('main').getByRole('table', { name: t('order.lines') })).toBeVisible();
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    for (const [screen, path] of PUBLIC_SCREENS) {
      test(`the ${screen} screen has no serious or critical accessibility violation`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await expectNoSeriousViolations(page, screen);
      });
    }

    test("the customer's screens have no serious or critical accessibility violation", async ({ page }) => {
      // Four axe runs after a login and an add to cart.
      test.slow();
      await logInAndFillTheCart(page);
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/cart');
      await expectNoSeriousViolations(page, 'cart');
      await page.goto('/checkout');
      await expect(page.getByRole('main').getByRole('button', { name: t('checkout.pay') })).toBeVisible();
      await expectNoSeriousViolations(page, 'checkout');
      await page.goto('/account');
      await expect(page.getByRole('main').getByRole('list', { name: t('account.orders') })).toBeVisible();
      await expectNoSeriousViolations(page, 'account');
      await openFirstOrder(page);
      await expectNoSeriousViolations(page, 'order detail');
    });
  });
}
