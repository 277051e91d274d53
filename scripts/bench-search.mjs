#!/usr/bin/env node
// Search benchmark (not a timed test): builds the fake and the http bundle, then
//  - measures keystroke → results painted in the header's live search, in Debian's Chromium
//    with 4× CPU throttling, over 40 keystrokes; the 300 ms debounce is subtracted;
//  - weighs the search's own chunks (the code the first search downloads, fake engine excluded).
// Writes bench/search.json and prints a summary. Targets: p95 ≤ 100 ms, chunks ≤ 15 KB gzip.
// `npm run bench` measures the same keystrokes among its other figures.
//   npm run bench:search
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakeBuild, httpEnv, preview, root, viteBuild } from './bench/builds.mjs';
import { extraChunks } from './bench/first-load.mjs';
import { CPU_THROTTLING, DEBOUNCE_MS, searchLatency } from './bench/search-latency.mjs';

/** The gzip size of the chunks the search pulls in that the first load does not already have. */
function searchChunks(outDir) {
  const { files, gzipKb } = extraChunks(
    outDir,
    ['index.html', 'src/features/home/home-page.tsx', 'src/i18n/compiled/ro.json'],
    [
      'src/features/search/live-search.tsx',
      'src/features/search/search-lazy-module.ts',
      'src/i18n/compiled/search-ro.json',
      // The live search is a lazy screen of the header's family, with that family's messages.
      'src/i18n/compiled/header-ro.json',
    ],
  );
  const rows = files.map(({ file, gzipKb }) => ({ file, gzipKb: Number(gzipKb.toFixed(2)) }));
  return { rows, totalGzipKb: Number(gzipKb.toFixed(2)) };
}

const fakeDir = fakeBuild();
const chunks = searchChunks(viteBuild('dist-bench-http', httpEnv(null)));
const server = await preview(fakeDir);
let latency;
try {
  const { samples: _samples, ...figures } = await searchLatency(server.url);
  latency = figures;
} finally {
  await server.stop();
}

const result = {
  date: new Date().toISOString(),
  cpuThrottling: CPU_THROTTLING,
  debounceExcludedMs: DEBOUNCE_MS,
  latency,
  searchChunks: chunks,
};
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench/search.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `search, keystroke → results painted (4× CPU, debounce excluded), ${latency.keystrokes} keystrokes: p50 ${latency.p50Ms} ms, p95 ${latency.p95Ms} ms (target ≤ 100), max ${latency.maxMs} ms`,
);
console.log(`search chunks (http build, fake engine excluded): ${chunks.totalGzipKb} KB gzip (target ≤ 15)`);
for (const row of chunks.rows) console.log(`  ${row.gzipKb.toFixed(2).padStart(6)} KB  ${row.file}`);
console.log('written: bench/search.json');
