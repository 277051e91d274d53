// Part 1: the first-load JavaScript of every route of the http build (raw, gzip, brotli), the
// largest lazy chunks, and the check that no fake code or faker is in it.
import { httpEnv, viteBuild } from './builds.mjs';
import { closure, fakeLeaks, firstLoad, jsFiles, readManifest, requireChunks, routeKeys, ROUTES, weigh } from './first-load.mjs';
import { check, info } from './checks.mjs';
import { round } from './stats.mjs';

export const FIRST_LOAD_TARGET_KB = 150;
const ROUTE_CHUNK_TARGET_KB = 30;

const kb = (value) => round(value, 1);

/** Measures the http build; `language` picks the compiled messages that load first. */
export async function bundle({ language = 'ro' } = {}) {
  const outDir = viteBuild('dist-bench-http', httpEnv(null));
  const manifest = readManifest(outDir);
  const messages = `src/i18n/compiled/${language}.json`;
  const entryFiles = new Set(jsFiles(manifest, closure(manifest, ['index.html'])));
  const routes = {};
  let largestRouteChunk = { file: null, gzipKb: 0 };
  for (const [name, route] of Object.entries(ROUTES)) {
    const keys = [...routeKeys(route, language), messages];
    requireChunks(manifest, keys);
    const weights = firstLoad(outDir, keys, manifest);
    routes[name] = { path: route.path, rawKb: kb(weights.rawKb), gzipKb: kb(weights.gzipKb), brotliKb: kb(weights.brotliKb) };
    for (const { file, gzipKb } of weights.files) {
      if (!entryFiles.has(file) && gzipKb > largestRouteChunk.gzipKb) largestRouteChunk = { file, gzipKb };
    }
  }
  // Every chunk outside the entry's static imports, faker-free as the leak check below verifies.
  const lazy = Object.entries(manifest)
    .filter(([, chunk]) => chunk.file.endsWith('.js') && !entryFiles.has(chunk.file))
    .map(([key, { file }]) => ({ file, module: key.replace(/^.*node_modules\//, ''), gzipKb: weigh(outDir, file).gzipKb }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  const largestLazyChunk = lazy[0] ?? { file: null, gzipKb: 0 };
  const leaks = fakeLeaks(outDir);
  const maxFirstLoad = Math.max(...Object.values(routes).map((route) => route.gzipKb));
  const checks = [
    ...Object.entries(routes).map(([name, route]) =>
      check(
        `first-load JS, ${name} (${route.path}), gzip`,
        route.gzipKb,
        'KB',
        '<=',
        FIRST_LOAD_TARGET_KB,
        `raw ${route.rawKb} KB, brotli ${route.brotliKb} KB`,
      ),
    ),
    check(
      `largest lazy route chunk, gzip (${largestRouteChunk.file})`,
      kb(largestRouteChunk.gzipKb),
      'KB',
      '<=',
      ROUTE_CHUNK_TARGET_KB,
    ),
    info(`largest lazy chunk of any kind, gzip (${largestLazyChunk.module})`, kb(largestLazyChunk.gzipKb), 'KB'),
    check('fake code or faker in the http build (files)', leaks.length, 'files', '<=', 0, leaks.join(', ')),
  ];
  return {
    data: {
      build: 'http',
      language,
      routes,
      maxFirstLoadGzipKb: maxFirstLoad,
      largestRouteChunk: { ...largestRouteChunk, gzipKb: kb(largestRouteChunk.gzipKb) },
      largestLazyChunks: lazy.slice(0, 5).map((chunk) => ({ ...chunk, gzipKb: kb(chunk.gzipKb) })),
      fakeLeaks: leaks,
    },
    checks,
  };
}
