import { spawn, type ChildProcess } from 'node:child_process';
import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { expect, t, test } from '../fixtures';
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
