import type { BrowserContext, Page } from '@playwright/test';
import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { logIn } from '../admin-bar-steps';
import { consentDialog, expect, firstPriceOf, t, test } from '../fixtures';
import { requestsTo } from '../requests-seen';

/** Sums the page's layout shifts from its first paint on (what CLS counts, without input). */
const recordLayoutShifts = (context: BrowserContext) =>
  context.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
const layoutShiftOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));

// Runs in the `serve` project: the production server (npm run serve) with its own fake backend, where a
// hydration warning counts as a console error (playwright.config.ts).

test('a product page from the production server hydrates without asking again nor a console error, and adds to the cart', async ({
  page,
  watch,
}) => {
  const productId = seedFacts().plentifulPse.productId;
  const productReads = requestsTo(page, (path) => path.startsWith('/api/products'));

  const response = await page.goto(`/product/${productId}`);
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(productReads).toEqual([]);

  await main.getByRole('button', { name: t('cart.add') }).click();
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 1 }) })).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});

test('crawlers find the sitemap through robots.txt, and it lists the catalogue', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(await index.text()).toContain(`<loc>${baseURL}/sitemap-ro.xml</loc>`);
  const sitemap = await (await request.get('/sitemap-ro.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/product/${seedFacts().productInStockId}</loc>`);
});

test('a CDN may keep catalogue pages (304 on their ETag) and the built assets, precompressed, for a year, never the cart', async ({
  request,
}) => {
  const listing = await request.get('/products');
  expect(listing.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  expect(listing.headers()['x-request-id']).toBeTruthy();
  const again = await request.get('/products', { headers: { 'If-None-Match': listing.headers().etag ?? '' } });
  expect(again.status()).toBe(304);

  const script = /\/assets\/index-[^"]+\.js/.exec(await listing.text())?.[0] ?? '';
  expect(script).not.toBe('');
  const encodings: [string, string][] = [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ];
  for (const [accepted, sent] of encodings) {
    const asset = await request.get(script, { headers: { 'Accept-Encoding': accepted } });
    expect(asset.headers()['content-encoding']).toBe(sent);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }

  const cart = await request.get('/cart');
  expect(cart.headers()['cache-control']).toBe('private, no-store');
});

test('a page in German has its own URL: the server sends it in German, it hydrates, and the switch goes to the Romanian page without a reload', async ({
  page,
  request,
  watch,
}) => {
  const productId = seedFacts().productInStockId;
  const sent = await (await request.get(`/de/product/${productId}`)).text();
  expect(sent).toMatch(/<html lang="de">/);
  expect(sent).toContain('In den Warenkorb');
  expect(sent).toMatch(new RegExp(`<link data-seo rel="alternate" hreflang="ro" href="[^"]+/product/${productId}">`));

  await page.goto(`/de/product/${productId}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as { unreloaded?: boolean }).unreloaded = true));
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'RO', exact: true }).click();
  await expect(page).toHaveURL(`/product/${productId}`);
  await expect(main.getByRole('button', { name: t('cart.add') })).toBeVisible();
  expect(await page.evaluate(() => (window as { unreloaded?: boolean }).unreloaded)).toBe(true);
  expect(watch.consoleErrors).toEqual([]);
});

test('a returning shopper who chose Germany and dismissed the sales bar: the page hydrates as sent, then shows their prices at once, with no layout shift', async ({
  page,
  context,
  watch,
  request,
}) => {
  const productId = seedFacts().productWithListPriceId;
  await recordLayoutShifts(context);
  await context.addInitScript(() => {
    window.localStorage.setItem('country_id', '5');
    window.localStorage.setItem('tax_title', '19% Ust.');
    window.localStorage.setItem('salesBarVisible', 'false');
  });
  const sent = await (await request.get(`/product/${productId}`)).text();
  expect(sent).toContain('data-sales-bar');
  const romanian = Number(/data-testid="price">([\d.]+,\d\d)/.exec(sent)?.[1]?.replace(/\./g, '').replace(',', '.'));

  await page.goto(`/product/${productId}`);
  const article = page.getByRole('main').getByRole('article').first();
  await expect.poll(async () => firstPriceOf(article), { timeout: 3000 }).not.toBe(romanian);
  expect(Math.abs((await firstPriceOf(article)) - (romanian * 1.19) / 1.21)).toBeLessThanOrEqual(0.02);
  await expect(page.getByRole('region', { name: t('header.salesBar.label') })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02);
  expect(watch.consoleErrors).toEqual([]);
});

test('a VAT-exempt buyer sees the page as sent, then net prices right after hydration, with no layout shift', async ({
  page,
  context,
  request,
  watch,
}) => {
  const productId = seedFacts().productInStockId;
  await logIn(page, 'vatExempt');
  await recordLayoutShifts(context);
  const sent = await (await request.get(`/product/${productId}`)).text();
  expect(sent).not.toContain('data-vat="zero"');

  await page.goto(`/product/${productId}`);
  const main = page.getByRole('main');
  await expect(main.getByTestId('price-tag').first()).toHaveAttribute('data-vat', 'zero', { timeout: 3000 });
  await page.waitForLoadState('networkidle');
  expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02);
  expect(watch.consoleErrors).toEqual([]);
});

test.describe('a first visit', () => {
  test.use({ consentDecided: false });

  test('the consent dialog comes with the page’s HTML, and the app takes it over once hydrated, without a hydration warning', async ({
    page,
    request,
    watch,
  }) => {
    const productId = seedFacts().productInStockId;
    const sent = await (await request.get(`/product/${productId}`)).text();
    expect(sent).toMatch(/<div data-shell=""><section role="dialog"[^>]*data-testid="consent-banner"/);

    await page.goto(`/product/${productId}`);
    const dialog = consentDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('consent.decline') })).toBeEnabled();
    await dialog.getByRole('button', { name: t('consent.decline') }).click();
    await expect(dialog).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(watch.consoleErrors).toEqual([]);
  });
});
