import { seedFacts } from '../../adapters/fake/seed/seed-facts';
import { setLatency } from './fake-panel-steps';
import { expect, expectFrame, productList, t, test } from './fixtures';

const facts = seedFacts();

const ROUTES = [
  '/',
  '/advent-calendar',
  '/shop-grid-standard/new',
  `/product/${facts.productInStockId}`,
  '/products',
  '/blog',
  '/about',
  '/contact',
  '/bezahlen',
  '/lieferung',
  '/datenschutz',
  '/agb.html',
  '/faq',
  '/presse',
  '/Impressum',
  '/widerrufsrecht',
  '/versandkosten',
  '/data-protection',
  '/terms-and-conditions',
  '/right-of-withdrawal',
  '/imprint',
  '/press',
  '/pay',
  '/delivery',
  '/newsletter?email=anna%40example.com',
  '/newsletter-unsubscribe',
  '/account',
  '/account/order/1',
  `/guest/invoice/${facts.guestInvoice.ref}/${facts.guestInvoice.hash}`,
  '/login-register',
  '/forgot-password',
  '/cart',
  '/checkout',
  '/order-placed?cart_id=1001',
  '/order-failed?cart_id=1001',
  '/not-found',
  '/search/canapea',
  '/conditii-de-garantie.html',
  '/manual-de-utilizare-1.html',
  `/${facts.urls.category.path}`,
];

test.describe('every route of the route table renders its frame', () => {
  for (const route of ROUTES) {
    test(route, async ({ page, watch }) => {
      await page.goto(route);
      await expectFrame(page);
      expect(watch.consoleErrors).toEqual([]);
    });
  }
});

test('/logout ends on the home page inside the frame', async ({ page, watch }) => {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await expectFrame(page);
  expect(watch.consoleErrors).toEqual([]);
});

test('/widerrufsformular replaces the location with the withdrawal-form PDF', async ({ page, watch }) => {
  await page.route('**/*.pdf', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'pdf' }));
  await page.goto('/widerrufsformular');
  await expect(page).toHaveURL(/withdrawal-form\.pdf$/);
  expect(watch.consoleErrors).toEqual([]);
});

test('the page scrolls to the top on navigation and remembers the last location', async ({ page }) => {
  await page.goto('/products');
  await expect(productList(page).getByRole('listitem').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('footer.link.termsAndConditions') })
    .click();
  await expect(page).toHaveURL(/terms-and-conditions$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const last = await page.evaluate(() => window.localStorage.getItem('lastLocation'));
  expect(last).toBe(new URL(page.url()).pathname);
  await page.goto('/login-register');
  await expectFrame(page);
  expect(await page.evaluate(() => window.localStorage.getItem('lastLocation'))).toBe(last);
});

test.describe('URL resolving reaches each of the five kinds', () => {
  test('product', async ({ page }) => {
    await page.goto(`/${facts.urls.product.path}`);
    await expect(page.getByRole('button', { name: t('cart.add') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('product variant (pse)', async ({ page }) => {
    await page.goto(`/${facts.urls.pse.path}`);
    await expect(page.getByRole('button', { name: t('cart.add') })).toBeVisible();
  });

  test('category', async ({ page }) => {
    await page.goto(`/${facts.urls.category.path}`);
    await expect(productList(page).getByRole('listitem').first()).toBeVisible();
  });

  test('brand', async ({ page }) => {
    await page.goto(`/${facts.urls.brand.path}`);
    await expect(productList(page).getByRole('listitem').first()).toBeVisible();
  });

  test('content, plain and as a brand + category listing', async ({ page }) => {
    await page.goto(`/${facts.urls.content.path}`);
    await expectFrame(page);
    await expect(page.getByRole('main').getByRole('paragraph').first()).toBeVisible();
    await expect(productList(page)).toHaveCount(0);
    await page.goto(`/${facts.urls.brandCategoryContent.path}`);
    await expect(productList(page).getByRole('listitem').first()).toBeVisible();
  });

  test("'Please wait...' shows while resolving", async ({ page }) => {
    await page.goto('/');
    await setLatency(page, 1500);
    await page.goto(`/${facts.urls.category.path}`);
    await expect(page.getByText(t('pages.pleaseWait'))).toBeVisible();
    await setLatency(page, 0);
  });
});

test.describe('each not-found reason shows its heading', () => {
  const reasons: [string, string][] = [
    ['/not-found', 'notFound.heading.routeNotFound'],
    ['/not-found?reason=route-not-found', 'notFound.heading.routeNotFound'],
    ['/not-found?reason=rewriting-failed', 'notFound.heading.rewritingFailed'],
    ['/not-found?reason=product-fetch-failed', 'notFound.heading.productFetchFailed'],
    ['/not-found?reason=category-fetch-failed', 'notFound.heading.categoryFetchFailed'],
    ['/not-found?reason=brand-fetch-failed', 'notFound.heading.brandFetchFailed'],
    ['/not-found?reason=content-fetch-failed', 'notFound.heading.contentFetchFailed'],
    ['/not-found?reason=content-type-not-found', 'notFound.heading.contentTypeNotFound'],
    ['/this-shop-has-no-such-page.html', 'notFound.heading.rewritingFailed'],
    ['/product/987654321', 'notFound.heading.productFetchFailed'],
  ];
  for (const [path, id] of reasons) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: t(id) })).toBeVisible();
      await expect(page.getByRole('main').getByRole('img')).toBeVisible();
    });
  }
});
