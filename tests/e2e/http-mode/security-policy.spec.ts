import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { appConsentDialog, expect, t, test } from '../fixtures';

// Runs in the `serve` project: every page comes with the production server's Content-Security-Policy, and the
// fixtures fail a test on any violation of it.

/** What the tag manager's loader stands in for: its request is answered here, and it marks that it ran. */
const TAG_MANAGER_STAND_IN = 'window.__tagManagerRan = true;';

test.describe('a shopper who accepts the cookies', () => {
  test.use({ consentDecided: false });

  test('browses, searches and opens the cart and login under the policy: the tag manager loads and runs, nothing is refused', async ({
    page,
  }) => {
    // Chrome warns of a header it cannot read, such as a feature the Permissions-Policy names that it does not know.
    const headerWarnings: string[] = [];
    page.on('console', (message) => {
      if (/Permissions-Policy|Content-Security-Policy/.test(message.text())) headerWarnings.push(message.text());
    });
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: TAG_MANAGER_STAND_IN }),
    );
    const response = await page.goto(`/product/${seedFacts().productInStockId}`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(policy).not.toMatch(/nonce-|unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');

    const dialog = await appConsentDialog(page);
    await dialog.getByRole('button', { name: t('consent.accept') }).click();
    await expect.poll(() => page.evaluate(() => (window as { __tagManagerRan?: boolean }).__tagManagerRan)).toBe(true);

    await page
      .getByRole('main')
      .getByRole('button', { name: t('cart.add') })
      .click();
    await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 1 }) })).toBeVisible();
    await page.goto('/search/masa');
    await expect(page.getByTestId('search-page').getByTestId('search-hit').first()).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/login-register');
    await expect(page.getByRole('main').getByLabel(t('auth.email'))).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(headerWarnings).toEqual([]);
  });
});
