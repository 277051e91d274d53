// Part 5: the product listing on the fake build at 4× CPU throttling. 'Load more': the time from
// the click to the next page's product cards painted (median of several). Long tasks: their count
// and total duration while loading up to 200 products and scrolling through them to the bottom.
import { timeToPaint, withPage } from './browser.mjs';
import { fakeBuild, preview } from './builds.mjs';
import { info } from './checks.mjs';
import { findPages } from './pages.mjs';
import { median, round } from './stats.mjs';

const CPU_THROTTLING = 4;
const LOAD_MORE_SAMPLES = 5;
const SCROLL_PRODUCTS = 200;
const CARD = '[data-testid="product-card"]';

const cardCount = (page) => page.locator(CARD).count();

async function openListing(page, url) {
  await page.goto(url);
  await page.locator(CARD).first().waitFor({ timeout: 120_000 });
  await page.waitForTimeout(500);
}

/** Clicks 'Load more' and returns the time until more cards are painted, or null when there is no next page. */
async function loadMore(page) {
  // The pager's button, by its Romanian label (catalog.pager.loadMore).
  const button = page.getByRole('button', { name: 'Încarcă mai multe' });
  if ((await button.count()) === 0) return null;
  const before = await cardCount(page);
  await button.scrollIntoViewIfNeeded();
  const ms = await timeToPaint(page, 'click', CARD, before + 1, () => button.click());
  // Let the router and the pager settle before the next click.
  await page.locator('[data-testid="product-card-skeleton"]').first().waitFor({ state: 'detached', timeout: 60_000 });
  return ms;
}

export async function listing() {
  const server = await preview(fakeBuild());
  try {
    const { listing: category } = await findPages(server.url);
    console.log(`  load more on ${category}, ${LOAD_MORE_SAMPLES} clicks at ${CPU_THROTTLING}× CPU`);
    const loadMoreMs = await withPage(
      async (page) => {
        await openListing(page, server.url + category);
        const times = [];
        for (let i = 0; i < LOAD_MORE_SAMPLES; i++) {
          const ms = await loadMore(page);
          if (ms === null) break;
          times.push(ms);
        }
        return times;
      },
      { cpu: CPU_THROTTLING },
    );
    console.log(`  long tasks while loading ${SCROLL_PRODUCTS} products on /products and scrolling through them`);
    const scroll = await withPage(
      async (page) => {
        await openListing(page, `${server.url}/products`);
        await page.evaluate(() => {
          window.__longTasks = [];
          new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((entry) => entry.duration))).observe(
            {
              type: 'longtask',
            },
          );
        });
        while ((await cardCount(page)) < SCROLL_PRODUCTS) {
          if ((await loadMore(page)) === null) break;
        }
        const products = await cardCount(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        for (let step = 0; step < 400; step++) {
          const atBottom = await page.evaluate(() => {
            window.scrollBy(0, Math.round(window.innerHeight * 0.8));
            return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
          });
          await page.waitForTimeout(100);
          if (atBottom) break;
        }
        await page.waitForTimeout(500);
        const tasks = await page.evaluate(() => window.__longTasks);
        return {
          products,
          count: tasks.length,
          totalMs: tasks.reduce((sum, ms) => sum + ms, 0),
          longestMs: Math.max(0, ...tasks),
        };
      },
      { cpu: CPU_THROTTLING },
    );
    const data = {
      cpuThrottling: CPU_THROTTLING,
      category,
      loadMore: { samples: loadMoreMs.map((ms) => round(ms)), medianMs: loadMoreMs.length ? round(median(loadMoreMs)) : null },
      scroll: {
        listing: '/products',
        products: scroll.products,
        longTasks: scroll.count,
        longTasksTotalMs: round(scroll.totalMs),
        longestTaskMs: round(scroll.longestMs),
      },
    };
    const checks = [
      info(
        `'load more' on ${category}: click → next cards painted, median of ${loadMoreMs.length} (${CPU_THROTTLING}× CPU)`,
        data.loadMore.medianMs,
        'ms',
      ),
      info(`long tasks loading and scrolling ${scroll.products} products (${CPU_THROTTLING}× CPU): count`, scroll.count, ''),
      info(
        `long tasks loading and scrolling ${scroll.products} products (${CPU_THROTTLING}× CPU): total`,
        data.scroll.longTasksTotalMs,
        'ms',
        `longest ${data.scroll.longestTaskMs} ms`,
      ),
    ];
    return { data, checks };
  } finally {
    await server.stop();
  }
}
