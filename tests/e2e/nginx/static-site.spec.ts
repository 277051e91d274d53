import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { expect, test } from '../fixtures';
import { statSync } from 'node:fs';
import { assetDeliveries, assetsOf, recordCspViolations, staticSiteHeaders } from './nginx-steps';

// Runs in the `nginx-static` project: Debian's nginx with deploy/nginx/static-site.conf over the http build.

test('every kind of answer carries the production server’s security headers, with the hashes of the page it serves', async ({
  request,
}) => {
  const headers = staticSiteHeaders();
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-/);
  expect(headers['x-frame-options']).toBe('DENY');
  const [asset] = await assetsOf(request, '/');
  for (const path of ['/', '/de/product/12', '/en/account', asset ?? '/assets/', '/robots.txt', '/assets/missing-0.js']) {
    const sent = (await request.get(path)).headers();
    for (const [name, value] of Object.entries(headers)) expect(sent[name], `${name} of ${path}`).toBe(value);
  }
});

test('every page path, in every language, is the app; a missing file is a 404', async ({ request }) => {
  for (const path of ['/', '/products', '/de/product/12', '/en/cart', '/checkout', '/no-such-page']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text()).toContain('<div id="root"');
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
  expect((await request.get('/assets/missing-0.js')).status()).toBe(404);
  expect((await request.get('/missing.png')).status()).toBe(404);
});

test('hashed assets are immutable for a year and sent as compressed at build time', async ({ request }) => {
  const assets = await assetsOf(request, '/');
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const response = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('gzip');
    // The .gz copy written beside the file, sent as it is: nginx's on-the-fly gzip has no length.
    const copy = statSync(new URL(`../../../dist-e2e-http${asset}.gz`, import.meta.url));
    expect(Number(response.headers()['content-length']), asset).toBe(copy.size);
  }
});

test('a shopper opens a product in German with no CSP violation, and on the next visit every asset comes from the cache', async ({
  page,
  watch,
}) => {
  const violations = await recordCspViolations(page);
  const product = `/de/product/${seedFacts().productInStockId}`;
  const addToCart = page.getByRole('main').getByRole('button', { name: 'In den Warenkorb' });
  await page.goto(product);
  await expect(addToCart).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);

  await page.goto(product);
  await expect(addToCart).toBeVisible();
  await page.waitForLoadState('networkidle');
  const deliveries = await assetDeliveries(page);
  expect(deliveries.cached).toBeGreaterThan(0);
  expect(deliveries.fetched).toEqual([]);
  expect(await violations()).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
});
