import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { expect, t, test } from '../fixtures';
import { assetsOf, serverSiteFallbacks, headerCounts, recordCspViolations } from './nginx-steps';

// Runs in the `nginx-server` project: Debian's nginx with deploy/nginx/server-site.conf in front of the
// production server (npm run serve) and its fake backend.

const product = () => `/product/${seedFacts().productInStockId}`;
const accountPages = ['/account', '/de/cart', '/en/checkout', '/login-register', '/account/order/1'];

test('every kind of answer carries each security header once, from the server or from nginx', async ({ request }) => {
  const [asset] = await assetsOf(request, product());
  for (const path of [product(), '/de/products', '/account', '/robots.txt', asset ?? '/assets/']) {
    const counts = headerCounts(await request.get(path));
    for (const name of Object.keys(serverSiteFallbacks())) expect(counts[name], `${name} of ${path}`).toBe(1);
  }
});

test('hashed assets are kept by nginx, and immutable for a year after it', async ({ request }) => {
  const assets = await assetsOf(request, product());
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) await request.get(asset);
  for (const asset of assets) {
    const again = await request.get(asset);
    expect(again.headers()['x-cache-status'], asset).toBe('HIT');
    expect(again.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});

test('account, cart and checkout pages are never kept, by nginx nor by anyone after it', async ({ request }) => {
  for (const path of accountPages) {
    for (const attempt of [1, 2, 3]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-cache-status'], `${path}, request ${attempt}`).not.toBe('HIT');
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
    }
  }
});

test('a catalogue page is kept by nginx as long as the server allows, and revalidated with its ETag after', async ({
  request,
}) => {
  const path = `/de/product/${seedFacts().productInStockId}`;
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=3600');
  const again = await request.get(path);
  expect(again.headers()['x-cache-status']).toBe('HIT');
  expect(await again.text()).toBe(await first.text());
  const etag = again.headers()['etag'] ?? '';
  expect(etag).not.toBe('');
  expect((await request.get(path, { headers: { 'If-None-Match': etag } })).status()).toBe(304);
});

test('a product page through nginx hydrates with no CSP violation, and adds to the cart', async ({ page, watch }) => {
  const violations = await recordCspViolations(page);
  await page.goto(product());
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await main.getByRole('button', { name: t('cart.add') }).click();
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 1 }) })).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
});
