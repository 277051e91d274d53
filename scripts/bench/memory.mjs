// Part 6: the JS heap after 5 and after 50 client-side navigations (listing → product → cart,
// through the app's own links), each measured after a forced garbage collection.
import { withPage } from './browser.mjs';
import { fakeBuild, preview } from './builds.mjs';
import { check, info } from './checks.mjs';
import { findPages } from './pages.mjs';
import { round } from './stats.mjs';

const CHECKPOINTS = [5, 50];
const TARGET_GROWTH_MB = 5;

/**
 * Clicks the first link matching `selector` (a router link: no page load) and waits for the next
 * screen: the address is the link's and a `ready` element is there that the last screen did not have.
 */
async function follow(page, selector, ready) {
  const href = await page.evaluate(
    ({ selector, ready }) => {
      for (const element of document.querySelectorAll(ready)) element.setAttribute('data-bench-stale', '');
      const link = document.querySelector(selector);
      if (!link) throw new Error(`no link ${selector} on ${location.pathname}`);
      link.click();
      return link.getAttribute('href');
    },
    { selector, ready },
  );
  await page.waitForFunction(
    ({ href, ready }) => location.pathname === href && document.querySelector(`${ready}:not([data-bench-stale])`) !== null,
    { href, ready },
    { timeout: 60_000 },
  );
  await page.waitForTimeout(150);
}

async function heapMb(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize').value / 1024 / 1024;
}

export async function memory() {
  const server = await preview(fakeBuild());
  try {
    const { listing } = await findPages(server.url);
    const steps = [
      [`header nav a[href="${listing}"]`, 'main [data-testid="product-card"]'],
      ['main [data-testid="product-card"] a[href^="/product/"]', 'main h1'],
      ['a[href="/cart"]', 'main h1'],
    ];
    console.log(`  ${CHECKPOINTS.at(-1)} navigations: ${listing} → product → /cart, heap after ${CHECKPOINTS.join(' and ')}`);
    const heap = await withPage(async (page, cdp) => {
      await cdp.send('Performance.enable');
      await cdp.send('HeapProfiler.enable');
      await page.goto(`${server.url}/`);
      await page.locator('[data-testid="product-card"]').first().waitFor({ timeout: 120_000 });
      // Gone after a full page load, which would make the figures meaningless.
      await page.evaluate(() => (window.__benchSamePage = true));
      const at = {};
      for (let navigation = 1; navigation <= CHECKPOINTS.at(-1); navigation++) {
        const [selector, ready] = steps[(navigation - 1) % steps.length];
        await follow(page, selector, ready);
        if (!(await page.evaluate(() => window.__benchSamePage))) throw new Error(`navigation ${navigation} loaded a new page`);
        if (CHECKPOINTS.includes(navigation)) at[navigation] = await heapMb(cdp);
      }
      return at;
    });
    const [first, last] = CHECKPOINTS.map((n) => heap[n]);
    const data = {
      route: `${listing} → product → /cart`,
      heapMb: Object.fromEntries(Object.entries(heap).map(([n, mb]) => [n, round(mb, 2)])),
      growthMb: round(last - first, 2),
    };
    const checks = [
      info(`JS heap after ${CHECKPOINTS[0]} client-side navigations`, data.heapMb[CHECKPOINTS[0]], 'MB'),
      info(`JS heap after ${CHECKPOINTS[1]} client-side navigations`, data.heapMb[CHECKPOINTS[1]], 'MB'),
      check(
        `JS heap growth from ${CHECKPOINTS[0]} to ${CHECKPOINTS[1]} navigations`,
        data.growthMb,
        'MB',
        '<=',
        TARGET_GROWTH_MB,
      ),
    ];
    return { data, checks };
  } finally {
    await server.stop();
  }
}
