// Part: the production server (`npm run serve`, src/server/) against its fake backend in another
// process. Lighthouse mobile on five pages through it, the check that the product page's largest
// paint is an image of the server's HTML, the first load of its client build and each page's HTML;
// then, on a fresh server, a product page under 50 concurrent connections (autocannon) and the
// server process's resident memory after warm-up and after 20,000 requests (/proc/<pid>/status).
import { check, failed, info } from './checks.mjs';
import { servedImage } from './lcp-element.mjs';
import { auditPages, benchPages, checksOf } from './lighthouse.mjs';
import { load } from './load.mjs';
import { productionServer } from './production-server.mjs';
import { residentMemoryOf } from './rss.mjs';
import { htmlWeights, pageChecks, serverFirstLoad } from './server-pages.mjs';
import { round } from './stats.mjs';

const CONNECTIONS = 50;
const WARM_UP_REQUESTS = 1000;
const REQUESTS = 20_000;

/** Lighthouse through the server, the product's LCP element and what the server sends for each page. */
async function pagesThroughServer(served, runs) {
  const { default: lighthouse } = await import('lighthouse');
  const pages = await benchPages(served.url);
  const weights = {};
  for (const [name, path] of Object.entries(pages)) {
    const html = await (await fetch(served.url + path)).text();
    weights[name] = { ...htmlWeights(html), rendered: html.includes('id="page-data"'), html };
  }
  const lcpElements = [];
  const keep = (name, figures) => name === 'product' && lcpElements.push(figures.lcpElement);
  const lighthouseData = await auditPages(lighthouse, 'server', served.url, pages, runs, keep);
  const firstLoads = serverFirstLoad(served.clientDir, (name) => weights[name].rendered);
  const images = lcpElements.map((element) => ({
    snippet: element?.snippet?.slice(0, 200) ?? null,
    served: servedImage(weights.product.html, element?.snippet),
  }));
  for (const weight of Object.values(weights)) delete weight.html;
  return { pages, lighthouse: lighthouseData, productLcp: images, firstLoads, weights };
}

function productLcpCheck(path, images) {
  const where = `server, product (${path}): runs whose LCP element is not an <img> of the server's HTML`;
  if (images.length === 0) return failed(where, 'no Lighthouse run succeeded');
  const served = images.find((image) => image.served)?.served;
  const note = served
    ? `<img alt="${served.alt ?? ''}" src="${served.src.slice(0, 40)}…"${served.fetchPriorityHigh ? ' fetchpriority="high"' : ''}${served.lazy ? ' loading="lazy"' : ''}>`
    : `LCP element: ${images[0].snippet}`;
  return check(where, images.filter((image) => !image.served).length, 'runs', '<=', 0, note);
}

/** A fresh server: warm-up, memory, 20,000 requests on the product page, memory again. */
async function underLoad(path) {
  const served = await productionServer({ build: false });
  try {
    const url = served.url + path;
    console.log(`  warm-up: ${WARM_UP_REQUESTS} requests to ${path}, ${CONNECTIONS} connections`);
    await load(url, { connections: CONNECTIONS, amount: WARM_UP_REQUESTS });
    const warm = residentMemoryOf(served.pid);
    console.log(`  RSS ${round(warm.rssMb)} MB; ${REQUESTS} requests to ${path}, ${CONNECTIONS} connections`);
    const result = await load(url, { connections: CONNECTIONS, amount: REQUESTS });
    const after = residentMemoryOf(served.pid);
    console.log(
      `  ${round(result.requestsPerS)} requests/s, p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, RSS ${round(after.rssMb)} MB`,
    );
    const ms = (value) => round(value, 0);
    return {
      path,
      connections: CONNECTIONS,
      ...result,
      requestsPerS: round(result.requestsPerS),
      p50Ms: ms(result.p50Ms),
      p95Ms: ms(result.p95Ms),
      maxMs: ms(result.maxMs),
      memory: { warm, after },
    };
  } finally {
    await served.stop();
  }
}

export async function server({ runs = 5 } = {}) {
  const served = await productionServer();
  let through;
  try {
    through = await pagesThroughServer(served, runs);
  } finally {
    await served.stop();
  }
  const loaded = await underLoad(through.pages.product);
  const memory = Object.fromEntries(
    Object.entries(loaded.memory).map(([at, { rssMb, peakMb }]) => [at, { rssMb: round(rssMb), peakMb: round(peakMb) }]),
  );
  const where = `server, product (${loaded.path}), ${CONNECTIONS} connections, ${loaded.requests} requests`;
  const checks = [
    ...checksOf('through the server', through.lighthouse),
    productLcpCheck(through.pages.product, through.productLcp),
    ...pageChecks(through.pages, through.firstLoads, through.weights),
    info(`${where}: throughput`, loaded.requestsPerS, 'requests/s'),
    info(`${where}: latency p50`, loaded.p50Ms, 'ms'),
    info(`${where}: latency p95`, loaded.p95Ms, 'ms', `max ${loaded.maxMs} ms`),
    check(
      `${where}: answers other than 2xx, errors and timeouts`,
      loaded.non2xx + loaded.errors + loaded.timeouts,
      '',
      '<=',
      0,
      `statuses ${JSON.stringify(loaded.statuses)}, errors ${loaded.errors}, timeouts ${loaded.timeouts}`,
    ),
    info(`server process RSS after warm-up (${WARM_UP_REQUESTS} requests)`, memory.warm.rssMb, 'MB'),
    info(
      `server process RSS after ${loaded.requests} more requests`,
      memory.after.rssMb,
      'MB',
      `peak ${memory.after.peakMb} MB, growth ${round(memory.after.rssMb - memory.warm.rssMb)} MB`,
    ),
  ];
  const { memory: _measured, ...figures } = loaded;
  return { data: { ...through, load: figures, memory }, checks };
}
