import { spawn, type ChildProcess } from 'node:child_process';
import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { consentDialog, expect, firstPriceOf, t, test } from '../fixtures';
import { requestsTo } from '../requests-seen';

// The production server (npm run serve) with its own fake backend, on the ports after the e2e ones.
const base = Number(process.env.E2E_PORT ?? 4317);
const port = base + 6;
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

async function until(ready: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the production server did not start');
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = spawn(process.execPath, ['scripts/serve.mjs', '--build'], {
    detached: true,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      FAKE_BACKEND_PORTS: [7, 8, 9, 10].map((offset) => base + offset).join(','),
      CLIENT_DIR: 'dist-e2e-serve',
      SERVER_DIR: 'dist-e2e-server',
    },
  });
  // Ready once a catalogue page renders: the server and its backend are up.
  await until(async () => (await fetch(`${origin}/products`)).status === 200, 280_000);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

test('a product page from the production server hydrates without asking again nor a console error, and adds to the cart', async ({
  page,
  watch,
}) => {
  const productId = seedFacts().plentifulPse.productId;
  const productReads = requestsTo(page, (path) => path.startsWith('/api/products'));
  const hydrationWarnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|React recovered/i.test(message.text())) hydrationWarnings.push(message.text());
  });

  const response = await page.goto(`${origin}/product/${productId}`);
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(productReads).toEqual([]);

  await main.getByRole('button', { name: t('cart.add') }).click();
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 1 }) })).toBeVisible();
  expect(hydrationWarnings).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
});

test('a returning shopper who chose Germany and dismissed the sales bar: the page hydrates as sent, then shows their prices', async ({
  page,
  context,
  watch,
}) => {
  const productId = seedFacts().productInStockId;
  await context.addInitScript(() => {
    window.localStorage.setItem('country_id', '5');
    window.localStorage.setItem('tax_title', '19% Ust.');
    window.localStorage.setItem('salesBarVisible', 'false');
  });
  const hydrationWarnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|React recovered/i.test(message.text())) hydrationWarnings.push(message.text());
  });
  const sent = await (await fetch(`${origin}/product/${productId}`)).text();
  const romanian = Number(/data-testid="price">([\d.]+,\d\d)/.exec(sent)?.[1]?.replace(/\./g, '').replace(',', '.'));

  await page.goto(`${origin}/product/${productId}`);
  const article = page.getByRole('main').getByRole('article').first();
  await expect(article.getByRole('button', { name: t('cart.add') })).toBeVisible();
  await expect.poll(async () => firstPriceOf(article)).not.toBe(romanian);
  expect(Math.abs((await firstPriceOf(article)) - (romanian * 1.19) / 1.21)).toBeLessThanOrEqual(0.02);
  await expect(page.getByRole('region', { name: t('header.salesBar.label') })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(hydrationWarnings).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
});

test.describe('a first visit', () => {
  test.use({ consentDecided: false });

  test('the consent dialog comes with the page’s HTML, and the app takes it over once hydrated, without a hydration warning', async ({
    page,
    watch,
  }) => {
    const productId = seedFacts().productInStockId;
    const hydrationWarnings: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|React recovered/i.test(message.text())) hydrationWarnings.push(message.text());
    });
    const sent = await (await fetch(`${origin}/product/${productId}`)).text();
    expect(sent).toMatch(/<div data-shell=""><section role="dialog"[^>]*data-testid="consent-banner"/);

    await page.goto(`${origin}/product/${productId}`);
    const dialog = consentDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('consent.decline') })).toBeEnabled();
    await dialog.getByRole('button', { name: t('consent.decline') }).click();
    await expect(dialog).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(hydrationWarnings).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
  });
});
