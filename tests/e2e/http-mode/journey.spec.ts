import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { expect, t, test } from '../fixtures';

const facts = seedFacts();

test('over http against the fake backend: browse, add to cart, and check out as a guest paying by prepayment', async ({
  page,
  watch,
}) => {
  const main = page.getByRole('main');
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });

  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto(`/product/${facts.productInStockId}`);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await main.getByRole('button', { name: t('cart.add') }).click();
  const miniCart = page.getByRole('region', { name: t('cart.mini.heading') });
  await miniCart.getByRole('link', { name: t('cart.mini.guest') }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await main.getByLabel(t('checkout.guest.email'), { exact: true }).fill('http.guest@example.ro');
  await main.getByLabel(t('address.firstName'), { exact: true }).fill('Maria');
  await main.getByLabel(t('address.lastName'), { exact: true }).fill('Popescu');
  await main.getByLabel(t('address.street'), { exact: true }).fill('Strada Lipscani');
  await main.getByLabel(t('address.streetNumber'), { exact: true }).fill('12');
  await main.getByLabel(t('address.zipCode'), { exact: true }).fill('030031');
  await main.getByLabel(t('address.city'), { exact: true }).fill('București');
  await main.getByLabel(t('address.state'), { exact: true }).selectOption({ index: 1 });
  await main.getByLabel(t('address.phone'), { exact: true }).fill('0722 123 456');
  await main
    .getByRole('group', { name: t('checkout.payment') })
    .getByRole('radio', { name: 'Ordin de plată în avans' })
    .check();
  await main.getByLabel(t('checkout.terms')).check();
  await main.getByRole('button', { name: t('checkout.pay') }).click();

  await expect(page).toHaveURL(/\/order-placed\?cart_id=\d+/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('orderPlaced.title'));
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 0 }) })).toBeVisible();
  // The shop really went over http: the generated SDK called the fake backend.
  expect(apiCalls.some((url) => url.includes('/api/cart'))).toBe(true);
  expect(watch.consoleErrors).toEqual([]);
});
