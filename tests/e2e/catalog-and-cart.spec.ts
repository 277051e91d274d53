import { InMemoryClock } from '../../adapters/browser/in-memory-clock';
import { createFakeAdapters } from '../../adapters/fake/create-fake-adapters';
import { FakeKnobs } from '../../adapters/fake/fake-knobs';
import { EMPTY_CATEGORY_IDS, seedFacts } from '../../adapters/fake/seed/seed-facts';
import type { NavCategory } from '../../ports/model/category';
import { expect, expectOnTop, firstPriceOf, priceIn, productList, t, test } from './fixtures';

const ro = { language: 'ro', locale: 'ro_RO', countryId: 146, satellite: 'RO' } as const;

async function categoryTree(): Promise<NavCategory[]> {
  const fakes = createFakeAdapters({ clock: new InMemoryClock(), knobs: new FakeKnobs() });
  const menu = await fakes.catalog.getCategoryMenu(ro);
  if (!menu.ok) throw new Error('the fake menu did not load');
  return menu.value;
}

const flatten = (tree: NavCategory[]): NavCategory[] => tree.flatMap((c) => [c, ...flatten(c.children)]);

test('the full-screen menu hides empty categories', async ({ page, watch }) => {
  const all = flatten(await categoryTree());
  const empty = Object.values(EMPTY_CATEGORY_IDS).map((id) => all.find((c) => c.id === id));
  await page.goto('/');
  await page.getByRole('button', { name: t('header.nav.menu'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('header.fullMenu.title') });
  await expect(dialog).toBeVisible();
  const top = all.find((c) => c.id === 1);
  await expect(dialog.getByRole('link', { name: top?.title, exact: true })).toBeVisible();
  for (const category of empty) {
    expect(category, 'the seed has this empty category').toBeDefined();
    await expect(dialog.getByRole('link', { name: category?.title, exact: true })).toHaveCount(0);
  }
  expect(watch.consoleErrors).toEqual([]);
});

test('from the home page to a full cart that survives a reload', async ({ page, watch }) => {
  const tree = await categoryTree();
  const living = tree.find((c) => c.id === 1);
  const group = living?.children.find((c) => c.children.length > 0);
  if (!living || !group) throw new Error('the seed has no living room group');

  // Home → category through the mega-menu.
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: t('header.nav.label') });
  await nav.getByRole('link', { name: living.title, exact: true }).hover();
  await nav.getByRole('link', { name: group.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: group.title })).toBeVisible();

  // Sort by price, low to high: the cards come back in ascending gross price.
  await page.getByRole('combobox', { name: t('catalog.sort.label') }).selectOption('priceLowToHigh');
  await expect(page).toHaveURL(/sort=priceLowToHigh/);
  const cards = productList(page).getByRole('article');
  await expect(cards.first()).toBeVisible();
  // The previous order stays on screen until the sorted answer arrives.
  const firstPrices = async () => Promise.all((await cards.all()).slice(0, 6).map((card) => firstPriceOf(card))).catch(() => []);
  await expect
    .poll(async () => {
      const prices = await firstPrices();
      return prices.length > 1 && prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price);
    })
    .toBe(true);

  // Product → choose colour and size → add.
  await cards.nth(1).getByRole('link').first().click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const colours = main.getByRole('group', { name: new RegExp(t('catalog.variant.colour')) }).getByRole('radio');
  await colours.last().check();
  const sizes = main.getByRole('group', { name: t('catalog.variant.size') }).getByRole('radio');
  await sizes.first().check();
  const unitPrice = await firstPriceOf(main.getByRole('article').first());
  await main.getByRole('button', { name: t('cart.add') }).click();

  // The header badge and the mini cart totals.
  const cartToggle = page.getByRole('button', { name: t('cart.indicator.toggle', { count: 1 }) });
  await expect(cartToggle).toBeVisible();
  const miniCart = page.getByRole('region', { name: t('cart.mini.heading') });
  // On a wide screen adding opens the mini cart.
  await expect(miniCart).toBeVisible();
  expect(priceIn(await miniCart.getByText(t('cart.totals.goods')).locator('..').innerText())).toBeCloseTo(unitPrice, 2);

  // A second product, so that one is left after removing the other.
  await page.goBack();
  await expect(cards.first()).toBeVisible();
  await cards.first().getByRole('link').first().click();
  await main.getByRole('button', { name: t('cart.add') }).click();
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 2 }) })).toBeVisible();

  // Cart page: change the quantity of the first line, remove the second.
  await page.goto('/cart');
  const lines = page
    .getByRole('main')
    .getByRole('list', { name: t('cart.page.lines') })
    .getByRole('listitem');
  await expect(lines).toHaveCount(2);
  const first = lines.first();
  await first.getByRole('button', { name: new RegExp(t('cart.line.increase', { title: '' }).trim()) }).click();
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 3 }) })).toBeVisible();
  await lines
    .nth(1)
    .getByRole('button', { name: new RegExp(t('cart.line.removeLabel', { title: '' }).split(' ')[0] ?? '') })
    .click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 2 }) })).toBeVisible();

  // Reload: the cart is still there.
  await page.reload();
  await expect(lines).toHaveCount(1);
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 2 }) })).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});

test('switching the country changes gross prices by the right factor', async ({ page, watch }) => {
  const facts = seedFacts();
  await page.goto(`/product/${facts.productInStockId}`);
  const article = page.getByRole('main').getByRole('article').first();
  await expect(article.getByRole('button', { name: t('cart.add') })).toBeVisible();
  const romanian = await firstPriceOf(article);
  await page
    .getByRole('button', { name: /21\s?%/ })
    .first()
    .click();
  const germany = page.getByRole('list', { name: t('header.country.choose') }).getByRole('button', { name: /Germania/ });
  await expectOnTop(germany);
  await germany.click();
  await expect.poll(async () => firstPriceOf(article)).not.toBe(romanian);
  const german = await firstPriceOf(article);
  // Gross = net × (1 + rate) × currency rate, rounded to cents: the ratio is 1.19 / 1.21.
  expect(Math.abs(german - (romanian * 1.19) / 1.21)).toBeLessThanOrEqual(0.02);
  expect(await page.evaluate(() => window.localStorage.getItem('country_id'))).toBe('5');
  expect(watch.consoleErrors).toEqual([]);
});
