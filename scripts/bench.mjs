#!/usr/bin/env node
// `npm run bench`: the storefront's performance figures, each next to its target (a benchmark,
// not a test: it reports, and fails only when a part cannot be measured).
//   bundle      first-load JS of every route of the http build (raw, gzip, brotli), lazy chunks, no fakes
//   floor       the same for a bare React app and for one with our libraries, built in a temp dir,
//               and Lighthouse on the libraries app, painted by its script and shell first as ours
//   lighthouse  mobile performance of five pages, http build (fake backend) and fake build, as a single-page app
//   server      the production server (npm run serve) on its fake backend: Lighthouse on the same five
//               pages, the product's LCP image in its HTML, its client build's first load, a product
//               page at 50 connections (p50, p95, requests/s), its RSS after warm-up and 20,000 requests
//   search      keystroke → results painted at 4× CPU
//   listing     'load more' and long tasks while scrolling 200 products, at 4× CPU
//   memory      JS heap growth over 50 client-side navigations
// Options: --only bundle,floor,... (default: all), --runs N (Lighthouse runs per page, default 5).
// Writes bench/results.json and bench/results.md.
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './bench/builds.mjs';
import { failed } from './bench/checks.mjs';
import { printPart, summary, writeResults } from './bench/report.mjs';

const PARTS = ['bundle', 'floor', 'lighthouse', 'server', 'search', 'listing', 'memory'];
const { values } = parseArgs({ options: { only: { type: 'string' }, runs: { type: 'string', default: '5' } } });
const only = values.only ? values.only.split(',').map((part) => part.trim()) : PARTS;
const unknown = only.filter((part) => !PARTS.includes(part));
const runs = Number(values.runs);
if (unknown.length > 0 || !Number.isInteger(runs) || runs < 1) {
  console.error(`usage: node scripts/bench.mjs [--only ${PARTS.join(',')}] [--runs N]`);
  process.exit(2);
}

/** Our first-load figures for the floor's ratios: from the bundle part when it ran, else measured now. */
let ours = null;
async function ourFirstLoad() {
  if (!ours) {
    const { bundle } = await import('./bench/bundle.mjs');
    const { data } = await bundle();
    ours = { 'largest route': data.maxFirstLoadGzipKb, home: data.routes.home.gzipKb };
  }
  return ours;
}

const run = {
  bundle: async () => {
    const { bundle } = await import('./bench/bundle.mjs');
    const result = await bundle();
    ours = { 'largest route': result.data.maxFirstLoadGzipKb, home: result.data.routes.home.gzipKb };
    return result;
  },
  floor: async () => (await import('./bench/floor.mjs')).floor({ ours: await ourFirstLoad(), runs }),
  lighthouse: async () => (await import('./bench/lighthouse.mjs')).lighthouseRuns({ runs }),
  server: async () => (await import('./bench/server.mjs')).server({ runs }),
  search: async () => (await import('./bench/search.mjs')).search(),
  listing: async () => (await import('./bench/listing.mjs')).listing(),
  memory: async () => (await import('./bench/memory.mjs')).memory(),
};

// Every part but the bundle drives Debian's Chromium: install it first when it is missing.
if (only.some((part) => part !== 'bundle')) {
  execFileSync(process.execPath, [join(root, 'scripts/ensure-chromium.mjs')], { stdio: 'inherit' });
}

const started = Date.now();
const measured = {};
for (const name of PARTS.filter((part) => only.includes(part))) {
  console.log(`\n== ${name}`);
  const partStarted = Date.now();
  let part;
  try {
    const { data, checks } = await run[name]();
    part = { data, checks };
  } catch (error) {
    console.error(error);
    part = {
      error: String(error.message ?? error).split('\n')[0],
      checks: [failed(`${name}: could not be measured`, String(error.message ?? error).split('\n')[0])],
    };
  }
  measured[name] = {
    date: new Date().toISOString(),
    durationS: Math.round((Date.now() - partStarted) / 1000),
    ...(['lighthouse', 'server'].includes(name) ? { options: { runs } } : {}),
    ...part,
  };
  console.log(`   ${name} took ${measured[name].durationS} s`);
}

const results = await writeResults(join(root, 'bench'), measured, {
  date: new Date().toISOString(),
  machine: `${cpus().length} cores, Node ${process.version}`,
  lastRun: { parts: Object.keys(measured), durationS: Math.round((Date.now() - started) / 1000) },
});
console.log('\n== summary (this run)');
for (const [name, part] of Object.entries(measured)) printPart(name, part);
const thisRun = summary(measured);
console.log(`\n${thisRun.passing} targets met, ${thisRun.failing} missed; took ${results.lastRun.durationS} s`);
console.log('written: bench/results.json, bench/results.md');
process.exitCode = Object.values(measured).some((part) => part.error) ? 1 : 0;
