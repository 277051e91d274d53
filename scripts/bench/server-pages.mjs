// What the production server sends first: the first-load JS of its client build for the pages it
// renders (the hydration code included) and for the cart (the single-page app), and each page's HTML.
import { gzipSync } from 'node:zlib';
import { FIRST_LOAD_TARGET_KB } from './bundle.mjs';
import { check, info } from './checks.mjs';
import { firstLoad, readManifest, routeKeys, ROUTES } from './first-load.mjs';
import { round } from './stats.mjs';

const HYDRATION = 'src/app/hydrate-page.tsx';
/** The bench's pages and the route each one's screen is (a listing is a category's shop URL). */
const ROUTE_OF = { home: 'home', listing: 'category', product: 'product', search: 'search', cart: 'cart' };
const kb = (bytes) => round(bytes / 1024, 1);

/** First-load JS (gzip KB) of the server's client build for each page; `rendered(name)`: the server renders it. */
export function serverFirstLoad(clientDir, rendered, language = 'ro') {
  const manifest = readManifest(clientDir);
  return Object.fromEntries(
    Object.entries(ROUTE_OF).map(([name, route]) => {
      const keys = [...routeKeys(ROUTES[route], language), `src/i18n/compiled/${language}.json`];
      const weights = firstLoad(clientDir, rendered(name) ? [...keys, HYDRATION] : keys, manifest);
      return [name, { gzipKb: round(weights.gzipKb, 1), brotliKb: round(weights.brotliKb, 1) }];
    }),
  );
}

/** A page's HTML as the server sends it: its weight, and its page data's, gzip. */
export function htmlWeights(html) {
  const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return {
    htmlGzipKb: kb(gzipSync(html, { level: 9 }).length),
    pageDataGzipKb: kb(data ? gzipSync(data, { level: 9 }).length : 0),
  };
}

export function pageChecks(pages, firstLoads, weights) {
  return Object.entries(pages).flatMap(([name, path]) => [
    check(
      `server's client build, first-load JS, ${name} (${path}${weights[name].rendered ? ', hydration code included' : ', single-page app'}), gzip`,
      firstLoads[name].gzipKb,
      'KB',
      '<=',
      FIRST_LOAD_TARGET_KB,
      `brotli ${firstLoads[name].brotliKb} KB`,
    ),
    info(
      `server's HTML, ${name} (${path}), gzip`,
      weights[name].htmlGzipKb,
      'KB',
      `page data ${weights[name].pageDataGzipKb} KB of it`,
    ),
  ]);
}
