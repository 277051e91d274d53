// Part 3: Lighthouse (mobile defaults, performance only) on five pages of the http build against
// the fake backend, then of the fake build, both served as a single-page app: the median of N
// runs of score, LCP, TBT and CLS. Every run gets a fresh Chromium with a fresh profile. The
// production server's pages are the server part's (server.mjs).
import { CHROMIUM_FLAGS } from '../chromium-flags.mjs';
import { CHROMIUM_PATH } from './browser.mjs';
import { fakeBackend, fakeBuild, httpEnv, preview, viteBuild } from './builds.mjs';
import { check, failed } from './checks.mjs';
import { findPages } from './pages.mjs';
import { freePort, remove, start, tempDir, waitForHttp } from './processes.mjs';
import { lcpElementOf } from './lcp-element.mjs';
import { median, round } from './stats.mjs';

const SEARCH_TERM = 'canapele';
const METRICS = {
  score: (lhr) => lhr.categories.performance.score * 100,
  fcpMs: (lhr) => lhr.audits['first-contentful-paint'].numericValue,
  lcpMs: (lhr) => lhr.audits['largest-contentful-paint'].numericValue,
  tbtMs: (lhr) => lhr.audits['total-blocking-time'].numericValue,
  cls: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue,
};

/** One Lighthouse run on `url` in a fresh Chromium: score, FCP, LCP, TBT, CLS and the LCP's element. */
export async function audit(lighthouse, url) {
  const port = await freePort();
  const profile = tempDir('storefront-lighthouse-');
  const args = [
    ...CHROMIUM_FLAGS,
    '--headless=new',
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ];
  const chromium = start('chromium', CHROMIUM_PATH, args);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/json/version`, chromium, 30_000);
    const result = await lighthouse(url, {
      port,
      hostname: '127.0.0.1',
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.message ?? 'no result');
    return {
      ...Object.fromEntries(Object.entries(METRICS).map(([name, read]) => [name, read(lhr)])),
      lcpElement: lcpElementOf(lhr),
    };
  } finally {
    await chromium.stop();
    remove(profile);
  }
}

/** Home, a listing, a product, a search and the cart of the shop served at `baseUrl` (name → path). */
export async function benchPages(baseUrl) {
  const found = await findPages(baseUrl);
  return { home: '/', listing: found.listing, product: found.product, search: `/search/${SEARCH_TERM}`, cart: '/cart' };
}

/** The medians of N runs on each page of the build served at `baseUrl`. */
async function auditBuild(lighthouse, label, baseUrl, runs) {
  return auditPages(lighthouse, label, baseUrl, await benchPages(baseUrl), runs);
}

/**
 * The medians of N runs on each of `pages` (name → path); `keep(name, figures)` sees every run's
 * figures (the LCP's element included).
 */
export async function auditPages(lighthouse, label, baseUrl, pages, runs, keep = () => {}) {
  const samples = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
  const errors = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
  for (let run = 1; run <= runs; run++) {
    for (const [name, path] of Object.entries(pages)) {
      process.stdout.write(`  lighthouse ${label} run ${run}/${runs} ${path} `);
      try {
        const figures = await audit(lighthouse, baseUrl + path);
        samples[name].push(figures);
        keep(name, figures);
        console.log(
          `score ${round(figures.score, 0)}, LCP ${round(figures.lcpMs, 0)} ms, TBT ${round(figures.tbtMs, 0)} ms, CLS ${round(figures.cls, 3)}`,
        );
      } catch (error) {
        errors[name].push(String(error.message ?? error).slice(0, 300));
        console.log(`failed: ${error.message}`);
      }
    }
  }
  const result = {};
  for (const [name, path] of Object.entries(pages)) {
    result[name] = { path, ...medians(samples[name]), ...(errors[name].length ? { errors: errors[name] } : {}) };
  }
  return result;
}

/** The medians of the runs' figures (null without a run): score and times in whole units, CLS to 3 places. */
export function medians(samples) {
  const medianOf = (metric, digits) => (samples.length ? round(median(samples.map((sample) => sample[metric])), digits) : null);
  return {
    runs: samples.length,
    score: medianOf('score', 0),
    fcpMs: medianOf('fcpMs', 0),
    lcpMs: medianOf('lcpMs', 0),
    tbtMs: medianOf('tbtMs', 0),
    cls: medianOf('cls', 3),
  };
}

export function checksOf(label, pages, http) {
  return Object.entries(pages).flatMap(([name, page]) => {
    const where = `Lighthouse ${label}, ${name} (${page.path}${name === 'cart' ? ', first visit: empty cart' : ''})`;
    if (page.runs === 0) return [failed(where, page.errors?.[0] ?? 'no run succeeded')];
    const score =
      http === undefined
        ? check(`${where}: score`, page.score, '', '>=', 95)
        : check(
            `${where}: score, distance from http`,
            round(Math.abs((http[name]?.score ?? NaN) - page.score), 0),
            'points',
            '<=',
            5,
            `score ${page.score}`,
          );
    return [
      score,
      check(`${where}: LCP`, page.lcpMs, 'ms', '<=', 2000),
      check(`${where}: TBT`, page.tbtMs, 'ms', '<=', 200),
      check(`${where}: CLS`, page.cls, '', '<=', 0.02),
    ];
  });
}

export async function lighthouseRuns({ runs = 5 } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const data = { runs, cart: 'first visit: the cart is empty' };
  const backend = await fakeBackend();
  try {
    const server = await preview(viteBuild('dist-bench-http-live', httpEnv(backend)));
    try {
      data.http = await auditBuild(lighthouse, 'http', server.url, runs);
    } finally {
      await server.stop();
    }
  } finally {
    await backend.stop();
  }
  const server = await preview(fakeBuild());
  try {
    data.fake = await auditBuild(lighthouse, 'fake', server.url, runs);
  } finally {
    await server.stop();
  }
  return {
    data,
    checks: [...checksOf('http', data.http), ...checksOf('fake', data.fake, data.http)],
  };
}
