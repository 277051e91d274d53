// Keystroke → results painted in the header's live search, at 4× CPU throttling: each term is
// typed up to its last character, which is the measured keystroke; the debounce is subtracted.
import { timeToPaint, withPage } from './browser.mjs';
import { percentile, round } from './stats.mjs';

export const DEBOUNCE_MS = 300;
export const CPU_THROTTLING = 4;
const TERMS = [
  'canapele',
  'canapea',
  'masa rotunda',
  'scaune',
  'scaun windsor',
  'lampadare',
  'covoare',
  'fotoliu',
  'dulap',
  'birou',
];

async function measure(page, box, term) {
  await box.fill(term.slice(0, -1));
  await page.waitForTimeout(DEBOUNCE_MS + 200);
  const selector = `[data-testid="search-dropdown"] a[href="/search/${encodeURIComponent(term)}"]`;
  return (await timeToPaint(page, 'keydown', selector, 1, () => box.press(term.at(-1)))) - DEBOUNCE_MS;
}

/** Measures `rounds` × 10 keystrokes on the build served at `baseUrl`: `{ keystrokes, p50Ms, p95Ms, maxMs, samples }`. */
export async function searchLatency(baseUrl, { rounds = 4 } = {}) {
  const samples = await withPage(
    async (page) => {
      await page.goto(`${baseUrl}/`);
      const box = page.getByRole('search').getByRole('combobox').first();
      await box.click({ timeout: 120_000 });
      // The first search downloads the search chunks and builds the index: not a keystroke's cost.
      await box.fill('canapele');
      await page.locator('[data-testid="search-dropdown"] [data-testid="search-hit"]').first().waitFor({ timeout: 120_000 });
      const times = [];
      for (let round = 0; round < rounds; round++) {
        for (const term of TERMS) times.push(await measure(page, box, term));
      }
      return times;
    },
    { cpu: CPU_THROTTLING },
  );
  return {
    keystrokes: samples.length,
    p50Ms: round(percentile(samples, 50)),
    p95Ms: round(percentile(samples, 95)),
    maxMs: round(Math.max(...samples)),
    samples: samples.map((value) => round(value)),
  };
}
