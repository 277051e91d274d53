import type { Page } from '@playwright/test';
import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { choosePaymentAndTerms, logInAndFillTheCart } from '../checkout-steps';
import { appConsentDialog, expect, productList, t, test } from '../fixtures';
import { PAYMENT_HOST } from '../third-party-stand-ins';

// Runs in the `serve` project: every page comes with the production server's Content-Security-Policy, and the
// fixtures fail a test on any violation of it. The build names a chat, error reporting and a payment host
// (playwright.config.ts), all answered on the machine (third-party-stand-ins.ts).

/** What the tag manager's loader stands in for: its request is answered here, and it marks that it ran. */
const TAG_MANAGER_STAND_IN = 'window.__tagManagerRan = true;';
const standInTagManager = (page: Page) =>
  page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: TAG_MANAGER_STAND_IN }),
  );
const tagManagerRan = (page: Page) => page.evaluate(() => (window as { __tagManagerRan?: boolean }).__tagManagerRan);
const chatOpenings = (page: Page) => page.evaluate(() => (window as { __chatOpened?: number }).__chatOpened ?? 0);

const REPORTED_ERROR = 'e2e: an error the shop reports';

/** Console errors and hydration warnings (the tag manager's stand-in is asked for, so the watch fixture's rule on requests does not fit). */
function consoleTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat|React recovered/i.test(message.text())) trouble.push(message.text());
  });
  page.on('pageerror', (error) => trouble.push(error.message));
  return trouble;
}

/**
 * The provider's page a payment sends the shopper to (on the configured payment host): its approval
 * goes back to the shop's PayPal return, as the provider's would. The shop's pay call is answered with it.
 */
async function standInPaymentProvider(page: Page, shopOrigin: string): Promise<void> {
  await page.route('**/api/globalcard/pay', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    const answer = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...answer, redirect_url: `https://${PAYMENT_HOST}/checkout?token=FAKE-PP` } });
  });
  const approved = `${shopOrigin}/paypal/return?token=FAKE-PP&PayerID=FAKEPAYER`;
  await page.route(`https://${PAYMENT_HOST}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><title>Pay</title><a href="${approved}">Approve</a>`,
    }),
  );
}

test.describe('a shopper who accepts the cookies', () => {
  test.use({ consentDecided: false });

  test('with the tag manager, the chat and error reporting running, nothing is refused: the consent, the chat, a reported error', async ({
    page,
    thirdParties,
  }) => {
    // Chrome warns of a header it cannot read, such as a feature the Permissions-Policy names that it does not know.
    const headerWarnings: string[] = [];
    page.on('console', (message) => {
      if (/Permissions-Policy|Content-Security-Policy/.test(message.text())) headerWarnings.push(message.text());
    });
    await standInTagManager(page);
    const response = await page.goto(`/product/${seedFacts().productInStockId}`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(policy).not.toMatch(/nonce-|unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');

    const dialog = await appConsentDialog(page);
    await dialog.getByRole('button', { name: t('consent.accept') }).click();
    await expect.poll(() => tagManagerRan(page)).toBe(true);

    await page.getByRole('button', { name: t('chat.open') }).click();
    await expect.poll(() => chatOpenings(page)).toBe(1);

    // Error reporting has started once it sent its first envelope (the session); then an uncaught error is reported.
    await expect.poll(() => thirdParties.envelopes.length).toBeGreaterThan(0);
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      }, 0);
    }, REPORTED_ERROR);
    await expect.poll(() => thirdParties.envelopes.some((body) => body.includes(REPORTED_ERROR))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(headerWarnings).toEqual([]);
  });

  test('browses the catalogue, searches, logs in, pays by transfer and then through a provider’s page, and nothing is refused', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const trouble = consoleTrouble(page);
    const main = page.getByRole('main');
    await context.addCookies([{ name: 'consent', value: 'granted', url: baseURL ?? '' }]);
    await standInTagManager(page);
    await page.goto('/products');
    await expect(productList(page).getByRole('link').first()).toBeVisible();
    await expect.poll(() => tagManagerRan(page)).toBe(true);
    await page.goto('/search/masa');
    await expect(page.getByTestId('search-page').getByTestId('search-hit').first()).toBeVisible();
    await page.goto('/cart');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

    await logInAndFillTheCart(page);
    await page.goto('/checkout');
    await choosePaymentAndTerms(page, 'Ordin de plată în avans');
    await main.getByRole('button', { name: t('checkout.pay') }).click();
    await expect(page).toHaveURL(/\/order-placed\?cart_id=\d+/);
    await expect(main.getByRole('region', { name: t('orderQr.heading') })).toBeVisible();

    await standInPaymentProvider(page, baseURL ?? '');
    await page.goto(`/product/${seedFacts().productInStockId}`);
    await main.getByRole('button', { name: t('cart.add') }).click();
    await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 1 }) })).toBeVisible();
    await page.goto('/checkout');
    await choosePaymentAndTerms(page, 'PayPal');
    await main.getByRole('button', { name: t('checkout.pay') }).click();
    await expect(page).toHaveURL(new RegExp(`^https://${PAYMENT_HOST}/`));
    await page.getByRole('link', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/order-placed\?cart_id=\d+/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('orderPlaced.title'));
    await page.waitForLoadState('networkidle');
    expect(trouble).toEqual([]);
  });
});
