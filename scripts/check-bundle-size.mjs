// Builds the production (http) bundle and fails when the home route's first-load JavaScript
// exceeds the budget, or when any fake code or faker made it into the bundle.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = Number(process.env.FIRST_LOAD_BUDGET_KB ?? 180);
const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'dist-http');

execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--manifest', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    BUILD_OUT_DIR: 'dist-http',
    VITE_ADAPTERS: 'http',
    VITE_API_URL: process.env.VITE_API_URL ?? 'https://shop.invalid',
    VITE_FAST_API_URL: process.env.VITE_FAST_API_URL ?? 'https://fast.invalid',
    VITE_SHOP_TOKEN: process.env.VITE_SHOP_TOKEN ?? 'size-check-token',
  },
});

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
const firstLoad = new Set();
const collect = (key) => {
  const chunk = manifest[key];
  if (!chunk || firstLoad.has(chunk.file)) return;
  firstLoad.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
};
collect('index.html');
const language = process.env.VITE_LANGUAGE ?? 'ro';
for (const lazy of ['src/ui/pages/home-page.tsx', `src/i18n/compiled/${language}.json`]) {
  if (!manifest[lazy]) throw new Error(`${lazy} is not a chunk of its own any more: update the size check`);
  collect(lazy);
}

const gzipKb = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;
const rows = [...firstLoad].filter((f) => f.endsWith('.js')).map((file) => [file, gzipKb(file)]);
const total = rows.reduce((sum, [, kb]) => sum + kb, 0);
for (const [file, kb] of rows.sort((a, b) => b[1] - a[1])) console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${file}`);
console.log(`first-load JS of the home route (http build, gzip): ${total.toFixed(1)} KB (budget ${BUDGET_KB} KB)`);

const assets = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
const leaks = assets.filter((file) =>
  /faker|anna\.popescu@example\.com|fake-knobs/.test(readFileSync(join(outDir, 'assets', file), 'utf8')),
);
if (leaks.length) {
  console.error(`fake code or faker in the production bundle: ${leaks.join(', ')}`);
  process.exit(1);
}
if (total > BUDGET_KB) {
  console.error(`over budget by ${(total - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
